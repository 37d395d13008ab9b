import type { MenuProblem } from './menuProblem';
import { coverGain, isCallable, type PlanState } from './planState';
import { expectedUtility, type UtilityWeights } from './utilityWeights';

/**
 * Share of the goal's value that the inputs toward the targets carry before any target is
 * called: knowing every open input (strength 1) is worth PROGRESS_SHARE of a target; calling
 * the target is worth the rest.
 */
export const PROGRESS_SHARE = 0.7;

/** A call whose gain is below this (and that finishes no target) is not worth considering. */
export const GAIN_EPSILON = 1e-6;

/**
 * V(s) = D/T + (1 − D/T)·PS·cover(s): the goal's value reached in state s, with D of T targets
 * done and cover(s) the strength-weighted share of the open inputs toward them now known.
 * V = 1 exactly when every target is done.
 */
export function goalValue(p: MenuProblem, s: PlanState): number {
  const done = p.targets.length === 0 ? 0 : s.targetsDone / p.targets.length;
  return done + (1 - done) * PROGRESS_SHARE * s.cover;
}

/**
 * G(i | s) = V(s after i) − V(s): the information a successful call of i adds toward the goal,
 * from the fields it newly provides (strength-weighted, ω-weighted) plus the target share when
 * i is a target not yet done. Because G is a difference of V, the gains of any complete plan sum
 * to 1 − V(s0): plans differ only by what they cost and how likely they succeed.
 */
export function informationGain(p: MenuProblem, s: PlanState, i: number): number {
  const t = p.targets.length;
  if (t === 0) return 0;
  const done = s.targetsDone / t;
  const finishes = p.targetMask[i] === 1 && s.called[i] !== 1;
  const doneAfter = finishes ? (s.targetsDone + 1) / t : done;
  const coverAfter = s.cover + coverGain(p, s, i);
  return doneAfter + (1 - doneAfter) * PROGRESS_SHARE * coverAfter - (done + (1 - done) * PROGRESS_SHARE * s.cover);
}

/** U(i | s) = p_i × (G(i | s) − w_time·L̂_i − w_cost·Ĉ_i). */
export function callUtility(p: MenuProblem, s: PlanState, i: number, w: UtilityWeights): number {
  return expectedUtility(
    p.profiles[i]?.successRate ?? 0,
    informationGain(p, s, i),
    p.latencyNorm[i] ?? 0,
    p.costNorm[i] ?? 0,
    w,
  );
}

/** Tools worth planning next: callable (irreversible ones with confirmed inputs), not yet called, and finishing a target or adding information. */
export function usefulCalls(p: MenuProblem, s: PlanState): number[] {
  const out: number[] = [];
  for (let i = 0; i < p.tools.length; i++) {
    if (s.called[i] === 1 || !isCallable(p, s.have, i)) continue;
    if (p.targetMask[i] === 1 || coverGain(p, s, i) > GAIN_EPSILON) out.push(i);
  }
  return out;
}
