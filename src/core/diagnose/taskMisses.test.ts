import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { GoldPath } from '../catalog/types';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { structuralScorer } from '../menu/structuralScorer';
import { receiptCatalog } from '../testing/fixtures';
import { taskMisses } from './taskMisses';

describe('taskMisses', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const receipt = { query: "Email today's receipt for the order to the customer", state: ['order_id'] };
  const chain = ['shop.get_order', 'shop.get_customer_email', 'shop.render_receipt_pdf', 'shop.send_receipt'];

  it('lists the gold tools a short menu lacks, each with why, and whether relevance had them', async () => {
    const params = menuParams({ budget: 2, top: 2 });
    const pair = await buildMenus(index, receipt, { params });
    const miss = await taskMisses('t-receipt', pair, { chain }, structuralScorer, params);
    const on = new Set(pair.statePath.slots.map((s) => s.toolId));
    expect(miss?.taskId).toBe('t-receipt');
    expect(miss?.budget).toBe(2);
    expect(miss?.missing.map((m) => m.toolId).sort()).toEqual(chain.filter((id) => !on.has(id)).sort());
    for (const m of miss?.missing ?? []) expect(m.text.length).toBeGreaterThan(0);
    // Two relevance slots cannot hold a chain of four either.
    expect(miss?.relevanceCovers).toBe(false);
  });

  it('names slot 1 where it is not the first step, and gold pairs the top slots list consumer first', async () => {
    const params = menuParams({ budget: 8, top: 8 });
    const pair = await buildMenus(index, receipt, { params });
    const slot = (id: string): number => pair.statePath.slots.find((s) => s.toolId === id)?.rank ?? 0;
    // A gold path that runs against the data (the receipt is sent before the order is read).
    const backwards: GoldPath = {
      chain: ['shop.send_receipt', 'shop.get_order'],
      edges: [['shop.send_receipt', 'shop.get_order']],
    };
    expect(slot('shop.get_order')).toBeLessThan(slot('shop.send_receipt'));
    const miss = await taskMisses('t-backwards', pair, backwards, structuralScorer, params);
    expect(miss?.missing).toEqual([]);
    expect(miss?.relevanceCovers).toBe(pair.relevance.slots.some((s) => s.toolId === 'shop.send_receipt'));
    expect(miss?.firstSlot).toMatchObject({
      toolId: pair.statePath.slots[0]?.toolId,
      firstSteps: ['shop.send_receipt'],
      firstStepSlot: slot('shop.send_receipt'),
    });
    expect(miss?.inverted).toEqual([
      {
        producer: 'shop.send_receipt',
        consumer: 'shop.get_order',
        producerSlot: slot('shop.send_receipt'),
        consumerSlot: slot('shop.get_order'),
      },
    ]);
  });

  it('is undefined where the menu holds the chain in order from slot 1, and for a task without gold', async () => {
    const params = menuParams({ budget: 8, top: 8 });
    const pair = await buildMenus(index, receipt, { params });
    // The order lookup and the receipt's rendering both start from the order id: either opens it.
    const gold: GoldPath = {
      tools: chain,
      edges: [
        ['shop.get_order', 'shop.get_customer_email'],
        ['shop.get_customer_email', 'shop.send_receipt'],
        ['shop.render_receipt_pdf', 'shop.send_receipt'],
      ],
    };
    expect(['shop.get_order', 'shop.render_receipt_pdf']).toContain(pair.statePath.slots[0]?.toolId);
    expect(await taskMisses('t-receipt', pair, gold, structuralScorer, params)).toBeUndefined();
    expect(await taskMisses('t-none', pair, undefined, structuralScorer, params)).toBeUndefined();
    expect(await taskMisses('t-empty', pair, { chain: [] }, structuralScorer, params)).toBeUndefined();
  });
});
