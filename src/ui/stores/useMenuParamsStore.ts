import { create } from 'zustand';
import { DEFAULT_MENU_PARAMS, DEFAULT_MENU_RULES, type MenuRuleName } from '../../core/index';
import type { MenuTuning, ScorerChoice } from '../../worker/views/menusQuery';

/** Bounds of the menu-size inputs: K up to 128 (the paper's widest relevance menu). */
export const MAX_BUDGET = 128;

export type WeightKey = keyof MenuTuning['weights'];

/** λ, η and w_m…w_d as the core's defaults give them, and no rule changed. */
export const DEFAULT_TUNING: MenuTuning = {
  lambda: DEFAULT_MENU_PARAMS.lambda,
  eta: DEFAULT_MENU_PARAMS.eta,
  weights: { ...DEFAULT_MENU_PARAMS.weights },
  rules: {},
};

interface MenuParamsState {
  /** K: slots per menu. */
  budget: number;
  /** L: slots the reranker orders (≤ K). */
  top: number;
  /** λ, η (retriever) and w_m, w_p, w_s, w_e, w_d (reranker). */
  tuning: MenuTuning;
  /** The State-Path menu's membership scorer: structural (the default) or the learned encoder. */
  scorer: ScorerChoice;
  setBudget: (budget: number) => void;
  setTop: (top: number) => void;
  setLambda: (lambda: number) => void;
  setEta: (eta: number) => void;
  setWeight: (key: WeightKey, value: number) => void;
  /** Sets one hand rule (a value equal to its default drops it from tuning.rules). */
  setRule: (name: MenuRuleName, value: boolean | number) => void;
  setScorer: (scorer: ScorerChoice) => void;
  /** Back to DEFAULT_MENU_PARAMS' λ, η, weights and rules and the default scorer (K and L stay). */
  resetTuning: () => void;
  /** Everything at once (a shared link). */
  restore: (params: { budget?: number; top?: number; tuning?: MenuTuning; scorer?: ScorerChoice }) => void;
}

/**
 * The default scorer: the structural scorer, whose fitted membership transfers better to
 * catalogs nobody tuned it on than the learned encoder (docs/results.md, "Leave one family out").
 */
export const DEFAULT_SCORER: ScorerChoice = 'structural';

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.round(x)));

/** True when λ, η, every weight and every rule equal the core's defaults. */
export function isDefaultTuning(t: MenuTuning): boolean {
  return (
    t.lambda === DEFAULT_TUNING.lambda &&
    t.eta === DEFAULT_TUNING.eta &&
    (Object.keys(t.weights) as WeightKey[]).every((k) => t.weights[k] === DEFAULT_TUNING.weights[k]) &&
    Object.entries(t.rules ?? {}).every(([k, v]) => v === DEFAULT_MENU_RULES[k as MenuRuleName])
  );
}

/** K, L and the weights of the menus being built; L never exceeds K. */
export const useMenuParamsStore = create<MenuParamsState>()((set) => ({
  budget: DEFAULT_MENU_PARAMS.budget,
  top: DEFAULT_MENU_PARAMS.top,
  tuning: DEFAULT_TUNING,
  scorer: DEFAULT_SCORER,
  setBudget: (budget) =>
    set((s) => {
      const k = clamp(budget, 1, MAX_BUDGET);
      return { budget: k, top: Math.min(s.top, k) };
    }),
  setTop: (top) => set((s) => ({ top: clamp(top, 1, s.budget) })),
  setLambda: (lambda) => set((s) => ({ tuning: { ...s.tuning, lambda } })),
  setEta: (eta) => set((s) => ({ tuning: { ...s.tuning, eta } })),
  setWeight: (key, value) => set((s) => ({ tuning: { ...s.tuning, weights: { ...s.tuning.weights, [key]: value } } })),
  setRule: (name, value) =>
    set((s) => {
      const rules = { ...s.tuning.rules };
      if (value === DEFAULT_MENU_RULES[name]) delete rules[name];
      else Object.assign(rules, { [name]: value });
      return { tuning: { ...s.tuning, rules } };
    }),
  setScorer: (scorer) => set({ scorer }),
  resetTuning: () => set({ tuning: DEFAULT_TUNING, scorer: DEFAULT_SCORER }),
  restore: ({ budget, top, tuning, scorer }) =>
    set((s) => {
      const k = clamp(budget ?? s.budget, 1, MAX_BUDGET);
      return { budget: k, top: clamp(top ?? s.top, 1, k), tuning: tuning ?? s.tuning, scorer: scorer ?? s.scorer };
    }),
}));
