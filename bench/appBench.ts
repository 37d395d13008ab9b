/**
 * `npm run bench:app`: the built app in Debian's Chromium, timed with performance marks inside
 * the page (never asserted). Prints JSON and writes bench/out/app.json:
 *
 * - interactive: navigation → both menus and the graph drawn (`app-interactive` mark), fresh
 *   browser context (empty cache and IndexedDB) per run; target ≤ 2 s;
 * - schema_edit: "Add output" in the schema editor → updated menus and graph (the edit is
 *   stored, the worker rebuilds the index and both menus, the graph redraws), on the demo
 *   catalog, median over ≥ 20 edits after warm-up; target ≤ 150 ms median;
 * - k_change and weight_change: the same measure for K and η (no index rebuild);
 * - long_tasks_16k: a 16,000-tool generated catalog (seed 3) loaded through `?catalog=URL`;
 *   once it is loaded (its first menus shown, the encoder loaded and its menus shown, the
 *   browser idle), the longest main-thread task (PerformanceObserver 'longtask') while menus
 *   rebuild for other tasks and K values; target: none > 50 ms.
 *
 * Each page opens in a fresh browser context (a new window) and navigates once the browser is
 * idle (waitBrowserIdle: the new window's own start-up, about 1 s of CPU, is not the app's).
 *
 * Options: --dist dist-appbench --port 4186 --runs 7 --edits 24 --warmup 4 --rebuilds 16
 * --longtask-runs N (the 16k long-task measure N times, each in a fresh context: the first run's
 * details, then `repeats` with every run's count of tasks over 50 ms and longest task, and how many
 * runs had none; the count swings with the other core's load from run to run)
 * --no-settle (navigate at once), --trace-cpu (trace the 16k rebuilds: the main thread's CPU over
 * them, in long_tasks_16k.main_thread_cpu_ms, with the CPU of the largest main-thread tasks and how
 * many used over 16 ms; and in thread_pool_cpu_ms the CPU of the renderer's thread pool by kind —
 * V8's Maglev, TurboFan and wasm compilers, the collector, raster — over the rebuilds and beside
 * each main-thread task over 50 ms; tracing itself slows the page a little)
 */
import { startVitePreview } from './vitePreview';
import { cpus, loadavg, tmpdir } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generateDemo } from '../src/generator/index';
import {
  LONG_TASK_OBSERVER,
  longTasksBetween,
  mainThreadCpuByEvent,
  mainThreadTaskCpu,
  threadCpu,
  threadPoolCpu,
  timeToMenusUpdate,
  TRACE_CPU_CATEGORIES,
  waitBrowserIdle,
  waitInteractive,
  type TraceEvent,
} from './appTimings';
import { launchChromium, option } from './benchArgs';
import { summarize, summarizeLongTaskRuns, type LongTaskRun } from './stats';

const ROOT = join(import.meta.dirname, '..');
const VIEWPORT = { width: 1280, height: 800 };

const dist = option('dist', 'dist-appbench');
const port = Number(option('port', '4186'));
const runs = Number(option('runs', '7'));
const edits = Number(option('edits', '24'));
const warmup = Number(option('warmup', '4'));
const rebuilds = Number(option('rebuilds', '16'));
/** How many times the 16k long-task measure runs, each in a fresh context (--longtask-runs N; `repeats` then sums them up). */
const longtaskRuns = Math.max(1, Number(option('longtask-runs', '1')));
/** Navigate only once the fresh context's new window is idle (waitBrowserIdle); --no-settle: at once, as before 2026-12-01's third session. */
const settle = !process.argv.includes('--no-settle');
/** Trace the 16k rebuilds and report the main thread's CPU over them (the wall time of long tasks swings with the other core's work). */
const traceCpu = process.argv.includes('--trace-cpu');
/**
 * The main thread's CPU per rebuild inside these trace events: FireAnimationFrame (the graph's
 * Cytoscape canvas draws in requestAnimationFrame), FunctionCall (every script entry, those
 * frames' callbacks included: React's scheduler, messages), TimerFire, Layout, UpdateLayoutTree (style), Paint and PrePaint, Layerize, Commit.
 */
const CPU_KINDS = [
  'FireAnimationFrame',
  'FunctionCall',
  'TimerFire',
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
] as const;
const out = option('out', join(ROOT, 'bench/out/app.json'));
const base = `http://127.0.0.1:${port}`;
const round = (x: number): number => Math.round(x * 10) / 10;
const log = (line: string): void => void process.stderr.write(`app bench: ${line}\n`);

async function freshPage(browser: Browser, url: string, init?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps the functions this script passes to the page in __name().
  await page.addInitScript('window.__name = (f) => f;');
  if (init) await page.addInitScript(init);
  if (settle) await waitBrowserIdle(browser);
  await page.goto(url);
  return page;
}

/** Waits until the status bar's scorer is no longer "loading" (the encoder's menus are shown); returns when (performance.now()). */
async function waitScorerSettled(page: Page): Promise<number> {
  const settled = await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-testid="status-scorer"]');
      return status && status.getAttribute('data-backend') !== 'loading' ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await settled.jsonValue()) as number;
}

/** Navigation → both menus and the graph on screen, each run in a fresh context. */
async function interactive(browser: Browser): Promise<Record<string, unknown>> {
  const times: number[] = [];
  const encoderTimes: number[] = [];
  for (let k = 0; k < runs; k++) {
    const page = await freshPage(browser, `${base}/`);
    times.push(await waitInteractive(page));
    const scorer = await page.getByTestId('status-scorer').getAttribute('data-backend');
    // The first menus may come from the structural scorer while the encoder loads: also time
    // the menus the encoder builds (status no longer "loading").
    encoderTimes.push(await waitScorerSettled(page));
    log(
      `interactive run ${k + 1}: ${round(times.at(-1) ?? NaN)} ms (scorer ${scorer}); encoder menus at ${round(encoderTimes.at(-1) ?? NaN)} ms`,
    );
    await page.context().close();
  }
  return {
    target_ms: 2000,
    what: 'navigation → both menus and the graph drawn (the first menus use the structural scorer while the encoder loads)',
    runs: times.map(round),
    ms: summarize(times),
    encoder_menus_ms: summarize(encoderTimes),
  };
}

const K_INPUT = 'input[aria-description^="Slots in each menu"]';

/** Schema edits, K and η changes → updated menus and graph, on the demo catalog. */
async function updates(browser: Browser): Promise<Record<string, unknown>> {
  const page = await freshPage(browser, `${base}/`);
  await waitInteractive(page);
  // The selected slot's tool opens in the schema editor from its breakdown.
  await page
    .getByTestId('breakdown')
    .getByRole('button', { name: /^Edit the schema of / })
    .click();
  const editor = page.getByTestId('schema-editor');
  await editor.waitFor();
  const editMs: number[] = [];
  for (let k = 0; k < warmup + edits; k++) {
    await editor.getByLabel('New output name').fill(`bench_output_${k}`);
    const ms = await timeToMenusUpdate(page, `schema-edit-${k}`, {
      click: 'Add output',
      scope: '[data-testid="schema-editor"]',
    });
    if (k >= warmup) editMs.push(ms);
  }
  log(`schema edits: median ${summarize(editMs).median} ms over ${editMs.length}`);
  const kMs: number[] = [];
  for (let k = 0; k < warmup + edits; k++) {
    const ms = await timeToMenusUpdate(page, `k-change-${k}`, { input: K_INPUT, value: String(k % 2 === 0 ? 31 : 32) });
    if (k >= warmup) kMs.push(ms);
  }
  log(`K changes: median ${summarize(kMs).median} ms`);
  await page.getByRole('group', { name: 'Menu parameters' }).locator('summary', { hasText: 'Advanced' }).click();
  const etaSelector = await page
    .getByRole('spinbutton', { name: /Redundancy η/ })
    .evaluate((el) => `#${CSS.escape(el.id)}`);
  const etaMs: number[] = [];
  for (let k = 0; k < warmup + edits; k++) {
    const ms = await timeToMenusUpdate(page, `eta-change-${k}`, {
      input: etaSelector,
      value: String(k % 2 === 0 ? 0.2 : 0.1),
    });
    if (k >= warmup) etaMs.push(ms);
  }
  log(`η changes: median ${summarize(etaMs).median} ms`);
  await page.context().close();
  return {
    schema_edit: {
      target_median_ms: 150,
      what: "'Add output' on the selected tool → edit stored, index and both menus rebuilt, graph redrawn",
      ms: summarize(editMs),
    },
    k_change: { what: 'K 31 ↔ 32 → both menus rebuilt, graph redrawn', ms: summarize(kMs) },
    weight_change: { what: 'η 0.2 ↔ 0.1 → both menus rebuilt, graph redrawn', ms: summarize(etaMs) },
  };
}

/** A 16,000-tool catalog loaded by URL; long tasks on the main thread while menus rebuild. */
async function longTasks16k(browser: Browser): Promise<{ report: Record<string, unknown>; run: LongTaskRun }> {
  const dataDir = join(ROOT, dist, 'bench-app-data');
  mkdirSync(dataDir, { recursive: true });
  const demo = generateDemo({ seed: 3, tools: 16_000, tasks: rebuilds + 4 });
  writeFileSync(join(dataDir, 'catalog-16000.json'), JSON.stringify(demo.catalog));
  writeFileSync(join(dataDir, 'tasks-16000.json'), JSON.stringify(demo.tasks));
  try {
    const page = await freshPage(
      browser,
      `${base}/?catalog=/bench-app-data/catalog-16000.json&tasks=/bench-app-data/tasks-16000.json`,
      LONG_TASK_OBSERVER,
    );
    await page.getByTestId('status-counts').filter({ hasText: '16,000' }).waitFor({ timeout: 180_000 });
    await waitInteractive(page, 180_000);
    // The first menus of the loaded catalog: wait until the list shows its tasks and the graph settles.
    await page
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached', timeout: 120_000 })
      .catch(() => undefined);
    // The encoder loads after the first menus (onnxruntime's set-up takes the worker's thread and
    // a core for about a second) and the menus are then rebuilt with it: the rebuilds below start
    // once that is over and the browser is idle, so they measure a loaded catalog, not start-up.
    await waitScorerSettled(page);
    if (settle) await waitBrowserIdle(browser);
    const loadEnd = await page.evaluate(() => performance.now());
    const loadTasks = await longTasksBetween(page, 0, loadEnd);
    const rebuildMs: number[] = [];
    const tracePath = join(tmpdir(), `app-bench-rebuilds-${process.pid}.json`);
    if (traceCpu) await browser.startTracing(page, { path: tracePath, categories: TRACE_CPU_CATEGORIES });
    const from = await page.evaluate(() => performance.now());
    const taskOptions = page.getByRole('listbox', { name: 'Task list' }).getByRole('option');
    for (let k = 0; k < rebuilds; k++) {
      if (k % 2 === 0) {
        // A task switch, clicked like a user (the option is a div in a listbox).
        const taskId = await taskOptions.nth(k / 2 + 1).getAttribute('data-task-id');
        const before = await page.getByTestId('menu-graph').getAttribute('data-renders');
        const t0 = await page.evaluate(() => performance.now());
        await page.locator(`[data-task-id="${taskId}"]`).click();
        await page.waitForFunction(
          (b) =>
            document.querySelector<HTMLElement>('[data-testid="menu-graph"]')?.dataset.renders !== b &&
            !document.querySelector('[aria-busy="true"]'),
          before,
          { polling: 'raf', timeout: 60_000 },
        );
        rebuildMs.push((await page.evaluate(() => performance.now())) - t0);
      } else {
        rebuildMs.push(
          await timeToMenusUpdate(page, `rebuild-16k-${k}`, { input: K_INPUT, value: String(k % 4 === 1 ? 24 : 32) }),
        );
      }
    }
    const to = await page.evaluate(() => performance.now());
    let mainThreadCpuMs: number | null = null;
    let byEvent: Record<string, number> = {};
    let taskCpu: number[] = [];
    let poolCpu: ReturnType<typeof threadPoolCpu> | null = null;
    if (traceCpu) {
      await browser.stopTracing();
      const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      rmSync(tracePath, { force: true });
      mainThreadCpuMs = round(threadCpu(events, -Infinity, Infinity, (t) => t === 'CrRendererMain'));
      taskCpu = mainThreadTaskCpu(events, -Infinity, Infinity);
      byEvent = Object.fromEntries(
        Object.entries(mainThreadCpuByEvent(events, -Infinity, Infinity, CPU_KINDS)).map(([k, v]) => [
          k,
          round(v / rebuilds),
        ]),
      );
      poolCpu = threadPoolCpu(events, -Infinity, Infinity);
    }
    const during = await longTasksBetween(page, from, to);
    const longest = Math.max(0, ...during.map((t) => t.duration));
    log(`16k: ${during.length} long tasks during ${rebuilds} rebuilds, longest ${round(longest)} ms`);
    await page.context().close();
    const report = {
      target: 'no main-thread task > 50 ms while menus rebuild',
      catalog: { tools: demo.catalog.tools.length, tasks: demo.tasks.tasks.length, seed: 3 },
      rebuilds,
      rebuild_round_trip_ms: summarize(rebuildMs),
      during_rebuilds: {
        long_tasks: during.length,
        longest_ms: round(longest),
        over_50ms: during.filter((t) => t.duration > 50).length,
        durations_ms: during.map((t) => round(t.duration)),
      },
      during_load: {
        long_tasks: loadTasks.length,
        longest_ms: round(Math.max(0, ...loadTasks.map((t) => t.duration))),
      },
      ...(mainThreadCpuMs === null
        ? {}
        : {
            main_thread_cpu_ms: {
              rebuilds: mainThreadCpuMs,
              per_rebuild: round(mainThreadCpuMs / rebuilds),
              per_rebuild_by_event: byEvent,
              largest_tasks: taskCpu.slice(0, 8).map(round),
              tasks_over_16ms: taskCpu.filter((c) => c > 16).length,
            },
          }),
      ...(poolCpu === null
        ? {}
        : {
            thread_pool_cpu_ms: {
              rebuilds_by_kind: Object.fromEntries(Object.entries(poolCpu.by_kind).map(([k, v]) => [k, round(v)])),
              long_main_tasks: poolCpu.long_tasks.map((t) => ({
                wall_ms: round(t.wall_ms),
                cpu_ms: round(t.cpu_ms),
                pool_cpu_ms: Object.fromEntries(Object.entries(t.pool_cpu_ms).map(([k, v]) => [k, round(v)])),
              })),
            },
          }),
    };
    return { report, run: { longTasks: during.filter((t) => t.duration > 50).length, longestMs: longest } };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(ROOT, dist, 'index.html')))
  throw new Error(
    `${dist}/index.html is missing: run \`npx vite build --outDir ${dist}\` first (npm run bench:app does)`,
  );
const server = await startVitePreview(ROOT, port, dist);
const browser = await launchChromium();
try {
  const only = option('only', 'all');
  const report: Record<string, unknown> = {
    bench: 'app',
    date: new Date().toISOString(),
    browser: browser.version(),
    machine: { cpus: cpus().length, loadavg_1m: round(loadavg()[0] ?? 0) },
    viewport: VIEWPORT,
    navigation: settle
      ? 'once the new window is idle (waitBrowserIdle)'
      : 'at once after opening the new window (--no-settle)',
  };
  if (only === 'all' || only === 'interactive') report.interactive = await interactive(browser);
  if (only === 'all' || only === 'updates') Object.assign(report, await updates(browser));
  if (only === 'all' || only === 'longtasks') {
    const results: Awaited<ReturnType<typeof longTasks16k>>[] = [];
    for (let k = 0; k < longtaskRuns; k++) results.push(await longTasks16k(browser));
    const [first] = results;
    if (first)
      report.long_tasks_16k =
        longtaskRuns === 1
          ? first.report
          : { ...first.report, repeats: summarizeLongTaskRuns(results.map((r) => r.run)) };
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await browser.close();
  server.kill();
}
