import { useGuideStore } from '../../stores/useGuideStore';

const button =
  'rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 aria-expanded:bg-sky-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-expanded:bg-sky-900/60';

/** Header buttons: reopen the first-open guide, open the glossary. */
export function HelpButtons() {
  const guide = useGuideStore((s) => s.guide);
  const glossary = useGuideStore((s) => s.glossary);
  const openGuide = useGuideStore((s) => s.openGuide);
  const dismissGuide = useGuideStore((s) => s.dismissGuide);
  const setGlossary = useGuideStore((s) => s.setGlossary);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-expanded={guide}
        onClick={() => (guide ? dismissGuide() : openGuide())}
        title="What the two menus, the verdict and the graph mean, and where to click first"
      >
        Guide
      </button>
      <button
        type="button"
        className={button}
        aria-expanded={glossary}
        onClick={() => setGlossary(!glossary)}
        title="Every term (sᴿ, λC, φ, pool, s0…) in plain words, with its formula"
      >
        Glossary
      </button>
    </div>
  );
}
