import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark';

interface ThemeState {
  /** The user's explicit choice; null follows prefers-color-scheme. */
  choice: Theme | null;
  setChoice: (choice: Theme | null) => void;
}

/** The colour theme the user picked (persisted in localStorage). */
export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ choice: null, setChoice: (choice) => set({ choice }) }), {
    name: 'menu-inspector-theme',
    storage: createJSONStorage(() => localStorage),
  }),
);
