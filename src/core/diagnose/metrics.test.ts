import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { createTaskContext } from '../menu/taskContext';
import { chainBucket, firstStepTools, menuTaskMetrics, orderEdges, summarizeMetrics } from './metrics';

/** get_order (order_id → customer_id) → get_customer (customer_id → email) → send_receipt (email); plus an unrelated tool. */
function setUp() {
  const index = buildCatalogIndex(
    catalogOf([
      tool('shop.get_order', 'Get an order.', ['order_id'], ['customer_id']),
      tool('shop.get_customer', 'Get a customer.', ['customer_id'], ['email']),
      tool('mail.send_receipt', 'Send a receipt.', ['email'], []),
      tool('wx.forecast', 'Weather forecast.', ['city'], ['forecast']),
    ]),
  );
  const gold = {
    chain: ['shop.get_order', 'shop.get_customer', 'mail.send_receipt'],
    edges: [
      ['shop.get_order', 'shop.get_customer'],
      ['shop.get_customer', 'mail.send_receipt'],
    ] as [string, string][],
  };
  const ctx = createTaskContext(index, { query: 'Send the receipt of order 42.', state: ['order_id'] });
  return { index, gold, state: ctx.state };
}

describe('menu metrics against gold', () => {
  it('counts coverage, recall, order over edges in the top L, the gold share of the top L and entry-first', () => {
    const { index, gold, state } = setUp();
    // customer (1), order (0), forecast (3), receipt (2); top 3.
    const m = menuTaskMetrics(index, state, [1, 0, 3, 2], gold, 3);
    expect(m.covered).toBe(true);
    expect(m.recall).toBe(1);
    // order → customer is inverted; customer → receipt has the receipt outside the top 3.
    expect([m.orderHits, m.orderEdges]).toEqual([0, 1]);
    expect(m.goldTop).toBeCloseTo(2 / 3);
    // Slot 1 (get_customer) is gold but s0 (order_id) cannot call it.
    expect(m.entryFirst).toBe(false);
    expect(m.bucket).toBe(chainBucket(3));
  });

  it('reads a producer-first menu as ordered, entry-first and all gold', () => {
    const { index, gold, state } = setUp();
    const m = menuTaskMetrics(index, state, [0, 1, 2, 3], gold, 3);
    expect([m.orderHits, m.orderEdges]).toEqual([2, 2]);
    expect(m.entryFirst).toBe(true);
    expect(m.goldTop).toBe(1);
  });

  it('misses coverage when a gold tool is off the menu, and pools order over edges in the summary', () => {
    const { index, gold, state } = setUp();
    const partial = menuTaskMetrics(index, state, [1, 0, 3], gold, 3);
    expect(partial.covered).toBe(false);
    expect(partial.recall).toBeCloseTo(2 / 3);
    const full = menuTaskMetrics(index, state, [0, 1, 2, 3], gold, 3);
    const summary = summarizeMetrics([partial, full]);
    expect(summary.coverage).toBe(0.5);
    // 0 of 1 edge, then 2 of 2: pooled 2 of 3, not the mean of per-task rates (0.5).
    expect(summary.producerBeforeConsumer).toBeCloseTo(2 / 3);
    expect(summary.orderEdges).toBe(3);
    expect(summary.goldTop).toBeCloseTo((2 / 3 + 1) / 2);
  });

  it('derives order edges from one-way field links when gold lists no edges', () => {
    const { index } = setUp();
    expect(orderEdges(index, { chain: ['mail.send_receipt', 'shop.get_order', 'shop.get_customer'] })).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('reads first1 as slot 1 being gold.chain[0], however callable or gold the tool in slot 1 is', () => {
    const { index, gold, state } = setUp();
    // get_order (0) is chain[0] and callable from s0.
    expect(menuTaskMetrics(index, state, [0, 1, 2], gold, 3).first1).toBe(true);
    // get_customer (1) is gold but not the first step.
    expect(menuTaskMetrics(index, state, [1, 0, 2], gold, 3).first1).toBe(false);
    // An off-path tool in slot 1, the first step in slot 2.
    expect(menuTaskMetrics(index, state, [3, 0, 1, 2], gold, 3).first1).toBe(false);
    // The first step in slot 1 counts even when s0 cannot call it (entry-first does not).
    const empty = createTaskContext(index, { query: 'Send a receipt.', state: [] }).state;
    const m = menuTaskMetrics(index, empty, [0, 1, 2], gold, 3);
    expect([m.first1, m.entryFirst]).toEqual([true, false]);
    // The chain's order decides, not its edges: a chain listed receipt-first opens with the receipt.
    const reversed = { chain: ['mail.send_receipt', 'shop.get_order', 'shop.get_customer'] };
    expect(menuTaskMetrics(index, state, [2, 0, 1], reversed, 3).first1).toBe(true);
    expect(menuTaskMetrics(index, state, [0, 1, 2], reversed, 3).first1).toBe(false);
    // An empty menu has no slot 1.
    expect(menuTaskMetrics(index, state, [], gold, 3).first1).toBe(false);
  });

  it('reads first1 on an unordered gold tool set as a gold tool no gold producer feeds', () => {
    const { index, state } = setUp();
    // With gold edges: only get_order has no gold producer.
    const withEdges = {
      tools: ['mail.send_receipt', 'shop.get_customer', 'shop.get_order'],
      edges: [
        ['shop.get_order', 'shop.get_customer'],
        ['shop.get_customer', 'mail.send_receipt'],
      ] as [string, string][],
    };
    expect(firstStepTools(index, withEdges)).toEqual([0]);
    expect(menuTaskMetrics(index, state, [0, 2, 1], withEdges, 3).first1).toBe(true);
    expect(menuTaskMetrics(index, state, [2, 0, 1], withEdges, 3).first1).toBe(false);
    // Without edges the one-way field links stand in: get_order feeds get_customer feeds the receipt.
    const linked = { tools: ['mail.send_receipt', 'shop.get_customer', 'shop.get_order'] };
    expect(firstStepTools(index, linked)).toEqual([0]);
    // Two gold tools nothing links: either opens the path.
    const independent = { tools: ['wx.forecast', 'shop.get_order'] };
    expect(firstStepTools(index, independent).sort()).toEqual([0, 3]);
    expect(menuTaskMetrics(index, state, [3, 1], independent, 3).first1).toBe(true);
    expect(menuTaskMetrics(index, state, [1, 3], independent, 3).first1).toBe(false);
    // A chain, when present, wins over the set.
    expect(firstStepTools(index, { chain: ['shop.get_customer'], tools: ['shop.get_order'] })).toEqual([1]);
    // A first step the catalog lacks: nothing counts.
    expect(firstStepTools(index, { chain: ['gone.tool', 'shop.get_order'] })).toEqual([]);
  });

  it('summarizes first1 as the share of tasks', () => {
    const { index, gold, state } = setUp();
    const hit = menuTaskMetrics(index, state, [0, 1, 2], gold, 3);
    const miss = menuTaskMetrics(index, state, [1, 0, 2], gold, 3);
    expect(summarizeMetrics([hit, miss, miss, hit]).first1).toBe(0.5);
    expect(summarizeMetrics([]).first1).toBe(0);
  });
});
