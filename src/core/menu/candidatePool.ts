import { stateFit } from '../state/fit';
import type { TaskContext } from './taskContext';

/** Why a tool entered the candidate pool. */
export type PoolReason = 'target' | 'producer' | 'relevance' | 'entry';

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
}

/** Producers kept per field before exact scoring, as a multiple of producersPerField. */
export const PRODUCER_SHORTLIST = 4;

export const DEFAULT_POOL_PARAMS: PoolParams = { poolCap: 256, relevanceTop: 96, producersPerField: 4, expansionDepth: 6, entryCount: 32 };

export interface CandidatePool {
  tools: number[];
  reasons: Map<number, PoolReason>;
}

/**
 * Recall for the State-Path menu: the likely targets, their producers expanded backwards
 * hop by hop (the bridges text retrieval misses), the relevance top, and entry candidates
 * callable from s0; capped at `poolCap`.
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
  const relN = (t: number): number => (relevance.scores[t] ?? 0) / relevance.max;
  // A field's best producers for this request (relevance + 0.5·χ), computed once per field:
  // at 64,000 tools a common field has thousands of producers and many consumers ask for it.
  const memo = new Map<number, { tool: number; strength: number; appeal: number }[]>();
  const keep = params.producersPerField * PRODUCER_SHORTLIST;
  const bestProducers = (fieldId: number): { tool: number; strength: number; appeal: number }[] => {
    let list = memo.get(fieldId);
    if (!list) {
      list = (index.producersOf[fieldId] ?? []).map((p) => {
        const producer = index.tools[p.tool];
        return { tool: p.tool, strength: p.strength, appeal: relN(p.tool) + (producer ? 0.5 * stateFit(producer, state) : 0) };
      });
      list.sort((a, b) => b.appeal + b.strength - (a.appeal + a.strength) || a.tool - b.tool);
      if (list.length > keep) list.length = keep;
      memo.set(fieldId, list);
    }
    return list;
  };

  let frontier: number[] = [];
  for (const target of ctx.targets) if (add(target.tool, 'target')) frontier.push(target.tool);
  for (let depth = 0; depth < params.expansionDepth && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const consumer of frontier) {
      if (tools.length >= params.poolCap) break;
      for (const r of index.tools[consumer]?.requirements ?? []) {
        if ((state.sat[r.fieldId] ?? 0) >= 0.99) continue;
        const scored = new Map<number, number>();
        for (const link of [...(index.acceptedBy[r.fieldId] ?? []), ...r.extra]) {
          for (const p of bestProducers(link.from)) {
            if (p.tool === consumer) continue;
            const score = link.strength * p.strength + p.appeal;
            if (score > (scored.get(p.tool) ?? -1)) scored.set(p.tool, score);
          }
        }
        const best = [...scored.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, params.producersPerField);
        for (const [p] of best) if (add(p, 'producer')) next.push(p);
      }
    }
    frontier = next;
  }
  for (let k = 0; k < Math.min(params.relevanceTop, relevance.order.length); k++) add(relevance.order[k] ?? 0, 'relevance');
  for (const t of entryCandidates(ctx, params.entryCount)) add(t, 'entry');
  for (let k = params.relevanceTop; k < relevance.order.length && tools.length < params.poolCap; k++) add(relevance.order[k] ?? 0, 'relevance');
  return { tools, reasons };
}

/** Tools whose every required input s0 supplies, best relevance first. */
function entryCandidates(ctx: TaskContext, count: number): number[] {
  const { index, state, relevance } = ctx;
  const seen = new Set<number>();
  const out: number[] = [];
  for (const link of state.links) {
    for (const t of index.consumersOf[link.fieldId] ?? []) {
      if (seen.has(t)) continue;
      seen.add(t);
      const tool = index.tools[t];
      if (tool && stateFit(tool, state) >= 0.99) out.push(t);
    }
  }
  out.sort((a, b) => (relevance.scores[b] ?? 0) - (relevance.scores[a] ?? 0) || a - b);
  return out.slice(0, count);
}
