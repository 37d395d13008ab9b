import { useSyncExternalStore } from 'react';
import { useThemeStore, type Theme } from '../stores/useThemeStore';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The system's preference right now. */
export function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
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
