import { SATISFIED } from '../state/stateFields';
import type { MenuProblem } from './menuProblem';

/** Known at this strength or more, an input counts as confirmed (not only inferred or weakly linked). */
export const CONFIRMED = 0.99;

/**
 * Where a plan stands: how strongly each requirement node is known (max of s0 and the
 * supplies of the calls that succeeded), which tools were called, how many targets are done.
 * Planners treat states as values (applyCall returns a new one); rollouts mutate a scratch copy.
 */
export interface PlanState {
  have: Float64Array;
  called: Uint8Array;
  targetsDone: number;
  calls: number;
  /** Best strength known for each open field (routeFields.ts). */
  known: Float64Array;
  /** cover(s) = Σ_f ω_f·known_f / Σ_f ω_f: strength-weighted share of the open fields known (1 when none is open). */
  cover: number;
}

/** The state before any call: s0's strengths, nothing called. */
export function initialState(p: MenuProblem): PlanState {
  const known = new Float64Array(p.open.field.length);
  for (let node = 0; node < p.s0.length; node++) {
    const k = p.open.field.indexOf(p.nodeField[node] ?? -1);
    if (k >= 0 && (p.s0[node] ?? 0) > (known[k] ?? 0)) known[k] = p.s0[node] ?? 0;
  }
  let sum = 0;
  known.forEach((x, k) => (sum += (p.open.weight[k] ?? 0) * x));
  return {
    have: p.s0.slice(),
    called: new Uint8Array(p.tools.length),
    targetsDone: 0,
    calls: 0,
    known,
    cover: p.open.total > 0 ? sum / p.open.total : 1,
  };
}

/** Δcover of a successful call of tool i: Σ_f ω_f·max(0, supply_f − known_f) / Σ ω. */
export function coverGain(p: MenuProblem, s: PlanState, i: number): number {
  if (p.open.total <= 0) return 0;
  let delta = 0;
  for (const x of p.open.supply[i] ?? []) {
    const d = x.strength - (s.known[x.open] ?? 0);
    if (d > 0) delta += (p.open.weight[x.open] ?? 0) * d;
  }
  return delta / p.open.total;
}

/**
 * Whether local tool i can run: every required input known at ≥ SATISFIED. An irreversible
 * tool also needs every input confirmed (≥ CONFIRMED, or a field the user confirmed) unless
 * `requireConfirmed` is false (what a careless agent would do).
 */
export function isCallable(p: MenuProblem, have: Float64Array, i: number, requireConfirmed = true): boolean {
  const strict = requireConfirmed && p.irreversible[i] === 1;
  for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0); node++) {
    const h = have[node] ?? 0;
    if (h < SATISFIED) return false;
    if (strict && h < CONFIRMED && !p.confirmedFields.has(p.nodeField[node] ?? -1)) return false;
  }
  return true;
}

/** Raises `have` to what a successful call of tool i supplies (in place). */
export function supplyInto(p: MenuProblem, have: Float64Array, i: number): void {
  for (const s of p.supplies[i] ?? []) if (s.strength > (have[s.node] ?? 0)) have[s.node] = s.strength;
}

/** The state after a successful call of local tool i (a new state; `s` is left alone). */
export function applyCall(p: MenuProblem, s: PlanState, i: number): PlanState {
  const next = {
    have: s.have.slice(),
    called: s.called.slice(),
    targetsDone: s.targetsDone,
    calls: s.calls,
    known: s.known.slice(),
    cover: s.cover,
  };
  applyCallInPlace(p, next, i);
  return next;
}

/** Applies a successful call of local tool i to `s` itself (rollouts reuse one scratch state). */
export function applyCallInPlace(p: MenuProblem, s: PlanState, i: number): void {
  s.cover += coverGain(p, s, i);
  supplyInto(p, s.have, i);
  for (const x of p.open.supply[i] ?? []) if (x.strength > (s.known[x.open] ?? 0)) s.known[x.open] = x.strength;
  if (s.called[i] !== 1 && p.targetMask[i] === 1) s.targetsDone++;
  s.called[i] = 1;
  s.calls++;
}

/** Copies `src` into `dst` (same problem), without allocating. */
export function copyState(dst: PlanState, src: PlanState): void {
  dst.have.set(src.have);
  dst.called.set(src.called);
  dst.known.set(src.known);
  dst.targetsDone = src.targetsDone;
  dst.calls = src.calls;
  dst.cover = src.cover;
}

/** Every target called successfully. */
export function isGoal(p: MenuProblem, s: PlanState): boolean {
  return p.targets.length > 0 && s.targetsDone >= p.targets.length;
}
