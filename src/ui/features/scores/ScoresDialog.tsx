import { useId, useMemo, useState } from 'react';
import { CHAIN_BUCKETS } from '../../../core/index';
import type {
  EvaluationQuery,
  EvaluationView,
  MethodScores,
  TaskScore,
  TaskScoreRow,
} from '../../../worker/views/evaluationView';
import { useEvaluation } from '../../queries/useEvaluation';
import { useSessionRevision } from '../../queries/useWorkspace';
import { useScoresStore } from '../../stores/useScoresStore';
import { ModalDialog } from '../../shared/ModalDialog';

/** The outcomes the task rows can be filtered by (State-Path against relevance-only, at K unless said). */
const FILTERS = {
  all: { label: 'Every task with a gold path', keep: () => true },
  spMisses: { label: 'State-Path misses the chain', keep: (r: TaskScoreRow) => !r.statePath.covered },
  lost: {
    label: 'Relevance covers the chain, State-Path does not',
    keep: (r: TaskScoreRow) => r.relevance.covered && !r.statePath.covered,
  },
  won: {
    label: 'State-Path covers the chain, relevance does not',
    keep: (r: TaskScoreRow) => r.statePath.covered && !r.relevance.covered,
  },
  notFirst: { label: 'State-Path slot 1 is not the first step', keep: (r: TaskScoreRow) => !r.statePath.first1 },
  inverted: {
    label: 'State-Path lists a consumer before its producer',
    keep: (r: TaskScoreRow) => r.statePath.orderHits < r.statePath.orderEdges,
  },
  changed: {
    label: 'State-Path moved from the baseline',
    keep: (r: TaskScoreRow, before?: TaskScoreRow) => changes(r.statePath, before?.statePath).length > 0,
  },
} as const;
type FilterKey = keyof typeof FILTERS;

/** The baseline's buttons. */
const BUTTON =
  'rounded-md border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:hover:bg-slate-800';

const pct = (v: number): string => `${(100 * v).toFixed(1)} %`;

/** The summary's rows: what each figure measures, and how to read it from a method's scores. */
function summaryRows(
  view: EvaluationView,
): { label: string; value: (s: MethodScores) => string; share: (s: MethodScores) => number | null }[] {
  const n = view.tasks;
  const count = (share: number): string => `${pct(share)} (${Math.round(share * n)} of ${n})`;
  return [
    {
      label: `Whole gold chain on the ${view.budget}-slot menu`,
      value: (s) => count(s.coverage),
      share: (s) => s.coverage,
    },
    {
      label: `Whole gold chain in the top ${view.top}`,
      value: (s) => count(s.coverageTop),
      share: (s) => s.coverageTop,
    },
    { label: `Gold tools in the top ${view.top}`, value: (s) => pct(s.recallTop), share: (s) => s.recallTop },
    {
      label: `Gold producers before their consumers in the top ${view.top}`,
      value: (s) =>
        s.order === null
          ? 'no gold pair in the top L'
          : `${pct(s.order)} (${Math.round(s.order * s.orderEdges)} of ${s.orderEdges} pairs)`,
      share: (s) => s.order,
    },
    { label: 'Slot 1 is the gold chain’s first step', value: (s) => count(s.first1), share: (s) => s.first1 },
  ];
}

/** A change in percentage points, signed ("+2.5", "−0.3", "±0"). */
function points(now: number | null, before: number | null): string {
  if (now === null || before === null) return '—';
  const d = Math.round(1000 * (now - before)) / 10;
  return d === 0 ? '±0' : `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(1)}`;
}

/** What a task's State-Path outcome lost or gained against the baseline's ("+chain", "−slot 1"); empty when nothing moved. */
function changes(now: TaskScore, before: TaskScore | undefined): string[] {
  if (!before) return [];
  const out: string[] = [];
  const flip = (a: boolean, b: boolean, what: string): void => {
    if (a !== b) out.push(`${a ? '+' : '−'}${what}`);
  };
  flip(now.covered, before.covered, 'chain');
  flip(now.coveredTop, before.coveredTop, 'top L');
  flip(now.first1, before.first1, 'slot 1');
  return out;
}

/** How a baseline's scores were built, in a line. */
function describeScores(query: EvaluationQuery): string {
  return [
    `K ${query.budget}`,
    `L ${query.top}`,
    query.tuning ? 'tuned weights or rules' : 'default weights and rules',
    query.scorer === 'encoder' ? 'the encoder' : 'the structural scorer',
    query.inferState ? 's0 inferred' : 's0 as given',
  ].join(' · ');
}

/** The figures by chain length (CHAIN_BUCKETS, as `eval` prints them): tasks, chain on the K-slot menu, slot 1. */
function ByChainLength({ view }: { view: EvaluationView }) {
  const share = (rows: TaskScoreRow[], f: (r: TaskScoreRow) => boolean): string =>
    pct(rows.filter(f).length / rows.length);
  const buckets = CHAIN_BUCKETS.map((b) => ({ bucket: b, rows: view.rows.filter((r) => r.bucket === b) })).filter(
    (b) => b.rows.length > 0,
  );
  return (
    <table className="min-w-[24rem] flex-1 text-xs" aria-label="By chain length">
      <thead>
        <tr className="text-left text-slate-600 dark:text-slate-400">
          <th scope="col" className="py-1 pr-2 font-medium">
            Gold tools
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            Tasks
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            Chain on the {view.budget}-slot menu: relevance / State-Path
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            Slot 1 the first step: relevance / State-Path
          </th>
        </tr>
      </thead>
      <tbody>
        {buckets.map(({ bucket, rows }) => (
          <tr key={bucket} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {bucket.replace('-', '–')}
            </th>
            <td className="px-2 py-1 tabular-nums">{rows.length}</td>
            <td className="px-2 py-1 tabular-nums">
              {share(rows, (r) => r.relevance.covered)} / {share(rows, (r) => r.statePath.covered)}
            </td>
            <td className="px-2 py-1 tabular-nums">
              {share(rows, (r) => r.relevance.first1)} / {share(rows, (r) => r.statePath.first1)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Mark({ ok, label }: { ok: boolean; label: string }) {
  return (
    <span
      role="img"
      aria-label={`${label}: ${ok ? 'yes' : 'no'}`}
      className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}
    >
      {ok ? '✓' : '✗'}
    </span>
  );
}

function ScoreCells({ score, top, order }: { score: TaskScore; top: number; order: boolean }) {
  return (
    <>
      <td className="px-2 py-1 text-center">
        <Mark ok={score.covered} label="whole chain on the menu" />
      </td>
      <td className="px-2 py-1 text-center">
        <Mark ok={score.coveredTop} label={`whole chain in the top ${top}`} />
      </td>
      <td className="px-2 py-1 text-center">
        <Mark ok={score.first1} label="slot 1 is the first step" />
      </td>
      {order && (
        <td className="px-2 py-1 text-center tabular-nums">
          {score.orderEdges === 0 ? '—' : `${score.orderHits}/${score.orderEdges}`}
        </td>
      )}
    </>
  );
}

/**
 * The task set's scores: both menus of every task with a gold path, built with the settings of
 * the menus on screen (K, L, weights, rules, scorer), the figures over the set, and the tasks by
 * outcome; a task's row opens it.
 */
export function ScoresDialog({ onClose, onOpenTask }: { onClose: () => void; onOpenTask: (taskId: string) => void }) {
  const id = useId();
  const [inferState, setInferState] = useState(false);
  const [filter, setFilter] = useState<FilterKey>('all');
  const evaluation = useEvaluation(true, inferState);
  const view = evaluation.data;
  const revision = useSessionRevision();
  const baseline = useScoresStore((s) => s.baseline);
  const keepBaseline = useScoresStore((s) => s.keepBaseline);
  const clearBaseline = useScoresStore((s) => s.clearBaseline);
  // The baseline's rows by task id (a task scored in both is compared; the others are not).
  const before = useMemo(() => new Map(baseline?.view.rows.map((r) => [r.taskId, r]) ?? []), [baseline]);
  const filters = (Object.keys(FILTERS) as FilterKey[]).filter((key) => key !== 'changed' || baseline !== null);
  const counts = useMemo(() => {
    const out = {} as Record<FilterKey, number>;
    for (const key of Object.keys(FILTERS) as FilterKey[])
      out[key] = view?.rows.filter((r) => FILTERS[key].keep(r, before.get(r.taskId))).length ?? 0;
    return out;
  }, [view, before]);
  const shownFilter: FilterKey = filter === 'changed' && baseline === null ? 'all' : filter;
  const rows = useMemo(
    () => view?.rows.filter((r) => FILTERS[shownFilter].keep(r, before.get(r.taskId))) ?? [],
    [view, shownFilter, before],
  );
  const progress = evaluation.progress;
  return (
    <ModalDialog title="Scores over the task set" onClose={onClose}>
      <div className="flex h-full min-h-0 flex-col gap-3 overflow-hidden p-3 text-sm" data-testid="scores">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
          <span>
            Both menus of every task with a gold path, built as the menus on screen are (K {evaluation.query.budget}, L{' '}
            {evaluation.query.top}, the weights, rules and scorer of <strong>Advanced</strong>);{' '}
            <code>menu-inspector eval</code> gives the same figures.
          </span>
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={inferState}
              onChange={(e) => setInferState(e.target.checked)}
              className="focus-visible:outline-2 focus-visible:outline-sky-500"
            />
            s0 inferred from each request (the tasks’ state left out)
          </label>
        </div>
        {evaluation.isFetching && (
          <div
            role="status"
            aria-live="polite"
            className="flex items-center gap-2 text-xs"
            data-testid="scores-progress"
          >
            <progress
              aria-label="Tasks scored"
              value={progress?.done ?? 0}
              max={Math.max(1, progress?.total ?? 1)}
              className="h-2 w-48"
            />
            {progress ? `Scoring task ${progress.done} of ${progress.total}…` : 'Starting…'}
          </div>
        )}
        {evaluation.isError && !evaluation.isFetching && (
          <p role="alert" className="text-xs text-rose-700 dark:text-rose-400">
            The scores could not be computed: {evaluation.error.message}
          </p>
        )}
        {view && !evaluation.isFetching && (
          <>
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="scores-scope">
              {view.tasks} {view.tasks === 1 ? 'task' : 'tasks'} with a gold path
              {view.withoutGold > 0 ? ` (${view.withoutGold} without one, left out)` : ''} · s0{' '}
              {view.inferState ? 'inferred from each request' : 'as each task gives it (inferred where it gives none)'}{' '}
              · State-Path scored by the{' '}
              {view.scorer.backend === 'structural' ? 'structural scorer' : `encoder (${view.scorer.backend})`}
              {view.scorer.reason ? ` (${view.scorer.reason})` : ''} · {(view.ms / 1000).toFixed(1)} s
            </p>
            <div className="flex flex-wrap items-center gap-2 text-xs" data-testid="scores-baseline">
              {baseline ? (
                <span>
                  Baseline: {describeScores(baseline.query)}
                  {baseline.revision !== revision ? ', on an earlier revision of the catalog' : ''} (the Δ column and
                  the last filter compare with it)
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">
                  Keep these scores as a baseline, change a setting or a schema, and score again to see what moved.
                </span>
              )}
              <button
                type="button"
                onClick={() => keepBaseline({ view, query: evaluation.query, revision })}
                className={BUTTON}
              >
                {baseline ? 'Keep these instead' : 'Keep as baseline'}
              </button>
              {baseline && (
                <button type="button" onClick={clearBaseline} className={BUTTON}>
                  Clear baseline
                </button>
              )}
            </div>
            <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
              <table className="min-w-[28rem] flex-1 text-xs" aria-label="Scores over the task set">
                <thead>
                  <tr className="text-left text-slate-600 dark:text-slate-400">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Measure
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium">
                      Relevance-only
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium">
                      State-Path
                    </th>
                    {baseline && (
                      <th scope="col" className="px-2 py-1 font-medium">
                        State-Path Δ (points)
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {summaryRows(view).map((row) => (
                    <tr key={row.label} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-1 pr-2 text-left font-normal">
                        {row.label}
                      </th>
                      <td className="px-2 py-1 tabular-nums">{row.value(view.summary.relevance)}</td>
                      <td className="px-2 py-1 tabular-nums">{row.value(view.summary['state-path'])}</td>
                      {baseline && (
                        <td className="px-2 py-1 tabular-nums" data-testid="scores-delta">
                          {points(
                            row.share(view.summary['state-path']),
                            row.share(baseline.view.summary['state-path']),
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              <ByChainLength view={view} />
            </div>
            <div className="flex items-center gap-2 text-xs">
              <label htmlFor={`${id}-filter`}>Tasks:</label>
              <select
                id={`${id}-filter`}
                value={shownFilter}
                onChange={(e) => setFilter(e.target.value as FilterKey)}
                className="rounded-md border border-slate-300 bg-white px-1.5 py-0.5 dark:border-slate-600 dark:bg-slate-900"
              >
                {filters.map((key) => (
                  <option key={key} value={key}>
                    {FILTERS[key].label} ({counts[key]})
                  </option>
                ))}
              </select>
              <span className="text-slate-600 dark:text-slate-400">a row opens its task</span>
            </div>
            <div className="min-h-0 flex-1 overflow-auto rounded-md border border-slate-200 dark:border-slate-700">
              <table className="w-full text-xs" aria-label="Tasks by outcome">
                <thead className="sticky top-0 bg-white dark:bg-slate-900">
                  <tr className="text-slate-600 dark:text-slate-400">
                    <th scope="col" className="px-2 py-1 text-left font-medium">
                      Task
                    </th>
                    <th scope="col" className="px-2 py-1 text-left font-medium">
                      Request
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium">
                      Gold tools
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium" colSpan={3}>
                      Relevance-only: on the menu · top {view.top} · slot 1
                    </th>
                    <th scope="col" className="px-2 py-1 font-medium" colSpan={4}>
                      State-Path: on the menu · top {view.top} · slot 1 · order
                    </th>
                    {baseline && (
                      <th scope="col" className="px-2 py-1 font-medium">
                        Since the baseline
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr
                      key={r.taskId}
                      data-testid="scores-row"
                      className="cursor-pointer border-t border-slate-100 hover:bg-sky-50 dark:border-slate-800 dark:hover:bg-slate-800"
                      onClick={() => {
                        onOpenTask(r.taskId);
                        onClose();
                      }}
                    >
                      <td className="px-2 py-1 font-mono">
                        <button
                          type="button"
                          className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
                          onClick={(e) => {
                            e.stopPropagation();
                            onOpenTask(r.taskId);
                            onClose();
                          }}
                        >
                          {r.taskId}
                        </button>
                      </td>
                      <td className="max-w-md truncate px-2 py-1" title={r.query}>
                        {r.query}
                      </td>
                      <td className="px-2 py-1 text-center tabular-nums">{r.goldSize}</td>
                      <ScoreCells score={r.relevance} top={view.top} order={false} />
                      <ScoreCells score={r.statePath} top={view.top} order />
                      {baseline && (
                        <td className="px-2 py-1 text-center" data-testid="scores-moved">
                          {changes(r.statePath, before.get(r.taskId)?.statePath).join(' ')}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              {rows.length === 0 && <p className="p-3 text-xs text-slate-600 dark:text-slate-400">No task here.</p>}
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
