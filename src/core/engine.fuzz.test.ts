import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from './catalog/catalogIndex';
import { buildMenus } from './menu/buildMenus';
import { menuParams } from './menu/params';
import {
  checkDiagnosis,
  checkReaches,
  documentArbitrary,
  engineCaseArbitrary,
  InvariantError,
  runDocumentCase,
  runEngineCase,
  type EngineOutcome,
} from './testing/arbitraries';
import { receiptCatalog } from './testing/fixtures';

/**
 * The engine under valid random input (issue 33; docs/reliability.md lists the invariants and
 * the property that checks each): a fixed-seed run of a few hundred cases per property.
 * `npm run bench:fuzz` runs ≥ 10,000 per property on catalogs of up to 2,000 tools.
 */
const SEED = 20261203;

function tally(): { cases: number; accepted: number; reaching: number; add(o: EngineOutcome): void } {
  return {
    cases: 0,
    accepted: 0,
    reaching: 0,
    add(o) {
      this.cases++;
      this.reaching += o.reaching;
      if (o.accepted) this.accepted++;
    },
  };
}

describe('the engine under valid random input (fast-check, fixed seed)', () => {
  it(
    'catalogs, tasks, trajectories and an edit: every stage, every invariant, ≥ 90 % accepted',
    { timeout: 120_000 },
    async () => {
      const t = tally();
      await fc.assert(
        fc.asyncProperty(engineCaseArbitrary({ maxTools: 150, maxVaried: 16, bulkPercent: 2 }), async (c) => {
          t.add(await runEngineCase(c, { maxTasks: 1 }));
        }),
        { seed: SEED, numRuns: 200, endOnFailure: true },
      );
      console.log(
        `engine fuzz, catalogs: ${t.accepted} of ${t.cases} accepted (${((100 * t.accepted) / t.cases).toFixed(1)} %), ${t.reaching} menus reaching`,
      );
      expect(t.accepted / t.cases).toBeGreaterThanOrEqual(0.9);
      // `reaches` is compared both ways: some menus reach their targets, not all.
      expect(t.reaching).toBeGreaterThan(0);
    },
  );

  it('documents of every import format: every stage, round trips, ≥ 90 % accepted', { timeout: 120_000 }, async () => {
    const t = tally();
    await fc.assert(
      fc.asyncProperty(documentArbitrary(), async (d) => {
        t.add(await runDocumentCase(d));
      }),
      { seed: SEED, numRuns: 200, endOnFailure: true },
    );
    console.log(
      `engine fuzz, documents: ${t.accepted} of ${t.cases} accepted (${((100 * t.accepted) / t.cases).toFixed(1)} %), ${t.reaching} menus reaching`,
    );
    expect(t.accepted / t.cases).toBeGreaterThanOrEqual(0.9);
    expect(t.reaching).toBeGreaterThan(0);
  });
});

describe('checkReaches: menu-diagnosis/v1 `reaches` against the planner', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const params = menuParams({ budget: 6, top: 4 });
  const task = {
    id: 'receipt',
    query: "Email today's receipt for the order to the customer",
    state: ['order_id'],
    gold: { tools: ['shop.send_receipt'] },
  };

  it('holds on the receipt task: State-Path reaches send_receipt, relevance (no customer-email bridge) does not', async () => {
    const pair = await buildMenus(index, task, { params });
    const rel = checkDiagnosis(pair, pair.relevance, params, task);
    const sp = checkDiagnosis(pair, pair.statePath, params, task);
    expect([rel.outcome.reaches, sp.outcome.reaches]).toEqual([false, true]);
    expect(checkReaches(pair, task, params.top, [rel, sp])).toBe(1);
  });

  it('fails when a diagnosis says a target is reachable that the planner cannot reach', async () => {
    const pair = await buildMenus(index, task, { params });
    const rel = checkDiagnosis(pair, pair.relevance, params, task);
    const sp = checkDiagnosis(pair, pair.statePath, params, task);
    const claimed = { ...rel, targets: rel.targets.map((t) => ({ ...t, reachable: true })) };
    expect(() => checkReaches(pair, task, params.top, [claimed, sp])).toThrow(InvariantError);
    const outcome = { ...sp, outcome: { ...sp.outcome, reaches: false } };
    expect(() => checkReaches(pair, task, params.top, [rel, outcome])).toThrow(/outcome disagrees/);
  });
});
