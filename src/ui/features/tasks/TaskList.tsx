import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { TaskSummaryView } from '../../../worker/views/inspectorViews';
import { listboxKeyHandler } from '../../shared/listboxKeys';
import { useScrollActiveIntoView } from '../../shared/useScrollActiveIntoView';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';
import { ScoresDialog } from '../scores/ScoresDialog';
import { filterTasks } from './filterTasks';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

/**
 * The task list (created tasks first), searchable by id and query; arrows move, Enter or a click
 * opens a task; "New task" starts one; "Scores" (where tasks have gold paths) scores both menus of
 * every task (ScoresDialog). Memoized: its rows (320 in the demo) need not render again
 * at each of the app shell's renders while menus rebuild.
 */
export const TaskList = memo(function TaskList({ tasks: loaded }: { tasks: readonly TaskSummaryView[] }) {
  const idPrefix = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const created = useTaskDraftsStore((s) => s.created);
  const drafts = useTaskDraftsStore((s) => s.drafts);
  const createTask = useTaskDraftsStore((s) => s.createTask);
  // A gold chain set in the page counts as the task's gold (★ and Scores).
  const tasks = useMemo(
    () => [
      ...created.map((id): TaskSummaryView => ({
        id,
        query: drafts[id]?.query ?? '',
        goldSize: drafts[id]?.gold?.length ?? 0,
      })),
      ...loaded.map((t) => {
        const gold = drafts[t.id]?.gold;
        return gold ? { ...t, goldSize: gold.length } : t;
      }),
    ],
    [created, drafts, loaded],
  );
  const shown = useMemo(() => filterTasks(tasks, deferred), [tasks, deferred]);
  // The task set's scores need gold paths to score against.
  const scored = useMemo(() => tasks.some((t) => t.goldSize > 0), [tasks]);
  const [scoresOpen, setScoresOpen] = useState(false);
  const taskId = useSelectionStore((s) => s.taskId);
  const selectTask = useSelectionStore((s) => s.selectTask);
  const newTask = (): void => {
    const id = createTask('', new Set(loaded.map((t) => t.id)));
    setSearch('');
    selectTask(id);
    // The request editor takes the focus: the new task is typed there.
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('[data-testid="task-query"]')?.focus());
  };
  const [active, setActive] = useState(-1);
  const activeTask = shown[active];
  const activeId = activeTask ? `${idPrefix}-task-${active}` : undefined;
  const clickedOption = useScrollActiveIntoView(activeId);
  // A task opened from the scores becomes the list's active option, scrolled into view (the
  // search is cleared where it hides the task).
  const openFromScores = (id: string): void => {
    let index = shown.findIndex((t) => t.id === id);
    if (index < 0) {
      setSearch('');
      index = tasks.findIndex((t) => t.id === id);
    }
    setActive(index);
    selectTask(id);
  };
  const choose = (index: number): void => {
    const task = shown[index];
    if (!task) return;
    setActive(index);
    selectTask(task.id);
  };
  return (
    <nav
      aria-label="Tasks"
      className="flex min-h-0 flex-col [contain:size_layout] gap-2 border-r border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex items-center justify-between gap-2">
        <label
          htmlFor={`${idPrefix}-search`}
          className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
        >
          Search tasks
        </label>
        <button type="button" onClick={newTask} className={SMALL_BUTTON}>
          + New task
        </button>
      </div>
      <input
        id={`${idPrefix}-search`}
        type="search"
        value={search}
        placeholder="Id or request words"
        onChange={(e) => {
          setSearch(e.target.value);
          setActive(-1);
        }}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          {shown.length} of {tasks.length} tasks
        </p>
        {scored && (
          <button
            type="button"
            onClick={() => setScoresOpen(true)}
            title="Both menus of every task with a gold path, scored"
            className={SMALL_BUTTON}
          >
            Scores
          </button>
        )}
      </div>
      {scoresOpen && <ScoresDialog onClose={() => setScoresOpen(false)} onOpenTask={openFromScores} />}
      <div
        role="listbox"
        tabIndex={0}
        aria-label="Task list"
        aria-activedescendant={activeId}
        onKeyDown={listboxKeyHandler(shown.length, active, setActive, choose)}
        onFocus={() => {
          if (active < 0)
            setActive(
              Math.max(
                0,
                shown.findIndex((t) => t.id === taskId),
              ),
            );
        }}
        className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {shown.map((t, index) => (
          <div
            key={t.id}
            id={`${idPrefix}-task-${index}`}
            role="option"
            aria-selected={t.id === taskId}
            data-testid="task"
            data-task-id={t.id}
            onClick={() => {
              clickedOption(`${idPrefix}-task-${index}`);
              choose(index);
            }}
            className={`mb-0.5 cursor-pointer rounded-md px-2 py-1.5 text-sm [contain-intrinsic-size:auto_58px] [content-visibility:auto] ${t.id === taskId ? 'bg-sky-100 dark:bg-sky-900/50' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70'} ${index === active ? 'outline-2 -outline-offset-2 outline-sky-500' : ''}`}
          >
            <span className="flex items-center justify-between gap-2 font-mono text-[11px] text-slate-600 dark:text-slate-400">
              {t.id}
              {t.goldSize > 0 && (
                <span title={`gold path with ${t.goldSize} tools`} className="text-amber-800 dark:text-amber-400">
                  ★ {t.goldSize}
                </span>
              )}
            </span>
            <span className="line-clamp-2 text-slate-800 dark:text-slate-200">
              {drafts[t.id]?.query || t.query || <i className="text-slate-600 dark:text-slate-400">new task</i>}
            </span>
          </div>
        ))}
      </div>
    </nav>
  );
});
