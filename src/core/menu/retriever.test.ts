import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { generateDemo } from '../../generator/index';
import { buildCandidatePool } from './candidatePool';
import { DEFAULT_MENU_RULES, type MenuRules } from './menuRules';
import { chainLinks, retrieveGreedy } from './retriever';
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
    retrieveGreedy(analysis, scoredSet(membership), { budget: 2, top: 8, lambda: 1, eta: 0.1 }).picked.map(
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
        { budget: 32, top: 8, lambda: 1, eta: 0.1 },
        { budget: 32, top: 8, lambda: 0.5, eta: 2 },
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
    retrieveGreedy(analysis, out, { budget: 5, top: 8, lambda: 1, eta: 0, rules: { ...DEFAULT_MENU_RULES, ...rules } });
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

describe('chain links (linkFeeds, linkFedBy: M⁺ past the first L picks)', () => {
  // s0 holds the order id. a.plan reads it and makes a plan that c.execute runs; b.quote makes the
  // rate a.plan also needs. x.noise and y.noise are as unrelated as they look, but the scorer
  // rates them above the two linked steps.
  const index = buildCatalogIndex(
    catalogOf([
      tool('a.plan', 'Plan the delivery.', ['order_id', 'rate'], ['plan']),
      tool('c.execute', 'Carry out a plan.', ['plan'], ['done']),
      tool('b.quote', 'Quote a rate.', [], ['rate']),
      tool('x.noise', 'Something else.', ['order_id'], ['other']),
      tool('y.noise', 'Another thing.', ['order_id'], ['more']),
    ]),
  );
  const ctx = createTaskContext(index, { query: 'plan the delivery of my order', state: ['order_id'] });
  const analysis = analyzeSet(ctx, [0, 1, 2, 3, 4]);
  const out = scoredSet([0.9, 0.12, 0.1, 0.2, 0.15]);
  const run = (top: number, rules: Partial<MenuRules> = {}) =>
    retrieveGreedy(analysis, out, { budget: 3, top, lambda: 0, eta: 0, rules: { ...DEFAULT_MENU_RULES, ...rules } });
  const ids = (r: ReturnType<typeof run>): string[] =>
    r.picked.map((l) => index.tools[analysis.tools[l] ?? 0]?.tool.id ?? '');

  it('raises the log-odds of a likely tool’s consumer (linkFedBy) and of its producer (linkFeeds)', () => {
    const linked = chainLinks(analysis, out.membership, { linkFeeds: 0, linkFedBy: 1 }).membership;
    const logit = (m: number): number => Math.log(m / (1 - m));
    // κ(a.plan → c.execute) is 1: its log-odds rise by M(a.plan).
    expect(logit(linked[1] ?? 0) - logit(0.12)).toBeCloseTo(0.9, 4);
    expect(linked[3]).toBeCloseTo(0.2, 6);
    const feeds = chainLinks(analysis, out.membership, { linkFeeds: 2, linkFedBy: 0 }).membership;
    // b.quote makes the rate a.plan needs (s0 lacks it): + 2 × need(b.quote → a.plan) × M(a.plan).
    const need = analysis.need[2 * 5 + 0] ?? 0;
    expect(need).toBeGreaterThan(0);
    expect(logit(feeds[2] ?? 0) - logit(0.1)).toBeCloseTo(2 * need * 0.9, 4);
    // a.plan feeds c.execute, which is unlikely: next to nothing.
    expect(logit(feeds[0] ?? 0) - logit(0.9)).toBeLessThan(0.25);
    expect(chainLinks(analysis, out.membership, { linkFeeds: 0, linkFedBy: 0 }).membership).toEqual(out.membership);
  });

  it('names the likely tool behind each link, and which way the link runs', () => {
    const links = chainLinks(analysis, out.membership, DEFAULT_MENU_RULES);
    // c.execute takes a.plan's plan; b.quote makes the rate a.plan needs.
    expect([links.partner[1], links.makes[1]]).toEqual([0, 0]);
    expect([links.partner[2], links.makes[2]]).toEqual([0, 1]);
    // x.noise and a.plan share only s0's order_id: nothing raised them.
    expect(links.partner[3]).toBe(-1);
    expect(links.membership[3]).toBeCloseTo(0.2, 6);
  });

  it('fills the slots past the first L with the linked steps, and leaves the first L as M picks them', () => {
    expect(ids(run(1)).sort()).toEqual(['a.plan', 'b.quote', 'c.execute']);
    expect(ids(run(1, { linkFeeds: 0, linkFedBy: 0 }))).toEqual(['a.plan', 'x.noise', 'y.noise']);
    expect(ids(run(3))).toEqual(['a.plan', 'x.noise', 'y.noise']);
  });

  it('reports what the links add past the first L picks, and s^R adds it to M', () => {
    const r = run(1);
    expect(r.terms[0]?.link).toBeUndefined();
    for (const t of r.terms.slice(1)) {
      expect(t.link).toBeGreaterThan(0);
      expect(t.sR).toBeCloseTo(t.M + (t.link ?? 0), 6);
    }
    expect(run(1, { linkFeeds: 0, linkFedBy: 0 }).terms.every((t) => t.link === undefined)).toBe(true);
  });
});
