import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentArbitrary,
  engineCaseArbitrary,
  runDocumentCase,
  runEngineCase,
  type EngineOutcome,
} from './testing/arbitraries';

/**
 * The engine under valid random input (issue 33; docs/reliability.md lists the invariants and
 * the property that checks each): a fixed-seed run of a few hundred cases per property.
 * `npm run bench:fuzz` runs ≥ 10,000 per property on catalogs of up to 2,000 tools.
 */
const SEED = 20261203;

function tally(): { cases: number; accepted: number; add(o: EngineOutcome): void } {
  return {
    cases: 0,
    accepted: 0,
    add(o) {
      this.cases++;
      if (o.accepted) this.accepted++;
    },
  };
}

describe('the engine under valid random input (fast-check, fixed seed)', () => {
  it(
    'catalogs, tasks, trajectories and an edit: every stage, every invariant, ≥ 90 % accepted',
    { timeout: 60_000 },
    async () => {
      const t = tally();
      await fc.assert(
        fc.asyncProperty(engineCaseArbitrary({ maxTools: 150, maxVaried: 16, bulkPercent: 2 }), async (c) => {
          t.add(await runEngineCase(c, { maxTasks: 1 }));
        }),
        { seed: SEED, numRuns: 200, endOnFailure: true },
      );
      console.log(
        `engine fuzz, catalogs: ${t.accepted} of ${t.cases} accepted (${((100 * t.accepted) / t.cases).toFixed(1)} %)`,
      );
      expect(t.accepted / t.cases).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('documents of every import format: every stage, round trips, ≥ 90 % accepted', { timeout: 60_000 }, async () => {
    const t = tally();
    await fc.assert(
      fc.asyncProperty(documentArbitrary(), async (d) => {
        t.add(await runDocumentCase(d));
      }),
      { seed: SEED, numRuns: 200, endOnFailure: true },
    );
    console.log(
      `engine fuzz, documents: ${t.accepted} of ${t.cases} accepted (${((100 * t.accepted) / t.cases).toFixed(1)} %)`,
    );
    expect(t.accepted / t.cases).toBeGreaterThanOrEqual(0.9);
  });
});
