import { useState } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useWorkspace } from '../../queries/useWorkspace';

/**
 * A storage failure (full disk, storage unavailable) with the export offer, and notes from
 * restoring the catalog (saved edits that no longer apply). The edits stay in memory meanwhile.
 */
export function StorageBanner() {
  const workspace = useWorkspace().data;
  const { exportCatalog, exportEdits } = useLibraryActions();
  const [hiddenNotices, setHiddenNotices] = useState<string>('');
  const [hiddenProblem, setHiddenProblem] = useState<string>('');
  if (!workspace) return null;
  const { durable } = workspace.storage;
  const problem = workspace.storage.problem === hiddenProblem ? undefined : workspace.storage.problem;
  const notices = workspace.notices.join('\n');
  const showNotices = notices !== '' && notices !== hiddenNotices;
  if (!problem && !showNotices) return null;
  const button = 'rounded border border-current px-2 py-0.5 text-xs font-medium';
  return (
    <div className="fixed top-13 left-1/2 z-40 flex w-[40rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col gap-2">
      {problem && (
        <div
          role={durable ? 'alert' : 'note'}
          data-testid="storage-problem"
          className="relative rounded-lg border border-amber-400 bg-amber-50 p-2.5 text-sm text-amber-950 shadow dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <button
            type="button"
            onClick={() => setHiddenProblem(problem)}
            aria-label="Dismiss storage problem"
            className="absolute top-1 right-2 text-lg leading-none opacity-60"
          >
            ×
          </button>
          <p className="pr-5">{problem}</p>
          <p className="mt-1.5 flex gap-2">
            <button type="button" className={button} onClick={() => void exportCatalog()}>
              Export catalog
            </button>
            <button type="button" className={button} onClick={() => void exportEdits()}>
              Export edits
            </button>
          </p>
        </div>
      )}
      {showNotices && (
        <div
          role="status"
          aria-label="Restore notes"
          className="relative rounded-lg border border-slate-300 bg-white p-2.5 pr-7 text-xs text-slate-800 shadow dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <button
            type="button"
            onClick={() => setHiddenNotices(notices)}
            aria-label="Dismiss restore notes"
            className="absolute top-1 right-2 text-lg leading-none opacity-60"
          >
            ×
          </button>
          <ul>
            {workspace.notices.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
