import type { CatalogIndex } from '../catalog/catalogIndex';
import { stateFit } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import type { TaskContext } from './taskContext';

/** Why a tool entered the candidate pool. */
export type PoolReason = 'target' | 'producer' | 'consumer' | 'relevance' | 'entry';

export interface PoolParams {
  /** Hard cap on the pool size (the encoder's N). */
  poolCap: number;
  /** Relevance top taken before entries. */
  relevanceTop: number;
  /** Producers kept per unsatisfied field in the backward expansion. */
  producersPerField: number;
  /** Hops of backward producer expansion from the likely targets. */
  expansionDepth: number;
  /** Tools callable from s0 alone, best relevance first. */
  entryCount: number;
  /** Best tools of each clause of the request taken first (clauseRelevance.ts). */
  perClause: number;
  /** The relevance top whose outputs the forward expansion follows (0: none). */
  consumerSeeds: number;
  /** Consumers kept per seed in the forward expansion, best relevance first. */
  consumersPerSeed: number;
}

/** Producers kept per field before exact scoring, as a multiple of producersPerField. */
export const PRODUCER_SHORTLIST = 4;

export const DEFAULT_POOL_PARAMS: PoolParams = {
  poolCap: 256,
  relevanceTop: 96,
  producersPerField: 4,
  expansionDepth: 6,
  entryCount: 32,
  perClause: 4,
  consumerSeeds: 24,
  consumersPerSeed: 4,
};

export interface CandidatePool {
  tools: number[];
  reasons: Map<number, PoolReason>;
}

/**
 * Recall for the State-Path menu: the likely targets, the relevance top, the consumers of what
 * the relevance top outputs (the later steps of a nested chain), the targets' producers expanded
 * backwards hop by hop (the bridges text retrieval misses), and entry candidates callable from
 * s0; capped at `poolCap`.
 */
export function buildCandidatePool(ctx: TaskContext, params: PoolParams = DEFAULT_POOL_PARAMS): CandidatePool {
  const { index, relevance, state } = ctx;
  const reasons = new Map<number, PoolReason>();
  const tools: number[] = [];
  const add = (t: number, reason: PoolReason): boolean => {
    if (reasons.has(t) || tools.length >= params.poolCap) return false;
    reasons.set(t, reason);
    tools.push(t);
    return true;
  };
  // A field's best producers for this request (relevance + 0.5·χ), computed once per field:
  // at 64,000 tools a common field has thousands of producers and many consumers ask for it.
  const memo = new Map<number, ShortlistedProducer[]>();
  const keep = params.producersPerField * PRODUCER_SHORTLIST;
  const bestProducers = (fieldId: number): ShortlistedProducer[] => {
    let list = memo.get(fieldId);
    if (!list) {
      list = shortlistProducers(ctx, index.producersOf[fieldId] ?? [], keep);
      memo.set(fieldId, list);
    }
    return list;
  };

  let frontier: number[] = [];
  for (const target of ctx.targets) if (add(target.tool, 'target')) frontier.push(target.tool);
  // What relevance is sure of enters before the bridges: expanded first, a common field's many
  // producers filled the cap and pushed gold tools of the relevance top out of the pool (NesTools:
  // State-Path cov@128 76.3 % against relevance's 89.9 %; docs/method.md, "Candidate pool").
  // Each clause's best tools (a step named in a short clause ranks low on the whole request).
  for (const top of ctx.clauses.top) for (const t of top.slice(0, params.perClause)) add(t, 'relevance');
  for (let k = 0; k < Math.min(params.relevanceTop, relevance.order.length); k++)
    add(relevance.order[k] ?? 0, 'relevance');
  // Forward: what the request's surest tools output is what its later steps take ("get the
  // sensor's temperature, then normalize it, then operate the cooling": control_actuator takes
  // process_data's processed_data and ranks 138th on the request's words).
  for (const t of forwardConsumers(ctx, params.consumerSeeds, params.consumersPerSeed)) add(t, 'consumer');
  // The expansion walks through producers already pooled for their relevance, once each.
  const expanded = new Set<number>(frontier);
  for (let depth = 0; depth < params.expansionDepth && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const consumer of frontier) {
      if (tools.length >= params.poolCap) break;
      for (const r of index.tools[consumer]?.requirements ?? []) {
        if ((state.sat[r.fieldId] ?? 0) >= 0.99) continue;
        const scored = new Map<number, number>();
        for (const link of index.acceptedBy[r.fieldId] ?? [])
          scoreProducers(bestProducers(link.from), link.strength, consumer, scored);
        for (const link of r.extra) scoreProducers(bestProducers(link.from), link.strength, consumer, scored);
        for (const p of topProducers(scored, params.producersPerField)) {
          add(p, 'producer');
          if (reasons.has(p) && !expanded.has(p)) {
            expanded.add(p);
            next.push(p);
          }
        }
      }
    }
    frontier = next;
  }
  for (const t of entryCandidates(ctx, params.entryCount)) add(t, 'entry');
  for (let k = params.relevanceTop; k < relevance.order.length && tools.length < params.poolCap; k++)
    add(relevance.order[k] ?? 0, 'relevance');
  return { tools, reasons };
}

/** Per catalog index: producer field id → the consumer fields its links accept it for (acceptedBy reversed, itself aside). */
const acceptingFields = new WeakMap<CatalogIndex, number[][]>();

function acceptingFieldsOf(index: CatalogIndex): number[][] {
  let out = acceptingFields.get(index);
  if (!out) {
    const lists: number[][] = Array.from({ length: index.acceptedBy.length }, () => []);
    index.acceptedBy.forEach((links, to) => {
      for (const link of links) if (link.from !== to) lists[link.from]?.push(to);
    });
    out = lists;
    acceptingFields.set(index, out);
  }
  return out;
}

/**
 * The fields a tool's outputs satisfy: each output's own and those its links accept it for,
 * written into `into` (cleared first; one array per call site, not one per output).
 */
function suppliedFields(index: CatalogIndex, accepting: readonly number[][], tool: number, into: number[]): number[] {
  into.length = 0;
  for (const output of index.tools[tool]?.outputs ?? []) {
    into.push(output.fieldId);
    for (const f of accepting[output.fieldId] ?? []) into.push(f);
  }
  return into;
}

/**
 * The forward expansion: for each of the relevance top `seeds` tools, the `per` best-ranked tools
 * that require one of its outputs (by name or through a link), each tool once: those a seed
 * considered are not offered again by a later seed.
 */
function forwardConsumers(ctx: TaskContext, seeds: number, per: number): number[] {
  const { index, relevance } = ctx;
  if (seeds <= 0 || per <= 0) return [];
  const accepting = acceptingFieldsOf(index);
  const out: number[] = [];
  const seen = new Set<number>();
  const fields: number[] = [];
  for (let k = 0; k < Math.min(seeds, relevance.order.length); k++) {
    const seed = relevance.order[k] ?? 0;
    const candidates: number[] = [];
    for (const f of suppliedFields(index, accepting, seed, fields))
      for (const c of index.consumersOf[f] ?? []) {
        if (c === seed || seen.has(c)) continue;
        seen.add(c);
        candidates.push(c);
      }
    for (const t of byRelevance(ctx, candidates).slice(0, per)) out.push(t);
  }
  return out;
}

/**
 * The first forward-expansion seed (relevance top `params.consumerSeeds`) that outputs an input
 * `tool` requires, and that input's field; undefined where none does (whyNot.ts).
 */
export function forwardSeedOf(
  ctx: TaskContext,
  params: PoolParams,
  tool: number,
): { seed: number; field: number } | undefined {
  const { index, relevance } = ctx;
  const accepting = acceptingFieldsOf(index);
  const required = new Set((index.tools[tool]?.requirements ?? []).map((r) => r.fieldId));
  const fields: number[] = [];
  for (let k = 0; k < Math.min(params.consumerSeeds, relevance.order.length); k++) {
    const seed = relevance.order[k] ?? 0;
    if (seed === tool) continue;
    for (const f of suppliedFields(index, accepting, seed, fields)) if (required.has(f)) return { seed, field: f };
  }
  return undefined;
}

/** A producer of a field on the shortlist: its link strength and its appeal (relevance + 0.5·χ). */
interface ShortlistedProducer {
  tool: number;
  strength: number;
  appeal: number;
}

/**
 * The `keep` producers with the best appeal + strength (ties by catalog order), best first.
 * Sorted as positions over typed keys, with a comparator that returns small integers: an
 * object for every producer and a score difference per comparison (a heap number each), with the
 * entry arrays topProducers avoids, were ~210 kB of a 16,000-tool request's allocation
 * (bench/allocations.ts).
 */
function shortlistProducers(
  ctx: TaskContext,
  producers: readonly { tool: number; strength: number }[],
  keep: number,
): ShortlistedProducer[] {
  const { index, relevance, state } = ctx;
  const m = producers.length;
  const appeal = new Float64Array(m);
  const key = new Float64Array(m);
  const order = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    const p = producers[k];
    if (!p) continue;
    const producer = index.tools[p.tool];
    appeal[k] = (relevance.scores[p.tool] ?? 0) / relevance.max + (producer ? 0.5 * stateFit(producer, state) : 0);
    key[k] = (appeal[k] ?? 0) + p.strength;
    order[k] = k;
  }
  order.sort((a, b) => {
    const ka = key[a] ?? 0;
    const kb = key[b] ?? 0;
    return kb > ka ? 1 : kb < ka ? -1 : (producers[a]?.tool ?? 0) - (producers[b]?.tool ?? 0);
  });
  const list: ShortlistedProducer[] = [];
  for (let k = 0; k < Math.min(keep, m); k++) {
    const at = order[k] ?? 0;
    list.push({ tool: producers[at]?.tool ?? 0, strength: producers[at]?.strength ?? 0, appeal: appeal[at] ?? 0 });
  }
  return list;
}

/** Keeps in `scored` each shortlisted producer's best score for a consumer's requirement through a link of this strength. */
function scoreProducers(
  shortlist: readonly ShortlistedProducer[],
  linkStrength: number,
  consumer: number,
  scored: Map<number, number>,
): void {
  for (const p of shortlist) {
    if (p.tool === consumer) continue;
    const score = linkStrength * p.strength + p.appeal;
    if (score > (scored.get(p.tool) ?? -1)) scored.set(p.tool, score);
  }
}

/**
 * The `count` best-scoring producers of `scored` (ties by catalog order), best first: kept by
 * insertion while the map is walked, not by sorting a copy of its entries (an array per entry).
 */
function topProducers(scored: ReadonlyMap<number, number>, count: number): number[] {
  const tools: number[] = [];
  const scores: number[] = [];
  scored.forEach((score, tool) => {
    let at = tools.length;
    while (at > 0 && (score > (scores[at - 1] ?? 0) || (score === scores[at - 1] && tool < (tools[at - 1] ?? 0)))) at--;
    if (at >= count) return;
    for (let k = Math.min(tools.length, count - 1); k > at; k--) {
      tools[k] = tools[k - 1] ?? 0;
      scores[k] = scores[k - 1] ?? 0;
    }
    tools[at] = tool;
    scores[at] = score;
  });
  return tools;
}

/**
 * Tools s0 can call (χ = 1) that take a field of s0, best relevance first: those that require
 * it, then, in the slots left, those that accept it as an optional filter. A field of s0 is a
 * literal of the request (an email, an order number): Stripe's GetCustomers, which takes `email`
 * only as a filter, is how a request that names a customer's email starts.
 */
function entryCandidates(ctx: TaskContext, count: number): number[] {
  const { index, state } = ctx;
  const seen = new Set<number>();
  const needing: number[] = [];
  const filtering: number[] = [];
  for (const link of state.links) addCallable(ctx, index.consumersOf[link.fieldId], seen, needing);
  for (const link of state.links)
    if (link.strength >= SATISFIED) addCallable(ctx, index.optionalConsumersOf[link.fieldId], seen, filtering);
  const out = byRelevance(ctx, needing).slice(0, count);
  return out.concat(byRelevance(ctx, filtering).slice(0, count - out.length));
}

function byRelevance(ctx: TaskContext, tools: number[]): number[] {
  const scores = ctx.relevance.scores;
  return tools.sort((a, b) => {
    const sa = scores[a] ?? 0;
    const sb = scores[b] ?? 0;
    return sb > sa ? 1 : sb < sa ? -1 : a - b;
  });
}

/** Appends the tools of `consumers` not seen yet that s0 can call (χ = 1). */
function addCallable(
  ctx: TaskContext,
  consumers: readonly number[] | undefined,
  seen: Set<number>,
  out: number[],
): void {
  for (const t of consumers ?? []) {
    if (seen.has(t)) continue;
    seen.add(t);
    const tool = ctx.index.tools[t];
    if (tool && stateFit(tool, ctx.state) >= 0.99) out.push(t);
  }
}
