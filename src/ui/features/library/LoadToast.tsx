import { useEffect } from 'react';
import { useLoadStatusStore } from '../../stores/useLoadStatusStore';
import { progressFraction, progressLine } from './loadProgress';

/** The running load's progress, its located error, or what it loaded (bottom right, over the status bar). */
export function LoadToast() {
  const status = useLoadStatusStore((s) => s.status);
  const dismiss = useLoadStatusStore((s) => s.dismiss);
  useEffect(() => {
    if (status.state !== 'done' || status.warnings.length > 0) return;
    const timer = setTimeout(dismiss, 8000);
    return () => clearTimeout(timer);
  }, [status, dismiss]);
  if (status.state === 'idle') return null;
  const box =
    'fixed right-3 bottom-9 z-40 w-[26rem] max-w-[calc(100vw-1.5rem)] rounded-lg border p-3 text-sm shadow-lg';
  const close = (
    <button
      type="button"
      onClick={dismiss}
      aria-label="Dismiss"
      className="absolute top-1.5 right-2 text-lg leading-none opacity-60 hover:opacity-100"
    >
      ×
    </button>
  );
  if (status.state === 'running') {
    const p = status.progress;
    const fraction = progressFraction(p);
    return (
      <div
        data-testid="load-progress"
        className={`${box} border-sky-300 bg-white dark:border-sky-800 dark:bg-slate-900`}
      >
        <p className="pr-5 text-xs text-slate-700 dark:text-slate-200">
          {p ? progressLine(p) : `Loading ${status.what}…`}
        </p>
        <progress
          aria-label={`Loading ${status.what}`}
          className="mt-2 h-1.5 w-full accent-sky-600"
          max={1}
          {...(fraction === undefined ? {} : { value: fraction })}
        />
      </div>
    );
  }
  if (status.state === 'failed') {
    return (
      <div
        role="alert"
        data-testid="load-error"
        className={`${box} border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100`}
      >
        {close}
        <p className="pr-5 font-semibold">Could not load {status.what}</p>
        <p className="mt-1 font-mono text-xs break-all">{status.message}</p>
        <p className="mt-1 text-xs">Nothing changed: the open catalog is as it was.</p>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-label="Load result"
      data-testid="load-result"
      className={`${box} border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50`}
    >
      {close}
      <p className="pr-5">{status.summary}</p>
      {status.warnings.length > 0 && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer">
            {status.warnings.length} import note{status.warnings.length === 1 ? '' : 's'}
          </summary>
          <ul className="mt-1 max-h-40 overflow-y-auto font-mono text-[11px]">
            {status.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
