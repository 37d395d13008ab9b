import { useWorkspace } from '../../queries/useWorkspace';
import { useLibraryStore } from '../../stores/useLibraryStore';

const button =
  'flex max-w-56 items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 aria-expanded:bg-sky-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-expanded:bg-sky-900/60';

/** Header buttons: the catalog library (shows the open catalog) and the schema lint. */
export function LibraryButtons() {
  const workspace = useWorkspace().data;
  const drawer = useLibraryStore((s) => s.drawer);
  const toggleDrawer = useLibraryStore((s) => s.toggleDrawer);
  const active = workspace?.catalogs.find((c) => c.active);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-expanded={drawer === 'catalogs'}
        onClick={() => toggleDrawer('catalogs')}
        title="Load, switch and delete catalogs; export edits"
      >
        <span className="text-slate-600 dark:text-slate-400">Catalog</span>
        <span data-testid="active-catalog" className="truncate">
          {active?.name ?? '—'}
        </span>
        {active && active.editCount > 0 && (
          <span className="rounded bg-violet-100 px-1 text-[10px] text-violet-800 dark:bg-violet-950 dark:text-violet-200">
            {active.editCount} edit{active.editCount === 1 ? '' : 's'}
          </span>
        )}
      </button>
      <button
        type="button"
        className={button}
        aria-expanded={drawer === 'lint'}
        onClick={() => toggleDrawer('lint')}
        title="Schema lint of the open catalog"
      >
        Lint
      </button>
      {workspace && !workspace.storage.durable && (
        <span
          data-testid="memory-only"
          title={workspace.storage.problem}
          className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          not saved: memory only
        </span>
      )}
    </div>
  );
}
