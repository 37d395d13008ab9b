import { InputError, readInputFile } from '../adapters/node/readInputFile';
import { MenuRuleError, checkRule, menuParams, parseRuleValue, type MenuParams, type MenuRules } from '../core/index';
import { optional, type ParsedArgs } from './args';

/** Options every menu-building command accepts besides --budget and --top. */
export const PARAMS_OPTIONS = ['params', 'rule'] as const;

const WEIGHT_KEYS = ['m', 'p', 's', 'e', 'd'] as const;
const FILE_KEYS = ['lambda', 'eta', 'weights', 'rules'] as const;

/** What a --params file may set (λ, η, the weights of s^O, the rules). */
type FileParams = {
  lambda?: number;
  eta?: number;
  weights?: Partial<MenuParams['weights']>;
  rules?: Partial<MenuRules>;
};

function finite(value: unknown, at: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new InputError(`${at} must be a finite number, got ${JSON.stringify(value)}`);
  return value;
}

function object(value: unknown, at: string, known?: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InputError(`${at} must be a JSON object, got ${JSON.stringify(value)}`);
  const entries = value as Record<string, unknown>;
  for (const key of Object.keys(entries))
    if (known && !known.includes(key)) throw new InputError(`${at}.${key}: unknown key (known: ${known.join(', ')})`);
  return entries;
}

/** A --params file: `{ "lambda": 1, "eta": 0.02, "weights": { "s": 2 }, "rules": { "requestOpener": false } }`, every value checked and located. */
export function readParamsFile(path: string): FileParams {
  let json: unknown;
  try {
    json = JSON.parse(readInputFile(path));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--params ${path}: not JSON (${(e as Error).message})`);
  }
  const root = object(json, `--params ${path}: $`, FILE_KEYS);
  const out: FileParams = {};
  if (root.lambda !== undefined) out.lambda = finite(root.lambda, `--params ${path}: $.lambda`);
  if (root.eta !== undefined) out.eta = finite(root.eta, `--params ${path}: $.eta`);
  if (root.weights !== undefined) {
    const w = object(root.weights, `--params ${path}: $.weights`, WEIGHT_KEYS);
    out.weights = Object.fromEntries(
      Object.entries(w).map(([k, v]) => [k, finite(v, `--params ${path}: $.weights.${k}`)]),
    );
  }
  if (root.rules !== undefined) {
    const r = object(root.rules, `--params ${path}: $.rules`);
    for (const [name, value] of Object.entries(r)) {
      try {
        checkRule(name, value, `--params ${path}: $.rules.${name}`);
      } catch (e) {
        if (e instanceof MenuRuleError) throw new InputError(e.message);
        throw e;
      }
    }
    out.rules = r as Partial<MenuRules>;
  }
  return out;
}

/** `--rule name=value` (repeatable): the rules it sets, each checked (parseRuleValue). */
export function rulesFromArgs(args: ParsedArgs): Partial<MenuRules> {
  const rules: Record<string, boolean | number> = {};
  for (const text of args.options.get('rule') ?? []) {
    const eq = text.indexOf('=');
    if (eq <= 0) throw new InputError(`--rule ${text}: expected name=value, e.g. --rule requestOpener=off`);
    const name = text.slice(0, eq).trim();
    try {
      rules[name] = parseRuleValue(name, text.slice(eq + 1).trim(), `--rule ${text}`);
    } catch (e) {
      if (e instanceof MenuRuleError) throw new InputError(e.message);
      throw e;
    }
  }
  return rules as Partial<MenuRules>;
}

/**
 * The command's MenuParams: K and L as given, λ, η, the weights and the rules of `--params FILE`,
 * then `--rule name=value` over the file's rules.
 */
export function menuParamsFromArgs(args: ParsedArgs, size: { budget?: number; top: number }): MenuParams {
  const path = optional(args, 'params');
  const file = path === undefined ? {} : readParamsFile(path);
  const rules = { ...file.rules, ...rulesFromArgs(args) };
  return menuParams({
    ...(size.budget === undefined ? {} : { budget: size.budget }),
    top: size.top,
    ...(file.lambda === undefined ? {} : { lambda: file.lambda }),
    ...(file.eta === undefined ? {} : { eta: file.eta }),
    ...(file.weights ? { weights: file.weights } : {}),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
  });
}
