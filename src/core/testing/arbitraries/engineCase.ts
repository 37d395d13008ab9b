import fc from 'fast-check';
import { buildCatalogIndex, type CatalogIndex } from '../../catalog/catalogIndex';
import { parseCatalog, serializeCatalog } from '../../catalog/loadCatalog';
import { checkTasksAgainstCatalog, parseTasks } from '../../catalog/loadTasks';
import { parseTrajectories } from '../../catalog/loadTrajectories';
import { SourceError } from '../../catalog/sourceErrors';
import type { Catalog, FieldSpec, Task, TaskSet, Tool, TrajectorySet } from '../../catalog/types';
import { diagnoseMenu, type MenuDiagnosis } from '../../diagnose/diagnoseMenu';
import { diagnosisRecord } from '../../diagnose/diagnosisDocument';
import { goldTargetIds } from '../../diagnose/goldTargets';
import { applyEdit, applyEdits, type CatalogEdit } from '../../edits/catalogEdits';
import { emptyHistory, pushEdit, undoEdit } from '../../edits/editHistory';
import { encoderScorer } from '../../encoder/encoderScorer';
import { exportTools } from '../../exporters/exportTools';
import { EXPORT_FORMATS, type ExportFormat } from '../../exporters/exportTypes';
import { fieldPath } from '../../importers/fieldPath';
import { importCatalog } from '../../importers/importCatalog';
import { buildMenus, type Menu, type MenuPair } from '../../menu/buildMenus';
import type { MembershipScorer } from '../../menu/membership';
import { menuParams, type MenuParams } from '../../menu/params';
import { structuralScorer } from '../../menu/structuralScorer';
import { buildTransitionPrior, type TransitionPrior } from '../../state/transitionPrior';
import { compileMenuProblem } from '../../utility/menuProblem';
import { planMenu } from '../../utility/planMenu';
import { planOptions, PLANNER_NAMES } from '../../utility/planTypes';
import { reachableTools } from '../../utility/reachability';
import { simulateMenu } from '../../utility/simulateMenu';
import { catalogArbitrary, type CatalogShape } from './catalogArbitrary';
import { fieldNameArbitrary } from './names';
import { shapedRunner } from './shapedRunner';
import { requestArbitrary, taskSetArbitrary, trajectoriesArbitrary } from './taskArbitrary';

/**
 * The engine under valid input: one case is a catalog, its tasks and trajectories, menu
 * parameters and one edit; `runEngineCase` takes it through every stage a user's input
 * reaches (load → index → both menus with both scorers → diagnosis → planners → simulated
 * runs → export in every format → re-import → edit → undo) and checks the invariants of
 * docs/reliability.md on the way. The only exception a stage may throw is a located
 * SourceError (the case then counts as rejected); anything else, or a broken invariant, is
 * thrown as an EngineDefect naming the stage.
 */
export interface EngineCase {
  catalog: Catalog;
  tasks: TaskSet;
  trajectories: TrajectorySet;
  /** A request typed in the app (may be blank, unlike a task file's), s0 inferred. */
  typed: string;
  budget: number;
  top: number;
  edit: EditRecipe;
}

/** An edit by position, made concrete for the case's catalog. */
export interface EditRecipe {
  op: CatalogEdit['op'];
  tool: number;
  side: 'inputs' | 'outputs';
  index: number;
  field: FieldSpec;
  text: string;
}

/** A stage failed with something other than a located input error, or an invariant broke. */
export class EngineDefect extends Error {
  constructor(
    readonly stage: string,
    override readonly cause: unknown,
  ) {
    super(`${stage}: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`);
    this.name = 'EngineDefect';
  }
}

/** An invariant that did not hold. */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantError';
  }
}

/** A located input error: the repo's SourceError with at least one problem naming file and JSON path. */
export function isLocatedError(e: unknown): e is SourceError {
  return (
    e instanceof SourceError &&
    e.problems.length > 0 &&
    e.problems.every((p) => typeof p.file === 'string' && p.file.length > 0 && p.path.startsWith('$'))
  );
}

const editArbitrary: fc.Arbitrary<EditRecipe> = fc.record({
  op: fc.constantFrom<CatalogEdit['op']>('add-field', 'update-field', 'remove-field', 'update-tool', 'set-aliases'),
  tool: fc.nat(),
  side: fc.constantFrom('inputs', 'outputs'),
  index: fc.nat(),
  field: fc.record({ name: fieldNameArbitrary, required: fc.boolean() }),
  text: fc.constantFrom('renamed', 'send the receipt email', '', 'order_id'),
});

/**
 * Cases of catalogs of `shape`, with requests up to `maxRequest` characters (default 100,000;
 * before 399ffd7 a request of 20,000 took seconds: slowCases/long-request-task-context.json).
 */
export function engineCaseArbitrary(shape: CatalogShape & { maxRequest?: number } = {}): fc.Arbitrary<EngineCase> {
  const maxRequest = shape.maxRequest ?? 100_000;
  return catalogArbitrary(shape).chain((catalog) =>
    fc.record({
      catalog: fc.constant(catalog),
      tasks: taskSetArbitrary(catalog, 3, maxRequest),
      trajectories: trajectoriesArbitrary(catalog),
      typed: requestArbitrary(catalog, maxRequest),
      budget: fc.oneof(fc.constant(32), fc.integer({ min: 1, max: 64 })),
      top: fc.oneof(fc.constant(8), fc.integer({ min: 1, max: 16 })),
      edit: editArbitrary,
    }),
  );
}

/** The concrete edit of a recipe on `catalog` (undefined when it cannot apply: no tools, no field there). */
export function concreteEdit(catalog: Catalog, r: EditRecipe): CatalogEdit | undefined {
  if (r.op === 'set-aliases') return { op: 'set-aliases', canonical: r.field.name, aliases: [r.text, 'alias_x'] };
  const tool = catalog.tools[r.tool % Math.max(1, catalog.tools.length)];
  if (!tool) return undefined;
  const list = tool[r.side];
  const index = r.index % Math.max(1, list.length);
  switch (r.op) {
    case 'add-field':
      return { op: 'add-field', tool: tool.id, side: r.side, field: r.field, at: r.index % (list.length + 1) };
    case 'update-field':
      return list[index] ? { op: 'update-field', tool: tool.id, side: r.side, index, field: r.field } : undefined;
    case 'remove-field':
      return list[index] ? { op: 'remove-field', tool: tool.id, side: r.side, index } : undefined;
    case 'update-tool':
      return { op: 'update-tool', tool: tool.id, patch: { description: r.text, effects: 'write' } };
  }
}

/** What one case did. */
export interface EngineOutcome {
  /** Every input was accepted by the repo's own loaders. */
  accepted: boolean;
  /** The located error when not. */
  rejected?: string;
  menus: number;
  /** Menus whose menu-diagnosis/v1 verdict `reaches` (checkReaches: the planner agrees). */
  reaching: number;
}

export interface EngineRunOptions {
  /** Scorers to build State-Path with (default: structural and the shaped fake encoder). */
  scorers?: readonly ('structural' | 'encoder')[];
  /** Tasks per case (default 3). */
  maxTasks?: number;
  /** Export formats for the round trip (default all). */
  exportFormats?: readonly ExportFormat[];
  /** MCTS iterations (default 60). */
  mctsIterations?: number;
  /** Simulated runs per menu (default 4). */
  simulationRuns?: number;
}

/** Runs one stage: a located error passes through only where `input` says the stage reads a user's input. */
export async function stage<T>(name: string, run: () => T | Promise<T>, input = false): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if ((input && isLocatedError(e)) || e instanceof EngineDefect) throw e;
    throw new EngineDefect(name, e);
  }
}

export function check(condition: boolean, message: () => string): void {
  if (!condition) throw new InvariantError(message());
}

function scorerOf(name: 'structural' | 'encoder'): MembershipScorer {
  return name === 'structural' ? structuralScorer : encoderScorer(shapedRunner());
}

/** What must be the same for two builds to count as the same menus. */
export function menuKey(pair: MenuPair): string {
  const m = (menu: Menu): string => menu.slots.map((s) => `${s.toolId}:${s.role}:${s.score.toFixed(9)}`).join('|');
  return `${m(pair.relevance)}\n${m(pair.statePath)}`;
}

/** A menu holds at most K distinct catalog tools, each a real catalog tool. */
export function checkMenuSize(index: CatalogIndex, menu: Menu, params: MenuParams): void {
  const ids = menu.slots.map((s) => s.tool);
  check(new Set(ids).size === ids.length, () => `${menu.method}: a tool is listed twice (${ids.join(',')})`);
  check(ids.length <= params.budget, () => `${menu.method}: ${ids.length} tools > K = ${params.budget}`);
  for (const s of menu.slots) {
    check(
      index.tools[s.tool]?.tool.id === s.toolId,
      () => `${menu.method}: slot ${s.rank} names ${s.toolId}, not catalog tool ${s.tool}`,
    );
  }
  menu.slots.forEach((s, k) => check(s.rank === k + 1, () => `${menu.method}: slot ${k} has rank ${s.rank}`));
}

/** The relevance menu is the top K of its own scores: non-increasing, and no tool left out scores above it. */
export function checkRelevanceTopK(pair: MenuPair, params: MenuParams): void {
  const { scores } = pair.context.relevance;
  const slots = pair.relevance.slots;
  for (let k = 1; k < slots.length; k++) {
    check(
      (slots[k]?.score ?? 0) <= (slots[k - 1]?.score ?? 0),
      () => `relevance: slot ${k + 1} scores above slot ${k}`,
    );
  }
  const on = new Set(slots.map((s) => s.tool));
  const least = slots.length > 0 ? (slots[slots.length - 1]?.score ?? 0) : Infinity;
  for (let t = 0; t < scores.length; t++) {
    if (on.has(t)) continue;
    const s = scores[t] ?? 0;
    if (slots.length < params.budget)
      check(!(s > 0), () => `relevance: tool ${t} scores ${s} > 0 but the menu has room`);
    else check(s <= least, () => `relevance: tool ${t} scores ${s}, above the menu's last (${least})`);
  }
  slots.forEach((slot) =>
    check(slot.score === (scores[slot.tool] ?? 0), () => `relevance: slot ${slot.rank} shows another score`),
  );
}

/** The top L of State-Path is a permutation of the retriever's first L picks (analysis.tools in pick order). */
export function checkTopIsFirstPicks(menu: Menu, params: MenuParams): void {
  const leading = menu.slots
    .slice(0, params.top)
    .map((s) => s.tool)
    .sort((a, b) => a - b);
  const picks = menu.analysis.tools.slice(0, params.top).sort((a, b) => a - b);
  check(
    leading.join(',') === picks.join(','),
    () => `state-path: top ${params.top} [${leading.join(',')}] is not the first picks [${picks.join(',')}]`,
  );
  check(menu.analysis.tools.length === menu.slots.length, () => 'state-path: the analysis lists other tools');
}

/** Diagnosis: a missing bridge has no producer on the menu. Returns the diagnosis (checkReaches reads its targets). */
export function checkDiagnosis(
  pair: MenuPair,
  menu: Menu,
  params: MenuParams,
  task: Pick<Task, 'gold'>,
): MenuDiagnosis {
  const d = diagnoseMenu(pair.context, menu, {
    top: params.top,
    ...(menu === pair.statePath ? { other: pair.relevance } : {}),
    ...(task.gold ? { gold: task.gold } : {}),
  });
  check(typeof d.verdict === 'string' && d.verdict.length > 0, () => `${menu.method}: empty verdict`);
  const on = new Set(menu.slots.map((s) => s.tool));
  for (const b of d.missingBridges) {
    const present = b.producers.filter((p) => on.has(p.tool)).map((p) => p.toolId);
    check(
      present.length === 0,
      () =>
        `${menu.method}: missing bridge ${b.field} of ${b.consumer.toolId} lists producers on the menu: ${present.join(', ')}`,
    );
  }
  return d;
}

/** Plan blockers that mean "a target is not reachable from s0" (the others: confirmation, utility, budget). */
const UNREACHABLE_CODES: readonly string[] = ['target-missing', 'no-producer'];

/**
 * `reaches` in menu-diagnosis/v1 agrees with the planner's reachability: the record's
 * `verdict.reaches`, for both menus, is true exactly when the diagnosis has targets and the
 * planner's problem for them (compileMenuProblem, as the planners get it) reaches every one
 * from s0 with menu tools (reachableTools, without confirmation); each target's `reachable`
 * says the same of it; and the greedy planner falls back for want of a target or a producer
 * exactly when `reaches` is false. `diagnoses` are checkDiagnosis's, relevance then State-Path.
 */
export function checkReaches(
  pair: MenuPair,
  task: Parameters<typeof diagnosisRecord>[1],
  top: number,
  diagnoses: readonly [MenuDiagnosis, MenuDiagnosis],
): number {
  const record = diagnosisRecord(pair, task, top, { relevance: [], 'state-path': [] });
  const menus = record.menus as Record<Menu['method'], { verdict: { reaches: unknown } }>;
  const { index, state } = pair.context;
  let reaching = 0;
  [pair.relevance, pair.statePath].forEach((menu, k) => {
    const d = diagnoses[k] as MenuDiagnosis;
    const targets = d.targets.map((t) => t.target.tool);
    const problem = compileMenuProblem(
      index,
      state,
      menu.slots.map((s) => s.tool),
      targets,
    );
    const { reached } = reachableTools(problem, false);
    const local = new Map(problem.tools.map((t, l) => [t, l]));
    const reaches = (tool: number): boolean => reached[local.get(tool) ?? -1] === 1;
    const all = targets.length > 0 && targets.every(reaches);
    const said = menus[menu.method].verdict.reaches;
    check(
      said === all,
      () => `${menu.method}: menu-diagnosis/v1 says reaches ${String(said)}, the planner's reachability ${all}`,
    );
    check(d.outcome.reaches === all, () => `${menu.method}: the diagnosis's outcome disagrees with its record`);
    if (all) reaching++;
    for (const t of d.targets)
      check(
        t.reachable === reaches(t.target.tool),
        () => `${menu.method}: target ${t.target.toolId} reachable ${t.reachable}, the planner's ${!t.reachable}`,
      );
    const plan = planMenu(problem, 'greedy');
    const blocked = plan.kind === 'fallback' && UNREACHABLE_CODES.includes(plan.code);
    check(
      blocked === !all,
      () =>
        `${menu.method}: reaches ${all}, but the greedy planner ${plan.kind === 'fallback' ? `falls back (${plan.code})` : 'plans'}`,
    );
  });
  return reaching;
}

/** Planners and the simulated agent on one menu, toward the task's gold targets (else the predicted ones). */
function planAndSimulate(index: CatalogIndex, pair: MenuPair, menu: Menu, task: Task, options: EngineRunOptions): void {
  const gold = goldTargetIds(task.gold)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  const targets = gold.length > 0 ? gold : pair.context.targets.slice(0, 2).map((t) => t.tool);
  const problem = compileMenuProblem(
    index,
    pair.context.state,
    menu.slots.map((s) => s.tool),
    targets,
  );
  reachableTools(problem, true);
  const opts = planOptions({ mcts: { iterations: options.mctsIterations ?? 60 } });
  for (const planner of PLANNER_NAMES) {
    const plan = planMenu(problem, planner, opts);
    check(plan.kind === 'plan' || plan.kind === 'fallback', () => `${planner}: unknown result kind`);
  }
  simulateMenu(problem, { runs: options.simulationRuns ?? 4, seed: 1, label: task.id });
}

/**
 * What a round trip must keep: every input with its path (property keys, `[]` into an array's
 * items; fieldPath.ts) and required flag; outputs where the format has them. `renamed` maps a
 * path the format renamed (Anthropic's keys) to its exported one.
 */
function signature(t: Tool, format: ExportFormat, renamed: Map<string, string[]>): unknown {
  const keepsOutputs = format === 'mcp' || format === 'tool-catalog/v1';
  const inputs = t.inputs
    .filter((f) => typeof f.x_alias_of !== 'string')
    .map((f) => [pathKey(renamedPath(keysOf(f), renamed)), f.required !== false])
    .sort();
  const outputs = keepsOutputs
    ? t.outputs
        .filter((f) => f.inferred !== true && typeof f.x_alias_of !== 'string')
        .map((f) => pathKey(keysOf(f)))
        .sort()
    : [];
  return { inputs, outputs };
}

/** A field's path as RenamedProperty writes one: its keys, `[]` after each array the path goes into. */
function keysOf(f: FieldSpec): string[] {
  return fieldPath(f).flatMap((s) => (s.array ? [s.key, '[]'] : [s.key]));
}

function pathKey(path: string[]): string {
  return JSON.stringify(path);
}

/** A field's path after the format renamed property keys on it (the longest renamed path that starts it). */
function renamedPath(path: string[], renamed: Map<string, string[]>): string[] {
  for (let n = path.length; n > 0; n--) {
    const to = renamed.get(pathKey(path.slice(0, n)));
    if (to !== undefined) return [...to, ...path.slice(n)];
  }
  return path;
}

/** Export `catalog` (or its `toolIds`) in `format`, import it back, and compare every tool's fields. */
export function checkRoundTrip(catalog: Catalog, format: ExportFormat, strict: boolean, toolIds?: string[]): void {
  const exported = exportTools(catalog, format, { strict, ...(toolIds ? { toolIds } : {}) });
  const back = importCatalog(exported.text, `exported.${format}.json`, { inferOutputs: false }).catalog;
  check(
    back.tools.length === exported.names.length,
    () => `${format}: ${exported.names.length} tools exported, ${back.tools.length} read back`,
  );
  const own = format === 'tool-catalog/v1';
  const byKey = new Map(back.tools.map((t) => [own ? t.id : t.name, t]));
  const byId = new Map(catalog.tools.map((t) => [t.id, t]));
  for (const { name, toolId, properties } of exported.names) {
    const before = byId.get(toolId);
    const after = byKey.get(own ? toolId : name);
    check(
      before !== undefined && after !== undefined,
      () => `${format}: ${toolId} (exported as ${name}) not read back`,
    );
    if (!before || !after) continue;
    // Property keys the format renamed (Anthropic) come back under their exported names.
    const renamed = new Map((properties ?? []).map((p) => [pathKey(p.original), p.exported]));
    const a = JSON.stringify(signature(before, format, renamed));
    const b = JSON.stringify(signature(after, format, new Map()));
    check(
      a === b,
      () =>
        `${format}${strict ? ' strict' : ''}: ${toolId} → ${name} changed its fields:\n  before ${a}\n  after  ${b}`,
    );
  }
}

/** Runs every stage on one case; throws EngineDefect on a defect, returns whether the inputs were accepted. */
export async function runEngineCase(c: EngineCase, options: EngineRunOptions = {}): Promise<EngineOutcome> {
  const outcome: EngineOutcome = { accepted: true, menus: 0, reaching: 0 };
  try {
    await runStages(c, options, outcome);
  } catch (e) {
    if (!isLocatedError(e)) throw e instanceof EngineDefect ? e : new EngineDefect('case', e);
    outcome.accepted = false;
    outcome.rejected = e.message.slice(0, 300);
  }
  return outcome;
}

async function runStages(c: EngineCase, options: EngineRunOptions, outcome: EngineOutcome): Promise<void> {
  const catalog = await stage('load', () => parseCatalog(serializeCatalog(c.catalog), 'fuzz.json'), true);
  const tasks = await stage('load tasks', () => parseTasks(JSON.stringify(c.tasks), 'tasks.json'), true);
  const trajectories = await stage(
    'load trajectories',
    () => parseTrajectories(JSON.stringify(c.trajectories), 'trajectories.json'),
    true,
  );
  const index = await stage('index', () => buildCatalogIndex(catalog));
  await stage('gold check', () => checkTasksAgainstCatalog(tasks, new Set(index.byId.keys())));
  const { prior } = await stage('prior', () => buildTransitionPrior(index, trajectories));
  const params = menuParams({ budget: c.budget, top: Math.min(c.top, c.budget) });
  const scorers = options.scorers ?? ['structural', 'encoder'];
  const list: Task[] = [{ id: 'typed', query: c.typed }, ...tasks.tasks.slice(0, options.maxTasks ?? 3)];
  const first: MenuPair[] = [];
  for (const task of list) {
    for (const name of scorers) {
      const build = (ix: CatalogIndex, p: TransitionPrior = prior): Promise<MenuPair> =>
        stage(`menus (${name})`, () => buildMenus(ix, task, { params, scorer: scorerOf(name), prior: p }));
      const pair = await build(index);
      outcome.menus += 2;
      if (name === scorers[0]) first.push(pair);
      await stage('invariants', () => {
        checkMenuSize(index, pair.relevance, params);
        checkMenuSize(index, pair.statePath, params);
        checkRelevanceTopK(pair, params);
        checkTopIsFirstPicks(pair.statePath, params);
      });
      const again = await build(index);
      await stage('determinism', () =>
        check(menuKey(again) === menuKey(pair), () => `${name}: the same input built other menus`),
      );
      const diagnoses: MenuDiagnosis[] = [];
      for (const menu of [pair.relevance, pair.statePath]) {
        diagnoses.push(await stage(`diagnosis (${menu.method})`, () => checkDiagnosis(pair, menu, params, task)));
        await stage(`planners (${menu.method})`, () => planAndSimulate(index, pair, menu, task, options));
      }
      outcome.reaching += await stage(`reaches (${name})`, () =>
        checkReaches(pair, task, params.top, diagnoses as [MenuDiagnosis, MenuDiagnosis]),
      );
    }
  }
  // Same input → same menus, from a fresh load and index too.
  if (list[0] && first[0]) {
    const fresh = buildCatalogIndex(parseCatalog(serializeCatalog(c.catalog), 'again.json'));
    const freshPrior = buildTransitionPrior(fresh, trajectories).prior;
    const pair = await stage('menus (fresh index)', () =>
      buildMenus(fresh, list[0] as Task, { params, scorer: scorerOf(scorers[0] ?? 'structural'), prior: freshPrior }),
    );
    await stage('determinism', () =>
      check(menuKey(pair) === menuKey(first[0] as MenuPair), () => 'a fresh index built other menus'),
    );
  }
  // Export every format (the catalog, and a menu), re-import, compare.
  const menuIds = first[0]?.statePath.slots.map((s) => s.toolId);
  for (const format of options.exportFormats ?? EXPORT_FORMATS) {
    for (const strict of format.startsWith('openai') ? [false, true] : [false]) {
      // The whole catalog's round trip on catalogs up to 300 tools (larger ones: their menu's).
      if (catalog.tools.length <= 300) await stage(`export ${format}`, () => checkRoundTrip(catalog, format, strict));
      if (menuIds && menuIds.length > 0)
        await stage(`export menu ${format}`, () => checkRoundTrip(catalog, format, strict, menuIds));
    }
  }
  // Edit, then undo: the same menus as before the edit (indexes built from the previous one, as the app does).
  const edit = concreteEdit(catalog, c.edit);
  if (edit && list[0] && first[0]) {
    const task = list[0];
    const history = pushEdit(emptyHistory, edit);
    const edited = await stage('edit', () => applyEdit(catalog, edit));
    const editedIndex = await stage('index after edit', () => buildCatalogIndex(edited, index));
    const editedPrior = buildTransitionPrior(editedIndex, trajectories).prior;
    const editedPair = await stage('menus after edit', () =>
      buildMenus(editedIndex, task, { params, scorer: scorerOf(scorers[0] ?? 'structural'), prior: editedPrior }),
    );
    await stage('invariants after edit', () => {
      checkMenuSize(editedIndex, editedPair.relevance, params);
      checkMenuSize(editedIndex, editedPair.statePath, params);
      checkRelevanceTopK(editedPair, params);
      checkTopIsFirstPicks(editedPair.statePath, params);
    });
    const undone = await stage('undo', () => applyEdits(catalog, undoEdit(history).edits));
    const undoneIndex = await stage('index after undo', () => buildCatalogIndex(undone, editedIndex));
    const undonePrior = buildTransitionPrior(undoneIndex, trajectories).prior;
    const undonePair = await stage('menus after undo', () =>
      buildMenus(undoneIndex, task, { params, scorer: scorerOf(scorers[0] ?? 'structural'), prior: undonePrior }),
    );
    await stage('edit then undo', () =>
      check(menuKey(undonePair) === menuKey(first[0] as MenuPair), () => 'edit then undo gave other menus'),
    );
  }
}
