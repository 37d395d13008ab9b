/**
 * `npm run bench:quality`: the menu-quality tables of the README, from real runs.
 * - demo: the embedded demo (public/demo), both methods at K = 8, 32, 128.
 * - taskbench: ../shared/data/taskbench/all mixed into 2,500 generated distractor tools; the
 *   tasks are split (seed 1, half held out); the training half's gold chains become the
 *   trajectories behind ρ, and only the held-out half is measured.
 * Prints Markdown and writes bench/out/quality.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildCatalogIndex, buildTransitionPrior, evaluateTasks, generateDemo, menuParams, parseCatalog, parseTasks, splitTasks, CHAIN_BUCKETS, type Catalog, type EvaluationReport, type TaskSet, type TransitionPrior } from '../src/core/index';

const BUDGETS = [8, 32, 128];
const TASKBENCH = '../shared/data/taskbench/all';

async function evaluate(catalog: Catalog, tasks: TaskSet, prior?: TransitionPrior): Promise<EvaluationReport> {
  const index = buildCatalogIndex(catalog);
  return evaluateTasks(index, tasks, { budgets: BUDGETS, params: menuParams(), ...(prior ? { prior } : {}) });
}

const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));

function markdown(title: string, r: EvaluationReport): string {
  const rows = [`### ${title}`, '', `${r.tasks} tasks; order over gold edges with both tools in the top ${r.top}, at K = 32.`, '',
    '| method | bucket | tasks | cov@8 | cov@32 | cov@128 | rec@32 | order@8 (edges) | entry-first |', '|---|---|---|---|---|---|---|---|---|'];
  for (const method of ['relevance', 'state-path'] as const) {
    for (const bucket of ['all', ...CHAIN_BUCKETS] as const) {
      const at = (b: number) => (bucket === 'all' ? r.methods[method][String(b)]?.overall : r.methods[method][String(b)]?.buckets[bucket]);
      const s32 = at(32);
      rows.push(`| ${method} | ${bucket} | ${s32?.tasks ?? 0} | ${pct(at(8)?.coverage)} | ${pct(s32?.coverage)} | ${pct(at(128)?.coverage)} | ${pct(s32?.recall)} | ${pct(s32?.producerBeforeConsumer)} (${s32?.orderEdges ?? 0}) | ${pct(s32?.entryFirst)} |`);
    }
  }
  return rows.join('\n');
}

const out: Record<string, EvaluationReport> = {};
const demoCatalog = parseCatalog(readFileSync('public/demo/catalog.json', 'utf8'), 'public/demo/catalog.json');
const demoTasks = parseTasks(readFileSync('public/demo/tasks.json', 'utf8'), 'public/demo/tasks.json');
out.demo = await evaluate(demoCatalog, demoTasks);
const sections = [markdown(`Demo catalog (${demoCatalog.tools.length} tools, structural scorer, no trajectories)`, out.demo)];

if (existsSync(`${TASKBENCH}/catalog.json`)) {
  const tb = parseCatalog(readFileSync(`${TASKBENCH}/catalog.json`, 'utf8'), `${TASKBENCH}/catalog.json`);
  const distractors = generateDemo({ seed: 11, tools: 2500, tasks: 0, idPrefix: 'gen.', name: 'distractors' }).catalog;
  const mixed: Catalog = { ...tb, name: 'taskbench+distractors', tools: [...tb.tools, ...distractors.tools] };
  const { test, trajectories } = splitTasks(parseTasks(readFileSync(`${TASKBENCH}/tasks.json`, 'utf8'), `${TASKBENCH}/tasks.json`), 0.5, 1);
  const prior = buildTransitionPrior(buildCatalogIndex(mixed), trajectories).prior;
  out.taskbench = await evaluate(mixed, test, prior);
  out.taskbenchNoPrior = await evaluate(mixed, test);
  sections.push(markdown(`TaskBench (all) held-out half in ${mixed.tools.length} tools, ρ from the training half`, out.taskbench));
  sections.push(markdown('Same, without trajectories (ρ = 0)', out.taskbenchNoPrior));
} else {
  sections.push(`(TaskBench data not found at ${TASKBENCH}; skipped)`);
}
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/quality.json', `${JSON.stringify(out, null, 2)}\n`);
process.stdout.write(`${sections.join('\n\n')}\n`);
