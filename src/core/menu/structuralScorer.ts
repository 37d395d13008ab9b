import type { MembershipOutput, MembershipScorer } from './membership';
import { ROLE_ORDER } from './membership';
import type { SetAnalysis } from './setAnalysis';
import { mentionOrder } from './stepMentions';
import { FITTED_MEMBERSHIP, fittedMembership, type MembershipModel } from './membershipFeatures';

/** Weights of the structural precedence b_ij (documented in docs/method.md, "5. Membership M"). */
export const STRUCTURAL_WEIGHTS = {
  /**
   * b_ij bonus when the request names i before j (mentionOrder). Above 1, so with b clamped to
   * [0, 1] the wording alone sets b_ij = 1.
   */
  textOrder: 1.5,
};

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * Structural scoring with a fitted membership model:
 *   M_i = σ(bias + Σ_f w_f · x_if)
 * over the features of membershipFeatures.ts (relevance score and rank, the set's field links to
 * the tools relevance is sure of, target and path weight, χ), fitted on the dev sets
 * (FITTED_MEMBERSHIP; bench/trainMembership.ts). Roles come from the chains; precedence
 *   b_ij = clamp01(κ̃_ij + 0.5·[i precedes j on a chain] + (2σ(ρ(i,j)/2) − 1)⁺ + 1.5·[request names i before j])
 * where κ̃ is κ over the inputs j still needs (SetAnalysis.need) and "names i before j" is
 * mentionOrder(i, j) = 1: both tools requested, the weighted medians of their distinctive words
 * at least MENTION_GAP apart, and no one-way field link from j to i (κ̃_ji > 0, κ̃_ij = 0) — a
 * link says which step feeds which, the wording may name the goal first. The wording term is
 * 1.5, so it alone makes b_ij = 1.
 */
export function scoreStructurally(a: SetAnalysis, model: MembershipModel = FITTED_MEMBERSHIP): MembershipOutput {
  const n = a.tools.length;
  const prior = a.ctx.prior;
  const membership = fittedMembership(a, model);
  const roles = new Float32Array(n * ROLE_ORDER.length);
  const precedence = new Float32Array(n * n);

  // Chain order: i precedes j when i is an ancestor of j on some chain.
  const ancestors = new Set<number>();
  for (const chain of a.chains) {
    const pos = new Map(chain.tools.map((t, k) => [t, k]));
    for (const e of chain.edges) {
      const i = a.local.get(e.producer);
      const j = a.local.get(e.consumer);
      if (i !== undefined && j !== undefined && (pos.get(e.producer) ?? 0) < (pos.get(e.consumer) ?? 0))
        ancestors.add(i * n + j);
    }
  }
  const w = STRUCTURAL_WEIGHTS;
  // Tools the request names (mentionOrder is 0 unless both are): a pool pass compares n² pairs,
  // and most tools of a 256-tool pool are not named.
  const named = new Uint8Array(n);
  for (let l = 0; l < n; l++) named[l] = !Number.isNaN(a.mention[l] ?? NaN) && (a.termMasks[l] ?? 0) !== 0 ? 1 : 0;
  // ρ's term of b_ij for the row being filled: ρ is 0 (and so is its term) unless i and j ran
  // together, so only i's partners in the trajectories are looked up, then cleared again.
  const rhoRow = new Float64Array(n);
  const partnersIn: number[] = [];

  for (let i = 0; i < n; i++) {
    const role = a.roles.get(a.tools[i] ?? 0) ?? 'none';
    const k = ROLE_ORDER.indexOf(role);
    for (let r = 0; r < ROLE_ORDER.length; r++) roles[i * ROLE_ORDER.length + r] = r === k ? 0.8 : 0.05;

    if (!prior.isEmpty) {
      for (const partner of prior.partnersOf(a.tools[i] ?? 0)) {
        const j = a.local.get(partner);
        if (j === undefined || j === i) continue;
        rhoRow[j] = Math.max(0, 2 * logistic(prior.rho(a.tools[i] ?? 0, partner) / 2) - 1);
        partnersIn.push(j);
      }
    }
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      let b = (a.need[i * n + j] ?? 0) + (ancestors.has(i * n + j) ? 0.5 : 0);
      if (!prior.isEmpty) b += rhoRow[j] ?? 0;
      // The wording orders two steps unless a field link runs one way against it: "get the
      // tickets for tomorrow" names the tickets first, but the current date feeds their date.
      const linkedAgainst = (a.need[j * n + i] ?? 0) > 0 && (a.need[i * n + j] ?? 0) === 0;
      if (named[i] && named[j] && !linkedAgainst && mentionOrder(a, i, j) > 0) b += w.textOrder;
      precedence[i * n + j] = Math.min(1, b);
    }
    for (const j of partnersIn) rhoRow[j] = 0;
    partnersIn.length = 0;
  }
  return { membership, roles, precedence };
}

/** The structural MembershipScorer with another membership model (leave-one-out fits: bench/trainMembership.ts). */
export function structuralScorerWith(model: MembershipModel, name = 'structural'): MembershipScorer {
  return {
    name,
    score: (analysis) => scoreStructurally(analysis, model),
    // A pure function of the analysis and the model: any build with this model may reuse another's pass.
    reuseKey: model,
  };
}

/** The structural MembershipScorer with the fitted default model (the default scorer). */
export const structuralScorer: MembershipScorer = structuralScorerWith(FITTED_MEMBERSHIP);
