/**
 * `npm run bench:quality`: menu quality on every dev set, from real runs. Each set is measured
 * with s0 given (the task's `state`) and inferred (`state` dropped: the core infers F0 from the
 * request), comparing relevance-only with State-Path under the structural scorer and under the
 * learned encoder (models/encoder.onnx, Node wasm backend), at budgets 8, 32 and 128 (L = 8).
 * The sets (bench/qualitySets.ts; all but the demo under ../shared/data, skipped with a line when
 * absent):
 * - demo: the embedded demo (public/demo; generator seed 7, never trained on).
 * - taskbench: ../shared/data/taskbench/all mixed into 2,500 generated distractor tools; the
 *   tasks are split (seed 1, half held out); the training half's gold chains become the
 *   trajectories behind ρ (and the encoder's TaskBench training data); only the held-out half
 *   is measured.
 * - nestools; seal-dev, seal-in, seal-out (Seal-Tools dev / test in-domain / out-of-domain, one
 *   catalog); no trajectories.
 * - real-<api>: each bench/real-api-tasks/<api>.tasks.json present, on the catalog its
 *   `source.catalog` names under ../shared/data, imported as the app would; pooled in one more row.
 * Prints Markdown (the "All dev sets" section of docs/results.md, then the demo's and TaskBench's
 * own tables) and writes every number to bench/out/quality.json. Times go to stderr.
 * Options:
 * - `--sets demo,nestools,…`: a subset (ids, or the groups `seal` and `real`).
 * - `--no-encoder`; `--given-only` / `--inferred-only`.
 * - `--splits 2,3,…`: also the TaskBench order@8, gold@8 and entry-first at K = 32 on other splits
 *   of the tasks (s0 given), a check that menu rules found on the reported split hold on others.
 *   The encoder trained on the seed-1 training half, which overlaps those held-out halves: read
 *   its rows there as the rules' effect, not as held-out quality.
 * - `--write-docs`: replaces the "All dev sets" section of docs/results.md with the one printed.
 * - `--commit SHA`: the commit the section names (default: git's HEAD, marked when the tree has
 *   uncommitted changes under src/, bench/, models/ or public/).
 * - `--out FILE`: writes the numbers there instead of bench/out/quality.json (two runs side by
 *   side, e.g. a change and its baseline).
 * - `--no-outputs`: every tool's declared outputs dropped, then guessed from its name and
 *   description as the importers guess them for a catalog that declares none (inferOutputs): the
 *   menus as a catalog without response schemas gets them (RapidAPI's listings, most MCP servers).
 *   `--write-docs` is refused with it (the section is the catalogs as published).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import {
  buildTransitionPrior,
  encoderScorer,
  evaluateTasks,
  menuParams,
  splitTasks,
  structuralScorer,
  type EvaluationReport,
  type MembershipScorer,
  type MetricsSummary,
  type TaskSet,
  type TransitionPrior,
} from '../src/core/index';
import { option } from './benchOptions';
import {
  allSetsSection,
  legacyTables,
  poolResults,
  replaceSection,
  STATE_MODES,
  type ModeReports,
  type SetResult,
  type StateMode,
} from './qualityTables';
import {
  measuredAt,
  ROOT,
  TASKBENCH_SPLIT,
  setSources,
  tasksWithUnknownGold,
  withoutState,
  withoutOutputs,
  type DevSet,
} from './qualitySets';

const BUDGETS = [8, 32, 128];
const argv = process.argv.slice(2);
const flag = (name: string): boolean => argv.includes(`--${name}`);
const useEncoder = !flag('no-encoder');
if (flag('given-only') && flag('inferred-only')) throw new Error('--given-only and --inferred-only exclude each other');
const modes: StateMode[] = flag('given-only') ? ['given'] : flag('inferred-only') ? ['inferred'] : [...STATE_MODES];

const sources = setSources();
const wanted = option('sets', '')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const unknown = wanted.filter((w) => !sources.some((s) => s.id === w || s.groups.includes(w)));
if (unknown.length > 0)
  throw new Error(
    `--sets: unknown ${unknown.join(', ')} (known: ${sources.map((s) => s.id).join(', ')}; groups: seal, real)`,
  );
const selected =
  wanted.length === 0 ? sources : sources.filter((s) => wanted.some((w) => s.id === w || s.groups.includes(w)));

const noOutputs = flag('no-outputs');
if (noOutputs && flag('write-docs')) throw new Error('--no-outputs and --write-docs exclude each other');

const encoder = useEncoder ? encoderScorer(await loadNodeModelRunner(join(ROOT, 'models/encoder.onnx'))) : undefined;

const started = performance.now();
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function evaluate(
  set: DevSet,
  tasks: TaskSet,
  scorer: MembershipScorer,
  label: string,
  prior: TransitionPrior | undefined = set.prior,
  budgets: readonly number[] = BUDGETS,
): Promise<EvaluationReport> {
  const t0 = performance.now();
  const report = await evaluateTasks(set.index, tasks, {
    budgets,
    params: menuParams(),
    scorer,
    ...(prior ? { prior } : {}),
  });
  log(`${set.id} ${label}: ${report.tasks} tasks, ${seconds(t0)}`);
  return report;
}

const skipped: string[] = [];
const results: SetResult[] = [];
const legacy: string[] = [];
/** `--splits`: overall K = 32 summaries per split seed. */
const splits: Record<string, { structural: MetricsSummary | undefined; encoder: MetricsSummary | undefined }> = {};
let splitTable: string | undefined;

for (const source of selected) {
  const t0 = performance.now();
  const loaded = source.load();
  if (typeof loaded === 'string') {
    skipped.push(loaded);
    log(`skipped ${loaded}`);
    continue;
  }
  const set = noOutputs ? withoutOutputs(loaded) : loaded;
  log(`${set.id}: loaded in ${seconds(t0)}`);
  const result: SetResult = {
    id: set.id,
    title: set.title,
    description: set.description,
    tools: set.index.tools.length,
    tasks: set.tasks.tasks.length,
    tasksWithUnknownGold: tasksWithUnknownGold(set.index, set.tasks),
    tasksWithState: set.tasks.tasks.filter((t) => t.state !== undefined).length,
    modes: {},
  };
  for (const mode of modes) {
    const tasks = mode === 'given' ? set.tasks : withoutState(set.tasks);
    const reports: ModeReports = { structural: await evaluate(set, tasks, structuralScorer, `${mode} structural`) };
    if (encoder) reports.encoder = await evaluate(set, tasks, encoder, `${mode} encoder`);
    result.modes[mode] = reports;
  }
  results.push(result);
  const given = result.modes.given;
  if (given && (set.id === 'demo' || set.id === 'taskbench'))
    legacy.push(`### ${set.title}, s0 given: ${set.description}`, '', legacyTables(given), '');

  const seeds = option('splits', '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (set.id === 'taskbench' && set.allTasks && seeds.length > 0) {
    const rows = [
      '| split seed | tasks | structural order@8 (edges) | gold@8 | entry-first | encoder order@8 (edges) | gold@8 | entry-first |',
      '|---|---|---|---|---|---|---|---|',
    ];
    const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));
    for (const seed of seeds) {
      const split = splitTasks(set.allTasks, TASKBENCH_SPLIT.holdout, seed);
      const prior = buildTransitionPrior(set.index, split.trajectories).prior;
      const st = (await evaluate(set, split.test, structuralScorer, `split ${seed} structural`, prior, [32])).methods[
        'state-path'
      ]['32']?.overall;
      const en = encoder
        ? (await evaluate(set, split.test, encoder, `split ${seed} encoder`, prior, [32])).methods['state-path']['32']
            ?.overall
        : undefined;
      splits[String(seed)] = { structural: st, encoder: en };
      rows.push(
        `| ${seed} | ${st?.tasks ?? 0} | ${pct(st?.producerBeforeConsumer)} (${st?.orderEdges ?? 0}) | ${pct(st?.goldTop)} | ${pct(st?.entryFirst)} | ${pct(en?.producerBeforeConsumer)} (${en?.orderEdges ?? 0}) | ${pct(en?.goldTop)} | ${pct(en?.entryFirst)} |`,
      );
    }
    splitTable = [
      '#### Other TaskBench splits (K = 32, s0 given; the encoder trained on part of these held-out halves)',
      '',
      rows.join('\n'),
    ].join('\n');
  }
}

const real = results.filter((r) => r.id.startsWith('real-'));
const pooledReal = real.length > 1 ? poolResults('real-all', 'real APIs, pooled', real) : undefined;
const rows = pooledReal ? [...results, pooledReal] : results;
/** Chain-length tables: every set but the single real APIs (a dozen or so tasks each), which the pooled row stands for. */
const chainTables = rows.filter((r) => !(pooledReal && real.includes(r)));

/** The command line, less what only says where the section goes and what it names. */
const shown = argv.filter((a, k) => a !== '--write-docs' && a !== '--commit' && argv[k - 1] !== '--commit');
const command = `npm run bench:quality${shown.length > 0 ? ` -- ${shown.join(' ')}` : ''}`;
const section = allSetsSection(rows, chainTables, {
  measuredAt: measuredAt(option('commit', '')),
  command,
  encoder: useEncoder,
  skipped,
});

mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(
  option('out', join(ROOT, 'bench/out/quality.json')),
  `${JSON.stringify(
    {
      budgets: BUDGETS,
      top: menuParams().top,
      scorers: { structural: structuralScorer.name, ...(encoder ? { encoder: encoder.name } : {}) },
      modes,
      skipped,
      sets: Object.fromEntries(rows.map((r) => [r.id, r])),
      ...(Object.keys(splits).length > 0 ? { splits } : {}),
    },
    null,
    2,
  )}\n`,
);
if (flag('write-docs')) {
  const docs = join(ROOT, 'docs/results.md');
  writeFileSync(docs, replaceSection(readFileSync(docs, 'utf8'), section));
  log('docs/results.md: "All dev sets" rewritten');
}
process.stdout.write(`${section}\n${legacy.join('\n')}${splitTable ? `\n${splitTable}\n` : ''}`);
log(`total ${seconds(started)}`);
