import { toolProvider } from '../catalog/linkScope';
import { plainWords } from '../relevance/tokenize';
import { logisticRows } from '../util/logistic';
import { namedProviders } from './providerNames';
import { redundancy } from './redundancy';
import { requestLiterals } from './taskContext';
import { semanticMatch } from './semanticMatch';
import type { SetAnalysis } from './setAnalysis';
import { presentedMask, termMask, verbMask } from './stepMentions';

/**
 * The features of the fitted membership model (fittedMembership.ts), per tool of an analyzed
 * set: what relevance says of the tool, and what the set's field links say of it next to the
 * tools relevance is sure of. Names in MEMBERSHIP_FEATURES order; values in [0, 1].
 * - rel: BM25 score / the request's best score.
 * - rank: 1 / log2(1 + BM25 rank) (0 where no query term matched).
 * - top8, top32: the tool is in relevance's top 8 / top 32.
 * - feeds: max over j of need_ij · rel_j — i produces an input a relevant tool j still needs
 *   (a bridge relevance lacks).
 * - fedBy: max over j of κ_ji · rel_j — a relevant tool j's output feeds i (the chain goes on
 *   from what relevance found: "…, then share the video").
 * - feedsXrel, fedByXrel: the two above × rel (a bridge the request also speaks of).
 * - target: weight of i as a likely target; path: its path weight (on a cheapest chain to one).
 * - chi: the share of i's required inputs s0 supplies (χ); noInputs: it requires nothing.
 * - clause, clauseRank: the same as rel and rank for the clause of the request that i matches
 *   best, where the request names several steps (TaskContext.stepClauses, clauses of one known
 *   term or more: clauseRelevance.ts; 0 for a one-clause request).
 * - feedsExcl, fedByExcl: feeds and fedBy through one requirement, shared among its producers in
 *   the set: max over the links i → j of rel_j × strength / (the set's producers of that input of
 *   j), and over j → i of rel_j × strength / (the set's producers of that input of i). A bridge
 *   for an input few tools produce (`freeze_status`) says more than one of forty `account_id`
 *   producers.
 * - semClause, semName, semRank: the request's meaning against the tool's in word vectors, where
 *   BM25 needs the same words (semanticMatch.ts): the best clause ↔ tool cosine, the best cover
 *   of the tool's name words by one clause's words, and the tool's place in the set by the first.
 * - semClauseRank: the tool's best place in one clause's own ranking by that cosine (each clause
 *   of the request its own top: the step a short clause names, semanticMatch.ts).
 * - uptake: the tool takes a field the given s0 holds (sat ≥ UPTAKE_SAT) that few tools of the
 *   set take: max over such required inputs of 1 / (the set's tools that require it), times how
 *   much the request speaks of the tool (min(1, max(rel, semClause above UPTAKE_MEANING_FLOOR)))
 *   or holds that input's value itself (a literal: "DM jane@acme.io" for `email`,
 *   requestLiterals). The data a user gives is there for a step (`email` for
 *   `users_lookupByEmail`, `num_minutes` for `dnd_setSnooze`); a tool the request does not speak
 *   of gets none for an input the request does not hold, however well s0 covers it (issue 31:
 *   callable is not relevant). Inferred fields (confidence below UPTAKE_SAT) give none: the fit
 *   (bench/trainMembership.ts) weighs this feature in a second stage, over the others held.
 * - verbOnly: 1 when every word of the request the tool matches (quoted and presented data
 *   aside) is a reading verb ("find", "get", "search") whose object names another tool of the
 *   set: "Find the latest tweet …" names the tweet search, not a file system's `find`; "Find
 *   Wikipedia articles …" not another server's generic `search` (stepMentions' verbMask, which
 *   requestOpener reads for slot 1). Its fitted weight is negative.
 * - resolves: with s0 given, a declared read-only tool (`effects: read`: an HTTP GET, an MCP
 *   readOnlyHint) that takes or returns a field the user gave (or the user gave none), times χ,
 *   times feeds over the relevant tools of its own API (namespace: an id one API issues is no key
 *   into another's): the lookup that turns what the user knows into the id a step needs
 *   (Twilio's `ListCall` for "my last call with +14155550100", which takes `To`; Slack's
 *   `conversations_list` for "#releases", which returns the channel's name with its id). 0
 *   where s0 is inferred (what the user gave is a guess there) and for tools with no declared
 *   effects. Its weight is not fitted: RESOLVES_WEIGHT.
 * - namedRival: where the request names a service ("Refund order #2668 in full on BigCommerce",
 *   "on Hacker News") and not the tool's own, the tool's redundancy with its closest look-alike
 *   of the named service (RIVAL_ALIKE or more): `shopify.createRefund` against
 *   `bigcommerce.issueRefund`. The user chose the service; the other services' look-alikes leave
 *   the leading slots to its chain. Its fitted weight is negative.
 */
export const MEMBERSHIP_FEATURES = [
  'rel',
  'rank',
  'top8',
  'top32',
  'feeds',
  'fedBy',
  'feedsXrel',
  'fedByXrel',
  'target',
  'path',
  'chi',
  'noInputs',
  'clause',
  'clauseRank',
  'feedsExcl',
  'fedByExcl',
  'semClause',
  'semName',
  'semRank',
  'semClauseRank',
  'uptake',
  'verbOnly',
  'resolves',
  'namedRival',
] as const;

export type MembershipFeature = (typeof MEMBERSHIP_FEATURES)[number];
export const FEATURE_COUNT = MEMBERSHIP_FEATURES.length;

/** Row-major features: tool l's value of feature f at [l · FEATURE_COUNT + f]. */
export function membershipFeatures(a: SetAnalysis): Float32Array {
  const n = a.tools.length;
  const x = new Float32Array(n * FEATURE_COUNT);

  const rank = a.ctx.relevance.rank;
  const targetWeight = new Float32Array(n);
  for (const t of a.targets) {
    const l = a.local.get(t.tool);
    if (l !== undefined) targetWeight[l] = Math.max(targetWeight[l] ?? 0, t.weight);
  }
  for (let i = 0; i < n; i++) {
    const tool = a.tools[i] ?? 0;
    const rel = a.relevance[i] ?? 0;
    const r = rank[tool] ?? 0;
    let feeds = 0;
    let fedBy = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const rj = a.relevance[j] ?? 0;
      const f = (a.need[i * n + j] ?? 0) * rj;
      if (f > feeds) feeds = f;
      const b = (a.kappa[j * n + i] ?? 0) * rj;
      if (b > fedBy) fedBy = b;
    }
    const o = i * FEATURE_COUNT;
    x[o] = rel;
    x[o + 1] = r > 0 ? 1 / Math.log2(1 + r) : 0;
    x[o + 2] = r > 0 && r <= 8 ? 1 : 0;
    x[o + 3] = r > 0 && r <= 32 ? 1 : 0;
    x[o + 4] = feeds;
    x[o + 5] = fedBy;
    x[o + 6] = feeds * rel;
    x[o + 7] = fedBy * rel;
    x[o + 8] = targetWeight[i] ?? 0;
    x[o + 9] = a.pathWeight[i] ?? 0;
    x[o + 10] = a.chi[i] ?? 0;
    x[o + 11] = (a.ctx.index.tools[tool]?.requirements.length ?? 0) === 0 ? 1 : 0;
    const cr = a.ctx.stepClauses.rank[tool] ?? 0;
    x[o + 12] = a.ctx.stepClauses.best[tool] ?? 0;
    x[o + 13] = cr > 0 ? 1 / Math.log2(1 + cr) : 0;
  }
  exclusiveLinks(a, x);
  const sem = semanticMatch(a);
  const [semClause, semName, semRank, semClauseRank] = (
    ['semClause', 'semName', 'semRank', 'semClauseRank'] as const
  ).map((f) => MEMBERSHIP_FEATURES.indexOf(f)) as [number, number, number, number];
  for (let i = 0; i < n; i++) {
    x[i * FEATURE_COUNT + semClause] = Math.max(0, sem.clause[i] ?? 0);
    x[i * FEATURE_COUNT + semName] = Math.max(0, sem.name[i] ?? 0);
    x[i * FEATURE_COUNT + semRank] = sem.rank[i] ?? 0;
    x[i * FEATURE_COUNT + semClauseRank] = sem.clauseRank[i] ?? 0;
  }
  uptake(a, x);
  verbOnly(a, x);
  namedRival(a, x);
  resolves(a, x);
  return x;
}

/**
 * The weight of `resolves` in FITTED_MEMBERSHIP, held by the fit (bench/trainMembership.ts). The
 * ranking fit, which weighs every pool tool of the five families alike, gives it 0.47, which
 * moves one demo task; the weight was chosen on the combined score (mean of Δcov@8 + Δcov@32 +
 * ½Δfirst1 over relevance) of the s0-given half, every third task of the demo, NesTools and
 * Seal-Tools and every task of the others: 42.67 at 0, 42.70 at 0.47, 43.44 at 1.5, 43.82 at 2,
 * 43.47 at 3 (from 1.5 to 3 Slack and Twilio cov@8 +1 task each; at 2 also Twilio first1 +2
 * tasks; docs/results.md).
 */
export const RESOLVES_WEIGHT = 2;

/** resolves (see membershipFeatures) into x. */
function resolves(a: SetAnalysis, x: Float32Array): void {
  if (a.ctx.task.state === undefined) return;
  const f = MEMBERSHIP_FEATURES.indexOf('resolves');
  const use = givenFieldUse(a, true);
  a.tools.forEach((t, i) => {
    if (a.ctx.index.tools[t]?.tool.effects !== 'read' || (use[i] ?? 0) === 0) return;
    x[i * FEATURE_COUNT + f] = ownApiFed(a, i).feeds * (a.chi[i] ?? 0);
  });
}

/**
 * The relevant tool of local tool i's own API (namespace) whose input i supplies most: the j
 * maximizing need_ij · rel_j, with that product (`feeds` over one API; -1 and 0 when none).
 * `resolves` reads the product, its breakdown (membershipDrivers) the tool.
 */
export function ownApiFed(a: SetAnalysis, i: number): { tool: number; feeds: number } {
  const { namespaceOf } = a.ctx.index;
  const n = a.tools.length;
  const own = namespaceOf[a.tools[i] ?? -1];
  let tool = -1;
  let feeds = 0;
  for (let j = 0; j < n; j++) {
    if (j === i || namespaceOf[a.tools[j] ?? -1] !== own) continue;
    const v = (a.need[i * n + j] ?? 0) * (a.relevance[j] ?? 0);
    if (v > feeds) [feeds, tool] = [v, j];
  }
  return { tool, feeds };
}

/**
 * verbOnly (see membershipFeatures) into x: stepMentions' masks over the set, as requestOpener
 * reads them for slot 1.
 */
function verbOnly(a: SetAnalysis, x: Float32Array): void {
  const f = MEMBERSHIP_FEATURES.indexOf('verbOnly');
  const { index, relevance, task } = a.ctx;
  const masks = a.tools.map((t) => termMask(index, relevance, t));
  const presented = presentedMask(relevance);
  const verbs = verbMask(relevance, task.query, (objects) => masks.some((m) => (m & objects) !== 0));
  if (verbs === 0) return;
  masks.forEach((m, i) => {
    const own = (m & ~presented) >>> 0;
    x[i * FEATURE_COUNT + f] = own !== 0 && (own & ~verbs) >>> 0 === 0 ? 1 : 0;
  });
}

/** Two tools of different providers are alternatives for `namedRival` from this redundancy on (as MenuRules.providerAlternative's default). */
export const RIVAL_ALIKE = 0.5;

/**
 * namedRival (see membershipFeatures) into x: the redundancy of i with its closest alternative
 * (at RIVAL_ALIKE or more) from another provider the request names, where the request names
 * none of i's. Not where i's own name or description uses that provider's name ("the Hilton
 * Hotel": `hotel.book` against `book_hotel` names the thing, not a service).
 */
function namedRival(a: SetAnalysis, x: Float32Array): void {
  const named = namedProviders(a);
  if (!named.includes(1)) return;
  const f = MEMBERSHIP_FEATURES.indexOf('namedRival');
  const index = a.ctx.index;
  const rivals = a.tools.map((_, l) => l).filter((l) => named[l] === 1);
  a.tools.forEach((t, i) => {
    if (named[i] === 1) return;
    const ns = index.namespaceOf[t];
    // i's own words, read only once a look-alike is found (most pool tools have none).
    let words: Set<string> | undefined;
    const usesName = (other: number): boolean => {
      const tool = index.tools[t]?.tool;
      words ??= new Set(plainWords(`${tool?.name ?? ''} ${tool?.description ?? ''}`));
      return words.has(toolProvider(index.tools[other]?.tool.id ?? ''));
    };
    let best = 0;
    for (const j of rivals) {
      const other = a.tools[j] ?? 0;
      if (index.namespaceOf[other] === ns) continue;
      const r = redundancy(index, t, other);
      if (r >= RIVAL_ALIKE && r > best && !usesName(other)) best = r;
    }
    x[i * FEATURE_COUNT + f] = best;
  });
}

/** A state field counts for `uptake` from this satisfaction on: given, not inferred (confidence < 1). */
export const UPTAKE_SAT = 0.99;

/**
 * A clause ↔ tool cosine (semClause) says the request speaks of the tool above this, scaled to
 * [0, 1] from it: unrelated tools of a small catalog reach 0.35 ("Suggest a type of yoga" against
 * "Look her up by email"). A floor of 0 measured 0.3 better on the combined score (s0 given) and
 * let such a tool take uptake.
 */
export const UPTAKE_MEANING_FLOOR = 0.5;

/** For each field the given s0 holds (sat ≥ UPTAKE_SAT), how many tools of the set require it. */
export function givenFieldTakers(a: SetAnalysis): Map<number, number> {
  const sat = a.ctx.state.sat;
  const takers = new Map<number, number>();
  for (const t of a.tools)
    for (const r of a.ctx.index.tools[t]?.requirements ?? [])
      if ((sat[r.fieldId] ?? 0) >= UPTAKE_SAT) takers.set(r.fieldId, (takers.get(r.fieldId) ?? 0) + 1);
  return takers;
}

/**
 * Per tool of the set, the share of the fields the task gives as s0 (source `given`; an
 * inferred s0 is a guess) that the tool takes as such: one of its inputs, required or optional,
 * is that field or an alias of it (a link at UPTAKE_SAT or more, as for `uptake`: a generic
 * `name` reaches many tools' names by weaker links, `origin_city` a `city` at 0.7); with
 * `returned`, one of its outputs counts too (a lookup returns the name it matches). 1 for every
 * tool where the task gives none. The reranker's entry bonus reads it (MenuRules.entryGivenUse).
 */
export function givenFieldUse(a: SetAnalysis, returned = false): Float32Array {
  const use = new Float32Array(a.tools.length);
  const { fields, links } = a.ctx.state;
  const given = fields.filter((f) => f.source === 'given');
  if (given.length === 0) return use.fill(1);
  const reaches = new Map<string, Set<number>>();
  for (const l of links) {
    if (l.strength < UPTAKE_SAT) continue;
    const ids = reaches.get(l.state) ?? new Set<number>();
    ids.add(l.fieldId);
    reaches.set(l.state, ids);
  }
  a.tools.forEach((t, i) => {
    const tool = a.ctx.index.tools[t];
    let took = 0;
    for (const g of given) {
      const ids = reaches.get(g.name);
      if (!ids) continue;
      const has = (f: { fieldId: number }): boolean => ids.has(f.fieldId);
      if ((tool?.inputs ?? []).some(has) || (returned && (tool?.outputs ?? []).some(has))) took++;
    }
    use[i] = took / given.length;
  });
  return use;
}

/** uptake (see membershipFeatures) into x; reads rel and semClause, so it runs after them. */
function uptake(a: SetAnalysis, x: Float32Array): void {
  const f = MEMBERSHIP_FEATURES.indexOf('uptake');
  const semClause = MEMBERSHIP_FEATURES.indexOf('semClause');
  const index = a.ctx.index;
  const takers = givenFieldTakers(a);
  if (takers.size === 0) return;
  const literal = requestLiterals(a.ctx);
  a.tools.forEach((t, i) => {
    const meaning = ((x[i * FEATURE_COUNT + semClause] ?? 0) - UPTAKE_MEANING_FLOOR) / (1 - UPTAKE_MEANING_FLOOR);
    const said = Math.min(1, Math.max(a.relevance[i] ?? 0, meaning));
    let most = 0;
    for (const r of index.tools[t]?.requirements ?? []) {
      const n = takers.get(r.fieldId);
      if (n !== undefined) most = Math.max(most, Math.max(said, literal[r.fieldId] ?? 0) / n);
    }
    x[i * FEATURE_COUNT + f] = most;
  });
}

/** feedsExcl and fedByExcl (see membershipFeatures) into x, over the set's requirement suppliers. */
function exclusiveLinks(a: SetAnalysis, x: Float32Array): void {
  const feedsExcl = MEMBERSHIP_FEATURES.indexOf('feedsExcl');
  const fedByExcl = MEMBERSHIP_FEATURES.indexOf('fedByExcl');
  forEachExclusiveLink(a, (i, j, _k, share) => {
    const fe = (a.relevance[j] ?? 0) * share;
    if (fe > (x[i * FEATURE_COUNT + feedsExcl] ?? 0)) x[i * FEATURE_COUNT + feedsExcl] = fe;
    const fb = (a.relevance[i] ?? 0) * share;
    if (fb > (x[j * FEATURE_COUNT + fedByExcl] ?? 0)) x[j * FEATURE_COUNT + fedByExcl] = fb;
  });
}

/**
 * Every supply link of the set, producer i → requirement k of consumer j (local indices, i ≠ j),
 * with its share: the link's strength / the set's producers of that requirement.
 */
export function forEachExclusiveLink(
  a: SetAnalysis,
  visit: (producer: number, consumer: number, requirement: number, share: number) => void,
): void {
  const { reqStart, start, producer, strength } = a.suppliers;
  for (let j = 0; j < a.tools.length; j++) {
    const first = reqStart[j] ?? 0;
    for (let node = first, end = reqStart[j + 1] ?? 0; node < end; node++) {
      const count = (start[node + 1] ?? 0) - (start[node] ?? 0);
      for (let p = start[node] ?? 0, pe = start[node + 1] ?? 0; p < pe; p++) {
        const i = producer[p] ?? 0;
        if (i !== j) visit(i, j, node - first, (strength[p] ?? 0) / count);
      }
    }
  }
}

/** A fitted membership model: M_i = σ(bias + Σ_f weights_f · x_if), features in MEMBERSHIP_FEATURES order. */
export interface MembershipModel {
  weights: readonly number[];
  bias: number;
  /** The dev-set families it was fitted on (bench/trainMembership.ts). */
  trainedOn: readonly string[];
}

/** σ(bias + Σ w_f · x_f) per tool of an analyzed set. */
export function fittedMembership(a: SetAnalysis, model: MembershipModel): Float32Array {
  return logisticRows(membershipFeatures(a), a.tools.length, FEATURE_COUNT, model.weights, model.bias);
}

/**
 * The default model, written by `npm run train:membership -- --write` (bench/trainMembership.ts):
 * fitted for "a gold step" over every candidate-pool tool of the dev sets' tasks (demo,
 * TaskBench, NesTools, Seal-Tools, the real-API tasks; s0 given and inferred; each family
 * weighing the same) by a ranking loss (each gold tool against its pool: a conditional logit)
 * plus a calibration loss (logistic), then scaled to a probability. Leave-one-family-out
 * results: docs/results.md.
 */
export const FITTED_MEMBERSHIP: MembershipModel = {
  weights: [
    2.0272, 1.481, 0.1863, 0.5793, 2.6419, 0.1491, -3.0837, -0.0382, -0.8616, 1.5264, 1.8011, -1.1449, 0.1209, 1.866,
    1.3436, 2.0976, -1.336, 1.6089, 0.8618, 0.6204, 5.2086, -0.616, 2, -6.9115,
  ],
  bias: -7.6487,
  trainedOn: ['demo', 'taskbench', 'nestools', 'seal', 'real'],
};
