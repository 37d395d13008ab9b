import { toSourceProblems } from '../catalog/loadCatalog';
import { SourceError, parseJsonText, type PathSegment } from '../catalog/sourceErrors';
import { MENUS_FORMAT } from '../catalog/types';
import { ProblemCollector, describeType, isObject, type JsonObject } from '../catalog/validator';
import { menuMoves, type MenuMoves } from './menuMoves';
import type { MenusDocument } from './menusDocument';

const METHODS = ['relevance', 'state-path'] as const;
type Method = (typeof METHODS)[number];

/** The parts of a `tool-menus/v1` document a comparison reads: each result's task, method and tools in slot order. */
export interface ReadMenus {
  budget: number | undefined;
  top: number | undefined;
  /** The rules that differ from the defaults, as the document records them. */
  rules: Record<string, unknown>;
  results: { taskId: string; method: Method; tools: string[] }[];
}

function checkResult(c: ProblemCollector, raw: unknown, i: number): ReadMenus['results'][number] | undefined {
  const at: PathSegment[] = ['results', i];
  if (!isObject(raw)) {
    c.add(at, `expected a menu result object, found ${describeType(raw)}`);
    return undefined;
  }
  const taskId = c.string(raw, 'task_id', at, true);
  const method = c.string(raw, 'method', at, true);
  if (method !== undefined && !(METHODS as readonly string[]).includes(method))
    c.add([...at, 'method'], `expected "relevance" or "state-path", found "${method}"`);
  const slots = c.array(raw, 'slots', at, true) ?? [];
  const tools: string[] = [];
  slots.forEach((slot, k) => {
    if (!isObject(slot)) {
      c.add([...at, 'slots', k], `expected a slot object, found ${describeType(slot)}`);
      return;
    }
    const tool = c.string(slot, 'tool', [...at, 'slots', k], true);
    if (tool !== undefined) tools.push(tool);
  });
  if (taskId === undefined || method === undefined || !(METHODS as readonly string[]).includes(method))
    return undefined;
  return { taskId, method: method as Method, tools };
}

/**
 * Parses a `tool-menus/v1` file (what `menu-inspector menus` and the app's export write) for a
 * comparison. Throws SourceError naming the file, line and JSON path of the first problem.
 */
export function parseMenusDocument(text: string, file: string): ReadMenus {
  const value = parseJsonText(text, file);
  const c = new ProblemCollector();
  if (!isObject(value)) {
    c.add([], `expected a tool-menus/v1 object, found ${describeType(value)}`);
    throw new SourceError(toSourceProblems(text, file, c.problems));
  }
  c.format(value, MENUS_FORMAT, 'tool-menus/v1');
  const budget = c.number(value, 'budget', [], 1);
  const top = c.number(value, 'top', [], 1);
  const list = c.array(value, 'results', [], true) ?? [];
  const results: ReadMenus['results'] = [];
  const seen = new Map<string, number>();
  list.forEach((raw, i) => {
    if (c.full) return;
    const r = checkResult(c, raw, i);
    if (!r) return;
    const key = `${r.method} ${r.taskId}`;
    const first = seen.get(key);
    if (first !== undefined)
      c.add(['results', i], `a second ${r.method} menu of task "${r.taskId}" (first at $.results[${first}])`);
    else seen.set(key, i);
    results.push(r);
  });
  if (c.problems.length > 0) throw new SourceError(toSourceProblems(text, file, c.problems));
  const params = (value as Partial<MenusDocument>).params;
  const rules =
    isObject(params) && isObject((params as JsonObject).rules)
      ? ((params as JsonObject).rules as Record<string, unknown>)
      : {};
  return { budget, top, rules, results };
}

/** One task's menu in both documents, compared. */
export interface MenuChange {
  taskId: string;
  method: Method;
  /** Slot 1's tool before and after (undefined on an empty menu). */
  first: { before: string | undefined; after: string | undefined };
  /** The later menu's tools in slot order. */
  tools: readonly string[];
  moves: MenuMoves;
  /** Gold tools (with the task set given) that the later menu holds and the earlier one did not, and the reverse. */
  goldIn: string[];
  goldOut: string[];
}

/** Two `tool-menus/v1` documents compared menu by menu. */
export interface MenusDiff {
  /** Every menu both documents hold, in the later document's order; unchanged ones included. */
  changes: MenuChange[];
  /** Menus only one document holds ("task method"). */
  onlyBefore: string[];
  onlyAfter: string[];
}

/** Whether a compared menu differs at all (a tool in, out or in another slot). */
export function menuChanged(c: MenuChange): boolean {
  return c.moves.added > 0 || c.moves.moved > 0 || c.moves.left.length > 0;
}

/**
 * Compares two menus documents (the same tasks built before and after a change: a rule, K, a
 * schema edit), menu by menu, with each task's gold tools where `gold` gives them.
 */
export function diffMenus(
  before: ReadMenus,
  after: ReadMenus,
  gold: ReadonlyMap<string, readonly string[]> = new Map(),
): MenusDiff {
  const key = (r: { taskId: string; method: Method }): string => `${r.taskId} ${r.method}`;
  const earlier = new Map(before.results.map((r) => [key(r), r]));
  const later = new Set(after.results.map(key));
  const changes: MenuChange[] = [];
  const onlyAfter: string[] = [];
  for (const r of after.results) {
    const b = earlier.get(key(r));
    if (!b) {
      onlyAfter.push(key(r));
      continue;
    }
    const goldTools = gold.get(r.taskId) ?? [];
    const wasOn = new Set(b.tools);
    const isOn = new Set(r.tools);
    changes.push({
      taskId: r.taskId,
      method: r.method,
      first: { before: b.tools[0], after: r.tools[0] },
      tools: r.tools,
      moves: menuMoves(b.tools, r.tools),
      goldIn: goldTools.filter((g) => isOn.has(g) && !wasOn.has(g)),
      goldOut: goldTools.filter((g) => wasOn.has(g) && !isOn.has(g)),
    });
  }
  const onlyBefore = before.results.map(key).filter((k) => !later.has(k));
  return { changes, onlyBefore, onlyAfter };
}
