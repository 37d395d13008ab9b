import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { diagnoseMenu } from './diagnoseMenu';

describe('diagnoseMenu', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const task = { id: 't1', query: "Email today's receipt for the order to the customer", state: ['order_id'] };

  it('reports the missing bridge of the relevance menu with the catalog producer and its ranks', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const d = diagnoseMenu(pair.context, pair.relevance, { other: pair.statePath, top: 4 });
    const bridge = d.missingBridges.find((b) => b.field === 'customer_email');
    expect(bridge?.consumer.toolId).toBe('shop.send_receipt');
    expect(bridge?.producers[0]?.toolId).toBe('shop.get_customer_email');
    expect(bridge?.producers[0]?.otherRank).toBeGreaterThan(0);
    expect(d.verdict).toMatch(
      /^Relevance menu cannot reach shop\.send_receipt: nothing on it produces customer_email; shop\.get_customer_email/,
    );
    expect(d.crowding[0]?.tools.length).toBeGreaterThanOrEqual(3);
  });

  it('finds the State-Path menu complete and in order', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const d = diagnoseMenu(pair.context, pair.statePath, { other: pair.relevance, top: 4 });
    expect(d.targets[0]).toMatchObject({ onMenu: true, reachable: true });
    expect(d.missingBridges).toEqual([]);
    expect(d.inversions).toEqual([]);
    expect(d.verdict).toContain('State-Path menu reaches shop.send_receipt in 4 calls');
  });

  it('flags a consumer listed before its producer, and a field nothing in the catalog produces', async () => {
    const c = buildCatalogIndex(
      catalogOf([
        tool('a.send_invoice', 'Send the invoice email.', ['invoice_pdf', 'vat_number'], ['message_id']),
        tool('b.render', 'Make a pdf.', ['order_id'], ['invoice_pdf']),
      ]),
    );
    const pair = await buildMenus(
      c,
      { query: 'send the invoice email', state: ['order_id'] },
      { params: menuParams({ budget: 2, top: 2 }) },
    );
    const d = diagnoseMenu(pair.context, pair.relevance, { top: 2, gold: { chain: ['b.render', 'a.send_invoice'] } });
    expect(d.schemaGaps).toEqual([expect.objectContaining({ field: 'vat_number' })]);
    expect(d.verdict).toContain('no tool in the catalog produces vat_number');
  });
});
