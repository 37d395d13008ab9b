import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { sortedDistinct } from './descriptionLinks';

describe('buildCatalogIndex', () => {
  it('lists a tool once per field it outputs twice, and gives each tool its sorted distinct signature', () => {
    const twice = tool(
      'x.twice',
      'outputs an order id twice',
      [
        { name: 'customer_id', required: true },
        { name: 'customer_id', required: true },
      ],
      ['order_id', 'orderId', 'total'],
    );
    const other = tool('x.other', 'reads the order', [{ name: 'order_id', required: true }], ['order_id']);
    const index = buildCatalogIndex(catalogOf([twice, other]));
    const order = index.vocab.names.indexOf('order_id');
    const customer = index.vocab.names.indexOf('customer_id');
    const total = index.vocab.names.indexOf('total');
    // order_id and orderId are one field: the tool outputs it twice, and is listed once.
    expect(index.tools[0]?.outputs.filter((o) => o.fieldId === order)).toHaveLength(2);
    expect(index.producersOf[order]?.map((p) => p.tool)).toEqual([0, 1]);
    expect([...(index.signatures[0] ?? [])]).toEqual(
      [2 * customer, 2 * order + 1, 2 * total + 1].sort((a, b) => a - b),
    );
    expect([...(index.signatures[1] ?? [])]).toEqual([2 * order, 2 * order + 1]);
  });
});

describe('sortedDistinct', () => {
  it('is [...new Set(words)].sort() for any words', () => {
    const pool = ['search', 'location', 'Search', 'id', 'ids', '', 'é', 'z', 'a1', 'a'];
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 200; round++) {
      const words = Array.from({ length: next() % 9 }, () => pool[next() % pool.length] ?? '');
      expect(sortedDistinct(words)).toEqual([...new Set(words)].sort());
    }
  });
});
