/**
 * `npm run train`, step 1: builds the encoder's training and validation dumps (SPF1, see
 * src/core/encoder/sampleWriter.ts) under models/train/.cache/, and records every source with
 * its sha256 in models/train/.cache/sources.json (export.py copies it into the manifest).
 *
 * Training data:
 * - generated catalogs for seeds 101–124 (even seeds: default size, odd seeds: 2,500 tools),
 *   a deterministic subsample of their tasks; ρ from the seed's own trajectories, except a
 *   third of the seeds (105–108, 117–120), dumped without trajectories so the model also
 *   learns the ρ = 0 case (the demo and the no-trajectory bench run that way). When the
 *   generator supports `noise`, half of the seeds use it (size × noise × ρ all mixed).
 * - when ../shared/data/taskbench/all exists: the TRAINING half of its tasks (split seed 1,
 *   holdout 0.5, exactly as bench/quality.ts) in 2,500 generated distractors (seed 11,
 *   `gen.` prefix). The training half is cross-fitted: each of its two folds gets ρ from the
 *   other fold's gold chains (the held-out half is measured with ρ from tasks other than its
 *   own), plus one dump without ρ. The held-out half is never read into a dump.
 * - NesTools and Seal-Tools dev (../shared/data): the tasks at odd positions, each with s0 given
 *   and inferred (realSetRecipes); the even ones are reported on and never read here.
 * Validation: generated seeds 200 (default size, own trajectories) and 201 (2,500 tools, noise
 * when supported, no ρ).
 * Never used: seeds 7 and 8 (demo / tuning sets), the TaskBench held-out half, NesTools' and
 * Seal-Tools dev's even positions, Seal-Tools' test sets, the real-API tasks.
 * Each dump records its family (`kind`); train.py --exclude-kind leaves one out.
 *
 * Reruns are fast: a dump is rebuilt only when its recipe or the core's source changed.
 * Usage: tsx models/train/prepare.ts [--force] [--jobs 2]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  featureFingerprintOfBuild, FEATURE_VERSION, goldToolIds, parseTasks, splitTasks, TRAJECTORIES_FORMAT,
  type Task, type TaskSet, type TrajectorySet,
} from '../../src/core/index';
import { featureConstants } from '../../src/core/encoder/featureSpec';
import { withoutState } from '../../src/core/testing/quality/qualityGate';
import { generateDemo, type GeneratorOptions } from '../../src/generator/index';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CACHE = join(ROOT, 'models/train/.cache');
const SHARED_DATA = resolve(ROOT, '../shared/data');
const TASKBENCH = join(SHARED_DATA, 'taskbench/all');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'src/cli/main.ts');

/** Seeds that must never feed training: the demo (7), the tuning set (8). */
const FORBIDDEN_SEEDS = new Set([7, 8]);
const TRAIN_SEEDS = Array.from({ length: 24 }, (_, k) => 101 + k);
const VALIDATION = [
  { seed: 200, tools: undefined, tasks: 140, rho: 'own trajectories', noisy: false },
  { seed: 201, tools: 2500, tasks: 80, rho: 'none', noisy: true },
] as const;
/** Tasks kept per generated training seed (of 320): keeps the dumps near 1 GB and one training run under the time budget. */
const TASKS_PER_SEED = { default: 130, large: 75 };
const LARGE_TOOLS = 2500;
/** TaskBench split and distractors: must match bench/quality.ts. */
const TB_SPLIT = { holdout: 0.5, seed: 1 };
const TB_DISTRACTORS: GeneratorOptions = { seed: 11, tools: 2500, tasks: 0, idPrefix: 'gen.', name: 'distractors' };
/** Seed of the fold split inside the TaskBench training half (cross-fitted ρ). */
const TB_FOLD_SEED = 2;

/**
 * Generator noise for half of the training seeds, used only when this build's generateDemo
 * honours it (checked at run time: a noisy catalog must differ from the plain one).
 */
const NOISE = { randomizeVocabulary: true, renameFields: 0.3, extraFamilies: 4, dropOutputs: 0.15 };

interface FileRef {
  path: string;
  sha256: string;
  bytes: number;
}

interface DumpRecord {
  name: string;
  split: 'train' | 'validation';
  /** The family (train.py --exclude-kind leaves one out). */
  kind: 'generated' | 'taskbench' | 'nestools' | 'seal';
  description: string;
  seed?: number;
  tools?: number;
  catalog_tools?: number;
  tasks_total: number;
  tasks_used: number;
  noise: unknown;
  rho: 'own trajectories' | 'none' | 'cross-fitted (other fold of the training half)';
  /** Real sets: whether the tasks keep their `state` (given) or go without it (inferred from the request). */
  state?: 'given' | 'inferred';
  inputs: FileRef[];
  dump: FileRef;
  samples: number;
  key: string;
}

interface Recipe {
  name: string;
  split: DumpRecord['split'];
  kind: DumpRecord['kind'];
  description: string;
  seed?: number;
  tools?: number;
  noise: unknown;
  rho: DumpRecord['rho'];
  state?: DumpRecord['state'];
  /** Writes the inputs (catalogs, tasks, optional trajectories) and says what they hold. */
  inputs: () => { catalogs: string[]; tasks: string; trajectories?: string; tasksTotal: number; tasksUsed: number; extra?: string[] };
}

const args = process.argv.slice(2);
const FORCE = args.includes('--force');
const JOBS = Math.max(1, Number(args[args.indexOf('--jobs') + 1] ?? 2) || 2);

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function fileRef(path: string): FileRef {
  const data = readFileSync(path);
  return { path: relative(ROOT, path), sha256: sha256(data), bytes: data.length };
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Hash of everything a dump depends on in the code: the core and the CLI (and this script). */
function codeHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) h.update(relative(ROOT, p)).update('\0').update(readFileSync(p)).update('\0');
    }
  };
  walk(join(ROOT, 'src/core'));
  walk(join(ROOT, 'src/cli'));
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  return h.digest('hex');
}

/** Deterministic subsample: the `count` tasks with gold whose hash is smallest. */
function subsample(tasks: readonly Task[], count: number, salt: string): Task[] {
  const withGold = tasks.filter((t) => goldToolIds(t.gold).length > 0);
  if (withGold.length <= count) return [...withGold];
  const keep = new Set(withGold.map((t) => ({ t, h: sha256(`${salt}\0${t.id}`) })).sort((a, b) => (a.h < b.h ? -1 : 1)).slice(0, count).map((x) => x.t));
  return withGold.filter((t) => keep.has(t)); // original order
}

function goldTrajectories(tasks: readonly Task[], derivedFrom: string): TrajectorySet {
  return {
    format: TRAJECTORIES_FORMAT,
    source: { derived_from: derivedFrom },
    trajectories: tasks.filter((t) => goldToolIds(t.gold).length > 0).map((t) => ({ task_id: t.id, calls: t.gold?.chain ?? goldToolIds(t.gold), success: true })),
  };
}

let noiseSupported: boolean | undefined;
/** Whether generateDemo honours `noise` (an unknown option would be ignored silently). */
function generatorHasNoise(): boolean {
  if (noiseSupported === undefined) {
    const plain = JSON.stringify(generateDemo({ seed: 101, tasks: 2 }).catalog);
    let noisy = plain;
    try {
      noisy = JSON.stringify(generateDemo({ seed: 101, tasks: 2, noise: NOISE } as GeneratorOptions).catalog);
    } catch (e) {
      process.stderr.write(`prepare: generateDemo rejected the noise option (${(e as Error).message}); training without noise\n`);
    }
    noiseSupported = noisy !== plain;
  }
  return noiseSupported;
}

function generatedRecipe(seed: number, split: DumpRecord['split'], tools: number | undefined, tasksWanted: number, rho: 'own trajectories' | 'none', noisy: boolean): Recipe {
  if (FORBIDDEN_SEEDS.has(seed)) throw new Error(`seed ${seed} is reserved (demo / tuning) and never used for training`);
  const noise = noisy ? NOISE : null;
  const name = `${split === 'train' ? 'train' : 'val'}-gen-s${seed}${tools ? `-t${tools}` : ''}${noisy ? '-noise' : ''}${rho === 'none' ? '-norho' : ''}`;
  return {
    name, split, kind: 'generated', seed, noise, rho,
    ...(tools !== undefined ? { tools } : {}),
    description: `generateDemo seed ${seed}, ${tools ?? 'default'} tools${noisy ? ', noise' : ''}; ${tasksWanted} tasks subsampled; ρ: ${rho}`,
    inputs: () => {
      const dir = join(CACHE, 'inputs', name);
      const opts = { seed, ...(tools !== undefined ? { tools } : {}), ...(noisy ? { noise: NOISE } : {}) } as GeneratorOptions;
      const demo = generateDemo(opts);
      const used = subsample(demo.tasks.tasks, tasksWanted, `${name}`);
      writeJson(join(dir, 'catalog.json'), demo.catalog);
      writeJson(join(dir, 'tasks.json'), { ...demo.tasks, tasks: used } satisfies TaskSet);
      if (rho === 'own trajectories') writeJson(join(dir, 'trajectories.json'), demo.trajectories);
      return {
        catalogs: [join(dir, 'catalog.json')],
        tasks: join(dir, 'tasks.json'),
        ...(rho === 'own trajectories' ? { trajectories: join(dir, 'trajectories.json') } : {}),
        tasksTotal: demo.tasks.tasks.length,
        tasksUsed: used.length,
      };
    },
  };
}

function taskbenchRecipes(): Recipe[] {
  if (!existsSync(join(TASKBENCH, 'catalog.json')) || !existsSync(join(TASKBENCH, 'tasks.json'))) {
    process.stderr.write(`prepare: ${relative(ROOT, TASKBENCH)} not found; TaskBench skipped\n`);
    return [];
  }
  const dir = join(CACHE, 'inputs', 'taskbench');
  const distractors = join(dir, 'distractors.json');
  let prepared: { trainHalf: TaskSet; heldOut: Set<string>; folds: [Task[], Task[]] } | undefined;
  const prepare = () => {
    if (prepared) return prepared;
    const tasksPath = join(TASKBENCH, 'tasks.json');
    const all = parseTasks(readFileSync(tasksPath, 'utf8'), tasksPath);
    const { train, test } = splitTasks(all, TB_SPLIT.holdout, TB_SPLIT.seed);
    const heldOut = new Set(test.tasks.map((t) => t.id));
    const inner = splitTasks(train, 0.5, TB_FOLD_SEED);
    writeJson(distractors, generateDemo(TB_DISTRACTORS).catalog);
    prepared = { trainHalf: train, heldOut, folds: [inner.train.tasks, inner.test.tasks] };
    return prepared;
  };
  const guard = (tasks: readonly Task[], heldOut: Set<string>): void => {
    const leak = tasks.find((t) => heldOut.has(t.id));
    if (leak) throw new Error(`TaskBench held-out task ${leak.id} would enter training`);
  };
  const catalogs = [join(TASKBENCH, 'catalog.json'), distractors];
  const base = { split: 'train' as const, kind: 'taskbench' as const, noise: null };
  const recipes: Recipe[] = [0, 1].map((k) => ({
    ...base,
    name: `train-taskbench-fold${k}`,
    rho: 'cross-fitted (other fold of the training half)' as const,
    description: `TaskBench all, training half (split seed ${TB_SPLIT.seed}, holdout ${TB_SPLIT.holdout}), fold ${k} of 2 (seed ${TB_FOLD_SEED}), in 2,500 distractors (seed 11); ρ from the other fold's gold chains`,
    inputs: () => {
      const p = prepare();
      const own = p.folds[k] ?? [];
      const other = p.folds[1 - k] ?? [];
      guard([...own, ...other], p.heldOut);
      const tasks = join(dir, `fold${k}-tasks.json`);
      const trajectories = join(dir, `fold${k}-trajectories.json`);
      writeJson(tasks, { ...p.trainHalf, tasks: own });
      writeJson(trajectories, goldTrajectories(other, `gold chains of TaskBench training-half fold ${1 - k}`));
      return { catalogs, tasks, trajectories, tasksTotal: p.trainHalf.tasks.length, tasksUsed: own.length };
    },
  }));
  recipes.push({
    ...base,
    name: 'train-taskbench-norho',
    rho: 'none',
    description: `TaskBench all, training half (split seed ${TB_SPLIT.seed}, holdout ${TB_SPLIT.holdout}), in 2,500 distractors (seed 11); no trajectories`,
    inputs: () => {
      const p = prepare();
      guard(p.trainHalf.tasks, p.heldOut);
      const tasks = join(dir, 'train-tasks.json');
      writeJson(tasks, p.trainHalf);
      return { catalogs, tasks, tasksTotal: p.trainHalf.tasks.length, tasksUsed: p.trainHalf.tasks.length };
    },
  });
  return recipes;
}

/**
 * NesTools and Seal-Tools dev: the tasks at odd positions only (1, 3, 5, …). The even ones are
 * what `npm run train:membership -- --lodo` and bench/encoderLodo.ts report on, so they stay
 * unseen even by a model trained on the family. Seal-Tools' test sets (in-domain,
 * out-of-domain) are never read. Each task twice: with its `state` (s0 given) and without it
 * (s0 inferred from the request), as bench:quality measures both.
 */
const REAL_SETS = [
  { kind: 'nestools', folder: 'nestools', tasks: 'tasks.json', title: 'NesTools' },
  { kind: 'seal', folder: 'seal-tools', tasks: 'tasks-dev.json', title: 'Seal-Tools dev' },
] as const;
const REAL_TRAIN_POSITIONS = 'odd';

function realSetRecipes(): Recipe[] {
  const recipes: Recipe[] = [];
  for (const set of REAL_SETS) {
    const catalog = join(SHARED_DATA, set.folder, 'catalog.json');
    const tasksPath = join(SHARED_DATA, set.folder, set.tasks);
    if (!existsSync(catalog) || !existsSync(tasksPath)) {
      process.stderr.write(`prepare: ${relative(ROOT, tasksPath)} or its catalog not found; ${set.title} skipped\n`);
      continue;
    }
    for (const state of ['given', 'inferred'] as const) {
      const name = `train-${set.kind}-${state}`;
      recipes.push({
        name,
        split: 'train',
        kind: set.kind,
        noise: null,
        rho: 'none',
        state,
        description: `${set.title} (${relative(ROOT, tasksPath)}), tasks at ${REAL_TRAIN_POSITIONS} positions, s0 ${state}; no trajectories`,
        inputs: () => {
          const all = parseTasks(readFileSync(tasksPath, 'utf8'), tasksPath);
          const odd = { ...all, tasks: all.tasks.filter((_, k) => k % 2 === 1) };
          const used = state === 'given' ? odd : withoutState(odd);
          const tasks = join(CACHE, 'inputs', name, 'tasks.json');
          writeJson(tasks, used);
          return { catalogs: [catalog], tasks, tasksTotal: all.tasks.length, tasksUsed: used.tasks.length };
        },
      });
    }
  }
  return recipes;
}

function run(cmd: string, argv: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(err) : fail(new Error(`${cmd} ${argv.join(' ')} exited ${code}:\n${err.slice(-2000)}`))));
  });
}

function countSamples(path: string): number {
  const buf = readFileSync(path);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(buf.subarray(8, 8 + headerLength).toString('utf8')) as { node_features: string[]; relation_features: string[] };
  const NF = header.node_features.length;
  const RF = header.relation_features.length;
  let off = 8 + headerLength;
  let samples = 0;
  while (off < buf.length) {
    const len = view.getUint32(off, true);
    const meta = JSON.parse(buf.subarray(off + 4, off + 4 + len).toString('utf8')) as { n: number; nnz: number; npairs: number };
    off += 4 + len;
    off += 4 * (meta.n * NF + meta.nnz + meta.nnz * RF + meta.n + meta.n + 2 * meta.npairs + meta.npairs);
    samples++;
  }
  if (off !== buf.length) throw new Error(`${path}: truncated dump`);
  return samples;
}

async function build(recipe: Recipe, code: string): Promise<DumpRecord> {
  const out = join(CACHE, 'dumps', `${recipe.name}.spf`);
  const metaPath = join(CACHE, 'dumps', `${recipe.name}.json`);
  const { inputs: _inputs, ...spec } = recipe;
  const key = sha256(JSON.stringify({ code, spec, FEATURE_VERSION, fingerprint: featureFingerprintOfBuild(), TASKS_PER_SEED, VALIDATION }));
  if (!FORCE && existsSync(out) && existsSync(metaPath)) {
    const cached = JSON.parse(readFileSync(metaPath, 'utf8')) as DumpRecord;
    if (cached.key === key) {
      process.stderr.write(`prepare: ${recipe.name} cached (${cached.samples} samples)\n`);
      return cached;
    }
  }
  const t0 = Date.now();
  const made = recipe.inputs();
  const argv = [CLI, 'features', ...made.catalogs.flatMap((c) => ['--catalog', c]), '--tasks', made.tasks, ...(made.trajectories ? ['--trajectories', made.trajectories] : []), '--out', out, '--source', recipe.name];
  await run(TSX, argv);
  const inputs = [...made.catalogs, made.tasks, ...(made.trajectories ? [made.trajectories] : [])].map(fileRef);
  const record: DumpRecord = {
    name: recipe.name, split: recipe.split, kind: recipe.kind, description: recipe.description,
    ...(recipe.seed !== undefined ? { seed: recipe.seed } : {}),
    ...(recipe.tools !== undefined ? { tools: recipe.tools } : {}),
    tasks_total: made.tasksTotal, tasks_used: made.tasksUsed, noise: recipe.noise, rho: recipe.rho,
    ...(recipe.state ? { state: recipe.state } : {}),
    inputs, dump: fileRef(out), samples: countSamples(out), key,
  };
  writeJson(metaPath, record);
  process.stderr.write(`prepare: ${recipe.name}: ${record.samples} samples, ${(record.dump.bytes / 2 ** 20).toFixed(1)} MiB in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  return record;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  mkdirSync(join(CACHE, 'dumps'), { recursive: true });
  const code = codeHash();
  const noisy = generatorHasNoise();
  process.stderr.write(`prepare: generator noise ${noisy ? 'supported: used for half of the training seeds' : 'not supported by this build: skipped'}\n`);
  const recipes: Recipe[] = [];
  TRAIN_SEEDS.forEach((seed, k) => {
    // Cycles through size × noise; seeds 105–108 and 117–120 (a third, every combination) go without ρ.
    const large = k % 2 === 1;
    const rho = [1, 4].includes(Math.floor(k / 4)) ? 'none' : 'own trajectories';
    recipes.push(generatedRecipe(seed, 'train', large ? LARGE_TOOLS : undefined, large ? TASKS_PER_SEED.large : TASKS_PER_SEED.default, rho, noisy && Math.floor(k / 2) % 2 === 1));
  });
  recipes.push(...taskbenchRecipes());
  recipes.push(...realSetRecipes());
  for (const v of VALIDATION) recipes.push(generatedRecipe(v.seed, 'validation', v.tools, v.tasks, v.rho, noisy && v.noisy));

  // Two feature jobs at a time (one per core), largest first.
  const real = (r: Recipe): number => (r.kind === 'generated' ? 0 : 1);
  const queue = [...recipes].sort((a, b) => real(b) - real(a) || Number(b.tools ?? 0) - Number(a.tools ?? 0));
  const records = new Map<string, DumpRecord>();
  const worker = async (): Promise<void> => {
    for (let r = queue.shift(); r; r = queue.shift()) records.set(r.name, await build(r, code));
  };
  await Promise.all(Array.from({ length: JOBS }, worker));

  const ordered = recipes.map((r) => records.get(r.name)).filter((r): r is DumpRecord => r !== undefined);
  // Drop dumps of recipes that no longer exist, so train.py reads exactly these.
  const wanted = new Set(ordered.map((r) => `${r.name}.spf`));
  for (const f of readdirSync(join(CACHE, 'dumps'))) {
    if (f.endsWith('.spf') && !wanted.has(f)) {
      rmSync(join(CACHE, 'dumps', f));
      rmSync(join(CACHE, 'dumps', f.replace(/\.spf$/, '.json')), { force: true });
    }
  }
  const total = (split: string) => ordered.filter((r) => r.split === split);
  const summary = {
    format: 'sp-training-sources/1',
    feature_version: FEATURE_VERSION,
    feature_fingerprint: featureFingerprintOfBuild(),
    feature_constants: featureConstants(),
    code_sha256: code,
    generator_noise: noisy ? NOISE : null,
    excluded: [
      'generated seeds 7 (demo) and 8 (tuning set)',
      `TaskBench held-out half (split seed ${TB_SPLIT.seed}, holdout ${TB_SPLIT.holdout}) — what bench:quality reports on`,
      'NesTools and Seal-Tools dev tasks at even positions (0, 2, …) — what the leave-one-family-out tables report on',
      'Seal-Tools test sets (in-domain, out-of-domain) and the real-API tasks (bench/real-api-tasks)',
    ],
    taskbench: existsSync(join(TASKBENCH, 'tasks.json')) ? { catalog: fileRef(join(TASKBENCH, 'catalog.json')), tasks: fileRef(join(TASKBENCH, 'tasks.json')), split: TB_SPLIT } : null,
    totals: Object.fromEntries(['train', 'validation'].map((s) => [s, { dumps: total(s).length, samples: total(s).reduce((a, r) => a + r.samples, 0), bytes: total(s).reduce((a, r) => a + r.dump.bytes, 0) }])),
    dumps: ordered,
  };
  const tmp = join(CACHE, 'sources.json.tmp');
  writeJson(tmp, summary);
  renameSync(tmp, join(CACHE, 'sources.json'));
  const mib = (b: number) => (b / 2 ** 20).toFixed(0);
  process.stderr.write(`prepare: train ${summary.totals.train?.samples} samples (${mib(summary.totals.train?.bytes ?? 0)} MiB), validation ${summary.totals.validation?.samples} samples (${mib(summary.totals.validation?.bytes ?? 0)} MiB) in ${((Date.now() - t0) / 1000).toFixed(0)} s → ${relative(ROOT, join(CACHE, 'sources.json'))}\n`);
}

await main();
