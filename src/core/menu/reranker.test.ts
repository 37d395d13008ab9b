import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { rerankTop, WAIT_MIN_MEMBERSHIP_SHARE } from './reranker';
import { linkReach, withRequestOrder } from './requestOrder';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

const weights = { m: 2, p: 1, s: 1, e: 1, d: 1 };

/** Four callable steps that share no fields; the scores come from `out`, not from the text. */
function setUp(membership: number[], before: [number, number][]) {
  const index = buildCatalogIndex(catalogOf([
    tool('life.start', 'Start.', ['a'], []),
    tool('life.second', 'Second step.', ['b'], []),
    tool('life.third', 'Third step.', ['c'], []),
    tool('junk.lookup', 'Unrelated lookup.', ['d'], []),
  ]));
  const ctx = createTaskContext(index, { query: 'start', state: ['a', 'b', 'c', 'd'] });
  return { analysis: analyzeSet(ctx, [0, 1, 2, 3]), out: scoredSet(membership, { roles: ['entry'], before }) };
}

describe('the reranker precedence wait', () => {
  it('makes a step wait for a likely predecessor', () => {
    // second ← third precedes it (both likely on the path): third must come first.
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.05], [[2, 1]]);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(1));
  });

  it('does not let an off-path tool hold the path back', () => {
    // junk (m far below second's) "precedes" second, and second precedes third.
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.1], [[3, 1], [1, 2]]);
    expect(0.1).toBeLessThan(WAIT_MIN_MEMBERSHIP_SHARE * 0.9);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('still waits for that tool when the scorer holds it about as likely', () => {
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.7], [[3, 1], [1, 2]]);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 3, 1, 2]);
  });
});

describe('the request order between steps the schemas do not link', () => {
  /** Errands with no outputs (as in daily-life catalogs): only the request can order them. */
  function errands(query: string, membership: number[], before: [number, number][]) {
    const index = buildCatalogIndex(catalogOf([
      tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
      tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
      tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
    ]));
    const ctx = createTaskContext(index, { query, state: ['job', 'room', 'restaurant'] });
    return { analysis: analyzeSet(ctx, [0, 1, 2]), out: scoredSet(membership, { roles: ['entry'], before }) };
  }

  it('orders the steps as the request names them, over the scorer', () => {
    // The scorer holds the restaurant (2) before the house (1); the request says the house first.
    const { analysis, out } = errands('Apply for the job, then clean the house, and finally book the restaurant.', [1, 0.9, 0.9], [[2, 1]]);
    const precedence = withRequestOrder(analysis, out);
    expect(precedence[1 * 3 + 2]).toBe(1);
    expect(precedence[2 * 3 + 1]).toBe(0);
    expect(rerankTop(analysis, out, [0, 2, 1], 3, weights).order).toEqual([0, 1, 2]);
  });

  it('keeps the scorer where the request does not name both steps', () => {
    // The house (1) is not named: its pair with the restaurant (2) keeps the scorer's values.
    const { analysis, out } = errands('Apply for the job and book the restaurant.', [1, 0.9, 0.9], [[2, 1]]);
    const precedence = withRequestOrder(analysis, out);
    expect([precedence[2 * 3 + 1], precedence[1 * 3 + 2]]).toEqual([out.precedence[2 * 3 + 1], out.precedence[1 * 3 + 2]]);
    expect(out.precedence[2 * 3 + 1]).toBeGreaterThan(out.precedence[1 * 3 + 2] ?? 0);
  });

  it('keeps the scorer between steps the schemas link, whatever the wording', () => {
    // get_order produces order_id for send_receipt; the request names the receipt first.
    const index = buildCatalogIndex(catalogOf([
      tool('shop.send_receipt', 'Send the receipt of an order.', ['order_id'], []),
      tool('shop.get_order', 'Get an order of the customer.', ['customer_id'], ['order_id']),
    ]));
    const ctx = createTaskContext(index, { query: 'Send the receipt, after you get the order of the customer.', state: ['customer_id'] });
    const analysis = analyzeSet(ctx, [0, 1]);
    expect(Number.isNaN(analysis.mention[0] ?? NaN) || Number.isNaN(analysis.mention[1] ?? NaN)).toBe(false);
    const out = scoredSet([1, 1], { before: [[1, 0]] });
    expect(linkReach(analysis)[1 * 2 + 0]).toBe(1);
    expect(withRequestOrder(analysis, out)).toBe(out.precedence);
  });
});
