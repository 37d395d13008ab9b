import { callUtility, usefulCalls } from './informationGain';
import type { MenuProblem } from './menuProblem';
import { applyCall, initialState, isGoal } from './planState';
import type { PlannerRun, PlanOptions } from './planTypes';

const toolId = (p: MenuProblem, i: number): string => p.index.tools[p.tools[i] ?? -1]?.tool.id ?? '?';

/**
 * Greedy: from s0, call the tool with the best immediate expected utility U(i | s) (ties to the
 * earlier slot) until the targets are done. Stops below the threshold when the best remaining
 * option's U is under it, or at the call budget.
 */
export function planGreedy(p: MenuProblem, options: PlanOptions): PlannerRun {
  let state = initialState(p);
  const sequence: number[] = [];
  while (!isGoal(p, state)) {
    if (state.calls >= options.maxCalls)
      return { sequence, stop: { code: 'over-budget', reason: `no complete plan within ${options.maxCalls} calls` } };
    let best = -1;
    let bestU = -Infinity;
    for (const i of usefulCalls(p, state)) {
      const u = callUtility(p, state, i, options.weights);
      if (u > bestU) {
        best = i;
        bestU = u;
      }
    }
    if (best < 0 || bestU < options.threshold) {
      const why =
        best < 0
          ? 'no remaining option adds information'
          : `every remaining option's utility is under the threshold ${options.threshold} (best: ${toolId(p, best)} at ${bestU.toFixed(3)})`;
      return { sequence, stop: { code: 'below-threshold', reason: why } };
    }
    sequence.push(best);
    state = applyCall(p, state, best);
  }
  return { sequence };
}
