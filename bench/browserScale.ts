/**
 * `npm run bench:browser-scale`: the built app's worker in Chromium on generated catalogs of
 * 1,000 / 4,000 / 16,000 / 64,000 tools (seed 7), printed as JSON and written to
 * bench/out/browser-scale.json. Per size, in a fresh browser (its own IndexedDB and processes):
 *
 * - load + index: the catalog and its tasks, written as files next to the build and loaded the
 *   way `?catalog=URL&tasks=URL` loads them (a `loadCatalogUrl` request through the public
 *   client on the e2e harness page, which starts the same worker as the app): the page-side
 *   round trip (fetch, parse, index, save to IndexedDB), its phases from the worker's progress
 *   messages, and the worker's own index time (the session's loadMs); the first load apart (a
 *   person's one load into the open app); at the end, reopening two of the loaded catalogs by
 *   their URLs (read back from IndexedDB and indexed again; reopen_ms);
 * - both menus: `menus` requests for the tasks (K = 32, L = 8) with whichever scorer the app
 *   uses (the learned encoder on WASM when the model loads), median / P95 of the page-side round
 *   trip (build, diagnosis, views, postMessage) and of the worker's build stages alone, after
 *   the first --warmup menus (the JIT's warm-up, WARMUP), which first_menus_ms reports apart;
 * - memory: RSS and PSS (/proc/PID/smaps_rollup) of the browser's renderer processes after the
 *   menus, i.e. the tab's page and its worker with everything in them (JS heaps, wasm, DOM);
 *   and `performance.measureUserAgentSpecificMemory()` (JS memory of the page and worker);
 * - then a parameter change: for 20 of the measured tasks, the task's menus again (K = 32), then
 *   with K = 24 and then with η = 0.3: the page-side round trip of those two (param_change_ms),
 *   which rebuild from the task's kept context and pool pass (MenuStageCache;
 *   param_change_reused counts the builds whose views say so).
 *
 * The build is served by a plain static server (staticServer.ts: the same headers as `vite
 * preview`, no on-the-fly gzip, which would spend the machine's CPU on the server's side).
 *
 * Options: --sizes 1000,4000,16000,64000 --tasks 40 --warmup 20 --gap-ms 100 --loads 3 --port 4185 --dist dist-bench --structural
 * --repeat N (N fresh browsers per size, each reported, then `repeats`: every run's median and
 * P95, the medians across runs, the P95 of all their requests pooled, the runs meeting the 16k
 * targets; a single run's P95 is its 2nd–3rd slowest request and swings with the machine's load)
 * (serve no model: the structural scorer), --no-settle (load at once after the harness page opens,
 * while the new window's own start-up still runs; see waitBrowserIdle), --samples (each measured request's
 * round trip, build, diagnosis and encoder stage, in order), --trace-jit (Chromium with V8's
 * `--trace-opt`: the optimizing compiles during the loads, the warm-up menus and the measured ones,
 * and the longest in the measured window with the requests they ran in — jobs on the renderer's
 * thread pool that take the two cores from the worker; see bench/v8Trace.ts), --trace-gc (V8's
 * `--trace-gc`: the worker's collections in the measured window by kind, and each measured
 * request's GC pause), --trace-cpu (Chromium's trace over the measured requests: the CPU of the tab
 * renderer's worker and main thread and of its thread pool by kind — V8's compilers (JS and
 * wasm), the collector's helpers, the freeing of dead typed arrays' memory — which on two cores
 * runs beside the worker; measured_cpu_ms). Figures are never asserted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generateDemo } from '../src/generator/index';
import type { InspectorClient } from '../src/worker/client';
import { threadCpu, threadPoolCpu, TRACE_CPU_CATEGORIES, waitBrowserIdle, type TraceEvent } from './appTimings';
import { CHROMIUM, launchChromium, option } from './benchArgs';
import { serveStatic } from './staticServer';
import { compileSummary, launchTracedChromium, type V8Compile, type V8Gc } from './v8Trace';
import { summarize, summarizeRepeats, type RepeatRun } from './stats';

declare global {
  interface Window {
    inspectorHarness?: InspectorClient;
    /** With --trace-jit: tells the bench which request starts (its index, warm-up included). */
    benchRequest?: (k: number) => Promise<void>;
  }
  interface Performance {
    measureUserAgentSpecificMemory?: () => Promise<{ bytes: number }>;
  }
}

// Beyond CHROMIUM_ARGS. ForceEagerMeasureMemory: measureUserAgentSpecificMemory answers at once instead of at the next GC.
const JS_FLAGS = '--expose-gc';
const ARGS = ['--enable-blink-features=ForceEagerMeasureMemory', `--js-flags=${JS_FLAGS}`];
const SIZES = option('sizes', '1000,4000,16000,64000').split(',').map(Number);
const TASKS = Number(option('tasks', '40'));
/**
 * Menus after the load that are reported apart (first_menus_ms), not in both_menus_ms: the
 * worker's code is still being optimized (V8's JIT) over about the first dozen menus after a
 * 16,000-tool load, which then take 75–320 ms against 20–60 ms after. That is by menu count,
 * not time: a 4 s pause after the load changed nothing; 20 menus on an earlier catalog did.
 */
const WARMUP = Number(option('warmup', '20'));
/**
 * The pause between a menus answer and the next request, warm-up included (--gap-ms N; 0 sends
 * them back to back). The app never sends them back to back: for a large catalog it sends a
 * rebuild only after the frame showing the change is painted, and then renders the answer (a
 * 16,000-tool rebuild is ~150–180 ms from the click to the painted menus in `npm run bench:app`),
 * so 100 ms is less than any person's next click after seeing the menus. Back to back, the
 * work V8 queues during a request (optimizing compiles, the collector's tasks, freeing typed
 * arrays) runs during the next one on the other core, and the tail is that queue's (RELIABILITY.md).
 */
const GAP_MS = Number(option('gap-ms', '100'));
/** Loads per size (each from a new URL): the median and the fastest are reported (2 at 64,000 tools). */
const LOADS = Number(option('loads', '3'));
/** Fresh-browser runs per size (--repeat N): each is reported, with their spread (summarizeRepeats). */
const REPEAT = Math.max(1, Number(option('repeat', '1')));
const PORT = Number(option('port', '4185'));
const DIST = option('dist', 'dist-bench');
const STRUCTURAL = process.argv.includes('--structural');
/** Load once the browser is idle after the harness page opened (--no-settle: at once, as before 2026-12-01's third session). */
const SETTLE = !process.argv.includes('--no-settle');
/** Also print each measured request's round trip, build and diagnosis, in request order. */
const SAMPLES = process.argv.includes('--samples');
/** Trace V8's optimizing compiles (bench/v8Trace.ts) and report them by phase. */
const TRACE_JIT = process.argv.includes('--trace-jit');
/** Trace V8's garbage collections (bench/v8Trace.ts) and report the worker's in the measured window. */
const TRACE_GC = process.argv.includes('--trace-gc');
/** Trace the measured requests (Chromium's tracing) and report the tab renderer's CPU by thread and its thread pool's by kind. */
const TRACE_CPU = process.argv.includes('--trace-cpu');
const CPU_TRACE_PATH = join(tmpdir(), `browser-scale-${process.pid}.json`);
const DATA_DIR = `${DIST}/bench-data`;

/** kB of one field (Rss, Pss) in /proc/PID/smaps_rollup; 0 when the process is gone. */
function smapsKb(pid: number, field: string): number {
  try {
    const m = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return Number(m?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Memory of the tab: the renderer process with the largest PSS under a browser process (the
 * page and its dedicated worker share one renderer; the browser's own UI renderer and a spare
 * one are the others). RSS counts shared pages fully, PSS divides them among the processes
 * sharing them; `all_renderers_pss_mb` adds the others for comparison.
 */
function tabMemory(browserPid: number): { rss_mb: number; pss_mb: number; all_renderers_pss_mb: number } {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const rows = table
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? '' }));
  const tree = new Set([browserPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (tree.has(r.ppid) && !tree.has(r.pid)) {
        tree.add(r.pid);
        grew = true;
      }
    }
  }
  const renderers = rows
    .filter((r) => tree.has(r.pid) && r.args.includes('--type=renderer'))
    .map((r) => ({ rss: smapsKb(r.pid, 'Rss'), pss: smapsKb(r.pid, 'Pss') }))
    .sort((a, b) => b.pss - a.pss);
  const mb = (kb: number): number => Math.round(kb / 1024);
  return {
    rss_mb: mb(renderers[0]?.rss ?? 0),
    pss_mb: mb(renderers[0]?.pss ?? 0),
    all_renderers_pss_mb: mb(renderers.reduce((s, r) => s + r.pss, 0)),
  };
}

/** The browser process started with `tag` among its switches. */
function browserPid(tag: string): number | undefined {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = table.split('\n').find((l) => l.includes(tag) && !l.includes('--type='));
  return line === undefined ? undefined : Number(line.trim().split(/\s+/)[0]);
}

interface PageRun {
  scorer: string;
  loads: { ms: number; phases: Record<string, number> }[];
  workerIndexMs: number;
  toolCount: number;
  roundTrips: number[];
  /** The WARMUP menus right after the load. */
  firstRoundTrips: number[];
  builds: number[];
  diagnoses: number[];
  stages: Record<string, number[]>;
  /** The encoder's passes (pool_features, pool_model, menu_…) per menu, from the worker's scorer status. */
  encoderPasses: Record<string, number[]>;
  jsMemoryMb: number | null;
}

/**
 * In the page, after the memory is read: a parameter change on a task just shown (a K or η
 * change in the app), for up to 20 of the measured tasks. Returns the round trips of the
 * changes and how many of their builds reused the task's pool stage.
 */
async function paramChangesInPage(
  page: Page,
  tasks: number,
): Promise<{ paramChanges: number[]; reusedBuilds: number }> {
  return page.evaluate(
    async ({ tasks, warmup }) => {
      const client = window.inspectorHarness;
      if (!client) throw new Error('the harness page has no client');
      const summary = await client.request({ kind: 'summary' });
      const paramChanges: number[] = [];
      let reusedBuilds = 0;
      const tuning = { lambda: 1, eta: 0.3, weights: { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 } };
      for (const task of summary.tasks.slice(warmup, warmup + Math.min(20, tasks))) {
        await client.request({ kind: 'menus', taskId: task.id, budget: 32, top: 8 });
        for (const change of [{ budget: 24 }, { budget: 32, tuning }]) {
          const s = performance.now();
          const view = await client.request({ kind: 'menus', taskId: task.id, top: 8, ...change });
          paramChanges.push(performance.now() - s);
          if (view.stages.some((st) => st.key === 'pool' && st.reused)) reusedBuilds++;
        }
      }
      return { paramChanges, reusedBuilds };
    },
    { tasks, warmup: WARMUP },
  );
}

/**
 * In the page, at the end: reopen catalogs loaded earlier in the run, as a `?catalog=URL` seen
 * before does (read from IndexedDB, its edits applied, indexed): the page-side round trip of
 * each, for the first two loads' URLs (the third is open).
 */
async function reopensInPage(page: Page, size: number): Promise<number[]> {
  return page.evaluate(
    async ({ size, loads }) => {
      const client = window.inspectorHarness;
      if (!client) throw new Error('the harness page has no client');
      const out: number[] = [];
      for (let k = 0; k < loads - 1; k++) {
        const s = performance.now();
        const result = await client.request({
          kind: 'loadCatalogUrl',
          catalogUrl: `${location.origin}/bench-data/catalog-${size}.json?load=${k}`,
        });
        out.push(performance.now() - s);
        if (!result.summary.startsWith('Reopened')) throw new Error(`load ${k} was not reopened: ${result.summary}`);
      }
      return out;
    },
    { size, loads: size >= 64000 ? Math.min(2, LOADS) : LOADS },
  );
}

/** In the page: load the catalog by URL, then build both menus for each task. */
async function runInPage(page: Page, size: number): Promise<PageRun> {
  return page.evaluate(
    async ({ size, tasks, warmup, repeats, gap }) => {
      const client = window.inspectorHarness!;
      const scorer = (await client.request({ kind: 'encoder' })).backend;
      const marks: [string, number][] = [];
      const stop = client.watchProgress((p) => {
        if (marks.at(-1)?.[0] !== p.phase) marks.push([p.phase, performance.now()]);
      });
      // Each load from a new URL (a URL loaded before would reopen from storage instead).
      const loads: { ms: number; phases: Record<string, number> }[] = [];
      for (let k = 0; k < repeats; k++) {
        marks.length = 0;
        const t0 = performance.now();
        await client.request({
          kind: 'loadCatalogUrl',
          catalogUrl: `${location.origin}/bench-data/catalog-${size}.json?load=${k}`,
          tasksUrl: `${location.origin}/bench-data/tasks-${size}.json?load=${k}`,
        });
        const ms = performance.now() - t0;
        const phases: Record<string, number> = {};
        marks.forEach(([phase, at], m) => (phases[phase] = (marks[m + 1]?.[1] ?? t0 + ms) - at));
        loads.push({ ms, phases });
      }
      stop();
      const summary = await client.request({ kind: 'summary' });
      const roundTrips: number[] = [];
      const firstRoundTrips: number[] = [];
      const builds: number[] = [];
      const diagnoses: number[] = [];
      const stages: Record<string, number[]> = {};
      const encoderPasses: Record<string, number[]> = {};
      for (const [k, task] of summary.tasks.slice(0, tasks + warmup).entries()) {
        await window.benchRequest?.(k);
        if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
        const s = performance.now();
        const view = await client.request({ kind: 'menus', taskId: task.id, budget: 32, top: 8 });
        const e = performance.now() - s;
        if (k < warmup) {
          firstRoundTrips.push(e);
          continue;
        }
        roundTrips.push(e);
        builds.push(view.timingsMs.total ?? NaN);
        diagnoses.push(view.timingsMs.diagnosis ?? NaN);
        for (const [stage, ms] of Object.entries(view.timingsMs))
          if (stage !== 'total' && stage !== 'diagnosis') (stages[stage] ??= []).push(ms);
        for (const [pass, t] of Object.entries(view.scorerStatus.passes ?? {})) {
          (encoderPasses[`${pass}_features`] ??= []).push(t.featuresMs);
          (encoderPasses[`${pass}_model`] ??= []).push(t.modelMs);
        }
      }
      (globalThis as { gc?: () => void }).gc?.();
      const memory =
        crossOriginIsolated && performance.measureUserAgentSpecificMemory
          ? await performance.measureUserAgentSpecificMemory().then(
              (m) => m.bytes / 1048576,
              () => null,
            )
          : null;
      return {
        scorer,
        loads,
        workerIndexMs: summary.loadMs,
        toolCount: summary.toolCount,
        roundTrips,
        firstRoundTrips,
        builds,
        diagnoses,
        stages,
        encoderPasses,
        jsMemoryMb: memory,
      };
    },
    { size, tasks: TASKS, warmup: WARMUP, gap: GAP_MS, repeats: size >= 64000 ? Math.min(2, LOADS) : LOADS },
  );
}

const round = (x: number): number => Math.round(x * 10) / 10;

/**
 * The worker's garbage collections (--trace-gc) in the measured window: the worker's isolate is
 * the one with the largest heap (the catalog's index), its pauses by kind and per request.
 */
function workerGcs(
  gcs: readonly V8Gc[],
  requests: number,
): { by_kind: Record<string, { n: number; ms: number; max_ms: number }>; per_request_ms: number[] } {
  const largest = new Map<string, number>();
  for (const g of gcs) largest.set(g.isolate, Math.max(largest.get(g.isolate) ?? 0, g.heapMb));
  const worker = [...largest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const measured = gcs.filter((g) => g.isolate === worker && g.window.startsWith('request'));
  const byKind: Record<string, { n: number; ms: number; max_ms: number }> = {};
  const perRequest = new Array<number>(requests).fill(0);
  for (const g of measured) {
    const k = (byKind[g.kind] ??= { n: 0, ms: 0, max_ms: 0 });
    k.n++;
    k.ms += g.pauseMs;
    k.max_ms = Math.max(k.max_ms, g.pauseMs);
    const r = Number(g.window.replace('request ', ''));
    perRequest[r] = (perRequest[r] ?? 0) + g.pauseMs;
  }
  for (const k of Object.values(byKind)) {
    k.ms = round(k.ms);
    k.max_ms = round(k.max_ms);
  }
  return { by_kind: byKind, per_request_ms: perRequest.map(round) };
}

/**
 * With --trace-cpu: the CPU of the tab's renderer threads over the measured requests (the trace
 * starts at the first; the worker, the page's main thread, the thread pool) and the pool's by
 * kind (poolTaskKind: V8's compilers, its collector's helpers, freeing typed arrays' memory).
 */
async function measuredCpu(
  browser: Browser,
): Promise<{ threads: Record<string, number>; thread_pool_by_kind: Record<string, number> }> {
  await browser.stopTracing();
  const events = (JSON.parse(readFileSync(CPU_TRACE_PATH, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  rmSync(CPU_TRACE_PATH, { force: true });
  const byThread = (name: string): number => round(threadCpu(events, -Infinity, Infinity, (t) => t.startsWith(name)));
  return {
    threads: { worker: byThread('DedicatedWorker'), page_main: byThread('CrRendererMain') },
    thread_pool_by_kind: Object.fromEntries(
      Object.entries(threadPoolCpu(events, -Infinity, Infinity).by_kind)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, round(v)]),
    ),
  };
}

/** V8's optimizing compiles (--trace-jit) per phase: the loads, the warm-up menus, the measured ones (with the longest there). */
function jitCompiles(compiles: readonly V8Compile[]): Record<string, unknown> {
  const phase = (c: V8Compile): string => (c.window.startsWith('request') ? 'measured' : c.window);
  const total = (name: string): { n: number; ms: number } => {
    const of = compiles.filter((c) => phase(c) === name);
    return { n: of.length, ms: Math.round(of.reduce((sum, c) => sum + c.ms, 0)) };
  };
  const measured = compileSummary(
    compiles.filter((c) => phase(c) === 'measured'),
    12,
  );
  return {
    note: "wall time of each compile job on the renderer's thread pool (page and worker), summed; the trace slows the run, so read this run's timings apart",
    load: total('load'),
    warmup: total('warmup'),
    measured: { ...total('measured'), turbofan_ms: measured.turbofan_ms, maglev_ms: measured.maglev_ms },
    longest_measured: measured.longest.map(({ what, n, ms, windows }) => ({
      what,
      n,
      ms,
      requests: windows.map((w) => Number(w.replace('request ', ''))),
    })),
  };
}
const fastest = <T extends { ms: number }>(xs: T[]): T => xs.reduce((a, b) => (b.ms < a.ms ? b : a));
/**
 * The first load of the run, with its phases: a person's one load of a large catalog into the
 * open app, whose heap has held only the demo until then (the later loads find it grown and the
 * loading code optimized, and replace a catalog of the same size).
 */
const firstLoad = (loads: PageRun['loads']): { ms: number; phases: Record<string, number> } | null => {
  const first = loads[0];
  return first
    ? { ms: round(first.ms), phases: Object.fromEntries(Object.entries(first.phases).map(([k, v]) => [k, round(v)])) }
    : null;
};

async function measure(size: number): Promise<{
  result: Record<string, unknown>;
  roundTrips: number[];
  loadIndexMedianMs: number;
  firstLoadMs: number | undefined;
}> {
  // An unknown switch Chromium ignores, to find this browser's process among the others on the machine.
  const tag = `--menu-inspector-bench=${process.pid}-${size}`;
  const traced =
    TRACE_JIT || TRACE_GC
      ? await launchTracedChromium([...ARGS.filter((a) => !a.startsWith('--js-flags=')), tag], JS_FLAGS, {
          gc: TRACE_GC,
        })
      : null;
  const browser = traced?.browser ?? (await launchChromium([...ARGS, tag]));
  try {
    const page = await browser.newPage();
    if (traced || TRACE_CPU) {
      traced?.setWindow('load');
      await page.exposeFunction('benchRequest', async (k: number) => {
        traced?.setWindow(k < WARMUP ? 'warmup' : `request ${k - WARMUP}`);
        if (TRACE_CPU && k === WARMUP)
          await browser.startTracing(page, { path: CPU_TRACE_PATH, categories: TRACE_CPU_CATEGORIES });
      });
    }
    if (STRUCTURAL)
      await page.route('**/models/encoder.onnx', (route) =>
        route.fulfill({ status: 404, body: 'benchmark without a model' }),
      );
    await page.goto(`http://127.0.0.1:${PORT}/e2e/harness/encoder.html`);
    await page.waitForFunction(() => window.inspectorHarness !== undefined);
    // The new window's own start-up (its WebUI omnibox popup: about a second on the 2 cores) is
    // not the app's, nor is the model's load (its wasm compiles on the thread pool for a while
    // after): load once the model is loaded and the browser idle, as when a person drops a
    // catalog on the open app (waitBrowserIdle). Before 2026-12-02's thirteenth session the model
    // loaded after the idle wait, and the first load ran beside its compiles (reading 0.9–1.1 s
    // instead of ~0.5 s).
    await page.evaluate(() => window.inspectorHarness?.request({ kind: 'encoder' }));
    if (SETTLE) await waitBrowserIdle(browser);
    const run = await runInPage(page, size);
    const cpu = TRACE_CPU ? await measuredCpu(browser) : null;
    const pid = browserPid(tag);
    const memory = pid === undefined ? null : tabMemory(pid);
    const changes = await paramChangesInPage(page, run.roundTrips.length);
    const reopens = await reopensInPage(page, size);
    const result = {
      tools: run.toolCount,
      tasks: run.roundTrips.length,
      scorer: run.scorer,
      load_index_ms: summarize(run.loads.map((l) => l.ms)),
      load_index_min_ms: round(Math.min(...run.loads.map((l) => l.ms))),
      first_load: firstLoad(run.loads),
      reopen_ms: reopens.map(round),
      load_phases_ms: Object.fromEntries(Object.entries(fastest(run.loads).phases).map(([k, v]) => [k, round(v)])),
      worker_index_ms: round(run.workerIndexMs),
      request_gap_ms: GAP_MS,
      both_menus_ms: summarize(run.roundTrips),
      first_menus_ms: { ...summarize(run.firstRoundTrips), max: round(Math.max(...run.firstRoundTrips)) },
      both_menus_build_ms: summarize(run.builds),
      both_menus_diagnosis_ms: summarize(run.diagnoses),
      both_menus_stages_ms: Object.fromEntries(Object.entries(run.stages).map(([stage, ms]) => [stage, summarize(ms)])),
      encoder_passes_ms: Object.fromEntries(
        Object.entries(run.encoderPasses).map(([part, ms]) => [part, summarize(ms)]),
      ),
      param_change_ms: summarize(changes.paramChanges),
      param_change_reused: `${changes.reusedBuilds} of ${changes.paramChanges.length}`,
      tab_memory: memory,
      js_memory_mb: run.jsMemoryMb === null ? null : Math.round(run.jsMemoryMb),
      ...(SAMPLES
        ? {
            samples: {
              round_trip_ms: run.roundTrips.map(round),
              build_ms: run.builds.map(round),
              diagnosis_ms: run.diagnoses.map(round),
              encoder_ms: (run.stages.encoder ?? []).map(round),
            },
          }
        : {}),
      ...(TRACE_JIT && traced ? { jit_compiles: jitCompiles(traced.compiles) } : {}),
      ...(TRACE_GC && traced ? { worker_gc: workerGcs(traced.gcs, run.roundTrips.length) } : {}),
      ...(cpu ? { measured_cpu_ms: cpu } : {}),
    };
    return {
      result,
      roundTrips: run.roundTrips,
      loadIndexMedianMs: result.load_index_ms.median,
      firstLoadMs: run.loads[0]?.ms,
    };
  } finally {
    if (traced) await traced.close();
    else await browser.close();
  }
}

if (!existsSync(`${DIST}/e2e/harness/encoder.html`))
  throw new Error(`${DIST}/ has no harness page: run \`npx vite build --outDir ${DIST}\` first`);
mkdirSync(DATA_DIR, { recursive: true });
const loadBefore = Math.round((loadavg()[0] ?? 0) * 100) / 100;
const server = await serveStatic(DIST, PORT);
const runs: Record<string, unknown>[] = [];
const spreads: Record<string, unknown>[] = [];
try {
  for (const size of SIZES) {
    process.stderr.write(`browser-scale: ${size} tools…\n`);
    const demo = generateDemo({ seed: 7, tools: size, tasks: TASKS + WARMUP });
    writeFileSync(`${DATA_DIR}/catalog-${size}.json`, JSON.stringify(demo.catalog));
    writeFileSync(`${DATA_DIR}/tasks-${size}.json`, JSON.stringify(demo.tasks));
    const repeats: RepeatRun[] = [];
    for (let k = 0; k < REPEAT; k++) {
      const { result, roundTrips, loadIndexMedianMs, firstLoadMs } = await measure(size);
      result.catalog_mb = round(readFileSync(`${DATA_DIR}/catalog-${size}.json`).length / 1048576);
      if (REPEAT > 1) result.repeat = k + 1;
      runs.push(result);
      repeats.push({
        roundTripsMs: roundTrips,
        loadIndexMedianMs,
        ...(firstLoadMs === undefined ? {} : { firstLoadMs }),
      });
      process.stderr.write(`${JSON.stringify(result)}\n`);
    }
    if (REPEAT > 1) spreads.push({ tools: size, ...summarizeRepeats(repeats, { p95Ms: 60, loadIndexMs: 1500 }) });
  }
} finally {
  server.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
}

/** Each figure's ratio to the previous size's (the sizes grow 4× a step; with --repeat, the first run of each). */
const firstRuns = runs.filter((r) => r.repeat === undefined || r.repeat === 1);
const growth = firstRuns.slice(1).map((r, k) => {
  const prev = firstRuns[k] ?? {};
  const ratio = (pick: (x: Record<string, unknown>) => number | null | undefined): number | null => {
    const a = pick(prev);
    const b = pick(r);
    return a && b ? Math.round((b / a) * 100) / 100 : null;
  };
  const median = (x: Record<string, unknown>): number | undefined =>
    (x.both_menus_ms as { median: number } | undefined)?.median;
  return {
    step: `${String(prev.tools)} → ${String(r.tools)}`,
    tools: ratio((x) => x.tools as number),
    load_index: ratio((x) => (x.load_index_ms as { median: number } | undefined)?.median),
    both_menus_median: ratio(median),
    tab_pss: ratio((x) => (x.tab_memory as { pss_mb: number } | null)?.pss_mb),
    worker_index: ratio((x) => x.worker_index_ms as number),
  };
});

const report = {
  bench: 'browser-scale',
  chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
  date: new Date().toISOString(),
  cpus: cpus().length,
  // Other work on the machine slows every figure: the 1-minute load average before and after.
  load_average: { before: loadBefore, after: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
  page: "e2e/harness/encoder.html (the app's worker and client, no React UI)",
  server: 'bench/staticServer.ts: the build and the catalogs as static files, no on-the-fly compression',
  navigation: SETTLE
    ? 'catalog loads start once the browser is idle after the harness page opened (waitBrowserIdle)'
    : 'catalog loads start at once after the harness page opened (--no-settle)',
  memory:
    "tab_memory: RSS and PSS of the tab's renderer process (the page and its worker; /proc/PID/smaps_rollup), and the PSS of all the browser's renderers; js_memory_mb: performance.measureUserAgentSpecificMemory() (JS of page + worker)",
  load: "load_index_ms: page-side round trip of loadCatalogUrl (fetch, parse, index, save to IndexedDB), median of the loads and the fastest, its phases from the worker's progress messages; first_load: the first of them (into a heap that held only the demo), with its phases; reopen_ms: at the end, reopening catalogs loaded earlier (a URL seen before: read from IndexedDB and indexed); worker_index_ms: the worker's index build of the last load; the loads start once the model is loaded and the browser idle",
  menus:
    "K = 32, L = 8, a request request_gap_ms after the previous answer (0: back to back); both_menus_ms: page-side round trip of a menus request (build + diagnosis + views); both_menus_build_ms: the worker's buildMenus total (timingsMs.total); both_menus_diagnosis_ms: the worker's diagnosis and views of both menus (timingsMs.diagnosis)",
  targets_at_16k: { load_index_ms: 1500, both_menus_p95_ms: 60, tab_mb: 500 },
  runs,
  ...(REPEAT > 1 ? { repeats: spreads } : {}),
  growth,
};
mkdirSync('bench/out', { recursive: true });
writeFileSync(`bench/out/browser-scale${STRUCTURAL ? '-structural' : ''}.json`, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
