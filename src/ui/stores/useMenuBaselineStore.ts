import { create } from 'zustand';

/** Both menus of a task as they were when kept: tool ids in slot order, and the sizes they were built with. */
export interface MenuBaseline {
  relevance: string[];
  statePath: string[];
  budget: number;
  top: number;
  /** When it was kept (ms since the epoch), for the bar's label. */
  keptAt: number;
}

interface MenuBaselineState {
  /** Per catalog and task (useMenuBaseline's key): the menus kept to compare later ones with. */
  baselines: Readonly<Record<string, MenuBaseline>>;
  keep: (key: string, baseline: MenuBaseline) => void;
  clear: (key: string) => void;
}

/**
 * Menus kept as a baseline, per task, while the page is open: change the request, s0, K, a rule
 * or a schema, and each menu shows how its slots moved since (menuMoves).
 */
export const useMenuBaselineStore = create<MenuBaselineState>()((set) => ({
  baselines: {},
  keep: (key, baseline) => set((s) => ({ baselines: { ...s.baselines, [key]: baseline } })),
  clear: (key) =>
    set((s) => {
      const rest = { ...s.baselines };
      delete rest[key];
      return { baselines: rest };
    }),
}));
