import { formatCount } from '../../shared/formatNumber';
import type { CatalogEntryView } from '../../../worker/views/workspaceViews';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useWorkspace } from '../../queries/useWorkspace';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';

function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

function sourceLine(entry: CatalogEntryView): string {
  if (entry.builtin) return 'built-in demo';
  const when = new Date(entry.loadedAt).toLocaleString();
  return `${entry.source.kind === 'url' ? (entry.source.url ?? entry.source.name) : entry.source.name} · ${when}`;
}

/** The loaded catalogs (the demo first): open one, delete one; format, tool, task and edit counts. */
export function CatalogList() {
  const workspace = useWorkspace().data;
  const { openCatalog, deleteCatalog } = useLibraryActions();
  // Tasks made with "+ New task" count with the catalog they were made in, as its task list does.
  const createdHere = useTaskDraftsStore((s) => s.created.length);
  const createdElsewhere = useTaskDraftsStore((s) => s.others);
  if (!workspace) return null;
  const createdIn = (entry: CatalogEntryView): number =>
    entry.active ? createdHere : (createdElsewhere[entry.id]?.created.length ?? 0);
  return (
    <section aria-label="Loaded catalogs" className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Catalogs</h3>
      <ul aria-label="Catalog list" className="flex flex-col gap-1.5">
        {workspace.catalogs.map((entry) => (
          <li
            key={entry.id}
            data-testid="catalog-entry"
            data-active={entry.active}
            aria-label={entry.name}
            className={`flex items-start gap-2 rounded-md border px-2.5 py-2 ${entry.active ? 'border-sky-400 bg-sky-50 dark:border-sky-700 dark:bg-sky-950/50' : 'border-slate-200 dark:border-slate-700'}`}
          >
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline gap-2">
                <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100" title={entry.name}>
                  {entry.name}
                </span>
                <span className="shrink-0 rounded bg-slate-200 px-1 font-mono text-[10px] text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  {entry.format}
                </span>
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {plural(entry.toolCount, 'tool')} ·{' '}
                <span data-testid="catalog-task-count">
                  {plural(entry.taskCount + createdIn(entry), entry.sampleTasks ? 'sample task' : 'task')}
                </span>
                {entry.trajectoryCount > 0 &&
                  ` · ${plural(entry.trajectoryCount, 'trajectory').replace('trajectorys', 'trajectories')}`}
                {' · '}
                <span data-testid="catalog-edit-count">{plural(entry.editCount, 'edit')}</span>
              </p>
              <p className="truncate text-[11px] text-slate-600 dark:text-slate-400" title={sourceLine(entry)}>
                {sourceLine(entry)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-1">
              {entry.active ? (
                <span className="px-2 py-0.5 text-xs font-medium text-sky-700 dark:text-sky-300">Open</span>
              ) : (
                <button
                  type="button"
                  onClick={() => void openCatalog(entry.id)}
                  aria-label={`Open ${entry.name}`}
                  className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  Open
                </button>
              )}
              <button
                type="button"
                aria-label={
                  entry.builtin ? `Reset ${entry.name} (drop its edits and attached files)` : `Delete ${entry.name}`
                }
                title={
                  entry.builtin ? 'Drop the edits and attached files of the demo' : 'Delete this catalog and its edits'
                }
                onClick={() => {
                  if (
                    window.confirm(
                      entry.builtin
                        ? `Drop the demo's ${plural(entry.editCount, 'edit')} and attached files?`
                        : `Delete ${entry.name} and its ${plural(entry.editCount, 'edit')}?`,
                    )
                  )
                    void deleteCatalog(entry.id);
                }}
                className="rounded border border-rose-300 px-2 py-0.5 text-xs text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-rose-800 dark:text-rose-300 dark:hover:bg-rose-950"
              >
                {entry.builtin ? 'Reset' : 'Delete'}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
