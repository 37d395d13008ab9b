import {
  FEATURE_COUNT,
  forEachExclusiveLink,
  MEMBERSHIP_FEATURES,
  givenFieldTakers,
  membershipFeatures,
  ownApiFed,
  type MembershipModel,
} from './membershipFeatures';
import { semanticMatch } from './semanticMatch';
import type { SetAnalysis } from './setAnalysis';

/** One feature's part in why the fitted membership M rates one tool above another. */
export interface MembershipDriver {
  /** A MEMBERSHIP_FEATURES name. */
  feature: string;
  /** w_f · (x_af − x_bf): its share of the difference of the two logits. */
  contribution: number;
  /** Which tool has the higher feature value: `a` where w_f > 0, `b` where the model weighs the feature down. */
  higherIn: 'a' | 'b';
  /**
   * feeds: the relevant tool whose input (field) the `higherIn` tool supplies; fedBy: the
   * relevant tool whose output feeds its input (field); uptake: the tool itself and the input it
   * takes from the given s0 that the fewest tools of the set take; resolves: as feeds, among the
   * tools of its own API.
   */
  via?: { tool: number; toolId: string; field: string };
  /** semName: the word of the `higherIn` tool's name and the request's word closest to it in meaning. */
  words?: { tool: string; request: string; similarity: number };
}

/** Drivers below this share of the strongest are left out. */
const MINOR_SHARE = 0.25;

/**
 * The one or two features of the fitted membership (M = σ(bias + Σ w_f·x_f)) that most raise
 * local tool `a`'s logit over local tool `b`'s in the analyzed set: the largest positive
 * w_f·(x_af − x_bf) among the features with w_f > 0 (else among all), the second only when at
 * least a quarter of the first.
 */
export function membershipDrivers(set: SetAnalysis, model: MembershipModel, a: number, b: number): MembershipDriver[] {
  const x = membershipFeatures(set);
  const parts: { f: number; c: number }[] = [];
  for (let f = 0; f < FEATURE_COUNT; f++) {
    const c = (model.weights[f] ?? 0) * ((x[a * FEATURE_COUNT + f] ?? 0) - (x[b * FEATURE_COUNT + f] ?? 0));
    if (c > 1e-6) parts.push({ f, c });
  }
  // What `a` has more of (w_f > 0) reads as a reason; what `b` has more of where the model weighs
  // it down (the ×rel interactions, noInputs) only where nothing of the first kind differs.
  const own = parts.filter((p) => (model.weights[p.f] ?? 0) > 0);
  const chosen = own.length > 0 ? own : parts;
  chosen.sort((p, q) => q.c - p.c);
  const first = chosen[0]?.c ?? 0;
  return chosen
    .slice(0, 2)
    .filter((p) => p.c >= MINOR_SHARE * first)
    .map(({ f, c }) => {
      const feature = MEMBERSHIP_FEATURES[f] ?? String(f);
      const higherIn = (model.weights[f] ?? 0) > 0 ? 'a' : 'b';
      const subject = higherIn === 'a' ? a : b;
      const via =
        feature === 'feedsExcl' || feature === 'fedByExcl'
          ? exclusiveVia(set, subject, feature === 'feedsExcl')
          : feature === 'resolves'
            ? ownApiVia(set, subject)
            : feature.startsWith('feeds')
              ? feedsWhom(set, subject)
              : feature.startsWith('fedBy')
                ? fedByWhom(set, subject)
                : feature === 'uptake'
                  ? uptakeVia(set, subject)
                  : undefined;
      const driver: MembershipDriver = { feature, contribution: c, higherIn };
      if (via) driver.via = via;
      const pair = feature === 'semName' ? semanticMatch(set).pairs[subject] : undefined;
      if (pair) driver.words = { tool: pair.target, request: pair.source, similarity: pair.similarity };
      return driver;
    });
}

/** The uptake feature's input of tool i: the one s0 gives that the fewest tools of the set require. */
function uptakeVia(set: SetAnalysis, i: number): MembershipDriver['via'] {
  const index = set.ctx.index;
  const takers = givenFieldTakers(set);
  const tool = set.tools[i] ?? -1;
  const indexed = index.tools[tool];
  let best: { count: number; field: string } | undefined;
  for (const r of indexed?.requirements ?? []) {
    const count = takers.get(r.fieldId);
    if (count !== undefined && count < (best?.count ?? Infinity))
      best = { count, field: indexed?.inputs[r.inputPos]?.spec.name ?? '' };
  }
  return best ? { tool, toolId: indexed?.tool.id ?? '', field: best.field } : undefined;
}

/** The resolves feature's step: the relevant tool of i's own API that i feeds most (ownApiFed), and the input. */
function ownApiVia(set: SetAnalysis, i: number): MembershipDriver['via'] {
  const { tool } = ownApiFed(set, i);
  return tool < 0 ? undefined : linkVia(set, i, tool, tool);
}

/** The relevant tool j maximizing need_ij · rel_j (the feeds feature) and the input of j that i supplies best. */
function feedsWhom(set: SetAnalysis, i: number): MembershipDriver['via'] {
  const n = set.tools.length;
  const best = strongestPartner(set, i, (j) => set.need[i * n + j] ?? 0);
  return best < 0 ? undefined : linkVia(set, i, best, best);
}

/** The relevant tool j maximizing κ_ji · rel_j (the fedBy feature) and the input of i it supplies best. */
function fedByWhom(set: SetAnalysis, i: number): MembershipDriver['via'] {
  const n = set.tools.length;
  const best = strongestPartner(set, i, (j) => set.kappa[j * n + i] ?? 0);
  return best < 0 ? undefined : linkVia(set, best, i, best);
}

/**
 * The link behind feedsExcl (i produces; `feeds`) or fedByExcl (i consumes): the one with the
 * largest rel × share (forEachExclusiveLink), named with its relevant partner and the input.
 */
function exclusiveVia(set: SetAnalysis, i: number, feeds: boolean): MembershipDriver['via'] {
  let most = 0;
  let best: { partner: number; consumer: number; requirement: number } | undefined;
  forEachExclusiveLink(set, (producer, consumer, requirement, share) => {
    if ((feeds ? producer : consumer) !== i) return;
    const partner = feeds ? consumer : producer;
    const v = (set.relevance[partner] ?? 0) * share;
    if (v > most) [most, best] = [v, { partner, consumer, requirement }];
  });
  if (!best) return undefined;
  const indexed = set.ctx.index.tools[set.tools[best.consumer] ?? -1];
  const r = indexed?.requirements[best.requirement];
  const tool = set.tools[best.partner] ?? -1;
  return {
    tool,
    toolId: set.ctx.index.tools[tool]?.tool.id ?? '',
    field: r === undefined ? '' : (indexed?.inputs[r.inputPos]?.spec.name ?? ''),
  };
}

/** The local tool j ≠ i with the largest link(j) · rel_j (> 0), or −1. */
function strongestPartner(set: SetAnalysis, i: number, link: (j: number) => number): number {
  let best = -1;
  let most = 0;
  for (let j = 0; j < set.tools.length; j++) {
    const v = j === i ? 0 : link(j) * (set.relevance[j] ?? 0);
    if (v > most) [most, best] = [v, j];
  }
  return best;
}

/** The input of local `consumer` that local `producer` supplies most strongly, named with local tool `named`. */
function linkVia(set: SetAnalysis, producer: number, consumer: number, named: number): MembershipDriver['via'] {
  const indexed = set.ctx.index.tools[set.tools[consumer] ?? -1];
  const { reqStart, start, producer: who, strength } = set.suppliers;
  let field = '';
  let strongest = 0;
  (indexed?.requirements ?? []).forEach((r, k) => {
    const node = (reqStart[consumer] ?? 0) + k;
    for (let p = start[node] ?? 0, end = start[node + 1] ?? 0; p < end; p++) {
      if (who[p] !== producer || (strength[p] ?? 0) <= strongest) continue;
      strongest = strength[p] ?? 0;
      field = indexed?.inputs[r.inputPos]?.spec.name ?? '';
    }
  });
  const tool = set.tools[named] ?? -1;
  return { tool, toolId: set.ctx.index.tools[tool]?.tool.id ?? '', field };
}
