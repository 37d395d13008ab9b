/**
 * `npx tsx bench/allocations.ts [--tools 16000] [--tasks 60] [--structural] [--top 25]`: the JS
 * heap a menus request allocates in the worker's code (menusView: both menus, diagnosis and
 * views, with the learned encoder on onnxruntime's wasm unless --structural), per request and by
 * function, from V8's sampling heap profiler (HeapProfiler.startSampling, one sample per 4 kB,
 * objects a GC has collected included). Node, a generated catalog (seed 7); the requests run
 * once to warm up, then once sampled. Allocation drives the worker's scavenges, which in
 * Chromium took 6–25 ms every few 16,000-tool requests. Typed arrays over 64 bytes keep their
 * contents outside the JS heap (only the array object is counted), as do onnxruntime's wasm
 * buffers. Prints JSON; figures are never asserted.
 */
import { Session } from 'node:inspector/promises';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import { buildCatalogIndex } from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import type { InspectorSession } from '../src/worker/demoSession';
import { menusView } from '../src/worker/views/menusView';
import type { WorkerEncoder } from '../src/worker/workerEncoder';
import { option } from './benchArgs';

const TOOLS = Number(option('tools', '16000'));
const TASKS = Number(option('tasks', '60'));
const TOP = Number(option('top', '25'));
const STRUCTURAL = process.argv.includes('--structural');

interface SamplingNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: SamplingNode[];
}

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
const clock = { now: () => performance.now() };
const runner = STRUCTURAL ? null : await loadNodeModelRunner('models/encoder.onnx');
const encoder: WorkerEncoder | undefined = runner ? { runner, status: { backend: 'wasm', loadMs: 0 } } : undefined;
const requests = async (): Promise<void> => {
  for (const task of demo.tasks.tasks)
    await menusView(session, { taskId: task.id, budget: 32, top: 8 }, clock, encoder);
};

await requests();
const inspector = new Session();
inspector.connect();
// The collected-object flags are newer than @types/node's protocol typings: posted by name.
const sampling: object = {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};
await inspector.post('HeapProfiler.startSampling' as string, sampling);
await requests();
const { profile } = (await inspector.post('HeapProfiler.stopSampling')) as unknown as {
  profile: { head: SamplingNode };
};
inspector.disconnect();
await runner?.release();

const byFunction = new Map<string, number>();
let total = 0;
const walk = (node: SamplingNode): void => {
  const { functionName, url } = node.callFrame;
  const file = url.split('/').slice(-2).join('/');
  const key = `${functionName || '(anonymous)'}${file ? ` ${file}` : ' (builtin)'}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  for (const child of node.children) walk(child);
};
walk(profile.head);
const kb = (bytes: number): number => Math.round(bytes / TASKS / 1024);
console.log(
  JSON.stringify(
    {
      bench: 'allocations',
      date: new Date().toISOString(),
      tools: TOOLS,
      requests: TASKS,
      scorer: STRUCTURAL ? 'structural' : 'encoder (onnxruntime wasm)',
      what: 'JS heap allocated per menusView request (both menus, diagnosis, views), V8 sampling heap profiler, after one warm-up pass; typed-array contents over 64 bytes live outside the JS heap and are not counted',
      mb_per_request: Math.round((total / TASKS / 1048576) * 100) / 100,
      top_kb_per_request: [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([where, bytes]) => ({ where, kb: kb(bytes) })),
    },
    null,
    2,
  ),
);
