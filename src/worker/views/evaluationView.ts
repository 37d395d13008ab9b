import {
  evaluateTasks,
  withoutState,
  type ChainBucket,
  goldToolIds,
  type Clock,
  type MenuMethod,
  type MetricsSummary,
  type TaskMetrics,
  type TaskSet,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';
import { buildWithScorer, type WorkerEncoder } from '../workerEncoder';
import { queryParams, type MenuTuning, type ScorerChoice } from './menusQuery';
import { tasksAsEdited, type TaskEdit } from './tasksExport';

/**
 * The task set's scores: both menus of every task with a gold path, built as the menus on screen
 * are (K, L, the weights and rules, the scorer), measured against the gold: the same figures as
 * `menu-inspector eval --budgets L,K` on the catalog and tasks.
 */
export interface EvaluationQuery {
  budget: number;
  top: number;
  tuning?: MenuTuning;
  /** Absent: the structural scorer. */
  scorer?: ScorerChoice;
  /** Every task's `state` dropped: s0 inferred from each request, as for a request typed in the app (`eval --infer-state`). */
  inferState?: boolean;
  /** The page's edited and created tasks (requests, s0, gold chains): the set is scored as the page holds it (tasksAsEdited). */
  edits?: TaskEdit[];
}

/** One menu's outcome on one task. */
export interface TaskScore {
  /** The whole gold chain is on the K-slot menu. */
  covered: boolean;
  /** … on the L-slot menu. */
  coveredTop: boolean;
  /** Share of the gold tools on the L-slot menu. */
  recallTop: number;
  /** Slot 1 is the gold path's first step. */
  first1: boolean;
  /** Gold producer → consumer pairs in the top L of the K-slot menu, and how many list the producer first. */
  orderHits: number;
  orderEdges: number;
}

export interface TaskScoreRow {
  taskId: string;
  query: string;
  goldSize: number;
  /** The chain-length bucket of its gold path (distinct gold tools the catalog has: 1–2, 3–4, 5–6, 7+). */
  bucket: ChainBucket;
  relevance: TaskScore;
  statePath: TaskScore;
}

/** A menu's figures over the task set (shares in [0, 1]; order null when no gold pair had both tools in the top L). */
export interface MethodScores {
  coverage: number;
  coverageTop: number;
  recallTop: number;
  order: number | null;
  orderEdges: number;
  first1: number;
}

export interface EvaluationView {
  /** Tasks with a gold path (the ones scored) and tasks without one (skipped). */
  tasks: number;
  withoutGold: number;
  budget: number;
  top: number;
  inferState: boolean;
  /** The scorer that built the State-Path menus (the encoder's backend, or `structural`) and why it stood in, if it did. */
  scorer: { backend: string; reason?: string };
  summary: Record<MenuMethod, MethodScores>;
  rows: TaskScoreRow[];
  ms: number;
}

/** What the worker lends a long evaluation: progress, a pause to serve other requests, and a stop. */
export interface EvaluationHooks {
  progress?: (done: number, total: number) => void;
  /** Awaited after every task: the worker yields to its message queue here. */
  pause?: () => Promise<void>;
  /** Checked after every task: true stops the run with EvaluationStopped. */
  stopped?: () => boolean;
}

/** A run stopped by its caller (a newer evaluation, or the scores closed). */
export class EvaluationStopped extends Error {
  override name = 'EvaluationStopped';
  constructor() {
    super('the evaluation was stopped');
  }
}

function taskScore(atK: TaskMetrics, atL: TaskMetrics): TaskScore {
  return {
    covered: atK.covered,
    coveredTop: atL.covered,
    recallTop: atL.recall,
    first1: atK.first1,
    orderHits: atK.orderHits,
    orderEdges: atK.orderEdges,
  };
}

function methodScores(atK: MetricsSummary, atL: MetricsSummary): MethodScores {
  return {
    coverage: atK.coverage,
    coverageTop: atL.coverage,
    recallTop: atL.recall,
    order: atK.producerBeforeConsumer,
    orderEdges: atK.orderEdges,
    first1: atK.first1,
  };
}

/** Scores both menus of every task that has a gold path, as the page holds the tasks (EvaluationQuery). */
export async function evaluationView(
  session: InspectorSession,
  query: EvaluationQuery,
  clock: Clock,
  encoder: WorkerEncoder,
  hooks: EvaluationHooks = {},
): Promise<EvaluationView> {
  const t0 = clock.now();
  const params = queryParams({
    taskId: '',
    budget: query.budget,
    top: query.top,
    ...(query.tuning ? { tuning: query.tuning } : {}),
  });
  const K = String(params.budget);
  const L = String(params.top);
  const inferState = query.inferState === true;
  const held = query.edits && query.edits.length > 0 ? tasksAsEdited(session, query.edits).tasks : session.tasks;
  const tasks: TaskSet = inferState ? withoutState(held) : held;
  const queries = new Map(tasks.tasks.map((t) => [t.id, { query: t.query, goldSize: goldToolIds(t.gold).length }]));
  const { result, used } = await buildWithScorer(encoder, clock, async (scorer) => {
    const rows: TaskScoreRow[] = [];
    const report = await evaluateTasks(session.index, tasks, {
      budgets: [...new Set([params.top, params.budget])],
      params,
      scorer,
      ...(session.prior ? { prior: session.prior } : {}),
      onTask: async ({ taskId, done, total, metrics }) => {
        const m = metrics.get('');
        const r = m?.relevance;
        const sp = m?.['state-path'];
        const info = queries.get(taskId);
        if (r?.[K] && r[L] && sp?.[K] && sp[L] && info)
          rows.push({
            taskId,
            query: info.query,
            goldSize: info.goldSize,
            bucket: r[K].bucket,
            relevance: taskScore(r[K], r[L]),
            statePath: taskScore(sp[K], sp[L]),
          });
        hooks.progress?.(done, total);
        await hooks.pause?.();
        if (hooks.stopped?.()) throw new EvaluationStopped();
      },
    });
    return { report, rows };
  });
  const { report, rows } = result;
  const scores = (method: MenuMethod): MethodScores => {
    const atK = report.methods[method][K]?.overall;
    const atL = report.methods[method][L]?.overall;
    if (!atK || !atL) throw new Error(`no ${method} figures at K = ${K}, L = ${L}`);
    return methodScores(atK, atL);
  };
  return {
    tasks: report.tasks,
    withoutGold: report.skippedWithoutGold,
    budget: params.budget,
    top: params.top,
    inferState,
    scorer: { backend: used.status.backend, ...(used.status.reason ? { reason: used.status.reason } : {}) },
    summary: { relevance: scores('relevance'), 'state-path': scores('state-path') },
    rows,
    ms: clock.now() - t0,
  };
}
