/**
 * `npm run bench:real-apis`: speed and memory on real specs merged into one catalog of about
 * 1,000 tools (issue 30, point 6): Slack Web API (Swagger 2.0), Twilio 2010-04-01 (OpenAPI 3),
 * Sentry MCP, the GitHub MCP server's toolsnaps (a folder of .snap files) and LiveMCPBench's
 * MCP tools, all under ../shared/data/real-apis. The files are imported the way the app and the
 * CLI read a folder or several dropped files: `importCatalogFiles` (a tool id an earlier file
 * already used, e.g. Sentry's and GitHub's `search_issues`, is renamed `id_2`; the CLI's
 * several-`--catalog` merge would refuse it), then `buildCatalogIndex`.
 *
 * Measured, printed as one JSON object (medians and P95, never asserted):
 * - import: read + parse + import + merge + index build, each run in a fresh Node process
 *   (`--runs`, default 5; the first import of that process), plus warm re-imports in the same
 *   process; stages split into read, import (parse + import + merge) and index.
 * - memory: RSS after the import (after two full GCs; the children run with --expose-gc) and the
 *   process's peak RSS (`process.resourceUsage().maxRSS`) up to then, and the RSS of a process
 *   that has loaded the bench's modules but imported nothing, for scale.
 * - both menus (relevance + State-Path, `buildMenus`) per request, under the structural scorer
 *   and under the encoder (models/encoder.onnx, Node wasm backend, as bench/quality.ts): the
 *   real-API tasks of bench/real-api-tasks/*.tasks.json (their queries and states) and
 *   generated requests (a spread of the merged catalog's tools, the first sentence of each one's
 *   description as the query, state inferred), `--passes` times (default 3) after one warm-up pass.
 * Targets (issue 30): import ≤ 2 s, RSS ≤ 300 MB, both menus P95 ≤ 30 ms in Node.
 * Without ../shared/data it prints one JSON line saying so and exits 0.
 * Options: --runs 5 --passes 3 --generated 60 --no-encoder
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import {
  buildCatalogIndex,
  buildMenus,
  descriptionText,
  encoderScorer,
  importCatalogFiles,
  isCatalogFileName,
  parseTasks,
  structuralScorer,
  type CatalogFile,
  type CatalogIndex,
  type MembershipScorer,
  type TaskInput,
} from '../src/core/index';
import { option } from './benchOptions';
import { ROOT, SHARED_DATA } from './qualitySets';
import { summarize } from './stats';

const REAL = join(SHARED_DATA, 'real-apis');
/** The sources, in merge order (a folder stands for its catalog files, sorted). */
const SOURCES = [
  'slack_web_openapi_v2.json',
  'twilio_api_v2010.json',
  'mcp-sentry/toolDefinitions.json',
  'mcp-github-server/toolsnaps',
  'mcp-livemcpbench/tools.json',
].map((p) => join(REAL, p));
const TARGETS = { import_ms: 2000, rss_mb: 300, both_menus_p95_ms: 30 };

/** A full GC, also when Node was started without --expose-gc (`npx tsx …`): the flag set at run time, gc taken from a fresh context. */
const collect: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();
/** Twice: the first frees the objects, the second lets V8 release the pages they leave empty (bench/run.ts). */
const gc = (): void => {
  collect();
  collect();
};
const mb = (bytes: number): number => Math.round(bytes / 1e6);
const round = (x: number): number => Math.round(x * 10) / 10;

/** The catalog file paths of the sources (a folder's files sorted, as the CLI reads them). */
function sourcePaths(): string[] {
  return SOURCES.flatMap((path) =>
    path.endsWith('toolsnaps')
      ? readdirSync(path)
          .filter(isCatalogFileName)
          .sort()
          .map((f) => join(path, f))
      : [path],
  );
}

/** One import, timed by stage. */
function importOnce(paths: readonly string[]): {
  index: CatalogIndex;
  warnings: number;
  ms: { read: number; import: number; index: number; total: number };
} {
  const t0 = performance.now();
  const files: CatalogFile[] = paths.map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));
  const t1 = performance.now();
  const { catalog, warnings } = importCatalogFiles(files, { name: 'real-apis' });
  const t2 = performance.now();
  const index = buildCatalogIndex(catalog);
  const t3 = performance.now();
  return {
    index,
    warnings: warnings.length,
    ms: { read: t1 - t0, import: t2 - t1, index: t3 - t2, total: t3 - t0 },
  };
}

/** `--child-import`: one fresh process's first import, its warm re-imports and its memory. */
function childImport(): Record<string, unknown> {
  gc();
  const baselineRss = process.memoryUsage().rss;
  const first = importOnce(sourcePaths());
  const peakRss = process.resourceUsage().maxRSS * 1024;
  gc();
  const afterRss = process.memoryUsage().rss;
  const heapUsed = process.memoryUsage().heapUsed;
  const warm: number[] = [];
  for (let k = 0; k < 3; k++) warm.push(importOnce(sourcePaths()).ms.total);
  return {
    tools: first.index.tools.length,
    warnings: first.warnings,
    first_ms: first.ms,
    warm_ms: warm,
    baseline_rss: baselineRss,
    rss_after_import: afterRss,
    heap_used_after_import: heapUsed,
    peak_rss: peakRss,
  };
}

/** The real-API tasks (query and state), from every bench/real-api-tasks/*.tasks.json. */
function realTasks(): TaskInput[] {
  const dir = join(ROOT, 'bench/real-api-tasks');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tasks.json'))
    .sort()
    .flatMap((f) =>
      parseTasks(readFileSync(join(dir, f), 'utf8'), f).tasks.map((t) => ({
        id: t.id,
        query: t.query,
        ...(t.state ? { state: t.state } : {}),
      })),
    );
}

/** `count` requests from a spread of the catalog's tools: each one's description's first sentence, state inferred. */
function generatedTasks(index: CatalogIndex, count: number): TaskInput[] {
  const out: TaskInput[] = [];
  const step = Math.max(1, Math.floor(index.tools.length / count));
  for (let i = 0; i < index.tools.length && out.length < count; i += step) {
    const tool = index.tools[i]?.tool;
    if (!tool) continue;
    const sentence = (descriptionText(tool.description) ?? '').split(/(?<=[.!?])\s/)[0]?.trim() ?? '';
    const query = sentence.length >= 12 ? sentence : tool.id.replace(/[._-]+/g, ' ');
    out.push({ id: `gen-${i}`, query: query.slice(0, 300) });
  }
  return out;
}

async function timeMenus(
  index: CatalogIndex,
  tasks: readonly TaskInput[],
  scorer: MembershipScorer,
  passes: number,
): Promise<{ warmup_pass_ms: ReturnType<typeof summarize>; both_menus_ms: ReturnType<typeof summarize> }> {
  const warmup: number[] = [];
  const times: number[] = [];
  for (let pass = 0; pass <= passes; pass++) {
    for (const task of tasks) {
      const t0 = performance.now();
      await buildMenus(index, task, { scorer });
      (pass === 0 ? warmup : times).push(performance.now() - t0);
    }
  }
  return { warmup_pass_ms: summarize(warmup), both_menus_ms: summarize(times) };
}

async function main(): Promise<void> {
  const gone = SOURCES.filter((p) => !existsSync(p));
  if (gone.length > 0) {
    process.stdout.write(
      `${JSON.stringify({ bench: 'real-apis', skipped: `missing ${gone.map((p) => relative(ROOT, p)).join(', ')} (the workplace's ../shared/data)` })}\n`,
    );
    return;
  }
  if (process.argv.includes('--child-import')) {
    process.stdout.write(JSON.stringify(childImport()));
    return;
  }
  const runs = Math.max(1, Number(option('runs', '5')));
  const passes = Math.max(1, Number(option('passes', '3')));
  const generatedCount = Number(option('generated', '60'));
  const useEncoder = !process.argv.includes('--no-encoder');
  const loadStart = loadavg().map(round);

  const children: Record<string, unknown>[] = [];
  for (let k = 0; k < runs; k++) {
    process.stderr.write(`real-apis: fresh import ${k + 1}/${runs}…\n`);
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/realApiScale.ts', '--child-import'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    children.push(JSON.parse(out) as Record<string, unknown>);
  }
  const firsts = children.map((c) => c.first_ms as ReturnType<typeof importOnce>['ms']);
  const stage = (key: keyof ReturnType<typeof importOnce>['ms']) => summarize(firsts.map((f) => f[key]));
  const num = (key: string): number[] => children.map((c) => c[key] as number);
  const importMs = stage('total');
  const rssAfter = summarize(num('rss_after_import').map(mb));
  const peak = summarize(num('peak_rss').map(mb));

  process.stderr.write('real-apis: menus…\n');
  const { index } = importOnce(sourcePaths());
  const real = realTasks();
  const generated = generatedTasks(index, generatedCount);
  const tasks = [...real, ...generated];
  const menus: Record<string, unknown> = {};
  const p95s: number[] = [];
  const scorers: [string, () => Promise<MembershipScorer>][] = [
    ['structural', () => Promise.resolve(structuralScorer)],
  ];
  if (useEncoder)
    scorers.push(['encoder', async () => encoderScorer(await loadNodeModelRunner(join(ROOT, 'models/encoder.onnx')))]);
  /** RSS after a full GC once each scorer's menus are done (the encoder's includes its wasm runtime and model). */
  const rssAfterMenus: Record<string, number> = {};
  for (const [name, load] of scorers) {
    const scorer = await load();
    process.stderr.write(`real-apis: menus, ${name}…\n`);
    const all = await timeMenus(index, tasks, scorer, passes);
    const realOnly = await timeMenus(index, real, scorer, passes);
    const genOnly = await timeMenus(index, generated, scorer, passes);
    p95s.push(all.both_menus_ms.p95);
    menus[name] = {
      all: all.both_menus_ms,
      first_pass_all: all.warmup_pass_ms,
      real_api_tasks: realOnly.both_menus_ms,
      generated: genOnly.both_menus_ms,
    };
    gc();
    rssAfterMenus[name] = mb(process.memoryUsage().rss);
  }
  const worstP95 = Math.max(...p95s);

  const report = {
    bench: 'real-apis',
    node: process.version,
    date: new Date().toISOString(),
    cpus: cpus().length,
    load_average_start: loadStart,
    load_average_end: loadavg().map(round),
    sources: SOURCES.map((p) => relative(ROOT, p)),
    files: sourcePaths().length,
    tools: index.tools.length,
    import_warnings: children[0]?.warnings,
    import: {
      fresh_runs: runs,
      first_import_ms: importMs,
      stages_ms: { read: stage('read'), import: stage('import'), index: stage('index') },
      warm_reimport_ms: summarize(children.flatMap((c) => c.warm_ms as number[])),
    },
    memory_mb: {
      rss_before_import: summarize(num('baseline_rss').map(mb)),
      rss_after_import_gc: rssAfter,
      peak_rss_to_import: peak,
      heap_used_after_import: summarize(num('heap_used_after_import').map(mb)),
      rss_after_menus_gc_by_scorer: rssAfterMenus,
    },
    menus: {
      requests: { real_api_tasks: real.length, generated: generated.length, passes, warmup_passes: 1 },
      ...menus,
    },
    targets: {
      import_le_2s: { median_ms: importMs.median, met: importMs.p95 <= TARGETS.import_ms },
      rss_le_300mb: {
        peak_mb: peak.p95,
        after_gc_mb: rssAfter.median,
        met: peak.p95 <= TARGETS.rss_mb,
        // Not part of the target (RSS after import), shown beside it: the menu process's RSS
        // after each scorer's menus, the encoder's with its wasm runtime and model loaded.
        after_menus_by_scorer_mb: rssAfterMenus,
      },
      both_menus_p95_le_30ms: { worst_p95_ms: worstP95, met: worstP95 <= TARGETS.both_menus_p95_ms },
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exit(0);
}

await main();
