/**
 * Real encoder inputs for the encoder benchmark: builds State-Path menus with the encoder and
 * records, per task, both forward passes (features, set size, model time) and their inputs.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  buildCatalogIndex,
  buildMenus,
  encoderScorer,
  parseCatalog,
  parseTasks,
  type CatalogIndex,
  type EncoderInput,
  type ModelRunner,
  type Task,
} from '../src/core/index';
import { generateDemo } from '../src/generator/index';

export type Pass = 'pool' | 'menu';

/** One forward pass of one menu build. */
export interface PassRecord {
  pass: Pass;
  n: number;
  featuresMs: number;
  modelMs: number;
  input: EncoderInput;
}

/** A task set to benchmark on: the committed demo catalog, or the same generator at scale. */
export interface BenchCatalog {
  name: string;
  index: CatalogIndex;
  tasks: Task[];
}

/** public/demo (450 tools): pools are as large as the request makes them (median ≈ 110 tools). */
export function demoCatalog(root: string): BenchCatalog {
  const catalog = parseCatalog(readFileSync(`${root}/public/demo/catalog.json`, 'utf8'), 'public/demo/catalog.json');
  const tasks = parseTasks(readFileSync(`${root}/public/demo/tasks.json`, 'utf8'), 'public/demo/tasks.json');
  return { name: 'demo (public/demo, 450 tools)', index: buildCatalogIndex(catalog), tasks: tasks.tasks };
}

/** The demo generator at 16,000 tools (seed 7): enough matching tools that pools fill to the cap of 256. */
export function scaleCatalog(tasks: number): BenchCatalog {
  const demo = generateDemo({ seed: 7, tools: 16_000, tasks });
  return { name: 'generated (seed 7, 16,000 tools)', index: buildCatalogIndex(demo.catalog), tasks: demo.tasks.tasks };
}

/** Builds both menus of each task with the encoder (K = 32) and returns every pass with its input and timings. */
export async function recordPasses(
  runner: ModelRunner,
  bench: BenchCatalog,
  count: number,
): Promise<{ passes: PassRecord[]; buildMs: number[] }> {
  const passes: PassRecord[] = [];
  const buildMs: number[] = [];
  let pending: { input: EncoderInput; ms: number }[] = [];
  const recording: ModelRunner = {
    backend: runner.backend,
    featureVersion: runner.featureVersion,
    async run(input) {
      const result = await runner.run(input);
      pending.push({ input, ms: result.ms });
      return result;
    },
  };
  for (const task of bench.tasks.slice(0, count)) {
    pending = [];
    const scorer = encoderScorer(recording, () => performance.now());
    const t0 = performance.now();
    await buildMenus(bench.index, task, { scorer });
    buildMs.push(performance.now() - t0);
    (['pool', 'menu'] as const).forEach((pass, k) => {
      const run = pending[k];
      const timing = scorer.lastTimings[pass];
      if (run && timing)
        passes.push({ pass, n: run.input.n, featuresMs: timing.features, modelMs: run.ms, input: run.input });
    });
  }
  return { passes, buildMs };
}

/** An input as bytes for the browser: u32 n, then nodes and relations (float32, little-endian). */
export function inputBytes(input: EncoderInput): Buffer {
  const out = Buffer.alloc(4 + 4 * (input.nodes.length + input.relations.length));
  out.writeUInt32LE(input.n, 0);
  Buffer.from(input.nodes.buffer, input.nodes.byteOffset, input.nodes.byteLength).copy(out, 4);
  Buffer.from(input.relations.buffer, input.relations.byteOffset, input.relations.byteLength).copy(
    out,
    4 + input.nodes.byteLength,
  );
  return out;
}
