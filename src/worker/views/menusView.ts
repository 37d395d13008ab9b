import { buildMenus, goldToolIds, menuParams, type Clock, type StateField } from '../../core/index';
import type { InspectorSession } from '../demoSession';
import { buildWithScorer, withoutEncoder, type UsedScorer, type WorkerEncoder } from '../workerEncoder';
import type { MenusView, ScorerView, StateFieldView } from './inspectorViews';
import { menuView } from './menuView';

/** Which menus to build: a task of the session, K and L. */
export interface MenusQuery {
  taskId: string;
  budget: number;
  top: number;
}

function stateFieldView(f: StateField): StateFieldView {
  const view: StateFieldView = { name: f.name, source: f.source, confidence: f.confidence };
  if (f.rule !== undefined) view.rule = f.rule;
  if (f.value !== undefined) view.value = f.value;
  if (f.evidence !== undefined) view.evidence = f.evidence.text;
  return view;
}

function checkSize(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got ${value}`);
}

function scorerView(used: UsedScorer, poolSize: number, menuSize: number): ScorerView {
  const view: ScorerView = { ...used.status };
  const { pool, menu } = used.passes ?? {};
  if (pool || menu) {
    view.passes = {};
    if (pool) view.passes.pool = { n: poolSize, featuresMs: pool.features, modelMs: pool.model };
    if (menu) view.passes.menu = { n: menuSize, featuresMs: menu.features, modelMs: menu.model };
  }
  return view;
}

const NO_ENCODER = withoutEncoder('no model loaded');

/**
 * Builds both menus of a task (buildMenus; the encoder's scorer when it works, else the
 * structural one) and diagnoses them (diagnoseMenu) as plain views.
 */
export async function menusView(session: InspectorSession, query: MenusQuery, clock: Clock, encoder: WorkerEncoder = NO_ENCODER): Promise<MenusView> {
  checkSize('K', query.budget, 1);
  checkSize('L', query.top, 1);
  const task = session.tasks.tasks.find((t) => t.id === query.taskId);
  if (!task) throw new Error(`${session.tasksFile}: no task with id "${query.taskId}"`);
  const params = menuParams({ budget: query.budget, top: Math.min(query.top, query.budget) });
  const { result: pair, used } = await buildWithScorer(encoder, clock, (scorer) => buildMenus(session.index, task, { params, clock, scorer }));
  const t0 = clock.now();
  const goldIds = new Set(goldToolIds(task.gold));
  const relevance = menuView(pair.context, pair.relevance, pair.statePath, params, task.gold, goldIds);
  const statePath = menuView(pair.context, pair.statePath, pair.relevance, params, task.gold, goldIds);
  const gold = task.gold ? { chain: [...(task.gold.chain ?? [])], tools: [...(task.gold.tools ?? [])] } : null;
  return {
    taskId: task.id,
    query: task.query,
    state: pair.context.state.fields.map(stateFieldView),
    gold,
    budget: params.budget,
    top: params.top,
    scorer: pair.statePath.scorer ?? 'unknown',
    scorerStatus: scorerView(used, pair.pool.tools.length, pair.statePath.slots.length),
    relevance,
    statePath,
    timingsMs: { ...pair.timingsMs, diagnosis: clock.now() - t0 },
  };
}
