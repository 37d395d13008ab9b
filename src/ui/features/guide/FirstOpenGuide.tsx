import { useEffect } from 'react';
import { useGuideStore } from '../../stores/useGuideStore';

const STEPS: { title: string; body: string }[] = [
  {
    title: 'A task',
    body: 'Left: the requests. The header shows the one open and s0, what it already knows (the chips).',
  },
  {
    title: 'Two menus',
    body: 'Relevance-only lists the tools whose text best matches the request. State-Path lists tools that can finish it: each one’s inputs come from s0 or a tool above it.',
  },
  {
    title: 'The verdict',
    body: 'Over each menu: ✓ it reaches the target, ! it does with a problem (order, look-alikes), ✗ it cannot — and the field nothing on it produces.',
  },
  {
    title: 'The graph',
    body: 'Right: s0 fields → first calls → bridges → target, left to right. A red node is a field nothing on the menu produces; a click selects the tool.',
  },
];

/**
 * The first-open guide: what the two columns, the verdict and the graph mean and where to click
 * first. Not modal (the app stays usable under it); “Got it” or Escape dismisses it for good
 * (localStorage), the header's Guide button brings it back.
 */
export function FirstOpenGuide() {
  const open = useGuideStore((s) => s.guide);
  const dismiss = useGuideStore((s) => s.dismissGuide);
  const setGlossary = useGuideStore((s) => s.setGlossary);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && document.activeElement?.closest('[data-testid="first-open-guide"]')) dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismiss]);
  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="first-open-guide-title"
      data-testid="first-open-guide"
      className="fixed right-4 bottom-10 z-40 flex w-[24rem] max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-sky-300 bg-white p-4 text-sm shadow-xl dark:border-sky-700 dark:bg-slate-900"
    >
      <h2 id="first-open-guide-title" className="text-sm font-semibold text-slate-900 dark:text-slate-50">
        Reading a menu in four steps
      </h2>
      <ol className="flex flex-col gap-1.5">
        {STEPS.map((step, i) => (
          <li key={step.title} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-1 text-xs leading-snug">
            <span className="font-semibold text-sky-700 tabular-nums dark:text-sky-300">{i + 1}</span>
            <span className="text-slate-700 dark:text-slate-300">
              <span className="font-semibold text-slate-900 dark:text-slate-100">{step.title}. </span>
              {step.body}
            </span>
          </li>
        ))}
      </ol>
      <p className="rounded bg-sky-50 px-2 py-1.5 text-xs leading-snug text-sky-900 dark:bg-sky-950/60 dark:text-sky-100">
        <span className="font-semibold">Start here:</span> click a State-Path slot — the Score breakdown (below the
        graph) says why it is there and which tool supplies each input. A tool you expected is missing? Type it in{' '}
        <span className="font-semibold">Why not?</span>
      </p>
      <div className="flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={() => setGlossary(true)}
          className="rounded-md px-2 py-1 text-xs font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-200 dark:hover:bg-sky-950"
        >
          Glossary of terms
        </button>
        <button
          type="button"
          onClick={dismiss}
          className="rounded-md bg-sky-700 px-3 py-1 text-xs font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          Got it
        </button>
      </div>
    </section>
  );
}
