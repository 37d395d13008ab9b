/**
 * `npm run bench`: speed and memory of the core in Node, printed as JSON (medians and P95,
 * never asserted) and written to bench/out/node.json. Each catalog size runs in its own
 * process (so RSS belongs to that size), on a generated catalog (seed 7) with its tasks:
 * index build (3 builds), both menus per task with per-stage timings, RSS after a full GC.
 * Options: --sizes 1000,4000,16000,64000 (default; 0 = the 450-tool demo) --tasks 120
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { nodeClock } from '../src/adapters/node/nodeClock';
import { buildCatalogIndex, buildMenus } from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import { option } from './benchOptions';
import { summarize } from './stats';

const taskCount = Number(option('tasks', '120'));

/** One size, in this process. */
async function measure(tools: number): Promise<Record<string, unknown>> {
  const demo = generateDemo({ seed: 7, tasks: taskCount, ...(tools > 0 ? { tools } : {}) });
  const builds: number[] = [];
  let index = buildCatalogIndex(demo.catalog);
  for (let k = 0; k < 3; k++) {
    // Fresh tool objects each time: a newly loaded catalog (the index reuses the tokens of tool
    // objects it has seen, which only schema edits of an open catalog benefit from).
    const fresh = { ...demo.catalog, tools: demo.catalog.tools.map((t) => ({ ...t })) };
    const t0 = performance.now();
    index = buildCatalogIndex(fresh);
    builds.push(performance.now() - t0);
  }
  const stages = new Map<string, number[]>();
  const totals: number[] = [];
  const warmup = Math.min(10, demo.tasks.tasks.length);
  for (const [k, task] of demo.tasks.tasks.entries()) {
    const t0 = performance.now();
    const pair = await buildMenus(index, task, { clock: nodeClock });
    const elapsed = performance.now() - t0;
    if (k < warmup) continue;
    totals.push(elapsed);
    for (const [stage, ms] of Object.entries(pair.timingsMs)) stages.set(stage, [...(stages.get(stage) ?? []), ms]);
  }
  // RSS after a full GC (run with --expose-gc): what the process holds for the catalog, its
  // index and steady-state menu building, not garbage V8 has yet to collect.
  // Twice: the first full GC frees the earlier indexes' objects, the second lets V8 release the
  // pages they leave empty (with one, RSS read ~280 or ~390 MB for the same code, run to run).
  (globalThis as { gc?: () => void }).gc?.();
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  return {
    tools: demo.catalog.tools.length,
    tasks: totals.length,
    index_build_ms: summarize(builds),
    both_menus_ms: summarize(totals),
    stages_ms: Object.fromEntries([...stages].map(([s, v]) => [s, summarize(v)])),
    rss_mb: Math.round(memory.rss / 1e6),
    heap_used_mb: Math.round(memory.heapUsed / 1e6),
  };
}

if (process.argv.includes('--single')) {
  process.stdout.write(JSON.stringify(await measure(Number(option('tools', '0')))));
} else {
  const sizes = option('sizes', '0,1000,4000,16000,64000').split(',').map(Number);
  const runs: Record<string, unknown>[] = [];
  for (const size of sizes) {
    process.stderr.write(`bench: ${size || 'demo'} tools…\n`);
    const out = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        'bench/run.ts',
        '--single',
        '--tools',
        String(size),
        '--tasks',
        String(taskCount),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    runs.push(JSON.parse(out) as Record<string, unknown>);
  }
  const report = {
    bench: 'node-core',
    node: process.version,
    date: new Date().toISOString(),
    scorer: 'structural',
    runs,
  };
  mkdirSync('bench/out', { recursive: true });
  writeFileSync('bench/out/node.json', `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
