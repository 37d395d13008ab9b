import {
  buildMenus,
  goldToolIds,
  MenuStageCache,
  structuralScorer,
  type Clock,
  type GoldPath,
  type MembershipScorer,
  type MenuPair,
  type StateField,
  type Task,
  type TaskInput,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';
import { buildWithScorer, withoutEncoder, type UsedScorer, type WorkerEncoder } from '../workerEncoder';
import { displacementViews } from './displacementViews';
import { fieldSuggestions } from './fieldSuggestions';
import type { MenusView, ScorerView, StateFieldView } from './inspectorViews';
import { queryParams, type MenusQuery, type ScorerChoice } from './menusQuery';
import { menuView } from './menuView';
import { overlayGraph } from './overlayGraph';
import { stageTimings } from './stageTimings';
import { targetsView } from './targetsView';

export type { MenusQuery } from './menusQuery';

function stateFieldView(f: StateField): StateFieldView {
  const view: StateFieldView = { name: f.name, source: f.source, confidence: f.confidence };
  if (f.rule !== undefined) view.rule = f.rule;
  if (f.value !== undefined) view.value = f.value;
  if (f.evidence !== undefined) view.evidence = f.evidence.text;
  return view;
}

function scorerView(
  used: UsedScorer,
  chosen: ScorerChoice,
  poolSize: number,
  menuSize: number,
  poolReused: boolean,
): ScorerView {
  const view: ScorerView = { ...used.status, chosen };
  const { pool, menu } = used.passes ?? {};
  if (pool || menu) {
    view.passes = {};
    if (pool) view.passes.pool = { n: poolSize, featuresMs: pool.features, modelMs: pool.model };
    else if (poolReused) view.passes.pool = { n: poolSize, featuresMs: 0, modelMs: 0, reused: true };
    if (menu) view.passes.menu = { n: menuSize, featuresMs: menu.features, modelMs: menu.model };
  }
  return view;
}

/** Each session's (catalog revision's) kept task stages: a parameter change on a task rebuilds from them. */
const stageCaches = new WeakMap<InspectorSession, MenuStageCache>();

function stagesOf(session: InspectorSession): MenuStageCache {
  let stages = stageCaches.get(session);
  if (!stages) stageCaches.set(session, (stages = new MenuStageCache()));
  return stages;
}

const NO_ENCODER = withoutEncoder('no model loaded');

/**
 * The task a query names (a session task, or an ad-hoc request under its id) and its gold, if any:
 * the gold chain an ad-hoc request sets (AdHocTask.gold) replaces the loaded task's.
 */
export function resolveQueryTask(session: InspectorSession, query: MenusQuery): { input: TaskInput; task?: Task } {
  const loaded = session.tasks.tasks.find((t) => t.id === query.taskId);
  if (query.task) {
    if (query.task.query.trim() === '') throw new Error('the request is empty: type what the agent should do');
    const input: TaskInput = { id: query.taskId, query: query.task.query };
    if (query.task.state) input.state = [...query.task.state];
    if (query.target !== undefined) input.target = query.target;
    const chain = query.task.gold;
    if (chain === undefined) return loaded ? { input, task: loaded } : { input };
    const task: Task = { ...(loaded ?? {}), id: query.taskId, query: query.task.query };
    delete task.gold;
    if (chain.length > 0) task.gold = goldOfChain(session, chain, loaded?.gold);
    return { input, task };
  }
  const task = loaded;
  if (!task) throw new Error(`${session.tasksFile}: no task with id "${query.taskId}"`);
  return { input: query.target === undefined ? task : { ...task, target: query.target }, task };
}

/**
 * The gold path of a chain set in the UI: its tools, which must be the open catalog's and each
 * listed once (a share link or a stale draft may name others), and the loaded gold's producer →
 * consumer edges between tools still on it (a new task has none: every step counts as a target,
 * as for a loaded task that lists no edges).
 */
export function goldOfChain(session: InspectorSession, chain: readonly string[], loaded?: GoldPath): GoldPath {
  const seen = new Set<string>();
  for (const id of chain) {
    if (!session.index.byId.has(id))
      throw new Error(`gold chain: no tool "${id}" in the open catalog (remove it from the chain)`);
    if (seen.has(id)) throw new Error(`gold chain: "${id}" is listed twice`);
    seen.add(id);
  }
  const edges = (loaded?.edges ?? []).filter(([u, v]) => seen.has(u) && seen.has(v));
  return edges.length > 0 ? { chain: [...chain], edges: edges.map(([u, v]) => [u, v]) } : { chain: [...chain] };
}

/** A query's menus, with the scorer that built them and the stage cache holding their pool pass. */
export interface QueryMenus {
  pair: MenuPair;
  used: UsedScorer;
  task?: Task;
  input: TaskInput;
  scorer: MembershipScorer;
  stages: MenuStageCache;
}

/** Builds both menus of a query with the encoder's scorer when it works, else the structural one; ρ from the session's trajectories, when it has them. */
export async function buildQueryMenus(
  session: InspectorSession,
  query: MenusQuery,
  clock: Clock,
  encoder: WorkerEncoder = NO_ENCODER,
): Promise<QueryMenus> {
  const params = queryParams(query);
  const { input, task } = resolveQueryTask(session, query);
  const prior = session.prior;
  const stages = stagesOf(session);
  let scorer: MembershipScorer = structuralScorer;
  const { result: pair, used } = await buildWithScorer(encoder, clock, (s) => {
    scorer = s;
    return buildMenus(session.index, input, { params, clock, scorer: s, stages, ...(prior ? { prior } : {}) });
  });
  const built: QueryMenus = { pair, used, input, scorer, stages };
  if (task) built.task = task;
  return built;
}

/**
 * Builds both menus of a task — or of an edited or new request (`query.task`) — with the
 * given K, L and weights, and diagnoses them (diagnoseMenu) as plain views.
 */
export async function menusView(
  session: InspectorSession,
  query: MenusQuery,
  clock: Clock,
  encoder: WorkerEncoder = NO_ENCODER,
): Promise<MenusView> {
  const params = queryParams(query);
  const { pair, used, task, input, scorer, stages } = await buildQueryMenus(session, query, clock, encoder);
  const t0 = clock.now();
  const goldIds = new Set(goldToolIds(task?.gold));
  // Why relevance tools are missing from State-Path: the pool pass comes from the stage cache the build filled.
  const displacement = await displacementViews(pair, scorer, params, stages);
  // A chosen target replaces the gold targets in the diagnosis (the gold stays marked on the slots).
  const diagnosed = pair.context.chosenTarget === undefined ? task?.gold : undefined;
  const relevance = menuView(pair.context, pair.relevance, pair.statePath, params, diagnosed, goldIds, displacement);
  const statePath = menuView(pair.context, pair.statePath, pair.relevance, params, diagnosed, goldIds, displacement);
  const gold = task?.gold ? { chain: [...(task.gold.chain ?? [])], tools: [...(task.gold.tools ?? [])] } : null;
  const view: MenusView = {
    taskId: query.taskId,
    query: input.query,
    state: pair.context.state.fields.map(stateFieldView),
    gold,
    budget: params.budget,
    top: params.top,
    tuning: { lambda: params.lambda, eta: params.eta, weights: { ...params.weights } },
    adHoc: query.task !== undefined,
    fieldSuggestions: fieldSuggestions(pair),
    targets: targetsView(pair.context),
    scorer: pair.statePath.scorer ?? 'unknown',
    scorerStatus: scorerView(
      used,
      query.scorer ?? 'structural',
      pair.pool.tools.length,
      pair.statePath.slots.length,
      pair.reused.pool,
    ),
    relevance,
    statePath,
    overlay: overlayGraph(statePath.graph, relevance.graph),
    timingsMs: { ...pair.timingsMs, diagnosis: clock.now() - t0 },
    stages: [],
  };
  view.stages = stageTimings(pair.timingsMs, session.loadMs, view.timingsMs.diagnosis ?? 0, pair.reused);
  return view;
}
