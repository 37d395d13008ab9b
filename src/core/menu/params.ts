import { DEFAULT_POOL_PARAMS, type PoolParams } from './candidatePool';
import { DEFAULT_MENU_RULES, menuRules, type MenuRules } from './menuRules';
import type { RerankWeights } from './reranker';

/** Everything a user can tune about menu construction (all have documented defaults). */
export interface MenuParams {
  /** K: menu size. */
  budget: number;
  /** L: slots the reranker orders. */
  top: number;
  /** λ: weight of marginal coverage C in s^R. */
  lambda: number;
  /** η: weight of redundancy D in s^R. */
  eta: number;
  /** w_m, w_p, w_s, w_e, w_d of s^O. */
  weights: RerankWeights;
  pool: PoolParams;
  /** The retriever's and reranker's hand rules, each a switch or constant (menuRules.ts, docs/ablation.md). */
  rules: MenuRules;
}

export const DEFAULT_MENU_PARAMS: MenuParams = {
  budget: 32,
  top: 8,
  lambda: 0,
  eta: 0.02,
  weights: { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 },
  pool: DEFAULT_POOL_PARAMS,
  rules: DEFAULT_MENU_RULES,
};

/** Defaults with some values overridden (nested weights, pool and rules merged; rules checked: MenuRuleError). */
export function menuParams(
  overrides: Partial<Omit<MenuParams, 'weights' | 'pool' | 'rules'>> & {
    weights?: Partial<RerankWeights>;
    pool?: Partial<PoolParams>;
    rules?: Partial<MenuRules>;
  } = {},
): MenuParams {
  const base = DEFAULT_MENU_PARAMS;
  const pool = { ...base.pool, ...overrides.pool };
  const budget = overrides.budget ?? base.budget;
  // The pool must be able to hold the menu.
  pool.poolCap = Math.max(pool.poolCap, budget);
  return {
    ...base,
    ...overrides,
    budget,
    weights: { ...base.weights, ...overrides.weights },
    pool,
    rules: overrides.rules ? menuRules(overrides.rules) : base.rules,
  };
}
