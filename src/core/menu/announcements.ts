import { redundancy } from './redundancy';
import type { SupplierLists } from './supplierLists';
import { namedOrder } from './stepMentions';
import type { TaskContext } from './taskContext';

/** The producers the request announces for each input (SetAnalysis's part from findAnnouncements). */
export interface AnnouncedProducers {
  /** announced.get(j * stride + k): local producers the request names before tool j for its requirement k. */
  announced: Map<number, number[]>;
  /**
   * The keys of `announced` whose producers all come from successful runs alone (ρ), none from
   * the request's wording: the reranker's constraints may weigh them apart (rules.runAnnouncedHalf).
   */
  announcedByRuns: Set<number>;
  /** Key stride of `announced` (max requirements per tool). */
  stride: number;
}

/** Announced producers kept per input: the nearest earlier mentions (and any ρ-backed ones first). */
export const ANNOUNCERS_PER_INPUT = 2;

/**
 * ρ(i, j) at or above this, ln 3, makes i an expected predecessor of j: with RHO_SMOOTHING = 1,
 * n_ij + 1 ≥ 3·(n_ji + 1), i.e. i first in at least two runs and never after j, or five against one.
 */
export const RHO_PREDECESSOR = Math.log(3);

/**
 * Announced producers: when a request names a step that produces a field before the step
 * that consumes it ("classify the image, generate a sentence from it, then draw a new image"),
 * or successful trajectories put that producer first (ρ ≥ ln 3), the consumer's input is
 * expected from that step even if s0 has a field of that name. Both tools must be requested
 * (relevance ≥ 30% of the best) and not near-duplicates of each other; by text, the producer's
 * distinctive words must come at least MENTION_GAP earlier (namedOrder, read as `mean`).
 */
export function findAnnouncements(
  ctx: TaskContext,
  tools: readonly number[],
  mention: Float32Array,
  termMasks: Uint32Array,
  suppliers: SupplierLists,
  stride: number,
): { announced: Map<number, number[]>; announcedByRuns: Set<number> } {
  const announced = new Map<number, number[]>();
  const announcedByRuns = new Set<number>();
  const { index, state, prior } = ctx;
  tools.forEach((tool, j) => {
    const pj = mention[j] ?? NaN;
    if (Number.isNaN(pj)) return;
    index.tools[tool]?.requirements.forEach((r, k) => {
      if ((state.sat[r.fieldId] ?? 0) <= 0) return;
      const found: { producer: number; gap: number; runsOnly: boolean }[] = [];
      const node = (suppliers.reqStart[j] ?? 0) + k;
      for (let p = suppliers.start[node] ?? 0, end = suppliers.start[node + 1] ?? 0; p < end; p++) {
        const local = suppliers.producer[p] ?? 0;
        const pi = mention[local] ?? NaN;
        if (Number.isNaN(pi)) continue;
        const producer = tools[local] ?? 0;
        const byText = namedOrder(ctx.relevance, termMasks[local] ?? 0, termMasks[j] ?? 0, 'mean') === 1;
        const byRuns = !prior.isEmpty && prior.rho(producer, tool) >= RHO_PREDECESSOR;
        if ((!byText && !byRuns) || redundancy(index, producer, tool) >= 0.5) continue;
        // Runs are direct evidence; by text, the step mentioned just before is the likeliest source.
        found.push({ producer: local, gap: byRuns ? -1 : pj - pi, runsOnly: !byText });
      }
      found.sort((x, y) => x.gap - y.gap || x.producer - y.producer);
      if (found.length === 0) return;
      const kept = found.slice(0, ANNOUNCERS_PER_INPUT);
      announced.set(
        j * stride + k,
        kept.map((f) => f.producer),
      );
      if (kept.every((f) => f.runsOnly)) announcedByRuns.add(j * stride + k);
    });
  });
  return { announced, announcedByRuns };
}
