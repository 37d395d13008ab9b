import { create } from 'zustand';

/** localStorage key remembering that the first-open guide was dismissed. */
export const GUIDE_DISMISSED_KEY = 'menu-inspector-guide-dismissed';

/**
 * Whether the first-open guide shows on load: not once dismissed; not under browser automation
 * (Playwright, the screenshot script: `navigator.webdriver`), so end-to-end tests click the app
 * as before, unless the URL asks for it (`?guide=1`, which e2e/firstOpen.spec.ts uses).
 */
export function shouldShowGuide(opts: { dismissed: boolean; automated: boolean; forced: boolean }): boolean {
  return !opts.dismissed && (!opts.automated || opts.forced);
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(GUIDE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function initialGuide(): boolean {
  if (typeof window === 'undefined') return false;
  return shouldShowGuide({
    dismissed: readDismissed(),
    automated: navigator.webdriver === true,
    forced: new URLSearchParams(window.location.search).get('guide') === '1',
  });
}

interface GuideState {
  /** The first-open guide is on screen. */
  guide: boolean;
  /** The glossary panel is on screen. */
  glossary: boolean;
  /** Hides the guide and remembers it (the Guide button brings it back). */
  dismissGuide: () => void;
  openGuide: () => void;
  setGlossary: (open: boolean) => void;
}

/** The first-open guide and the glossary panel (UI state; the dismissal persists in localStorage). */
export const useGuideStore = create<GuideState>()((set) => ({
  guide: initialGuide(),
  glossary: false,
  dismissGuide: () => {
    try {
      localStorage.setItem(GUIDE_DISMISSED_KEY, '1');
    } catch {
      // Storage unavailable: the guide stays dismissed for this tab only.
    }
    set({ guide: false });
  },
  openGuide: () => set({ guide: true }),
  setGlossary: (open) => set({ glossary: open }),
}));
