import { callUtility, usefulCalls } from './informationGain';
import type { MenuProblem } from './menuProblem';
import { applyCall, initialState, isGoal, type PlanState } from './planState';
import type { PlannerRun, PlanOptions } from './planTypes';

const toolId = (p: MenuProblem, i: number): string => p.index.tools[p.tools[i] ?? -1]?.tool.id ?? '?';

/**
 * Depth-limited lookahead: each decision takes the call with the best horizon value
 *
 *     Q_d(i | s) = U(i | s) + max(0, max_j Q_{d−1}(j | s·i))      (0 once the targets are done or d = 1)
 *
 * (stopping is always allowed, so a horizon never counts a losing tail). Values are memoized
 * per set of calls made. Falls back when the best Q is under the threshold.
 */
export function planLookahead(p: MenuProblem, options: PlanOptions): PlannerRun {
  let state = initialState(p);
  const sequence: number[] = [];
  while (!isGoal(p, state)) {
    if (state.calls >= options.maxCalls)
      return { sequence, stop: { code: 'over-budget', reason: `no complete plan within ${options.maxCalls} calls` } };
    const memo = new Map<string, number>();
    let best = -1;
    let bestQ = -Infinity;
    for (const i of usefulCalls(p, state)) {
      const q = actionValue(p, state, i, options.depth, options, memo);
      if (q > bestQ) {
        best = i;
        bestQ = q;
      }
    }
    if (best < 0 || bestQ < options.threshold) {
      const why =
        best < 0
          ? 'no remaining option adds information'
          : `every remaining option's utility over ${options.depth} calls is under the threshold ${options.threshold} (best: ${toolId(p, best)} at ${bestQ.toFixed(3)})`;
      return { sequence, stop: { code: 'below-threshold', reason: why } };
    }
    sequence.push(best);
    state = applyCall(p, state, best);
  }
  return { sequence };
}

function actionValue(
  p: MenuProblem,
  s: PlanState,
  i: number,
  depth: number,
  options: PlanOptions,
  memo: Map<string, number>,
): number {
  const u = callUtility(p, s, i, options.weights);
  const next = applyCall(p, s, i);
  if (depth <= 1 || isGoal(p, next) || next.calls >= options.maxCalls) return u;
  return u + stateValue(p, next, depth - 1, options, memo);
}

function stateValue(
  p: MenuProblem,
  s: PlanState,
  depth: number,
  options: PlanOptions,
  memo: Map<string, number>,
): number {
  const key = `${depth}:${s.called.join('')}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  let best = 0;
  for (const i of usefulCalls(p, s)) best = Math.max(best, actionValue(p, s, i, depth, options, memo));
  memo.set(key, best);
  return best;
}
