/**
 * `npm run bench:mcts`: MCTS with its default budget (400 iterations or 40 ms, seed 1) planning
 * on the 32-tool State-Path menu of every demo task, printed as JSON and written to
 * bench/out/mcts.json. Two figures per plan: wall time with the real clock (the 40 ms cap
 * applies) and with a frozen clock (all 400 iterations run, whatever they cost), plus the
 * iterations reached and the menu compile time; also over the menus where the search ran (no
 * blocker fell back first) and where it used all 400 iterations (the search did not exhaust
 * the tree earlier). Never asserted; target ≤ 50 ms median.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { nodeClock } from '../src/adapters/node/nodeClock';
import {
  buildCatalogIndex,
  buildMenus,
  compileMenuProblem,
  DEFAULT_PLAN_OPTIONS,
  goldTargetIds,
  menuParams,
  parseCatalog,
  parseTasks,
  planMenu,
  planOptions,
  structuralScorer,
  frozenClock,
} from '../src/core/index';
import { summarize } from './stats';

const catalog = parseCatalog(readFileSync('public/demo/catalog.json', 'utf8'), 'public/demo/catalog.json');
const tasks = parseTasks(readFileSync('public/demo/tasks.json', 'utf8'), 'public/demo/tasks.json');
const index = buildCatalogIndex(catalog);
const params = menuParams({ budget: 32, top: 8 });
const WARMUP = 10;

const realMs: number[] = [];
const frozenMs: number[] = [];
const compileMs: number[] = [];
const iterations: number[] = [];
// Menus where the search ran (planMenu's blocker check did not fall back first), and those
// where it used its whole iteration budget: the honest figures for "plans a 32-tool menu".
const searchedMs: number[] = [];
const fullBudgetMs: number[] = [];
let plans = 0;
let fallbacks = 0;
for (const [k, task] of tasks.tasks.entries()) {
  const pair = await buildMenus(index, task, { params, scorer: structuralScorer });
  const gold = goldTargetIds(task.gold)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  const targets = gold.length > 0 ? gold : pair.context.targets.slice(0, 1).map((t) => t.tool);
  const t0 = performance.now();
  const problem = compileMenuProblem(
    index,
    pair.context.state,
    pair.statePath.slots.map((s) => s.tool),
    targets,
  );
  const t1 = performance.now();
  const real = planMenu(problem, 'mcts', planOptions({ clock: nodeClock }));
  const t2 = performance.now();
  planMenu(problem, 'mcts', planOptions({ clock: frozenClock }));
  const t3 = performance.now();
  if (k < WARMUP) continue;
  compileMs.push(t1 - t0);
  realMs.push(t2 - t1);
  frozenMs.push(t3 - t2);
  iterations.push(real.iterations ?? 0);
  if (real.iterations !== undefined) searchedMs.push(t2 - t1);
  if ((real.iterations ?? 0) >= DEFAULT_PLAN_OPTIONS.mcts.iterations) fullBudgetMs.push(t2 - t1);
  if (real.kind === 'plan') plans++;
  else fallbacks++;
}

const report = {
  bench: 'mcts',
  node: process.version,
  date: new Date().toISOString(),
  catalog: `public/demo/catalog.json (${catalog.tools.length} tools)`,
  menu: 'State-Path, K = 32 (structural scorer)',
  budget: DEFAULT_PLAN_OPTIONS.mcts,
  tasks: realMs.length,
  warmup_tasks: WARMUP,
  plan_ms: summarize(realMs),
  plan_ms_searched: summarize(searchedMs),
  plan_ms_full_iteration_budget: summarize(fullBudgetMs),
  plan_ms_all_iterations: summarize(frozenMs),
  iterations: summarize(iterations),
  compile_menu_ms: summarize(compileMs),
  results: { plans, fallbacks },
  target: 'median ≤ 50 ms',
};
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/mcts.json', `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
