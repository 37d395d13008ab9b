import { useSyncExternalStore } from 'react';
import { useThemeStore, type Theme } from '../stores/useThemeStore';

const DARK_QUERY = '(prefers-color-scheme: dark)';

// One query list for the page: React reads the snapshot at every render and commit of every
// component using the theme, and each window.matchMedia() call evaluates the query anew
// (matchMedia was among the main thread's larger self times in CPU profiles of the rebuilds).
let darkQuery: MediaQueryList | null = null;
function darkMedia(): MediaQueryList {
  darkQuery ??= window.matchMedia(DARK_QUERY);
  return darkQuery;
}

function subscribe(onChange: () => void): () => void {
  const media = darkMedia();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The system's preference right now (a live MediaQueryList's `matches` follows it). */
export function systemTheme(): Theme {
  return darkMedia().matches ? 'dark' : 'light';
}

/** The theme in effect: the user's choice, else prefers-color-scheme (followed live). */
export function useResolvedTheme(): Theme {
  const choice = useThemeStore((s) => s.choice);
  const system = useSyncExternalStore(subscribe, systemTheme);
  return choice ?? system;
}

/** Puts a theme on the document: the `dark` class Tailwind's dark variant keys on, and color-scheme. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
