/**
 * The learned encoder, leave one family out (issue 31, point 4): for each real family the
 * encoder trains on (taskbench, nestools, seal), a fit without that family's dumps
 * (`train.py --exclude-kind FAMILY`), measured on that family's sets; and the shipped model
 * (models/encoder.onnx, trained on every family) on the real-API tasks, which no fit reads.
 * Relevance and State-Path with the encoder at K = 8 and 32, s0 given and inferred, with the
 * structural scorer's own leave-one-family-out figures from docs/results.md ("Leave one family
 * out", npm run train:membership -- --lodo) on the same rows.
 *
 * The tasks are those the structural table reports on: the TaskBench held-out half (split seed
 * 1), NesTools and Seal-Tools (dev, in-domain, out-of-domain) at even positions (prepare.ts trains
 * on the odd positions of NesTools and Seal-Tools dev only), every real-API task.
 *
 * Usage:
 *   npx tsx bench/encoderLodo.ts --fit [--epochs N]   fits and exports the three left-out models
 *     (models/train/.cache/lodo/<family>/; one fit at a time, nice'd), then measures
 *   npx tsx bench/encoderLodo.ts                      measures the models already there
 *   --families taskbench,nestools,seal,real           a subset
 * Needs the dumps of `tsx models/train/prepare.ts`. Prints the Markdown table of models/README.md
 * ("Leave one family out") and writes bench/out/encoder-lodo.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import { encoderScorer, evaluateTasks, menuParams, type MetricsSummary, type TaskSet } from '../src/core/index';
import { option } from './benchOptions';
import { ROOT, setSources, withoutState, type DevSet } from './qualitySets';

const FAMILIES = ['taskbench', 'nestools', 'seal', 'real'] as const;
type Family = (typeof FAMILIES)[number];
const MODES = ['given', 'inferred'] as const;
const LODO_DIR = join(ROOT, 'models/train/.cache/lodo');
const PYTHON = '/usr/bin/python3';

const argv = process.argv.slice(2);
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const wanted = option('families', FAMILIES.join(','))
  .split(',')
  .map((f) => f.trim())
  .filter((f) => f.length > 0);
const unknown = wanted.filter((f) => !(FAMILIES as readonly string[]).includes(f));
if (unknown.length > 0) throw new Error(`--families: unknown ${unknown.join(', ')} (known: ${FAMILIES.join(', ')})`);
const families = FAMILIES.filter((f) => wanted.includes(f));
const epochs = option('epochs', '');

const familyOf = (id: string): Family | undefined =>
  id === 'taskbench' || id === 'nestools'
    ? id
    : id.startsWith('seal')
      ? 'seal'
      : id.startsWith('real')
        ? 'real'
        : undefined;

/** The model measured on a family: its left-out fit, or (real APIs, never trained on) the shipped one. */
const modelFor = (family: Family): string =>
  family === 'real' ? join(ROOT, 'models/encoder.onnx') : join(LODO_DIR, family, 'encoder.onnx');

/** Fits and exports the model without `family` (train.py --exclude-kind, export.py --to). */
function fit(family: Exclude<Family, 'real'>): void {
  const dir = join(LODO_DIR, family);
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const run = (args: string[]): void => {
    log(`$ nice -n 10 ${args.join(' ')}`);
    execFileSync('nice', ['-n', '10', ...args], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  };
  run([
    PYTHON,
    'models/train/train.py',
    '--exclude-kind',
    family,
    '--out',
    dir,
    ...(epochs ? ['--epochs', epochs] : []),
  ]);
  run([PYTHON, 'models/train/export.py', '--from', dir, '--to', dir]);
  log(`fit without ${family}: ${((performance.now() - t0) / 60000).toFixed(1)} min`);
}

/** The tasks reported on: every second task of NesTools and Seal-Tools (the even positions), else all. */
function reported(set: DevSet, mode: (typeof MODES)[number]): TaskSet {
  const all = mode === 'given' ? set.tasks : withoutState(set.tasks);
  const every = set.id === 'nestools' || set.id.startsWith('seal') ? 2 : 1;
  return { ...all, tasks: all.tasks.filter((_, k) => k % every === 0) };
}

/** The structural scorer's left-out rows of docs/results.md, by `family set mode`: [cov@8, cov@32, rec@8, first1] of State-Path. */
function structuralRows(): { rows: Map<string, string[]>; commit: string } {
  const text = readFileSync(join(ROOT, 'docs/results.md'), 'utf8');
  const section = text.split('\n## Leave one family out')[1]?.split('\n## ')[0] ?? '';
  const commit = /at commit `([0-9a-f]+)`/.exec(section)?.[1] ?? '?';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    // left out | set | s0 | tasks | cov@8 | cov@32 | rec@8 | order@8 | first1 (order@8 since
    // a21b1b3; the tables before it had no such column).
    if ((cells.length !== 9 && cells.length !== 8) || !/^\d+$/.test(cells[3] ?? '')) continue;
    const metrics = cells.length === 9 ? [4, 5, 6, 8] : [4, 5, 6, 7];
    const sp = metrics.map((k) => cells[k]?.split('/')[1]?.trim() ?? '—');
    rows.set(`${cells[0]} ${cells[1]} ${cells[2]}`, sp);
  }
  return { rows, commit };
}

interface Row {
  family: Family;
  set: string;
  mode: (typeof MODES)[number];
  model: string;
  tasks: number;
  relevance: Record<'8' | '32', MetricsSummary | undefined>;
  encoder: Record<'8' | '32', MetricsSummary | undefined>;
}

if (argv.includes('--fit')) for (const family of families) if (family !== 'real') fit(family);

const rows: Row[] = [];
const sets = setSources().filter((s) => {
  const family = familyOf(s.id);
  return family !== undefined && families.includes(family);
});
for (const family of families) {
  const model = modelFor(family);
  if (!existsSync(model)) {
    log(`${family}: ${model} missing (run with --fit)`);
    continue;
  }
  const runner = await loadNodeModelRunner(model);
  const scorer = encoderScorer(runner);
  for (const source of sets.filter((s) => familyOf(s.id) === family)) {
    const set = source.load();
    if (typeof set === 'string') {
      log(`skipped ${set}`);
      continue;
    }
    for (const mode of MODES) {
      const t0 = performance.now();
      const r = await evaluateTasks(set.index, reported(set, mode), {
        budgets: [8, 32],
        params: menuParams(),
        scorer,
        ...(set.prior ? { prior: set.prior } : {}),
      });
      const pick = (m: 'relevance' | 'state-path') => ({
        '8': r.methods[m]['8']?.overall,
        '32': r.methods[m]['32']?.overall,
      });
      rows.push({
        family,
        set: set.id,
        mode,
        model: model.slice(ROOT.length + 1),
        tasks: r.tasks,
        relevance: pick('relevance'),
        encoder: pick('state-path'),
      });
      log(`${family} ${set.id} ${mode}: ${r.tasks} tasks, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
  }
  await runner.release();
}

const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));
const { rows: structural, commit } = structuralRows();
const lines = [
  `| left out | set | s0 | tasks | cov@8 rel / enc / str | cov@32 rel / enc / str | rec@8 rel / enc / str | order@8 rel / enc | first1 rel / enc / str |`,
  '|---|---|---|---|---|---|---|---|---|',
];
for (const row of rows) {
  const st = structural.get(`${row.family} ${row.set} ${row.mode}`) ?? ['—', '—', '—', '—'];
  const cell = (k: '8' | '32', f: 'coverage' | 'recall' | 'first1', s: string): string =>
    `${pct(row.relevance[k]?.[f])} / ${pct(row.encoder[k]?.[f])} / ${s}`;
  const order = `${pct(row.relevance['32']?.producerBeforeConsumer)} / ${pct(row.encoder['32']?.producerBeforeConsumer)}`;
  lines.push(
    `| ${row.family === 'real' ? 'real (no fit reads it)' : row.family} | ${row.set} | ${row.mode} | ${row.tasks} | ${cell('8', 'coverage', st[0] ?? '—')} | ${cell('32', 'coverage', st[1] ?? '—')} | ${cell('8', 'recall', st[2] ?? '—')} | ${order} | ${cell('32', 'first1', st[3] ?? '—')} |`,
  );
}
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
process.stdout.write(
  `${lines.join('\n')}\n\nrel: relevance; enc: State-Path with the encoder left out of that family; str: State-Path with the structural scorer left out of it (docs/results.md, measured at ${commit}). Measured at ${head}.\n`,
);
mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/out/encoder-lodo.json'),
  `${JSON.stringify({ measuredAt: head, structuralAt: commit, rows }, null, 2)}\n`,
);
