/**
 * The dev sets `npm run bench:quality` measures, and how each is loaded. Everything but the
 * demo lives outside the repository, under ../shared/data (relative to the repository root; see
 * ../shared/data/README.md); a set whose files are missing is skipped with a note.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildCatalogIndex,
  buildTransitionPrior,
  parseCatalog,
  parseTasks,
  splitTasks,
  type Catalog,
  type CatalogIndex,
  type TaskSet,
  type TransitionPrior,
} from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import { importRealApiCatalog, realApiCatalogPaths } from './realApiCatalogs';
import { inferCatalogOutputs } from '../src/core/importers/inference/inferOutputs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The workplace's reference data (outside the repository). */
export const SHARED_DATA = join(ROOT, '../shared/data');
const REAL_API_TASKS = join(ROOT, 'bench/real-api-tasks');

/** TaskBench's split: the held-out half is measured, the training half's gold chains give ρ. */
export const TASKBENCH_SPLIT = { holdout: 0.5, seed: 1 } as const;

/** One dev set, loaded: the catalog's index, the tasks to measure and ρ where the set has one. */
export interface DevSet {
  id: string;
  /** Short name for table rows. */
  title: string;
  /** One line: where it comes from and what is measured. */
  description: string;
  index: CatalogIndex;
  tasks: TaskSet;
  prior?: TransitionPrior;
  /** TaskBench only: every task (for --splits). */
  allTasks?: TaskSet;
}

/** A set that can be asked for by id: how to load it, or why it cannot be. */
export interface SetSource {
  id: string;
  /** Group names that also select it in --sets (seal, real). */
  groups: readonly string[];
  /** The loaded set, or a line saying why it is skipped. */
  load: () => DevSet | string;
}

/** A path as the repository root sees it (`../shared/data/…` for the shared data). */
const rel = (path: string): string => relative(ROOT, path);

function readCatalog(path: string): Catalog {
  return parseCatalog(readFileSync(path, 'utf8'), rel(path));
}

function readTasks(path: string): TaskSet {
  return parseTasks(readFileSync(path, 'utf8'), rel(path));
}

function missing(paths: readonly string[]): string | undefined {
  const gone = paths.filter((p) => !existsSync(p));
  return gone.length === 0 ? undefined : gone.map(rel).join(', ');
}

/** Catalog indexes by path, so the Seal-Tools sets share one. */
const indexes = new Map<string, CatalogIndex>();
function indexOf(path: string, load: () => Catalog): CatalogIndex {
  let index = indexes.get(path);
  if (!index) {
    index = buildCatalogIndex(load());
    indexes.set(path, index);
  }
  return index;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

function demoSet(): DevSet | string {
  const catalog = join(ROOT, 'public/demo/catalog.json');
  const tasksFile = join(ROOT, 'public/demo/tasks.json');
  const gone = missing([catalog, tasksFile]);
  if (gone) return `demo: ${gone} missing (npm run gen:demo)`;
  const index = indexOf(catalog, () => readCatalog(catalog));
  const tasks = readTasks(tasksFile);
  return {
    id: 'demo',
    title: 'demo',
    description: `public/demo: ${fmt(index.tools.length)} generated tools, ${fmt(tasks.tasks.length)} tasks (generator seed 7), no trajectories`,
    index,
    tasks,
  };
}

function taskBenchSet(): DevSet | string {
  const dir = join(SHARED_DATA, 'taskbench/all');
  const gone = missing([join(dir, 'catalog.json'), join(dir, 'tasks.json')]);
  if (gone) return `taskbench: ${gone} missing`;
  const index = indexOf(join(dir, 'catalog.json'), () => {
    const tb = readCatalog(join(dir, 'catalog.json'));
    const distractors = generateDemo({
      seed: 11,
      tools: 2500,
      tasks: 0,
      idPrefix: 'gen.',
      name: 'distractors',
    }).catalog;
    return { ...tb, name: 'taskbench+distractors', tools: [...tb.tools, ...distractors.tools] };
  });
  const allTasks = readTasks(join(dir, 'tasks.json'));
  const { test, trajectories } = splitTasks(allTasks, TASKBENCH_SPLIT.holdout, TASKBENCH_SPLIT.seed);
  const prior = buildTransitionPrior(index, trajectories).prior;
  return {
    id: 'taskbench',
    title: 'TaskBench',
    description: `../shared/data/taskbench/all: the held-out half (split seed ${TASKBENCH_SPLIT.seed}) of its ${fmt(allTasks.tasks.length)} tasks, ${fmt(test.tasks.length)} tasks, among its tools plus 2,500 generated distractors (seed 11): ${fmt(index.tools.length)} tools; ρ from the training half's gold chains`,
    index,
    tasks: test,
    prior,
    allTasks,
  };
}

function sharedSet(id: string, title: string, folder: string, tasksName: string, what: string): SetSource {
  return {
    id,
    groups: id.startsWith('seal-') ? ['seal'] : [],
    load: () => {
      const catalog = join(SHARED_DATA, folder, 'catalog.json');
      const tasksFile = join(SHARED_DATA, folder, tasksName);
      const gone = missing([catalog, tasksFile]);
      if (gone) return `${id}: ${gone} missing`;
      const index = indexOf(catalog, () => readCatalog(catalog));
      const tasks = readTasks(tasksFile);
      return {
        id,
        title,
        description: `../shared/data/${folder}/${tasksName}: ${fmt(tasks.tasks.length)} tasks among ${fmt(index.tools.length)} tools${what}; no trajectories`,
        index,
        tasks,
      };
    },
  };
}

/** What a real-API task file's tasks are: its `source.tasks` ("BFCL questions, gold labelled by us"), else hand-written tasks. */
function taskKind(tasks: TaskSet): string {
  const kind = (tasks.source as { tasks?: unknown } | undefined)?.tasks;
  return typeof kind === 'string' ? kind : 'hand-written tasks';
}

function realApiSet(file: string): SetSource {
  const api = basename(file, '.tasks.json');
  const id = `real-${api}`;
  return {
    id,
    groups: ['real'],
    load: () => {
      const tasks = readTasks(file);
      const catalogPaths = realApiCatalogPaths(tasks, SHARED_DATA);
      if (!catalogPaths) return `${id}: ${rel(file)} names no source.catalog`;
      const gone = catalogPaths.find((p) => !existsSync(p));
      if (gone !== undefined) return `${id}: ${rel(gone)} missing`;
      const named = catalogPaths.map((p) => rel(p).replace(/^\.\.\/shared\/data\//, '')).join(' + ');
      let catalog: Catalog;
      try {
        catalog = importRealApiCatalog(catalogPaths);
      } catch (e) {
        return `${id}: ${named} does not import: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`;
      }
      const index = indexOf(catalogPaths.join('+'), () => catalog);
      return {
        id,
        title: `real API: ${api}`,
        description: `${rel(file)}: ${fmt(tasks.tasks.length)} ${taskKind(tasks)} on ${named} as imported (${fmt(index.tools.length)} tools); no trajectories`,
        index,
        tasks,
      };
    },
  };
}

/** Every set in report order; real-API sets are the task files present when run. */
export function setSources(): SetSource[] {
  const real = existsSync(REAL_API_TASKS)
    ? readdirSync(REAL_API_TASKS)
        .filter((f) => f.endsWith('.tasks.json'))
        .sort()
        .map((f) => realApiSet(join(REAL_API_TASKS, f)))
    : [];
  return [
    { id: 'demo', groups: [], load: demoSet },
    { id: 'taskbench', groups: [], load: taskBenchSet },
    sharedSet('nestools', 'NesTools', 'nestools', 'tasks.json', ' (nested calls)'),
    sharedSet('seal-dev', 'Seal-Tools dev', 'seal-tools', 'tasks-dev.json', ''),
    sharedSet('seal-in', 'Seal-Tools in-domain', 'seal-tools', 'tasks-test-in-domain.json', ''),
    sharedSet('seal-out', 'Seal-Tools out-of-domain', 'seal-tools', 'tasks-test-out-domain.json', ''),
    ...real,
  ];
}

/** The same tasks without `state`: the core infers F0 from each request (createTaskContext). */
export { withoutState } from '../src/core/testing/quality/qualityGate';

/**
 * The set with every tool's declared outputs dropped and guessed again from its name and
 * description (inferOutputs, as the importers do for a catalog that declares none): how the menus
 * fare on a catalog without response schemas. Tool order, ids and so the tasks and the TaskBench
 * prior are the same.
 */
export function withoutOutputs(set: DevSet): DevSet {
  const tools = inferCatalogOutputs(set.index.catalog.tools.map((t) => ({ ...t, outputs: [] })));
  return { ...set, index: buildCatalogIndex({ ...set.index.catalog, tools }) };
}

/** Gold tool ids (chain, tools, edges) that are not tools of the catalog, counted by task. */
/**
 * Sets no fit reads (trainMembership, trainBinding): tasks written after the method was, on a
 * catalog nobody tuned it on, so their figures say what a new user's catalog gets. The
 * LiveMCPBench tasks (bench/real-api-tasks/livemcp.tasks.json, 527 tools of 70 MCP servers) and
 * the BFCL multi-turn tasks (bfcl.tasks.json, 128 functions of 8 APIs, written blind to the menus),
 * the Buildkite tasks (buildkite.tasks.json, Buildkite's MCP server with GitHub's, 141 tools,
 * written on 2026-12-05 before any of their menus was looked at), and 40 single-call BFCL tasks
 * (bfcl-multiple.tasks.json: every fifth question of BFCL v4's `multiple` set among all 480 of
 * its functions, gold labelled by us on 2026-12-05), and the Stripe tasks (stripe.tasks.json:
 * Stripe's remote MCP server, 25 tools that declare no arguments, with Slack's Web API; written
 * on 2026-12-08 before any of their menus was looked at).
 */
export const NOT_FITTED: ReadonlySet<string> = new Set([
  'real-livemcp',
  'real-bfcl',
  'real-buildkite',
  'real-bfcl-multiple',
  'real-stripe',
]);

/** A dev set's family, as the fits weigh and leave them out: the Seal-Tools sets are one, the real-API sets another. */
export const familyOf = (id: string): string => (id.startsWith('seal') ? 'seal' : id.startsWith('real') ? 'real' : id);

export function tasksWithUnknownGold(index: CatalogIndex, tasks: TaskSet): number {
  return tasks.tasks.filter((t) => {
    const ids = [...(t.gold?.chain ?? []), ...(t.gold?.tools ?? []), ...(t.gold?.edges ?? []).flat()];
    return ids.some((id) => !index.byId.has(id));
  }).length;
}

/**
 * Where a bench's numbers were measured, for its docs section: `given` (a --commit option) when
 * set, else git's HEAD, marked when the tree has uncommitted changes under src/, bench/, models/ or public/.
 */
export function measuredAt(given: string): string {
  if (given) return `commit \`${given}\``;
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'bench', 'models', 'public');
    return dirty ? `commit \`${head}\` with uncommitted changes` : `commit \`${head}\``;
  } catch {
    return 'an unknown commit';
  }
}
