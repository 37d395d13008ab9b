import { MENU_RULE_NAMES, parseRuleValue, type MenuRules } from '../../../core/index';
import type { MenuTuning, ScorerChoice } from '../../../worker/views/menusQuery';

/** What a share link restores: the catalog's URL (when it came from one), the task or its edited request, K, L, the weights and the scorer. */
export interface ShareState {
  catalogUrl?: string;
  taskId?: string;
  /** The edited or typed request (absent: the task as loaded). */
  query?: string;
  /** Pinned s0 fields of the edited request (absent: inferred, or the task's own). */
  state?: string[];
  /** The task was created in the app (not in the tasks file). */
  created?: boolean;
  /** The gold chain set in the app (tool ids, first step first; [] removes the task's own). */
  gold?: string[];
  budget?: number;
  top?: number;
  tuning?: MenuTuning;
  /** The State-Path scorer (absent: the default, structural). */
  scorer?: ScorerChoice;
}

const WEIGHT_KEYS = ['m', 'p', 's', 'e', 'd'] as const;

/**
 * The query string of a share link (`?catalog=…&task=…&q=…&s0=a,b&gold=x&gold=y&K=…&L=…&lambda=…&eta=…&wm=…&rule.waitShare=0.5&scorer=encoder`):
 * the gold chain set in the app as one `gold` per step (a lone empty `gold=` for none), the rules
 * that differ from their defaults as `rule.<name>` (on/off or a number).
 */
export function encodeShareState(s: ShareState): string {
  const p = new URLSearchParams();
  if (s.catalogUrl) p.set('catalog', s.catalogUrl);
  if (s.taskId) p.set('task', s.taskId);
  if (s.created) p.set('new', '1');
  if (s.query !== undefined) p.set('q', s.query);
  if (s.state) p.set('s0', s.state.join(','));
  if (s.gold) {
    if (s.gold.length === 0) p.set('gold', '');
    for (const id of s.gold) p.append('gold', id);
  }
  if (s.budget !== undefined) p.set('K', String(s.budget));
  if (s.top !== undefined) p.set('L', String(s.top));
  if (s.tuning) {
    p.set('lambda', String(s.tuning.lambda));
    p.set('eta', String(s.tuning.eta));
    for (const k of WEIGHT_KEYS) p.set(`w${k}`, String(s.tuning.weights[k]));
    for (const [name, value] of Object.entries(s.tuning.rules ?? {}))
      p.set(`rule.${name}`, typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));
  }
  if (s.scorer) p.set('scorer', s.scorer);
  return p.toString();
}

const positiveInt = (text: string | null): number | undefined => {
  if (text === null) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};
const finite = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/** Reads a share link's query string; malformed values are ignored (the defaults stay). */
export function decodeShareState(search: string): ShareState {
  const p = new URLSearchParams(search);
  const s: ShareState = {};
  const catalog = p.get('catalog');
  if (catalog) s.catalogUrl = catalog;
  const task = p.get('task');
  if (task) s.taskId = task;
  if (p.get('new') === '1') s.created = true;
  const q = p.get('q');
  if (q !== null) s.query = q;
  const s0 = p.get('s0');
  if (s0 !== null)
    s.state = s0
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  if (p.has('gold')) s.gold = p.getAll('gold').filter((id) => id !== '');
  const budget = positiveInt(p.get('K'));
  if (budget !== undefined) s.budget = budget;
  const top = positiveInt(p.get('L'));
  if (top !== undefined) s.top = top;
  const lambda = finite(p.get('lambda'));
  const eta = finite(p.get('eta'));
  const weights = WEIGHT_KEYS.map((k) => finite(p.get(`w${k}`)));
  if (lambda !== undefined && eta !== undefined && weights.every((w) => w !== undefined)) {
    const [m, pw, sw, e, d] = weights as number[];
    const rules = rulesOf(p);
    s.tuning = {
      lambda,
      eta,
      weights: { m: m ?? 0, p: pw ?? 0, s: sw ?? 0, e: e ?? 0, d: d ?? 0 },
      ...(Object.keys(rules).length > 0 ? { rules } : {}),
    };
  }
  const scorer = p.get('scorer');
  if (scorer === 'structural' || scorer === 'encoder') s.scorer = scorer;
  return s;
}

/** The `rule.<name>` values of a share link that name a rule and hold a value it accepts (the others are ignored). */
function rulesOf(p: URLSearchParams): Partial<MenuRules> {
  const rules: Record<string, boolean | number> = {};
  for (const name of MENU_RULE_NAMES) {
    const text = p.get(`rule.${name}`);
    if (text === null) continue;
    try {
      rules[name] = parseRuleValue(name, text, `rule.${name}`);
    } catch {
      // A malformed value is ignored, as for the weights: the default stays.
    }
  }
  return rules as Partial<MenuRules>;
}
