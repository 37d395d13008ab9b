import { distinctMentions } from '../relevance/rankByRelevance';
import { MENTION_GAP } from './announcements';
import type { MembershipOutput } from './membership';
import { redundancy } from './redundancy';
import type { SetAnalysis } from './setAnalysis';

/** Tools at or above this redundancy are alternatives to each other, not steps to order. */
export const ALTERNATIVE_REDUNDANCY = 0.5;

/**
 * Which tools of the set a chain of field links (κ > 0, any strength, through any tools of the
 * set) leads from which: reach[i * n + j] = 1 when i's outputs can reach j's inputs.
 */
export function linkReach(a: SetAnalysis): Uint8Array {
  const n = a.tools.length;
  const reach = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && (a.kappa[i * n + j] ?? 0) > 0) reach[i * n + j] = 1;
  // Warshall's transitive closure; n is a menu (32), so n³ is small.
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      if (!reach[i * n + k]) continue;
      for (let j = 0; j < n; j++) if (reach[k * n + j]) reach[i * n + j] = 1;
    }
  }
  return reach;
}

/**
 * The precedence the reranker orders by: the scorer's b_ij, except between two steps the
 * request names whose schemas are not linked either way (no chain of field links from one to
 * the other inside the menu). There the schemas say nothing about order, so the request's
 * order decides: "apply for the job, then book the restaurant" gives b = 1 for the step
 * mentioned first (by its distinctive words, at least MENTION_GAP earlier) and 0 for the
 * other. Near-duplicates (redundancy ≥ ALTERNATIVE_REDUNDANCY) are alternatives, not steps,
 * and keep the scorer's values. Returns `out.precedence` itself when nothing changes.
 */
export function withRequestOrder(a: SetAnalysis, out: MembershipOutput): Float32Array {
  const n = a.tools.length;
  const named: number[] = [];
  for (let i = 0; i < n; i++) if (!Number.isNaN(a.mention[i] ?? NaN)) named.push(i);
  if (named.length < 2) return out.precedence;
  const reach = linkReach(a);
  let precedence: Float32Array | null = null;
  for (const i of named) {
    for (const j of named) {
      if (i >= j || reach[i * n + j] || reach[j * n + i]) continue;
      const [pi, pj] = distinctMentions(a.ctx.relevance, a.termMasks[i] ?? 0, a.termMasks[j] ?? 0);
      if (Number.isNaN(pi) || Number.isNaN(pj) || Math.abs(pi - pj) < MENTION_GAP) continue;
      if (redundancy(a.ctx.index, a.tools[i] ?? 0, a.tools[j] ?? 0) >= ALTERNATIVE_REDUNDANCY) continue;
      const [first, then] = pi < pj ? [i, j] : [j, i];
      precedence ??= Float32Array.from(out.precedence);
      precedence[first * n + then] = 1;
      precedence[then * n + first] = 0;
    }
  }
  return precedence ?? out.precedence;
}
