import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../src/core/index';
import { catalogOf, tool } from '../src/core/testing/fixtures';
import { withoutOutputs, type DevSet } from './qualitySets';

describe('withoutOutputs (bench:quality --no-outputs)', () => {
  it('drops every declared output and guesses outputs again from names and descriptions, keeping tools and tasks', () => {
    const catalog = catalogOf([
      tool('shop.list_orders', 'List the orders of a customer.', ['customer_id'], ['order_records', 'next_cursor']),
      tool('shop.get_customer_email', 'Look up a customer.', ['customer_id'], ['contact']),
      tool('shop.refund', 'Refund an order. Returns the refund id and its status.', ['order_id'], ['refund_ref']),
    ]);
    const set: DevSet = {
      id: 'made-up',
      title: 'made-up',
      description: 'three tools',
      index: buildCatalogIndex(catalog),
      tasks: { format: 'tool-tasks/v1', tasks: [{ id: 't1', query: 'refund my last order' }] },
    };
    const out = withoutOutputs(set);
    const names = (id: string): string[] =>
      out.index.tools[out.index.byId.get(id) ?? -1]?.tool.outputs.map((o) => o.name) ?? [];
    // The declared names are gone; what the name and the description say comes in their place.
    expect(names('shop.list_orders')).toContain('orders');
    expect(names('shop.list_orders')).not.toContain('order_records');
    expect(names('shop.get_customer_email')).toEqual(['customer_email']);
    expect(names('shop.refund')).not.toContain('refund_ref');
    expect(names('shop.refund').length).toBeGreaterThan(0);
    // Same tools in the same order (so task gold and a TaskBench prior still point at them), same tasks.
    expect(out.index.tools.map((t) => t.tool.id)).toEqual(set.index.tools.map((t) => t.tool.id));
    expect(out.tasks).toBe(set.tasks);
    // The set it came from is untouched.
    expect(set.index.tools[0]?.tool.outputs.map((o) => o.name)).toEqual(['order_records', 'next_cursor']);
  });
});
