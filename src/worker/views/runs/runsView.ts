import {
  DEFAULT_AGENT,
  PLANNER_NAMES,
  SIMULATION_LABEL,
  SIMULATION_NOTE,
  compileMenuProblem,
  goldTargetIds,
  planMenu,
  planOptions,
  runRng,
  simulateMenu,
  utilityWeights,
  type Clock,
  type Menu,
  type MenuProblem,
  type PlannerName,
} from '../../../core/index';
import type { InspectorSession } from '../../demoSession';
import type { WorkerEncoder } from '../../workerEncoder';
import { buildQueryMenus } from '../menusView';
import { costsView } from './costsView';
import { planView } from './planView';
import { checkRunsQuery, type RunsQuery } from './runsQuery';
import type { PlanView, RunsView } from './runsViews';
import { simulatedRunView } from './simulatedRunView';

/**
 * The Runs tab for the menus on screen: one seeded run of the default simulated agent on each
 * menu (both draw the same random stream), each planner's plan, the tools' costs under the
 * preset's weights, and a Monte-Carlo summary. Targets: the task's gold sinks, else the top
 * predicted target.
 */
export async function runsView(
  session: InspectorSession,
  query: RunsQuery,
  clock: Clock,
  encoder?: WorkerEncoder,
): Promise<RunsView> {
  checkRunsQuery(query);
  const { pair, task } = await buildQueryMenus(session, query.menus, clock, encoder);
  const { index } = session;
  // A chosen target (MenusQuery.target) replaces the gold targets, as in the diagnosis.
  const gold = goldTargetIds(pair.context.chosenTarget === undefined ? task?.gold : undefined)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  const targets = gold.length > 0 ? gold : pair.context.targets.slice(0, 1).map((t) => t.tool);
  const weights = utilityWeights(query.preset);
  const compile = (menu: Menu): MenuProblem =>
    compileMenuProblem(
      index,
      pair.context.state,
      menu.slots.map((s) => s.tool),
      targets,
      { weights },
    );
  const relevance = compile(pair.relevance);
  const statePath = compile(pair.statePath);
  const agent = { ...DEFAULT_AGENT };
  const label = query.menus.taskId;
  const options = planOptions({ weights, clock, mcts: { seed: query.seed } });
  const plans = Object.fromEntries(
    PLANNER_NAMES.map((planner) => [
      planner,
      {
        relevance: planView(planMenu(relevance, planner, options), 'relevance'),
        statePath: planView(planMenu(statePath, planner, options), 'state-path'),
      },
    ]),
  ) as Record<PlannerName, { relevance: PlanView; statePath: PlanView }>;
  const monteCarlo = (p: MenuProblem) => simulateMenu(p, { runs: query.runs, seed: query.seed, label, agent }).stats;
  return {
    taskId: query.menus.taskId,
    targets: targets.map((t) => index.tools[t]?.tool.id ?? '?'),
    targetSource: gold.length > 0 ? 'gold' : 'predicted',
    preset: query.preset,
    weights,
    seed: query.seed,
    agent,
    simulated: {
      relevance: simulatedRunView(relevance, 'relevance', agent, runRng(query.seed, label, 0)),
      statePath: simulatedRunView(statePath, 'state-path', agent, runRng(query.seed, label, 0)),
    },
    plans,
    costs: { relevance: costsView(relevance), statePath: costsView(statePath) },
    monteCarlo: {
      label: SIMULATION_LABEL,
      note: SIMULATION_NOTE,
      runs: query.runs,
      seed: query.seed,
      relevance: monteCarlo(relevance),
      statePath: monteCarlo(statePath),
    },
  };
}
