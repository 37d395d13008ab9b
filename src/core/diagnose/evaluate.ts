import type { CatalogIndex } from '../catalog/catalogIndex';
import type { TaskSet } from '../catalog/types';
import type { MenuMethod } from '../menu/buildMenus';
import { buildStatePathMenu } from '../menu/buildMenus';
import type { MembershipScorer } from '../menu/membership';
import type { MenuParams } from '../menu/params';
import { structuralScorer } from '../menu/structuralScorer';
import { MenuStageCache } from '../menu/stageCache';
import { createTaskContext } from '../menu/taskContext';
import type { TransitionPrior } from '../state/transitionPrior';
import { goldToolIds } from './goldTargets';
import { menuTaskMetrics, summarizeByBucket, type ChainBucket, type MetricsSummary, type TaskMetrics } from './metrics';

export interface EvaluateOptions {
  budgets: readonly number[];
  params: MenuParams;
  scorer?: MembershipScorer;
  prior?: TransitionPrior;
  /** Called after each task (for progress on long runs). */
  onProgress?: (done: number, total: number) => void;
  /**
   * Called after each task with its metrics (per variant, method and budget), and awaited: the
   * caller keeps per-task rows, reports progress, lets other work run in between (the app's
   * worker yields to its message queue) or stops the run by throwing.
   */
  onTask?: (result: TaskEvaluation) => void | Promise<void>;
}

/** One task's metrics, as `onTask` gets them: by variant name (evaluateTasks: ''), method, then budget. */
export interface TaskEvaluation {
  taskId: string;
  done: number;
  total: number;
  metrics: Map<string, Record<MenuMethod, Record<string, TaskMetrics>>>;
}

export interface BudgetReport {
  overall: MetricsSummary;
  buckets: Record<ChainBucket, MetricsSummary>;
}

/** Metrics of both methods at every budget, over the tasks that have gold. */
export interface EvaluationReport {
  tasks: number;
  skippedWithoutGold: number;
  top: number;
  scorer: string;
  methods: Record<MenuMethod, Record<string, BudgetReport>>;
}

/**
 * Builds both menus for every task with gold at every budget and measures complete-chain
 * coverage, recall, producer-before-consumer rate in the top L, entry-first and first1 rates.
 * Relevance menus at a smaller budget are prefixes of the ranking; State-Path menus are
 * rebuilt per budget (the reranker reorders the whole menu's top L), from one task context and,
 * while the budgets leave the pool's cap as it is (≤ 256 by default), one pool stage
 * (MenuStageCache). A task's `state` is used as given; a task without one gets F0 inferred from
 * its request (createTaskContext).
 */
export async function evaluateTasks(
  index: CatalogIndex,
  tasks: TaskSet,
  options: EvaluateOptions,
): Promise<EvaluationReport> {
  const { params, ...rest } = options;
  const reports = await evaluateVariants(index, tasks, { ...rest, variants: new Map([['', params]]) });
  return reports.get('') as EvaluationReport;
}

/**
 * evaluateTasks for several parameter sets at once (`variants`, by name): per task, one task
 * context and, for variants whose pool parameters agree, one pool stage, so a variant costs
 * its retriever, menu pass and reranker only (bench/ablation.ts). The reports are those
 * evaluateTasks gives for each variant alone.
 */
export async function evaluateVariants(
  index: CatalogIndex,
  tasks: TaskSet,
  options: Omit<EvaluateOptions, 'params'> & { variants: ReadonlyMap<string, MenuParams> },
): Promise<Map<string, EvaluationReport>> {
  const withGold = tasks.tasks.filter((t) => goldToolIds(t.gold).length > 0);
  const variants = [...options.variants];
  const perVariant = variants.map((): Record<MenuMethod, Map<number, TaskMetrics[]>> => ({
    relevance: new Map(),
    'state-path': new Map(),
  }));
  let done = 0;
  for (const task of withGold) {
    const gold = task.gold ?? {};
    const ctx = createTaskContext(index, task, options.prior);
    // The budgets and variants share the pool stage (pool, analysis, pool pass) while the pool's parameters stay the same.
    const stages = new MenuStageCache(2);
    const metrics: TaskEvaluation['metrics'] = new Map();
    for (const [v, [name, base]] of variants.entries()) {
      const perMethod = perVariant[v] as Record<MenuMethod, Map<number, TaskMetrics[]>>;
      const own: Record<MenuMethod, Record<string, TaskMetrics>> = { relevance: {}, 'state-path': {} };
      for (const budget of options.budgets) {
        const relevanceMenu = Array.from(ctx.relevance.order.subarray(0, budget));
        const r = menuTaskMetrics(index, ctx.state, relevanceMenu, gold, base.top);
        push(perMethod.relevance, budget, r);
        const params = { ...base, budget, pool: { ...base.pool, poolCap: Math.max(base.pool.poolCap, budget) } };
        const { menu } = await buildStatePathMenu(ctx, params, options.scorer ?? structuralScorer, undefined, stages);
        const sp = menuTaskMetrics(
          index,
          ctx.state,
          menu.slots.map((s) => s.tool),
          gold,
          base.top,
        );
        push(perMethod['state-path'], budget, sp);
        own.relevance[String(budget)] = r;
        own['state-path'][String(budget)] = sp;
      }
      metrics.set(name, own);
    }
    done++;
    options.onProgress?.(done, withGold.length);
    await options.onTask?.({ taskId: task.id, done, total: withGold.length, metrics });
  }
  const report = (m: Map<number, TaskMetrics[]>): Record<string, BudgetReport> =>
    Object.fromEntries(options.budgets.map((b) => [String(b), summarizeByBucket(m.get(b) ?? [])]));
  return new Map(
    variants.map(([name, params], v) => {
      const perMethod = perVariant[v] as Record<MenuMethod, Map<number, TaskMetrics[]>>;
      return [
        name,
        {
          tasks: withGold.length,
          skippedWithoutGold: tasks.tasks.length - withGold.length,
          top: params.top,
          scorer: (options.scorer ?? structuralScorer).name,
          methods: { relevance: report(perMethod.relevance), 'state-path': report(perMethod['state-path']) },
        },
      ];
    }),
  );
}

function push(map: Map<number, TaskMetrics[]>, budget: number, m: TaskMetrics): void {
  const list = map.get(budget);
  if (list) list.push(m);
  else map.set(budget, [m]);
}
