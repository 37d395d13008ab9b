import type { MenuProblem } from './menuProblem';
import { isCallable, supplyInto } from './planState';

/**
 * Every menu tool callable from s0 by calling menu tools only (a fixpoint: call whatever is
 * callable until nothing new is), and the strengths known at the end. With
 * `requireConfirmed`, irreversible tools wait for confirmed inputs.
 */
export function reachableTools(p: MenuProblem, requireConfirmed: boolean): { reached: Uint8Array; have: Float64Array } {
  const n = p.tools.length;
  const reached = new Uint8Array(n);
  const have = p.s0.slice();
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (reached[i] || !isCallable(p, have, i, requireConfirmed)) continue;
      reached[i] = 1;
      supplyInto(p, have, i);
      changed = true;
    }
  }
  return { reached, have };
}
