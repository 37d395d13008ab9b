import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { generateDemo } from '../../generator/index';
import { buildCandidatePool } from './candidatePool';
import { DEFAULT_MENU_RULES, type MenuRules } from './menuRules';
import { retrieveGreedy } from './retriever';
import { scoreStructurally } from './structuralScorer';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

describe('the retriever’s demands from likely targets', () => {
  // Two vendors' "send the weekly report" match the request equally; vendor b's needs a token
  // from its own lookup. The scorer holds b's look-alike off the path.
  const index = buildCatalogIndex(
    catalogOf([
      tool('a.send_weekly_report', 'Send the weekly report.', ['report_id'], []),
      tool('b.send_weekly_report', 'Send the weekly report.', ['report_token'], []),
      tool('b.get_token', 'Token lookup for an account.', ['account'], ['report_token']),
      tool('z.archive', 'Archive an item.', ['report_id'], []),
    ]),
  );
  const ctx = createTaskContext(index, { query: 'send the weekly report', state: ['report_id', 'account'] });
  const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
  const picks = (membership: number[]): string[] =>
    retrieveGreedy(analysis, scoredSet(membership), { budget: 2, lambda: 1, eta: 0.1 }).picked.map(
      (l) => index.tools[analysis.tools[l] ?? 0]?.tool.id ?? '',
    );

  it('lets a target the scorer believes in pull its producer onto the menu', () => {
    expect(ctx.targets.map((t) => index.tools[t.tool]?.tool.id)).toContain('b.send_weekly_report');
    expect(picks([0.9, 0.9, 0, 0.3])).toContain('b.get_token');
  });

  it('does not let a look-alike the scorer holds off the path pull its chain in', () => {
    expect(picks([0.9, 0.02, 0, 0.3])).toEqual(['a.send_weekly_report', 'z.archive']);
  });
});

describe('the retriever’s lazy redundancy', () => {
  it('picks what computing every candidate’s redundancy at every step picks, with the same terms', () => {
    const demo = generateDemo({ seed: 5, tools: 600, tasks: 24 });
    const index = buildCatalogIndex(demo.catalog);
    let compared = 0;
    for (const task of demo.tasks.tasks) {
      const ctx = createTaskContext(index, task);
      const pool = buildCandidatePool(ctx);
      const analysis = analyzeSet(ctx, pool.tools, pool.reasons);
      const out = scoreStructurally(analysis);
      for (const params of [
        { budget: 32, lambda: 1, eta: 0.1 },
        { budget: 32, lambda: 0.5, eta: 2 },
      ]) {
        const lazy = retrieveGreedy(analysis, out, params);
        const eager = retrieveGreedy(analysis, out, params, { lazyRedundancy: false });
        expect(lazy).toEqual(eager);
        compared += lazy.picked.length;
      }
    }
    // Enough picks that redundancy decided some of them (η = 2 makes it weigh).
    expect(compared).toBeGreaterThan(24 * 2 * 20);
  });
});

describe('the retriever’s coverage rules (MenuParams.rules, act when λ > 0)', () => {
  // Two producers of x: b.make_x from z (in s0: the cheapest chain), a.make_x from y, which
  // p.make_y makes. The scorer prefers a.make_x, which is on no cheapest chain: only demand
  // decay opens its input y. q.other supplies nothing; it is the only likely entry.
  const index = buildCatalogIndex(
    catalogOf([
      tool('t.target', 'Do the thing.', ['x'], []),
      tool('a.make_x', 'Make x from y.', ['y'], ['x']),
      tool('b.make_x', 'Make x from z.', ['z'], ['x']),
      tool('p.make_y', 'Make y.', ['z'], ['y']),
      tool('q.other', 'Something else.', ['w'], ['v']),
    ]),
  );
  const ctx = createTaskContext(index, { query: 'do the thing', state: ['z', 'w'] });
  const analysis = analyzeSet(ctx, [0, 1, 2, 3, 4]);
  const out = scoredSet([0.9, 0.8, 0.1, 0.3, 0.3], { roles: ['target', 'bridge', 'none', 'none', 'entry'] });
  const run = (rules: Partial<MenuRules>) =>
    retrieveGreedy(analysis, out, { budget: 5, lambda: 1, eta: 0, rules: { ...DEFAULT_MENU_RULES, ...rules } });
  const cOf = (r: ReturnType<typeof run>, local: number): number => r.terms[r.picked.indexOf(local)]?.C ?? NaN;

  it("demandDecay: a chosen supplier's own input is demanded at a share of what it filled; at 0, off its chain, not at all", () => {
    expect(analysis.pathWeight[1]).toBe(0);
    expect([...run({}).picked.slice(0, 2)].sort()).toEqual([0, 1]);
    expect(cOf(run({}), 3)).toBeGreaterThan(0);
    expect(cOf(run({ demandDecay: 0 }), 3)).toBe(0);
  });

  it('roleFill: a missing role adds roleFill × M × its probability to C; at 0 it adds nothing', () => {
    expect(cOf(run({}), 4)).toBeCloseTo(DEFAULT_MENU_RULES.roleFill * 0.3, 5);
    expect(cOf(run({ roleFill: 0 }), 4)).toBe(0);
  });

  it('coverageCap: no C above the cap', () => {
    expect(Math.max(...run({ coverageCap: 1e9 }).terms.map((t) => t.C))).toBeGreaterThan(0.1);
    expect(Math.max(...run({ coverageCap: 0.1 }).terms.map((t) => t.C))).toBeCloseTo(0.1, 6);
  });
});
