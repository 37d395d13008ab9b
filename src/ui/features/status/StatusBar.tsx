import type { InspectorSummary, MenusView } from '../../../worker/views/inspectorViews';
import { formatCount, formatMs } from '../../shared/formatNumber';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';
import { EncoderPasses, ScorerStatus } from './ScorerStatus';

interface StatusBarProps {
  summary: InspectorSummary | undefined;
  menus: MenusView | undefined;
  computing: boolean;
  loadFailed: boolean;
}

/** What is loaded, which scorer built the State-Path menu (encoder backend or fallback), and where the time went. */
export function StatusBar({ summary, menus, computing, loadFailed }: StatusBarProps) {
  const item = 'flex items-center gap-1 whitespace-nowrap';
  // The task list shows the tasks made here too: the count is the list's.
  const created = useTaskDraftsStore((s) => s.created.length);
  return (
    <footer
      role="status"
      aria-label="Status"
      className="flex h-7 shrink-0 items-center gap-4 overflow-x-auto border-t border-slate-200 bg-slate-50 px-3 text-[11px] text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
    >
      {summary ? (
        <>
          <span
            className={item}
            data-testid="status-counts"
            title={`${summary.catalogName} (${summary.catalogFile}, ${summary.tasksFile}), loaded and indexed in ${formatMs(summary.loadMs)} ms`}
          >
            <b className="font-semibold text-slate-800 dark:text-slate-200">{formatCount(summary.toolCount)}</b> tools ·
            <b className="font-semibold text-slate-800 dark:text-slate-200">
              {formatCount(summary.tasks.length + created)}
            </b>{' '}
            tasks
          </span>
          {menus && <ScorerStatus status={menus.scorerStatus} />}
          {menus && (
            <span
              className={item}
              data-testid="status-timings"
              title="Per-stage time of the current menus (timings_ms)"
            >
              timings_ms
              {menus.stages.map((stage) => (
                <span
                  key={stage.key}
                  className="font-mono"
                  data-testid={`status-stage-${stage.key}`}
                  title={`${stage.label}: ${stage.note}`}
                >
                  {stage.label} <b className="font-semibold text-slate-800 dark:text-slate-200">{formatMs(stage.ms)}</b>
                  {stage.reused && (
                    <span
                      role="img"
                      aria-label="reused"
                      title="reused from the previous build of this task"
                      data-testid={`status-stage-${stage.key}-reused`}
                    >
                      ↺
                    </span>
                  )}
                  {stage.key === 'membership' && <EncoderPasses status={menus.scorerStatus} />}
                </span>
              ))}
            </span>
          )}
        </>
      ) : (
        <span>{loadFailed ? 'No catalog loaded' : 'Loading the demo catalog…'}</span>
      )}
      {computing && <span className="ml-auto text-sky-700 dark:text-sky-300">building menus…</span>}
    </footer>
  );
}
