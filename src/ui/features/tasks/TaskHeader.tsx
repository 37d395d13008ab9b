import { memo, useCallback, useMemo } from 'react';
import type { MenusView } from '../../../worker/views/inspectorViews';
import type { AdHocTask } from '../../../worker/views/menusQuery';
import { useInspectorSummary } from '../../queries/useInspectorSummary';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';
import { TargetPicker } from '../targets/TargetPicker';
import { GoldChain } from './GoldChain';
import { RequestEditor } from './RequestEditor';
import { StateFieldsEditor } from './StateFieldsEditor';

/**
 * The selected task, editable: its request text, the state fields s0 (chips, inferred ones
 * marked) and its gold chain (set one for a new task). An edit rebuilds both menus.
 */
export const TaskHeader = memo(function TaskHeader({
  menus,
  failed = false,
}: {
  menus: MenusView | undefined;
  /** The menus could not be built (the error shows below): the request and gold chain stay editable. */
  failed?: boolean;
}) {
  const taskId = useSelectionStore((s) => s.taskId) ?? menus?.taskId ?? '';
  const summary = useInspectorSummary();
  const loaded = summary.data?.tasks.find((t) => t.id === taskId);
  const draft = useTaskDraftsStore((s) => s.drafts[taskId]);
  const setQuery = useTaskDraftsStore((s) => s.setQuery);
  const setState = useTaskDraftsStore((s) => s.setState);
  const setGold = useTaskDraftsStore((s) => s.setGold);
  const revert = useTaskDraftsStore((s) => s.revert);
  const deleteTask = useTaskDraftsStore((s) => s.deleteTask);
  const selectTask = useSelectionStore((s) => s.selectTask);
  const createdQuery = loaded ? undefined : (draft?.query ?? '');
  // The task as loaded: what the first edit starts from.
  const base = useMemo(
    (): AdHocTask =>
      loaded
        ? loaded.state
          ? { query: loaded.query, state: loaded.state }
          : { query: loaded.query }
        : { query: createdQuery ?? '' },
    [loaded, createdQuery],
  );
  const query = draft?.query ?? base.query;
  const current = menus && menus.taskId === taskId ? menus : undefined;
  const pinned = draft ? draft.state !== undefined : base.state !== undefined;
  const commitQuery = useCallback((q: string) => setQuery(taskId, q, base), [setQuery, taskId, base]);
  return (
    <section aria-label="Selected task" className="flex flex-col gap-1.5">
      <p className="flex items-center gap-2 font-mono text-xs text-slate-600 dark:text-slate-400">
        {taskId}
        {draft?.created && (
          <>
            <span className="rounded bg-sky-100 px-1 font-sans text-[10px] font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">
              new
            </span>
            <button
              type="button"
              onClick={() => {
                deleteTask(taskId);
                const next = useTaskDraftsStore.getState().created[0] ?? summary.data?.tasks[0]?.id;
                if (next !== undefined) selectTask(next);
                else useSelectionStore.setState({ taskId: null });
              }}
              className="font-sans text-[11px] text-sky-700 underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300"
            >
              Delete task
            </button>
          </>
        )}
        {draft && !draft.created && (
          <>
            <span
              data-testid="task-edited"
              className="rounded bg-amber-100 px-1 font-sans text-[10px] font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            >
              edited
            </span>
            <button
              type="button"
              onClick={() => revert(taskId)}
              className="font-sans text-[11px] text-sky-700 underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300"
            >
              Revert
            </button>
          </>
        )}
      </p>
      <RequestEditor value={query} onCommit={commitQuery} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-slate-600 dark:text-slate-300">
        {current ? (
          <StateFieldsEditor
            fields={current.state}
            suggestions={current.fieldSuggestions}
            pinned={pinned}
            onPin={(fields) => setState(taskId, fields, base)}
            onInfer={() => setState(taskId, undefined, base)}
          />
        ) : (
          <span className="italic text-slate-600 dark:text-slate-400">
            {query.trim() === ''
              ? 'Type a request to build both menus.'
              : failed
                ? 'No menus for this request: see below.'
                : 'Building the menus…'}
          </span>
        )}
        {(current || draft?.gold) && (
          <GoldChain
            // One editor per task: another task opens with its chain shown, not edited.
            key={taskId}
            // The draft's chain first: a second edit must not start from menus still being rebuilt,
            // and a chain the menus refuse (a tool a reloaded catalog lacks) must stay editable.
            gold={draft?.gold ? { chain: draft.gold, tools: [] } : (current?.gold ?? null)}
            onChange={(chain) => setGold(taskId, chain, base)}
          />
        )}
        {current && <TargetPicker taskId={taskId} menus={current} />}
      </div>
    </section>
  );
});
