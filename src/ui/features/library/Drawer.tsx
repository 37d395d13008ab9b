import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A non-modal panel over one side of the page (the menus stay visible and update live). Escape
 * or the close button closes it; focus moves into it when it opens and back to what opened it
 * (the button) when it closes, unless the user has moved the focus elsewhere meanwhile.
 */
export function Drawer({
  label,
  side,
  onClose,
  children,
  testId,
}: {
  label: string;
  side: 'left' | 'right';
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Runs before the effect below moves the focus in: what has it now opened the drawer.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    return () => {
      const now = document.activeElement;
      const lost = now === null || now === document.body || (panel !== null && panel.contains(now));
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    ref.current?.focus();
  }, [label]);
  const place = side === 'left' ? 'left-0 border-r w-[30rem]' : 'right-0 border-l w-[25rem] 2xl:w-[36rem]';
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-label={label}
      data-testid={testId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className={`fixed top-12 bottom-7 z-30 flex max-w-full flex-col border-slate-300 bg-white shadow-xl outline-none dark:border-slate-700 dark:bg-slate-950 ${place}`}
    >
      <div className="flex h-10 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
        <h2 className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{label}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${label}`}
          className="rounded px-2 text-lg leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800 dark:text-slate-400"
        >
          ×
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
    </section>
  );
}
