import { useEffect, useRef, type ReactNode } from 'react';

/** A modal dialog (native <dialog>: focus trap, Esc closes) with a title and a Close button: the enlarged graph, the task set's scores. */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // No close() on cleanup: it would fire `close` (and onClose) when StrictMode re-runs the
    // effect; unmounting removes the dialog from the top layer anyway.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="m-auto h-[88vh] w-[92vw] rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col gap-2 p-4">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Close
          </button>
        </div>
        <div className="min-h-0 flex-1 rounded-md border border-slate-200 dark:border-slate-700">{children}</div>
      </div>
    </dialog>
  );
}
