/**
 * `npm run bench`: speed and memory of the core in Node, printed as JSON (medians and P95,
 * never asserted). Options: --tools 16000 --tasks 200 --out bench/out/node.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildCatalogIndex, buildMenus, generateDemo } from '../src/core/index';
import { nodeClock } from '../src/adapters/node/nodeClock';
import { summarize } from './stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const toolCount = option('tools', 16_000);
const taskCount = option('tasks', 200);
const outAt = process.argv.indexOf('--out');
const out = outAt >= 0 ? process.argv[outAt + 1] : 'bench/out/node.json';

async function measure(tools: number | undefined): Promise<Record<string, unknown>> {
  const demo = generateDemo({ seed: 7, tasks: taskCount, ...(tools === undefined ? {} : { tools }) });
  const builds: number[] = [];
  let index = buildCatalogIndex(demo.catalog);
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    index = buildCatalogIndex(demo.catalog);
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
  // RSS after a full GC (npm run bench passes --expose-gc): what the process holds for the
  // catalog, its index and steady-state menu building, not garbage V8 has yet to collect.
  (globalThis as { gc?: () => void }).gc?.();
  const rss = process.memoryUsage().rss;
  return {
    tools: demo.catalog.tools.length,
    tasks: totals.length,
    index_build_ms: summarize(builds),
    both_menus_ms: summarize(totals),
    stages_ms: Object.fromEntries([...stages].map(([s, v]) => [s, summarize(v)])),
    rss_mb: Math.round(rss / 1e6),
  };
}

const report = {
  bench: 'node-core',
  node: process.version,
  date: new Date().toISOString(),
  // Scale first, so rss_mb is the peak of the 16,000-tool run.
  scale: await measure(toolCount),
  demo: await measure(undefined),
};
const text = `${JSON.stringify(report, null, 2)}\n`;
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
}
process.stdout.write(text);
