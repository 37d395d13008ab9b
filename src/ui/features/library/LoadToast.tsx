import { useEffect, useState } from 'react';
import { useLoadStatusStore } from '../../stores/useLoadStatusStore';
import { progressFraction, progressLine } from './loadProgress';

/** How long a load's result stays: a plain one, one with import notes (more to read). */
export const RESULT_CLOSE_MS = 8000;
export const RESULT_WITH_NOTES_CLOSE_MS = 15000;

/**
 * The running load's progress, its located error, or what it loaded (bottom right, over the
 * status bar). The result closes itself (later when it has import notes), but not while the
 * pointer or the focus is on it or its notes are open: the countdown starts again after.
 */
export function LoadToast() {
  const status = useLoadStatusStore((s) => s.status);
  const dismiss = useLoadStatusStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const held = hovered || focused || notesOpen;
  useEffect(() => {
    if (status.state !== 'done' || held) return;
    const timer = setTimeout(dismiss, status.warnings.length > 0 ? RESULT_WITH_NOTES_CLOSE_MS : RESULT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, dismiss, held]);
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    // A new load's result starts with its notes closed and nothing holding it.
    setShownStatus(status);
    setHovered(false);
    setFocused(false);
    setNotesOpen(false);
  }
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
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      className={`${box} border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50`}
    >
      {close}
      <p className="pr-5">{status.summary}</p>
      {status.warnings.length > 0 && (
        <details className="mt-1 text-xs" onToggle={(e) => setNotesOpen(e.currentTarget.open)}>
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
