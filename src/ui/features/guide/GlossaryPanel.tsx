import { useEffect, useId, useRef, useState } from 'react';
import { GLOSSARY } from '../../shared/glossary';
import { useGuideStore } from '../../stores/useGuideStore';

/**
 * Every term the app shows (sᴿ, λC, φ, pool, s0…) in plain words, with its formula: a side
 * sheet opened by the header's Glossary button or the guide; a filter box narrows it; Escape or
 * Close shuts it and gives focus back to what had it.
 */
export function GlossaryPanel() {
  const open = useGuideStore((s) => s.glossary);
  const setGlossary = useGuideStore((s) => s.setGlossary);
  const [filter, setFilter] = useState('');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setGlossary(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, setGlossary]);
  if (!open) return null;
  const words = filter.trim().toLowerCase();
  const entries = words
    ? GLOSSARY.filter((e) => `${e.symbol} ${e.plain} ${e.formula ?? ''} ${e.meaning}`.toLowerCase().includes(words))
    : GLOSSARY;
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="glossary"
      className="fixed top-12 right-0 bottom-7 z-50 flex w-[26rem] max-w-full flex-col border-l border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 id={titleId} className="text-sm font-semibold">
          Glossary
        </h2>
        <button
          type="button"
          onClick={() => setGlossary(false)}
          className="rounded-md border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Close
        </button>
      </div>
      <div className="px-4 py-2">
        <input
          ref={input}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Filter terms (sᴿ, pool, verdict…)"
          aria-label="Filter glossary terms"
          className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-950"
        />
      </div>
      <dl
        tabIndex={0}
        aria-label="Glossary terms"
        className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500"
      >
        {entries.map((e) => (
          <div
            key={e.id}
            data-testid="glossary-entry"
            className="border-b border-slate-100 py-2 last:border-0 dark:border-slate-800"
          >
            <dt className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono text-sm font-semibold text-slate-900 dark:text-slate-50">{e.symbol}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{e.plain}</span>
            </dt>
            <dd className="mt-0.5 text-xs leading-snug text-slate-700 dark:text-slate-300">
              {e.formula && <p className="font-mono text-[11px] text-sky-800 dark:text-sky-200">{e.formula}</p>}
              <p>{e.meaning}</p>
            </dd>
          </div>
        ))}
        {entries.length === 0 && (
          <p className="py-2 text-xs text-slate-600 dark:text-slate-400">No term matches “{filter}”.</p>
        )}
      </dl>
    </aside>
  );
}
