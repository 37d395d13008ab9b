import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { givenStateFields, resolveState } from '../state/stateFields';
import { catalogOf, tool } from '../testing/fixtures';
import { compileMenuProblem, type ProblemOptions } from './menuProblem';
import { planMenu } from './planMenu';
import { planOptions, PLANNER_NAMES, type PlanResult } from './planTypes';
import { utilityWeights } from './utilityWeights';

const fast = { utility: { latency_ms: 100, cost_usd: 0.0001, success_rate: 0.99 } };
const slow = { utility: { latency_ms: 4000, cost_usd: 0.02, success_rate: 0.99 } };

/** Compiles a hand-made menu (all tools, in the given order) for state `s0` and target `target`. */
function problem(tools: Tool[], s0: string[], target: string, options: ProblemOptions = {}) {
  const index = buildCatalogIndex(catalogOf(tools));
  const state = resolveState(index, givenStateFields(index, s0));
  const menu = tools.map((_, i) => i);
  return compileMenuProblem(index, state, menu, [index.byId.get(target) ?? -1], options);
}

const ids = (r: PlanResult): string[] => r.steps.map((s) => s.toolId);

describe('planners over a menu', () => {
  // Two routes to the target: b.email_lookup (slow, pricey) or a.get_order → c.get_email (fast, cheap).
  const twoRoutes = [
    tool('shop.send_receipt', 'Send the receipt.', ['customer_email'], ['message_id'], fast),
    tool('shop.email_lookup', 'Find the email of an order.', ['order_id'], ['customer_email'], slow),
    tool('shop.get_order', 'Get an order.', ['order_id'], ['customer_id'], fast),
    tool('shop.get_email', 'Email of a customer.', ['customer_id'], ['customer_email'], fast),
  ];

  it.each(PLANNER_NAMES)('%s finds the cheapest complete path and costs it', (planner) => {
    const result = planMenu(problem(twoRoutes, ['order_id'], 'shop.send_receipt'), planner);
    expect(result.kind).toBe('plan');
    expect(ids(result)).toEqual(['shop.get_order', 'shop.get_email', 'shop.send_receipt']);
    expect(result.totals.latencyMs).toBe(300);
    expect(result.totals.costUsd).toBeCloseTo(0.0003, 10);
    expect(result.totals.successProbability).toBeCloseTo(0.99 ** 3, 12);
    const [first, second, last] = result.steps;
    expect(first?.consumes).toEqual([{ field: 'order_id', from: 's0', strength: 1 }]);
    expect(first?.produces).toEqual(['customer_id']);
    expect(second?.consumes).toEqual([{ field: 'customer_id', from: 'shop.get_order', strength: 1 }]);
    expect(last).toMatchObject({ slot: 1, produces: ['message_id'] });
    // Gains of a complete plan sum to 1 − V(s0) = 1 here: nothing toward the target is known at s0.
    expect(result.steps.reduce((s, x) => s + x.gain, 0)).toBeCloseTo(1, 6);
  });

  it('greedy stops at a costly first call that lookahead and MCTS see the target pay for', () => {
    const menu = [
      tool('shop.send_receipt', 'Send the receipt.', ['customer_email'], ['message_id'], fast),
      tool('shop.email_lookup', 'Find the email of an order.', ['order_id'], ['customer_email'], {
        utility: { latency_ms: 100, cost_usd: 0.5, success_rate: 0.99 },
      }),
    ];
    const p = problem(menu, ['order_id'], 'shop.send_receipt');
    const options = planOptions({ weights: utilityWeights({ time: 0, cost: 0.8 }) });
    const greedy = planMenu(p, 'greedy', options);
    expect(greedy).toMatchObject({ kind: 'fallback', decision: 'answer', code: 'below-threshold' });
    expect(greedy.kind === 'fallback' && greedy.reason).toMatch(/best: shop\.email_lookup at -0\.0\d\d/);
    expect(ids(planMenu(p, 'lookahead', options))).toEqual(['shop.email_lookup', 'shop.send_receipt']);
    expect(ids(planMenu(p, 'mcts', options))).toEqual(['shop.email_lookup', 'shop.send_receipt']);
  });

  it.each(PLANNER_NAMES)('%s falls back to answering when every option is under the threshold', (planner) => {
    const pricey = twoRoutes.map((t) => ({ ...t, ...slow }));
    const result = planMenu(
      problem(pricey, ['order_id'], 'shop.send_receipt'),
      planner,
      planOptions({ weights: utilityWeights({ time: 0.1, cost: 1 }), threshold: 0.05 }),
    );
    expect(result).toMatchObject({ kind: 'fallback', decision: 'answer', code: 'below-threshold' });
    expect(result.kind === 'fallback' && result.reason).toMatch(/under the threshold 0\.05/);
    expect(result.kind === 'fallback' && result.known).toContain('order_id');
  });

  it.each(PLANNER_NAMES)('%s asks the user for a field nothing on the menu produces', (planner) => {
    const menu = [
      tool('a.send_invoice', 'Send the invoice.', ['invoice_pdf', 'vat_number'], ['message_id'], fast),
      tool('b.render', 'Render.', ['order_id'], ['invoice_pdf'], fast),
    ];
    const result = planMenu(problem(menu, ['order_id'], 'a.send_invoice'), planner);
    expect(result).toMatchObject({ kind: 'fallback', decision: 'ask-user', code: 'no-producer', field: 'vat_number' });
    expect(result.kind === 'fallback' && result.reason).toContain(
      'nothing on the menu produces vat_number (needed by a.send_invoice)',
    );
  });

  it('never plans an irreversible call before its inputs are confirmed, and asks to confirm them', () => {
    // email ← customer_email is a specific-producer link (0.7): known, but not confirmed.
    const menu = [
      tool('a.charge', 'Charge the card and email it.', ['email'], ['charge_id'], { ...fast, effects: 'irreversible' }),
      tool('b.get_customer', 'Customer of an order.', ['order_id'], ['customer_email'], fast),
    ];
    for (const planner of PLANNER_NAMES) {
      const result = planMenu(problem(menu, ['order_id'], 'a.charge'), planner);
      expect(result).toMatchObject({
        kind: 'fallback',
        decision: 'ask-user',
        code: 'needs-confirmation',
        field: 'email',
      });
      expect(result.kind === 'fallback' && result.reason).toMatch(
        /a\.charge is irreversible and email is known only at strength 0\.70 \(through a 0\.70 link from b\.get_customer\)/,
      );
      const confirmed = planMenu(problem(menu, ['order_id'], 'a.charge', { confirmedFields: ['email'] }), planner);
      expect(ids(confirmed)).toEqual(['b.get_customer', 'a.charge']);
    }
  });

  it('an inferred state field is not confirmed for an irreversible call', () => {
    const menu = [
      tool('a.refund', 'Refund an order.', ['order_id'], ['refund_id'], { ...fast, effects: 'irreversible' }),
    ];
    const index = buildCatalogIndex(catalogOf(menu));
    const state = resolveState(index, [
      { name: 'order_id', source: 'inferred', confidence: 0.8, evidence: { start: 0, end: 11, text: 'order 84213' } },
    ]);
    const result = planMenu(compileMenuProblem(index, state, [0], [0]), 'greedy');
    expect(result).toMatchObject({ kind: 'fallback', code: 'needs-confirmation', field: 'order_id' });
    expect(result.kind === 'fallback' && result.reason).toContain('inferred from the request ("order 84213")');
  });

  it('answers when the target is not on the menu', () => {
    const index = buildCatalogIndex(catalogOf(twoRoutes));
    const state = resolveState(index, givenStateFields(index, ['order_id']));
    const result = planMenu(compileMenuProblem(index, state, [1, 2, 3], [0]), 'lookahead');
    expect(result).toMatchObject({ kind: 'fallback', decision: 'answer', code: 'target-missing' });
  });

  it('falls back at the call budget', () => {
    const result = planMenu(
      problem(twoRoutes, ['order_id'], 'shop.send_receipt'),
      'greedy',
      planOptions({ maxCalls: 2 }),
    );
    expect(result).toMatchObject({ kind: 'fallback', code: 'over-budget' });
    expect(result.steps.length).toBe(2);
  });
});
