import type { Role } from '../state/roles';
import type { SetAnalysis } from './setAnalysis';

/** Which forward pass: over the candidate pool (retriever) or over the retrieved menu (reranker). */
export type ScoringPass = 'pool' | 'menu';

/** Per-tool and pairwise scores of one pass; indices are local to the analyzed set. */
export interface MembershipOutput {
  /** m_i (and M_i on the pool pass): path membership in [0, 1]. */
  membership: Float32Array;
  /** Role probabilities at [i * 5 + k], k in ROLES order (entry, bridge, target, terminal, none). */
  roles: Float32Array;
  /** b_ij at [i * n + j]: i should come before j, in [0, 1]. */
  precedence: Float32Array;
}

/**
 * The membership model M behind the retriever and reranker. The structural scorer below
 * implements it from relevance, χ, κ and ρ; the learned encoder plugs in behind the same
 * interface (and may run asynchronously, e.g. in onnxruntime).
 */
export interface MembershipScorer {
  /** Shown in outputs so a reader knows which model produced the menu. */
  readonly name: string;
  /**
   * Scorers with the same key score the same set alike, so a build may reuse another's pool
   * pass (MenuStageCache); without one, a pass is never reused.
   */
  readonly reuseKey?: object;
  score(analysis: SetAnalysis, pass: ScoringPass): MembershipOutput | Promise<MembershipOutput>;
}

export const ROLE_ORDER: readonly Role[] = ['entry', 'bridge', 'target', 'terminal', 'none'];
