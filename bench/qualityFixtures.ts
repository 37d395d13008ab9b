/**
 * `npm run quality:fixtures`: the quality gate's fixtures and floors (docs/development.md#quality-gate;
 * the test is src/core/testing/quality/qualityGate.test.ts).
 * - `--write`: (re)writes the excerpts in fixtures/quality/ from the dev sets (bench/qualitySets.ts;
 *   needs ../shared/data): per set a seeded sample of tasks with gold (s0 kept; PLAN) and a
 *   catalog excerpt, up to PLAN's cap, of: every gold tool; each task's relevance top 8; the
 *   producers of the gold tools' required inputs (the 3 per field the task's relevance ranks
 *   best); then each task's relevance top 128, rank by rank across the tasks. The tools keep the
 *   dev set's order; imported operations lose `x_source.original` (withoutOriginal).
 * - `--record`: measures the committed fixtures (structural scorer, default parameters, s0 given
 *   and inferred, and State-Path at λ = 1) and writes fixtures/quality/floors.json; `--commit SHA`
 *   names the code measured (default: git's HEAD, marked when src/ has uncommitted changes).
 * - neither: measures them and prints every drop and gain against the floors (exit 1 on a drop).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  createTaskContext,
  splitTasks,
  type Catalog,
  type CatalogIndex,
  type Task,
  type TaskSet,
  type Tool,
  type TrajectorySet,
} from '../src/core/index';
import { goldToolIds } from '../src/core/diagnose/goldTargets';
import { fnv1a } from '../src/core/util/prng';
import {
  QUALITY_EPSILON,
  QUALITY_FLOORS_FORMAT,
  RECORD_COMMAND,
  dropMessage,
  floorDrops,
  floorGains,
  loadQualityFixture,
  type QualityFixtureEntry,
  type QualityFixtureIndex,
  type QualityFloors,
  type QualitySetResult,
} from '../src/core/testing/quality/qualityGate';
import { option } from './benchOptions';
import { ROOT, SHARED_DATA, TASKBENCH_SPLIT, setSources, type DevSet } from './qualitySets';

const DIR = join(ROOT, 'fixtures/quality');
/** Seed of the sample: tasks are taken by FNV-1a of their id, so it does not depend on the file's order. */
const SEED = 31;
const RELEVANCE_TOP = 128;
const PRODUCERS_PER_FIELD = 3;
const RELEVANCE_FIRST = 8;
const argv = process.argv.slice(2);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Which dev sets become fixtures, how many tasks each, and the tool cap of the excerpt. */
const PLAN: readonly { from: string; id: string; tasks: number; cap: number }[] = [
  { from: 'demo', id: 'demo', tasks: 40, cap: 450 },
  { from: 'taskbench', id: 'taskbench', tasks: 40, cap: 1000 },
  { from: 'nestools', id: 'nestools', tasks: 40, cap: 1000 },
  { from: 'seal-out', id: 'seal-out', tasks: 40, cap: 1000 },
  { from: 'real-github', id: 'real-github', tasks: 19, cap: 120 },
  { from: 'real-sentry', id: 'real-sentry', tasks: 18, cap: 60 },
  { from: 'real-slack', id: 'real-slack', tasks: 12, cap: 80 },
  { from: 'real-twilio', id: 'real-twilio', tasks: 12, cap: 80 },
  // The sets no fit reads (NOT_FITTED): their floors guard what a catalog nobody tuned on gets.
  { from: 'real-livemcp', id: 'real-livemcp', tasks: 29, cap: 160 },
  { from: 'real-bfcl', id: 'real-bfcl', tasks: 45, cap: 160 },
  { from: 'real-buildkite', id: 'real-buildkite', tasks: 22, cap: 141 },
  { from: 'real-bfcl-multiple', id: 'real-bfcl-multiple', tasks: 40, cap: 200 },
  { from: 'real-stripe', id: 'real-stripe', tasks: 20, cap: 120 },
];

function sample(index: CatalogIndex, tasks: readonly Task[], n: number): Task[] {
  const usable = tasks.filter((t) => {
    const gold = goldToolIds(t.gold);
    return gold.length > 0 && gold.every((id) => index.byId.has(id));
  });
  return usable
    .map((t) => ({ t, h: fnv1a(t.id, SEED) }))
    .sort((a, b) => a.h - b.h || (a.t.id < b.t.id ? -1 : 1))
    .slice(0, n)
    .map(({ t }) => t);
}

/** The task as the fixture keeps it: id, request, s0, gold chain / tools / edges. */
function slim(t: Task): Task {
  const gold = t.gold ?? {};
  return {
    id: t.id,
    query: t.query,
    ...(t.state ? { state: t.state } : {}),
    gold: {
      ...(gold.chain ? { chain: gold.chain } : {}),
      ...(gold.tools ? { tools: gold.tools } : {}),
      ...(gold.edges ? { edges: gold.edges } : {}),
    },
  };
}

/** Tool indices of the excerpt, in priority order, capped, and how deep into each task's relevance ranking it reaches. */
function excerptTools(index: CatalogIndex, tasks: readonly Task[], cap: number): { tools: number[]; depth: number } {
  const chosen = new Set<number>();
  const add = (t: number): void => {
    if (chosen.size < cap) chosen.add(t);
  };
  const contexts = tasks.map((t) => createTaskContext(index, t));
  for (const t of tasks) for (const id of goldToolIds(t.gold)) add(index.byId.get(id) ?? -1);
  chosen.delete(-1);
  // Each task's relevance top RELEVANCE_FIRST, then the producers of the gold tools' required
  // inputs (best by the task's relevance first), then the rest of the relevance top 128, rank by
  // rank across the tasks.
  let depth = 0;
  const relevanceTo = (to: number): void => {
    for (let r = depth; r < to && chosen.size < cap; r++) {
      for (const ctx of contexts) {
        const t = ctx.relevance.order[r];
        if (t !== undefined) add(t);
      }
      depth = r + 1;
    }
  };
  relevanceTo(RELEVANCE_FIRST);
  tasks.forEach((task, k) => {
    const rank = contexts[k]?.relevance.order ?? new Int32Array();
    const rankOf = new Map<number, number>();
    rank.forEach((tool, r) => rankOf.set(tool, r));
    for (const id of goldToolIds(task.gold)) {
      const tool = index.tools[index.byId.get(id) ?? -1];
      for (const req of tool?.requirements ?? []) {
        const links = [...(index.acceptedBy[req.fieldId] ?? []), ...req.extra];
        const producers = new Set<number>();
        for (const link of links) for (const p of index.producersOf[link.from] ?? []) producers.add(p.tool);
        [...producers]
          .sort((a, b) => (rankOf.get(a) ?? Infinity) - (rankOf.get(b) ?? Infinity) || a - b)
          .slice(0, PRODUCERS_PER_FIELD)
          .forEach(add);
      }
    }
  });
  relevanceTo(RELEVANCE_TOP);
  return { tools: [...chosen].sort((a, b) => a - b), depth };
}

const rel = (path: string): string => relative(ROOT, path);

function sourceOf(set: DevSet, from: string): Record<string, unknown> {
  const fromTasks = (set.tasks.source ?? {}) as Record<string, unknown>;
  const fromCatalog = (set.index.catalog.source ?? {}) as Record<string, unknown>;
  const upstream = Object.keys(fromTasks).length > 0 ? fromTasks : fromCatalog;
  return {
    excerpt_of: set.description,
    dev_set: from,
    ...(Object.keys(upstream).length > 0 ? { upstream } : {}),
    ...(from === 'demo' ? { upstream: 'this repository: public/demo (npm run gen:demo, generator seed 7), MIT' } : {}),
    ...(from === 'taskbench'
      ? {
          distractors:
            'tools with ids gen.* come from this repository’s generator (seed 11, 2,500 tools), as bench/qualitySets.ts mixes them in',
        }
      : {}),
    ...(from.startsWith('real-')
      ? { tasks_from: `bench/real-api-tasks/${from.slice('real-'.length)}.tasks.json (this repository)` }
      : {}),
    how: `npm run quality:fixtures -- --write (bench/qualityFixtures.ts): seeded sample (seed ${SEED}) of tasks with gold; tools = gold, each task's relevance top ${RELEVANCE_FIRST}, the producers of the gold tools' required inputs (the ${PRODUCERS_PER_FIELD} per field the task's relevance ranks best), then each task's relevance top ${RELEVANCE_TOP} rank by rank, up to the cap; in the dev set's order`,
  };
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 1)}\n`;

/** A catalog or task file with one tool or task per line: small, and a diff shows which changed. */
function lines(value: Record<string, unknown>, list: 'tools' | 'tasks'): string {
  const { [list]: items, ...head } = value;
  const top = JSON.stringify(head, null, 1).replace(/\n}$/, '');
  const body = (items as unknown[]).map((x) => JSON.stringify(x)).join(',\n');
  // The importer's record of the files read names them as this machine saw them.
  return `${top},\n "${list}": [\n${body}\n ]\n}\n`.replaceAll(
    JSON.stringify(SHARED_DATA).slice(1, -1),
    '../shared/data',
  );
}

/**
 * An imported operation without `x_source.original` (the whole OpenAPI operation, kept for
 * exports): the pipeline reads only the method and path (relevance/operations.ts).
 */
function withoutOriginal(tool: Tool): Tool {
  const source = tool.x_source;
  if (typeof source !== 'object' || source === null || !('original' in source)) return tool;
  const { original: _original, ...rest } = source as Record<string, unknown>;
  return { ...tool, x_source: rest };
}

function writeFixtures(): void {
  mkdirSync(DIR, { recursive: true });
  const sources = setSources();
  const entries: QualityFixtureEntry[] = [];
  for (const plan of PLAN) {
    const loaded = sources.find((s) => s.id === plan.from)?.load();
    if (loaded === undefined || typeof loaded === 'string') throw new Error(`${plan.from}: ${loaded ?? 'unknown set'}`);
    const set = loaded;
    const tasks = sample(set.index, set.tasks.tasks, plan.tasks);
    const { tools, depth } = excerptTools(set.index, tasks, plan.cap);
    const source = sourceOf(set, plan.from);
    const { tools: _all, source: _source, ...rest } = set.index.catalog;
    const catalog: Catalog = {
      ...rest,
      format: 'tool-catalog/v1',
      source,
      tools: tools
        .map((t) => set.index.tools[t]?.tool)
        .filter((t) => t !== undefined)
        .map(withoutOriginal),
    };
    const taskSet: TaskSet = {
      format: 'tool-tasks/v1',
      catalog: catalog.name,
      source,
      tasks: tasks.map(slim),
    };
    const entry: QualityFixtureEntry = {
      id: plan.id,
      title: set.title,
      catalog: `${plan.id}.catalog.json`,
      tasks: `${plan.id}.tasks.json`,
      source,
    };
    writeFileSync(join(DIR, entry.catalog), lines(catalog, 'tools'));
    writeFileSync(join(DIR, entry.tasks), lines(taskSet, 'tasks'));
    if (plan.from === 'taskbench' && set.allTasks) {
      const { trajectories } = splitTasks(set.allTasks, TASKBENCH_SPLIT.holdout, TASKBENCH_SPLIT.seed);
      const file: TrajectorySet = {
        ...trajectories,
        source: { ...(trajectories.source as Record<string, unknown>), ...source },
      };
      entry.trajectories = `${plan.id}.trajectories.json`;
      writeFileSync(join(DIR, entry.trajectories), json(file));
    }
    entries.push(entry);
    const size = (name: string): string => `${(statSync(join(DIR, name)).size / 1024).toFixed(0)} KB`;
    log(
      `${plan.id}: ${tasks.length} tasks, ${catalog.tools.length} of ${set.index.tools.length} tools (relevance top ${depth} of every task); ${entry.catalog} ${size(entry.catalog)}, ${entry.tasks} ${size(entry.tasks)}${entry.trajectories ? `, ${entry.trajectories} ${size(entry.trajectories)}` : ''}`,
    );
  }
  const fixtureIndex: QualityFixtureIndex = { format: 'quality-fixtures/v1', sets: entries };
  writeFileSync(join(DIR, 'index.json'), json(fixtureIndex));
  log(`wrote ${rel(DIR)} from ${rel(SHARED_DATA)} and public/demo`);
}

/** The code the floors were measured at: `--commit SHA`, else git's HEAD (marked when src/ has uncommitted changes). */
function commit(): string {
  const given = option('commit', '');
  if (given) return `commit ${given}`;
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src');
    return dirty ? `commit ${head} with uncommitted changes under src/` : `commit ${head}`;
  } catch {
    return 'an unknown commit';
  }
}

async function measureAll(): Promise<Record<string, QualitySetResult>> {
  const fixtureIndex = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as QualityFixtureIndex;
  const out: Record<string, QualitySetResult> = {};
  for (const entry of fixtureIndex.sets) {
    const t0 = performance.now();
    const fixture = loadQualityFixture(entry, (name) => readFileSync(join(DIR, name), 'utf8'));
    out[entry.id] = await fixture.measure();
    log(`${entry.id}: ${out[entry.id]?.tasks} tasks, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return out;
}

if (argv.includes('--write')) writeFixtures();
if (argv.includes('--record')) {
  const floors: QualityFloors = {
    format: QUALITY_FLOORS_FORMAT,
    recorded: { at: commit(), command: RECORD_COMMAND, scorer: 'structural' },
    epsilon: QUALITY_EPSILON,
    sets: await measureAll(),
  };
  writeFileSync(join(DIR, 'floors.json'), json(floors));
  log(`wrote ${rel(join(DIR, 'floors.json'))} (${floors.recorded.at})`);
} else if (!argv.includes('--write')) {
  const floors = JSON.parse(readFileSync(join(DIR, 'floors.json'), 'utf8')) as QualityFloors;
  const measured = await measureAll();
  const drops = Object.entries(measured).flatMap(([id, m]) => floorDrops(id, m, floors));
  const gains = Object.entries(measured).flatMap(([id, m]) => floorGains(id, m, floors));
  if (gains.length > 0) log(`above the floors (${floors.recorded.at}):\n${gains.map((g) => `  + ${g}`).join('\n')}`);
  if (drops.length > 0) {
    log(dropMessage(drops));
    process.exitCode = 1;
  } else log(`no metric below the floors (${floors.recorded.at})`);
}
