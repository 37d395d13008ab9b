/**
 * `npx tsx bench/checkRealApiTasks.ts`: checks bench/real-api-tasks/*.tasks.json against the
 * real catalogs they were written for (../shared/data/real-apis, outside the repository; see
 * bench/real-api-tasks/README.md). For each API: the catalog imports; every gold id (chain,
 * edges) is one of its tool ids; every edge joins two steps of the chain, producer first; every
 * state field is an input of some tool (names compared after the core's normalization). Prints
 * the task count and chain-length mix, and, as information only, the required inputs of each
 * step that neither the state nor an earlier step's outputs name (credentials such as Slack's
 * `token` and Twilio's `AccountSid` are left out of `state` on purpose, so they show up here).
 * Exits 1 on a problem; when the shared data is absent it says so and exits 0.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTasksAgainstCatalog,
  normalizeFieldName,
  parseTasks,
  type Catalog,
  type TaskSet,
} from '../src/core/index';
import { importRealApiCatalog, realApiCatalogPaths } from './realApiCatalogs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TASKS_DIR = join(ROOT, 'bench/real-api-tasks');
const SHARED_DATA = process.env.SHARED_DATA_DIR ?? join(ROOT, '../shared/data');
const REAL_APIS = join(SHARED_DATA, 'real-apis');

function lengthMix(tasks: TaskSet): string {
  const counts = new Map<string, number>();
  for (const t of tasks.tasks) {
    const n = t.gold?.chain?.length ?? 0;
    const key = n >= 5 ? '5+' : String(n);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return ['1', '2', '3', '4', '5+'].map((k) => `${k}: ${counts.get(k) ?? 0}`).join(', ');
}

/** Problems of one task file against its catalog, and informational notes. */
function check(tasks: TaskSet, catalog: Catalog): { problems: string[]; notes: string[] } {
  const problems = checkTasksAgainstCatalog(tasks, new Set(catalog.tools.map((t) => t.id))).map(
    (p) => `${p.segments.map(String).join('.')}: ${p.message}`,
  );
  const notes: string[] = [];
  const byId = new Map(catalog.tools.map((t) => [t.id, t]));
  const inputNames = new Set(catalog.tools.flatMap((t) => t.inputs.map((f) => normalizeFieldName(f.name))));
  for (const task of tasks.tasks) {
    const chain = task.gold?.chain ?? [];
    if (chain.length === 0) problems.push(`${task.id}: no gold chain`);
    if (new Set(chain).size !== chain.length) problems.push(`${task.id}: a tool repeats in the chain`);
    for (const [producer, consumer] of task.gold?.edges ?? []) {
      const a = chain.indexOf(producer);
      const b = chain.indexOf(consumer);
      if (a < 0 || b < 0) problems.push(`${task.id}: edge ${producer} → ${consumer} leaves the chain`);
      else if (a >= b) problems.push(`${task.id}: edge ${producer} → ${consumer} runs against the chain's order`);
    }
    for (const field of task.state ?? []) {
      if (!inputNames.has(normalizeFieldName(field)))
        problems.push(`${task.id}: state field "${field}" is no tool's input`);
    }
    const known = new Set((task.state ?? []).map(normalizeFieldName));
    for (const id of chain) {
      const tool = byId.get(id);
      if (!tool) continue;
      const open = tool.inputs
        .filter((f) => f.required === true && !known.has(normalizeFieldName(f.name)))
        .map((f) => (f.credential === true ? `${f.name} (credential)` : f.name));
      if (open.length > 0) notes.push(`${task.id} ${id}: ${open.join(', ')}`);
      for (const f of tool.outputs) known.add(normalizeFieldName(f.name));
    }
  }
  return { problems, notes };
}

function main(): number {
  if (!existsSync(REAL_APIS)) {
    process.stdout.write(
      `${REAL_APIS} is absent: the real catalogs live outside the repository, so the gold ids were not checked (nothing to do).\n`,
    );
    return 0;
  }
  const verbose = process.argv.includes('--verbose');
  let failed = 0;
  const files = readdirSync(TASKS_DIR)
    .filter((f) => f.endsWith('.tasks.json'))
    .sort();
  for (const file of files) {
    const api = basename(file, '.tasks.json');
    const tasksFile = join(TASKS_DIR, file);
    const tasks = parseTasks(readFileSync(tasksFile, 'utf8'), tasksFile);
    const paths = realApiCatalogPaths(tasks, SHARED_DATA);
    if (!paths) {
      process.stdout.write(`${api}: ${file} names no source.catalog\n`);
      failed++;
      continue;
    }
    const rel = paths.map((p) => relative(SHARED_DATA, p)).join(' + ');
    let catalog: Catalog;
    try {
      catalog = importRealApiCatalog(paths);
    } catch (e) {
      const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
      process.stdout.write(`${api}: ${rel} does not import: ${message}\n`);
      failed++;
      continue;
    }
    const { problems, notes } = check(tasks, catalog);
    process.stdout.write(
      `${api}: ${tasks.tasks.length} tasks against ${catalog.tools.length} tools of ${rel}; chain lengths ${lengthMix(tasks)}; ` +
        `${problems.length === 0 ? 'ok' : `${problems.length} problem(s)`}; ${notes.length} step(s) with required inputs neither the state nor an earlier step names${verbose ? '' : ' (--verbose lists them)'}\n`,
    );
    for (const p of problems) process.stdout.write(`  problem: ${p}\n`);
    if (verbose) for (const n of notes) process.stdout.write(`  open: ${n}\n`);
    if (problems.length > 0) failed++;
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
