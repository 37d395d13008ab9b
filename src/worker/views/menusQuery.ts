import { menuParams, type MenuParams, type MenuRules } from '../../core/index';

/** A request typed or edited in the UI: built as an ad-hoc task (s0 inferred when `state` is absent). */
export interface AdHocTask {
  query: string;
  /** Pinned state fields F0(q); absent: inferred from the query. */
  state?: string[];
  /**
   * The gold chain the user set (tool ids, first step first): it replaces the loaded task's gold
   * path, and an empty chain removes it. Absent: the loaded task's gold, if any.
   */
  gold?: string[];
}

/** The weights of s^R = M + λC − ηD and s^O (w_m, w_p, w_s, w_e, w_d) and the hand rules a user can tune. */
export interface MenuTuning {
  lambda: number;
  eta: number;
  weights: MenuParams['weights'];
  /** The rules set away from their defaults (MenuRules, docs/ablation.md); absent or empty: all default. */
  rules?: Partial<MenuRules>;
}

/**
 * The membership scorer a user chose for the State-Path menu: the structural scorer (the
 * default: its fitted membership transfers better to unseen catalogs, docs/results.md) or the
 * learned encoder (loaded on demand; the structural scorer stands in while it loads or when it cannot).
 */
export type ScorerChoice = 'structural' | 'encoder';

/** Which menus to build: a task of the session (or an ad-hoc request under that id), K, L, the weights and the scorer. */
export interface MenusQuery {
  taskId: string;
  budget: number;
  top: number;
  /** Replaces the task's query and state (an edited or new task); the task's gold stays unless it sets its own. */
  task?: AdHocTask;
  /** Defaults: DEFAULT_MENU_PARAMS. */
  tuning?: MenuTuning;
  /** A tool id chosen as the target (TaskInput.target): menus and diagnosis are built for it instead of the predicted or gold targets. */
  target?: string;
  /** Absent: the structural scorer. */
  scorer?: ScorerChoice;
}

function checkSize(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got ${value}`);
}

function checkWeight(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new Error(`${name} must be a finite number, got ${value}`);
}

/** The core's parameters for a query (L capped at K); throws one readable line on a bad value. */
export function queryParams(query: MenusQuery): MenuParams {
  checkSize('K', query.budget, 1);
  checkSize('L', query.top, 1);
  const top = Math.min(query.top, query.budget);
  if (!query.tuning) return menuParams({ budget: query.budget, top });
  const { lambda, eta, weights, rules } = query.tuning;
  checkWeight('λ', lambda);
  checkWeight('η', eta);
  for (const [k, w] of Object.entries(weights)) checkWeight(`w_${k}`, w);
  // menuParams checks each rule and names it (MenuRuleError: "rules.waitShare must be …").
  return menuParams({ budget: query.budget, top, lambda, eta, weights, ...(rules ? { rules } : {}) });
}
