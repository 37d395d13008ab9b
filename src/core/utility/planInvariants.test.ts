import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Catalog, ToolEffects } from '../catalog/types';
import { givenStateFields, resolveState } from '../state/stateFields';
import { goalValue } from './informationGain';
import { compileMenuProblem } from './menuProblem';
import { planMenu } from './planMenu';
import { applyCall, initialState, isCallable } from './planState';
import { PLANNER_NAMES } from './planTypes';

const FIELDS = ['order_id', 'customer_id', 'customer_email', 'receipt_url', 'city', 'invoice_id', 'email', 'ticket_id'];
const toolArb = fc.record({
  inputs: fc.uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 2 }),
  outputs: fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 2 }),
  vendor: fc.constantFrom('shop', 'crm'),
  effects: fc.constantFrom<ToolEffects>('read', 'write', 'irreversible'),
  latency: fc.integer({ min: 10, max: 3000 }),
  cost: fc.integer({ min: 0, max: 200 }),
  success: fc.integer({ min: 80, max: 100 }),
});
const caseArb = fc.record({
  tools: fc.array(toolArb, { minLength: 1, maxLength: 12 }),
  state: fc.uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 2 }),
  target: fc.nat(),
});

describe('plan invariants (fast-check, fixed seed)', () => {
  it('every plan is executable in order, respects confirmation, reaches the target and is costed exactly', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const catalog: Catalog = {
          format: 'tool-catalog/v1',
          name: 'prop',
          tools: c.tools.map((t, i) => ({
            id: `${t.vendor}.t${i}`,
            name: `t${i}`,
            description: `tool ${i}`,
            effects: t.effects,
            inputs: t.inputs.map((name) => ({ name, required: true })),
            outputs: t.outputs.map((name) => ({ name })),
            utility: { latency_ms: t.latency, cost_usd: t.cost / 10000, success_rate: t.success / 100 },
          })),
        };
        const index = buildCatalogIndex(catalog);
        const target = c.target % c.tools.length;
        const p = compileMenuProblem(
          index,
          resolveState(index, givenStateFields(index, c.state)),
          c.tools.map((_, i) => i),
          [target],
        );
        for (const planner of PLANNER_NAMES) {
          const r = planMenu(p, planner);
          if (r.kind === 'fallback') {
            if (r.decision === 'ask-user') expect(r.field).toBeTruthy();
            continue;
          }
          let s = initialState(p);
          const v0 = goalValue(p, s);
          for (const step of r.steps) {
            expect(isCallable(p, s.have, step.slot - 1)).toBe(true);
            s = applyCall(p, s, step.slot - 1);
          }
          expect(r.steps.at(-1)?.tool).toBe(target);
          expect(r.totals.successProbability).toBeCloseTo(
            r.steps.reduce((x, st) => x * st.successRate, 1),
            12,
          );
          expect(r.totals.latencyMs).toBe(r.steps.reduce((x, st) => x + st.latencyMs, 0));
          expect(r.steps.reduce((x, st) => x + st.gain, 0)).toBeCloseTo(1 - v0, 9);
          expect(r.totals.utility).toBeGreaterThanOrEqual(0.01);
        }
      }),
      { seed: 20261130, numRuns: 200 },
    );
  });
});
