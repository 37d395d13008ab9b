import { MENUS_FORMAT } from '../catalog/types';
import type { Menu, MenuPair } from './buildMenus';
import { changedRules, type MenuRules } from './menuRules';
import type { MenuParams } from './params';

/** One result of a `tool-menus/v1` file. */
export interface MenuResultJson {
  task_id: string;
  method: Menu['method'];
  slots: { rank: number; tool: string; role: string; score: number; terms: Record<string, number> }[];
  timings_ms: Record<string, number>;
  scorer?: string;
  state?: { field: string; source: string; confidence: number; evidence?: string }[];
}

export interface MenusDocument {
  format: typeof MENUS_FORMAT;
  budget: number;
  top: number;
  /** λ, η, the weights, and `rules`: the rules that differ from their defaults (absent when none does). */
  params: { lambda: number; eta: number; weights: MenuParams['weights']; rules?: Partial<MenuRules> };
  results: MenuResultJson[];
}

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/** A menu as a `tool-menus/v1` result (scores and terms rounded to 4 decimals). */
export function menuResultJson(taskId: string, pair: MenuPair, menu: Menu): MenuResultJson {
  const result: MenuResultJson = {
    task_id: taskId,
    method: menu.method,
    slots: menu.slots.map((s) => ({
      rank: s.rank,
      tool: s.toolId,
      role: s.role,
      score: round(s.score),
      terms: Object.fromEntries(Object.entries(s.terms).map(([k, v]) => [k, round(v)])),
    })),
    timings_ms: Object.fromEntries(Object.entries(menu.timingsMs).map(([k, v]) => [k, round(v)])),
  };
  if (menu.scorer) result.scorer = menu.scorer;
  result.state = pair.context.state.fields.map((f) => {
    const s: { field: string; source: string; confidence: number; evidence?: string } = {
      field: f.name,
      source: f.source,
      confidence: f.confidence,
    };
    if (f.evidence) s.evidence = f.evidence.text;
    return s;
  });
  return result;
}

/** Wraps results in a `tool-menus/v1` document. */
export function menusDocument(params: MenuParams, results: MenuResultJson[]): MenusDocument {
  return {
    format: MENUS_FORMAT,
    budget: params.budget,
    top: params.top,
    params: { lambda: params.lambda, eta: params.eta, weights: params.weights, ...rulesRecord(params.rules) },
    results,
  };
}

/** `{ rules }` with the rules that differ from their defaults, or nothing when none does (documents stay as they were). */
function rulesRecord(rules: MenuRules): { rules?: Partial<MenuRules> } {
  const changed = changedRules(rules);
  return Object.keys(changed).length > 0 ? { rules: changed } : {};
}
