/**
 * `npx tsx bench/viewsHash.ts [--tools 16000] [--tasks 60] [--encoder]`: a SHA-1 of the menus
 * views (both menus, their breakdowns, diagnoses and graphs; what the worker sends the page) of
 * every task of a generated catalog (seed 7), without the timings. Run it before and after a
 * change meant to leave the menus alone (a refactor, less allocation): the same hash means the
 * same views. `--encoder` builds them with the learned encoder (models/encoder.onnx on
 * onnxruntime's wasm), otherwise with the structural scorer. Prints one JSON line.
 */
import { createHash } from 'node:crypto';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import { buildCatalogIndex } from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import type { InspectorSession } from '../src/worker/demoSession';
import { menusView } from '../src/worker/views/menusView';
import type { WorkerEncoder } from '../src/worker/workerEncoder';
import { option } from './benchOptions';

const TOOLS = Number(option('tools', '16000'));
const TASKS = Number(option('tasks', '60'));
const ENCODER = process.argv.includes('--encoder');
/** What varies from run to run: stage times and the scorer's load and pass times. */
const TIMED = new Set(['timingsMs', 'stages', 'scorerStatus']);

const demo = generateDemo({ seed: 7, tools: TOOLS, tasks: TASKS });
const session: InspectorSession = {
  catalog: demo.catalog,
  index: buildCatalogIndex(demo.catalog),
  tasks: demo.tasks,
  catalogFile: 'catalog',
  tasksFile: 'tasks',
  loadMs: 0,
  catalogId: 'bench',
  editedTools: new Set(),
  revision: 1,
};
const runner = ENCODER ? await loadNodeModelRunner('models/encoder.onnx') : null;
const encoder: WorkerEncoder | undefined = runner ? { runner, status: { backend: 'wasm', loadMs: 0 } } : undefined;
const hash = createHash('sha1');
for (const task of demo.tasks.tasks) {
  const view = await menusView(session, { taskId: task.id, budget: 32, top: 8 }, { now: () => 0 }, encoder);
  hash.update(JSON.stringify(view, (key, value: unknown) => (TIMED.has(key) ? undefined : value)));
}
await runner?.release();
console.log(
  JSON.stringify({
    bench: 'views-hash',
    tools: TOOLS,
    tasks: demo.tasks.tasks.length,
    scorer: ENCODER ? 'encoder (onnxruntime wasm)' : 'structural',
    sha1: hash.digest('hex'),
  }),
);
