import { useState } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useWorkspace } from '../../queries/useWorkspace';

const button =
  'rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** Undo, redo and the exports of the open catalog (the edited `tool-catalog/v1` and the `tool-catalog-edits/v1` list), with the save state. */
export function EditHistoryControls() {
  const history = useWorkspace().data?.history;
  const { undo, redo, exportCatalog, exportEdits } = useLibraryActions();
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<void>) => () => {
    setError(null);
    action().catch((e: unknown) => setError((e as Error).message));
  };
  const edits = history?.edits.length ?? 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          className={button}
          disabled={edits === 0}
          onClick={run(undo)}
          title={history?.edits[edits - 1] ? `Undo: ${history.edits[edits - 1]} (Ctrl+Z)` : 'Nothing to undo'}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className={button}
          disabled={(history?.redo.length ?? 0) === 0}
          onClick={run(redo)}
          title={history?.redo[0] ? `Redo: ${history.redo[0]} (Ctrl+Shift+Z)` : 'Nothing to redo'}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <span
          data-testid="edit-status"
          role="status"
          aria-label="Saved edits"
          className="mx-1 text-xs text-slate-600 tabular-nums dark:text-slate-400"
        >
          {edits === 0 ? 'No edits' : `${edits} edit${edits === 1 ? '' : 's'} saved`}
        </span>
        <button
          type="button"
          className={`${button} ml-auto`}
          onClick={run(exportCatalog)}
          title="Download the edited catalog as tool-catalog/v1"
        >
          Export catalog
        </button>
        <button
          type="button"
          className={button}
          onClick={run(exportEdits)}
          title="Download the list of edits as tool-catalog-edits/v1"
        >
          Export edits
        </button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
