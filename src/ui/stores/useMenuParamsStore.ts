import { create } from 'zustand';
import { DEFAULT_MENU_PARAMS } from '../../core/index';

/** Bounds of the menu-size inputs: K up to 128 (the paper's widest relevance menu). */
export const MAX_BUDGET = 128;

interface MenuParamsState {
  /** K: slots per menu. */
  budget: number;
  /** L: slots the reranker orders (≤ K). */
  top: number;
  setBudget: (budget: number) => void;
  setTop: (top: number) => void;
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.round(x)));

/** K and L of the menus being built; L never exceeds K. */
export const useMenuParamsStore = create<MenuParamsState>()((set) => ({
  budget: DEFAULT_MENU_PARAMS.budget,
  top: DEFAULT_MENU_PARAMS.top,
  setBudget: (budget) => set((s) => {
    const k = clamp(budget, 1, MAX_BUDGET);
    return { budget: k, top: Math.min(s.top, k) };
  }),
  setTop: (top) => set((s) => ({ top: clamp(top, 1, s.budget) })),
}));
