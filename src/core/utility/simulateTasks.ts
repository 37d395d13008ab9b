import type { CatalogIndex } from '../catalog/catalogIndex';
import type { TaskSet } from '../catalog/types';
import { goldTargetIds, goldToolIds } from '../diagnose/goldTargets';
import { CHAIN_BUCKETS, chainBucket, type ChainBucket } from '../diagnose/metrics';
import { buildMenus, type MenuMethod } from '../menu/buildMenus';
import type { MembershipScorer } from '../menu/membership';
import { DEFAULT_MENU_PARAMS, type MenuParams } from '../menu/params';
import { structuralScorer } from '../menu/structuralScorer';
import type { TransitionPrior } from '../state/transitionPrior';
import { DEFAULT_AGENT, SIMULATION_LABEL, SIMULATION_NOTE, type AgentParams } from './agentModel';
import { compileMenuProblem } from './menuProblem';
import {
  emptyTally,
  mergeTally,
  simulateMenu,
  summarizeTally,
  type SimulationStats,
  type SimulationTally,
} from './simulateMenu';

export interface SimulateTasksOptions {
  runs: number;
  seed: number;
  agent?: AgentParams;
  params?: MenuParams;
  scorer?: MembershipScorer;
  prior?: TransitionPrior;
  onProgress?: (done: number, total: number) => void;
}

export interface MethodSimulation {
  overall: SimulationStats;
  buckets: Record<ChainBucket, SimulationStats>;
}

/** The simulated agent on both menus of every task with gold, overall and by chain length. */
export interface SimulationReport {
  label: typeof SIMULATION_LABEL;
  note: string;
  agent: AgentParams;
  runs: number;
  seed: number;
  tasks: number;
  skippedWithoutGold: number;
  scorer: string;
  methods: Record<MenuMethod, MethodSimulation>;
}

/**
 * Builds both menus (relevance-only and State-Path) for every task with gold and runs the
 * simulated agent `runs` times on each, toward the task's gold targets (the sinks of its gold
 * path: all must succeed). Both menus of a task share the random stream of each run.
 */
export async function simulateTasks(
  index: CatalogIndex,
  tasks: TaskSet,
  options: SimulateTasksOptions,
): Promise<SimulationReport> {
  const agent = options.agent ?? DEFAULT_AGENT;
  const scorer = options.scorer ?? structuralScorer;
  const withGold = tasks.tasks.filter((t) => goldToolIds(t.gold).length > 0);
  const tallies: Record<MenuMethod, Record<ChainBucket, SimulationTally>> = {
    relevance: bucketTallies(),
    'state-path': bucketTallies(),
  };
  let done = 0;
  for (const task of withGold) {
    const pair = await buildMenus(index, task, {
      params: options.params ?? DEFAULT_MENU_PARAMS,
      scorer,
      ...(options.prior ? { prior: options.prior } : {}),
    });
    const targets = goldTargetIds(task.gold)
      .map((id) => index.byId.get(id))
      .filter((t): t is number => t !== undefined);
    const bucket = chainBucket(goldToolIds(task.gold).length);
    for (const menu of [pair.relevance, pair.statePath]) {
      const problem = compileMenuProblem(
        index,
        pair.context.state,
        menu.slots.map((s) => s.tool),
        targets,
      );
      const { tally } = simulateMenu(problem, { runs: options.runs, seed: options.seed, label: task.id, agent });
      mergeTally(tallies[menu.method][bucket], tally);
    }
    options.onProgress?.(++done, withGold.length);
  }
  const summarize = (byBucket: Record<ChainBucket, SimulationTally>): MethodSimulation => {
    const overall = emptyTally();
    for (const b of CHAIN_BUCKETS) mergeTally(overall, byBucket[b]);
    return {
      overall: summarizeTally(overall),
      buckets: Object.fromEntries(CHAIN_BUCKETS.map((b) => [b, summarizeTally(byBucket[b])])) as Record<
        ChainBucket,
        SimulationStats
      >,
    };
  };
  return {
    label: SIMULATION_LABEL,
    note: SIMULATION_NOTE,
    agent,
    runs: options.runs,
    seed: options.seed,
    tasks: withGold.length,
    skippedWithoutGold: tasks.tasks.length - withGold.length,
    scorer: scorer.name,
    methods: { relevance: summarize(tallies.relevance), 'state-path': summarize(tallies['state-path']) },
  };
}

function bucketTallies(): Record<ChainBucket, SimulationTally> {
  return Object.fromEntries(CHAIN_BUCKETS.map((b) => [b, emptyTally()])) as Record<ChainBucket, SimulationTally>;
}
