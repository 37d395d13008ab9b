import { planGreedy } from './greedyPlanner';
import { planLookahead } from './lookaheadPlanner';
import { planMcts } from './mctsPlanner';
import { withWeights, type MenuProblem } from './menuProblem';
import { findPlanBlocker } from './planBlockers';
import { initialState } from './planState';
import { describeSequence, EMPTY_TOTALS, knownFields } from './planSteps';
import {
  DEFAULT_PLAN_OPTIONS,
  type PlannerName,
  type PlannerRun,
  type PlanOptions,
  type PlanResult,
} from './planTypes';

const PLANNERS: Readonly<Record<PlannerName, (p: MenuProblem, o: PlanOptions) => PlannerRun>> = {
  greedy: planGreedy,
  lookahead: planLookahead,
  mcts: planMcts,
};

/**
 * Plans from s0 to the problem's targets with menu tools only. First checks that a plan can
 * exist (target on the menu, every input producible, irreversible inputs confirmable); else
 * falls back at once, asking the user for the blocking field where there is one. Then runs the
 * planner, which may still fall back (utility under the threshold, call budget).
 */
export function planMenu(
  problem: MenuProblem,
  planner: PlannerName,
  options: PlanOptions = DEFAULT_PLAN_OPTIONS,
): PlanResult {
  const p = withWeights(problem, options.weights);
  const blocker = findPlanBlocker(p);
  if (blocker) {
    const fallback: PlanResult = {
      kind: 'fallback',
      planner,
      decision: blocker.decision,
      code: blocker.code,
      reason: blocker.reason,
      known: knownFields(p, initialState(p)),
      steps: [],
      totals: { ...EMPTY_TOTALS },
    };
    if (blocker.field !== undefined) fallback.field = blocker.field;
    return fallback;
  }
  const run = PLANNERS[planner](p, options);
  const { steps, totals, state } = describeSequence(p, run.sequence, options.weights);
  const iterations = run.iterations === undefined ? {} : { iterations: run.iterations };
  if (run.stop)
    return {
      kind: 'fallback',
      planner,
      decision: 'answer',
      code: run.stop.code,
      reason: run.stop.reason,
      known: knownFields(p, state),
      steps,
      totals,
      ...iterations,
    };
  return { kind: 'plan', planner, steps, totals, ...iterations };
}
