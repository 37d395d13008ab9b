/**
 * `npm run bench:quality`: the menu-quality tables of the README and the model card, from
 * real runs. Every table compares relevance-only with State-Path under the structural scorer
 * and under the learned encoder (models/encoder.onnx, Node wasm backend).
 * - demo: the embedded demo (public/demo; generator seed 7, never trained on).
 * - taskbench: ../shared/data/taskbench/all mixed into 2,500 generated distractor tools; the
 *   tasks are split (seed 1, half held out); the training half's gold chains become the
 *   trajectories behind ρ (and the encoder's TaskBench training data); only the held-out half
 *   is measured.
 * - `--splits 2,3,…`: also the TaskBench order@8, gold@8 and entry-first at K = 32 on other splits of
 *   the tasks (split seed n), a check that menu rules found on the reported split hold on
 *   others. The encoder trained on the seed-1 training half, which overlaps those held-out
 *   halves: read its rows there as the rules' effect, not as held-out quality.
 * Prints Markdown and writes bench/out/quality.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import {
  CHAIN_BUCKETS,
  buildCatalogIndex,
  buildTransitionPrior,
  encoderScorer,
  evaluateTasks,
  menuParams,
  parseCatalog,
  parseTasks,
  splitTasks,
  structuralScorer,
  type Catalog,
  type CatalogIndex,
  type EvaluationReport,
  type MembershipScorer,
  type MetricsSummary,
  type TaskSet,
  type TransitionPrior,
} from '../src/core/index';
import { generateDemo } from '../src/generator/index';

const BUDGETS = [8, 32, 128];
const TASKBENCH = '../shared/data/taskbench/all';
const encoder = encoderScorer(await loadNodeModelRunner('models/encoder.onnx'));

async function evaluate(
  index: CatalogIndex,
  tasks: TaskSet,
  scorer: MembershipScorer,
  prior?: TransitionPrior,
  budgets: readonly number[] = BUDGETS,
): Promise<EvaluationReport> {
  return evaluateTasks(index, tasks, { budgets, params: menuParams(), scorer, ...(prior ? { prior } : {}) });
}

const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));

/** Overall rows: relevance, State-Path structural, State-Path encoder. */
function overallTable(structural: EvaluationReport, learned: EvaluationReport): string {
  const rows = [
    '| method | cov@8 | cov@32 | cov@128 | rec@32 | order@8 (edges) | gold@8 | entry-first |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const row = (label: string, r: EvaluationReport, method: 'relevance' | 'state-path'): string => {
    const at = (b: number) => r.methods[method][String(b)]?.overall;
    const s = at(32);
    return `| ${label} | ${pct(at(8)?.coverage)} | ${pct(s?.coverage)} | ${pct(at(128)?.coverage)} | ${pct(s?.recall)} | ${pct(s?.producerBeforeConsumer)} (${s?.orderEdges ?? 0}) | ${pct(s?.goldTop)} | ${pct(s?.entryFirst)} |`;
  };
  rows.push(
    row('relevance-only', structural, 'relevance'),
    row('State-Path, structural scorer', structural, 'state-path'),
    row('State-Path, encoder', learned, 'state-path'),
  );
  return rows.join('\n');
}

/** Coverage@32 and order@8 by chain length for the three. */
function bucketTable(structural: EvaluationReport, learned: EvaluationReport): string {
  const rows = [
    '| chain length | tasks | relevance cov@32 / @128 | structural cov@32 | encoder cov@32 | relevance order@8 | structural order@8 | encoder order@8 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const b of CHAIN_BUCKETS) {
    const rel32 = structural.methods.relevance['32']?.buckets[b];
    const rel128 = structural.methods.relevance['128']?.buckets[b];
    const st = structural.methods['state-path']['32']?.buckets[b];
    const en = learned.methods['state-path']['32']?.buckets[b];
    rows.push(
      `| ${b} | ${rel32?.tasks ?? 0} | ${pct(rel32?.coverage)} / ${pct(rel128?.coverage)} | ${pct(st?.coverage)} | ${pct(en?.coverage)} | ${pct(rel32?.producerBeforeConsumer)} | ${pct(st?.producerBeforeConsumer)} | ${pct(en?.producerBeforeConsumer)} |`,
    );
  }
  return rows.join('\n');
}

const out: Record<string, EvaluationReport> = {};
/** `--splits`: overall K = 32 summaries per split seed. */
const splits: Record<string, { structural: MetricsSummary | undefined; encoder: MetricsSummary | undefined }> = {};
const sections: string[] = [];
const demoCatalog = parseCatalog(readFileSync('public/demo/catalog.json', 'utf8'), 'public/demo/catalog.json');
const demoTasks = parseTasks(readFileSync('public/demo/tasks.json', 'utf8'), 'public/demo/tasks.json');
const demoIndex = buildCatalogIndex(demoCatalog);
out.demoStructural = await evaluate(demoIndex, demoTasks, structuralScorer);
out.demoEncoder = await evaluate(demoIndex, demoTasks, encoder);
sections.push(
  `### Demo catalog (${demoCatalog.tools.length} tools, ${out.demoStructural.tasks} tasks, no trajectories)`,
  '',
  overallTable(out.demoStructural, out.demoEncoder),
  '',
  bucketTable(out.demoStructural, out.demoEncoder),
);

if (existsSync(`${TASKBENCH}/catalog.json`)) {
  const tb = parseCatalog(readFileSync(`${TASKBENCH}/catalog.json`, 'utf8'), `${TASKBENCH}/catalog.json`);
  const distractors = generateDemo({ seed: 11, tools: 2500, tasks: 0, idPrefix: 'gen.', name: 'distractors' }).catalog;
  const mixed: Catalog = { ...tb, name: 'taskbench+distractors', tools: [...tb.tools, ...distractors.tools] };
  const allTasks = parseTasks(readFileSync(`${TASKBENCH}/tasks.json`, 'utf8'), `${TASKBENCH}/tasks.json`);
  const index = buildCatalogIndex(mixed);
  const { test, trajectories } = splitTasks(allTasks, 0.5, 1);
  const prior = buildTransitionPrior(index, trajectories).prior;
  out.taskbenchStructural = await evaluate(index, test, structuralScorer, prior);
  out.taskbenchEncoder = await evaluate(index, test, encoder, prior);
  sections.push(
    '',
    `### TaskBench (all): held-out half (${out.taskbenchStructural.tasks} tasks) in ${mixed.tools.length} tools, ρ from the training half`,
    '',
    overallTable(out.taskbenchStructural, out.taskbenchEncoder),
    '',
    bucketTable(out.taskbenchStructural, out.taskbenchEncoder),
  );
  const splitArg = process.argv.indexOf('--splits');
  const seeds =
    splitArg < 0
      ? []
      : (process.argv[splitArg + 1] ?? '')
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0);
  if (seeds.length > 0) {
    const rows = [
      '| split seed | tasks | structural order@8 (edges) | gold@8 | entry-first | encoder order@8 (edges) | gold@8 | entry-first |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const seed of seeds) {
      const split = splitTasks(allTasks, 0.5, seed);
      const splitPrior = buildTransitionPrior(index, split.trajectories).prior;
      const st = (await evaluate(index, split.test, structuralScorer, splitPrior, [32])).methods['state-path']['32']
        ?.overall;
      const en = (await evaluate(index, split.test, encoder, splitPrior, [32])).methods['state-path']['32']?.overall;
      splits[String(seed)] = { structural: st, encoder: en };
      rows.push(
        `| ${seed} | ${st?.tasks ?? 0} | ${pct(st?.producerBeforeConsumer)} (${st?.orderEdges ?? 0}) | ${pct(st?.goldTop)} | ${pct(st?.entryFirst)} | ${pct(en?.producerBeforeConsumer)} (${en?.orderEdges ?? 0}) | ${pct(en?.goldTop)} | ${pct(en?.entryFirst)} |`,
      );
    }
    sections.push(
      '',
      '#### Other TaskBench splits (K = 32; the encoder trained on part of these held-out halves)',
      '',
      rows.join('\n'),
    );
  }
} else {
  sections.push('', `(TaskBench data not found at ${TASKBENCH}; skipped)`);
}
mkdirSync('bench/out', { recursive: true });
writeFileSync(
  'bench/out/quality.json',
  `${JSON.stringify({ ...out, ...(Object.keys(splits).length > 0 ? { splits } : {}) }, null, 2)}\n`,
);
process.stdout.write(`${sections.join('\n')}\n`);
