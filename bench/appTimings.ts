/**
 * Timing helpers the app benchmark shares (Playwright over the built app): performance marks
 * and measures taken inside the page, so the figures exclude Playwright's own round trips.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

const GRAPH = '[data-testid="menu-graph"]';

/**
 * Waits (polling each frame) until both menus have slots and the graph has nodes; marks
 * `app-interactive` and returns its time since navigation start (performance.now()).
 */
export async function waitInteractive(page: Page, timeoutMs = 120_000): Promise<number> {
  const handle = await page.waitForFunction(
    (graph) => {
      const hasSlots = (name: string) =>
        document.querySelector(`[role="listbox"][aria-label="${name} menu slots"] [role="option"]`) !== null;
      const g = document.querySelector<HTMLElement>(graph);
      if (!hasSlots('Relevance-only') || !hasSlots('State-Path') || !g || Number(g.dataset.nodeCount ?? 0) === 0)
        return false;
      return performance.getEntriesByName('app-interactive').length > 0
        ? performance.getEntriesByName('app-interactive')[0]!.startTime
        : performance.mark('app-interactive').startTime;
    },
    GRAPH,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** An in-page action the benchmark times: a click on a button by its text, or typing a value into an input and pressing Enter. */
export type PageAction = { click: string; scope: string } | { input: string; value: string };

/**
 * The time from an in-page action (run right after the `name-start` mark) to the menus and
 * the graph showing its result: the graph has drawn a new graph (`data-renders` moved) and no
 * menus build is pending (`aria-busy`). Measured as `performance.measure(name)`. Reused for
 * every "change → updated menus and graph" figure: schema edits, K, weights.
 */
export async function timeToMenusUpdate(
  page: Page,
  name: string,
  action: PageAction,
  timeoutMs = 60_000,
): Promise<number> {
  return page.evaluate(
    ([graph, measureName, act, limit]) =>
      new Promise<number>((resolve, reject) => {
        const g = document.querySelector<HTMLElement>(graph);
        if (!g) return reject(new Error('no graph on the page'));
        const before = g.dataset.renders;
        let target: HTMLElement | undefined;
        if ('click' in act)
          target = [...document.querySelectorAll<HTMLElement>(`${act.scope} button`)].find(
            (b) => b.textContent?.trim() === act.click,
          );
        else target = document.querySelector<HTMLElement>(act.input) ?? undefined;
        if (!target) return reject(new Error(`no control for ${JSON.stringify(act)}`));
        const start = performance.mark(`${measureName}-start`).startTime;
        if ('click' in act) target.click();
        else {
          // As typing does: the native value setter and an input event (React's onChange), then Enter (its onKeyDown commits).
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, act.value);
          target.dispatchEvent(new Event('input', { bubbles: true }));
          target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        }
        const tick = (): void => {
          if (g.dataset.renders !== before && document.querySelector('[aria-busy="true"]') === null) {
            resolve(performance.measure(measureName, `${measureName}-start`).duration);
          } else if (performance.now() - start > limit) {
            reject(new Error(`${measureName}: menus and graph did not update within ${limit} ms`));
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [GRAPH, name, action, timeoutMs] as const,
  );
}

/** Starts collecting main-thread long tasks (PerformanceObserver 'longtask') from page load, into window.__longTasks. */
export const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask' });
`;

/** Long tasks recorded between two times (performance.now()). */
export async function longTasksBetween(
  page: Page,
  from: number,
  to: number,
): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    ([a, b]) =>
      ((window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks ?? []).filter(
        (t) => t.start >= a && t.start <= b,
      ),
    [from, to] as const,
  );
}

/** CPU seconds of each of the browser's processes, by `type:id` (CDP SystemInfo.getProcessInfo). */
async function processCpu(cdp: CDPSession): Promise<Map<string, { type: string; cpu: number }>> {
  const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number; cpuTime: number }[];
  };
  return new Map(info.processInfo.map((p) => [`${p.type}:${p.id}`, { type: p.type, cpu: p.cpuTime }]));
}

/**
 * Starts counting the CPU of all the browser's processes; the returned function gives the
 * milliseconds used since, by process type (browser, renderer, GPU, network…).
 */
export async function countBrowserCpu(browser: Browser): Promise<() => Promise<Record<string, number>>> {
  const cdp = await browser.newBrowserCDPSession();
  const before = await processCpu(cdp);
  return async () => {
    const after = await processCpu(cdp);
    await cdp.detach();
    const byType: Record<string, number> = {};
    for (const [key, p] of after)
      byType[p.type] = Math.round((byType[p.type] ?? 0) + 1000 * (p.cpu - (before.get(key)?.cpu ?? 0)));
    return byType;
  };
}

/** A 100 ms window in which all the browser's processes together used less CPU than this counts as idle. */
const IDLE_CPU_MS = 20;
/** Consecutive idle windows that make the browser idle. */
const IDLE_WINDOWS = 3;

/**
 * Waits until the browser is idle (IDLE_WINDOWS windows of 100 ms in a row in which all its
 * processes used under IDLE_CPU_MS of CPU, from CDP's SystemInfo.getProcessInfo), at most
 * `maxMs`; returns the milliseconds waited.
 *
 * Why: each run opens a fresh browser context (empty cache and IndexedDB), i.e. a new window,
 * and Chromium 156 then works for about a second on the window (its WebUI omnibox popup,
 * chrome://omnibox-popup.top-chrome, loads in a renderer of its own): navigating at once, the
 * renderers used about twice the CPU by the time the app was interactive (firstOpenCpu.ts
 * --no-settle), on the machine's 2 cores. A user's window is open and idle before they navigate to the app, so the
 * benches navigate once the new window is.
 */
export async function waitBrowserIdle(browser: Browser, maxMs = 10_000): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const cpuMs = async (): Promise<number> => {
      const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
      return 1000 * info.processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
    };
    const start = Date.now();
    let before = await cpuMs();
    let quiet = 0;
    while (quiet < IDLE_WINDOWS && Date.now() - start < maxMs) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await cpuMs();
      quiet = now - before < IDLE_CPU_MS ? quiet + 1 : 0;
      before = now;
    }
    return Date.now() - start;
  } finally {
    await cdp.detach();
  }
}

/** Trace categories that record each task with its thread CPU time (`tdur`). */
export const TRACE_CPU_CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'toplevel',
  'disabled-by-default-devtools.timeline',
];

/** A Chromium trace event (the fields threadCpu reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; src_file?: string };
}

/** What a task on the renderer's thread pool does, from the source file that posted it (ThreadPool_RunTask's src_file). */
export function poolTaskKind(srcFile: string | undefined): string {
  const file = srcFile ?? '';
  if (file.includes('/maglev/')) return 'js_maglev';
  if (file.includes('optimizing-compile-dispatcher') || file.includes('/compiler/')) return 'js_turbofan';
  if (file.includes('/baseline/') || file.includes('compiler-dispatcher/lazy')) return 'js_baseline';
  if (file.includes('/wasm/')) return 'wasm_compile';
  // Freeing the backing stores of dead typed arrays: per buffer, so the count of typed arrays
  // a request makes (over 64 bytes) weighs here more than their bytes.
  if (file.includes('array-buffer-sweeper')) return 'gc_array_buffers';
  if (file.includes('/heap/') || file.includes('concurrent-marking') || file.includes('sweeper')) return 'gc';
  if (file.includes('categorized_worker_pool') || file.includes('/raster/')) return 'raster';
  return 'other';
}

/**
 * CPU ms of the app renderer's thread pool (V8's compilers and collector, raster) by kind
 * (poolTaskKind), from `from` to `to` (µs); and, for each main-thread task longer than
 * `longMs`, its wall and CPU ms with the pool's CPU that overlapped it. The pool runs on the
 * same cores as the main thread and the worker.
 */
export function threadPoolCpu(
  events: TraceEvent[],
  from: number,
  to: number,
  longMs = 50,
): {
  by_kind: Record<string, number>;
  long_tasks: { wall_ms: number; cpu_ms: number; pool_cpu_ms: Record<string, number> }[];
} {
  const { appPid, main } = appMainThread(events);
  const pool = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.pid === appPid && e.args?.name === 'ThreadPoolForegroundWorker')
      .map((e) => e.tid),
  );
  const poolTasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadPool_RunTask' &&
      e.pid === appPid &&
      pool.has(e.tid) &&
      e.ts >= from &&
      e.ts <= to,
  );
  const byKind: Record<string, number> = {};
  for (const e of poolTasks)
    byKind[poolTaskKind(e.args?.src_file)] = (byKind[poolTaskKind(e.args?.src_file)] ?? 0) + (e.tdur ?? 0) / 1000;
  const longs: { wall_ms: number; cpu_ms: number; pool_cpu_ms: Record<string, number> }[] = [];
  let lastEnd = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (
      e.ph !== 'X' ||
      e.name !== 'RunTask' ||
      e.pid !== appPid ||
      !main.has(e.tid) ||
      e.ts < from ||
      e.ts > to ||
      lastEnd > e.ts
    )
      continue;
    lastEnd = e.ts + (e.dur ?? 0);
    if ((e.dur ?? 0) <= longMs * 1000) continue;
    const overlap: Record<string, number> = {};
    for (const p of poolTasks) {
      const dur = p.dur ?? 0;
      const shared = Math.min(lastEnd, p.ts + dur) - Math.max(e.ts, p.ts);
      // A pool task's CPU, spread evenly over its wall time, for the part that overlapped.
      if (shared > 0 && dur > 0)
        overlap[poolTaskKind(p.args?.src_file)] =
          (overlap[poolTaskKind(p.args?.src_file)] ?? 0) + ((p.tdur ?? 0) * shared) / dur / 1000;
    }
    longs.push({ wall_ms: (e.dur ?? 0) / 1000, cpu_ms: (e.tdur ?? 0) / 1000, pool_cpu_ms: overlap });
  }
  return { by_kind: byKind, long_tasks: longs };
}

/**
 * CPU ms of the top-level tasks of the app's renderer threads that `which` picks (by thread
 * name), from `from` to `to` (µs), in a trace recorded with TRACE_CPU_CATEGORIES. The app's
 * renderer is the process running its dedicated worker (other renderers, such as a window's
 * WebUI, have main threads of the same name).
 */
export function threadCpu(events: TraceEvent[], from: number, to: number, which: (thread: string) => boolean): number {
  const { appPid } = appMainThread(events);
  return tasksCpu(events, from, to, (pid, thread) => pid === appPid && which(thread));
}

/**
 * The main thread's CPU ms inside events of each kind (trace event names: FireAnimationFrame is
 * requestAnimationFrame callbacks, i.e. the graph's Cytoscape canvas; Layout; Paint, ...), in the
 * app's renderer, from `from` to `to` (µs). An event inside another of the same name counts once.
 */
export function mainThreadCpuByEvent(
  events: TraceEvent[],
  from: number,
  to: number,
  names: readonly string[],
): Record<string, number> {
  const { appPid, main } = appMainThread(events);
  const out: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  const lastEnd = new Map<string, number>();
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph !== 'X' || e.pid !== appPid || !main.has(e.tid) || !(e.name in out) || e.ts < from || e.ts > to) continue;
    if ((lastEnd.get(e.name) ?? 0) > e.ts) continue;
    lastEnd.set(e.name, e.ts + (e.dur ?? 0));
    out[e.name] = (out[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
  }
  return out;
}

/**
 * The CPU ms of each of the app's main-thread tasks (top-level RunTask in the app's renderer)
 * from `from` to `to` (µs), largest first. A long task's wall time swings with what the other
 * core runs (V8's compilers, the worker); its CPU time is the app's own work.
 */
export function mainThreadTaskCpu(events: TraceEvent[], from: number, to: number): number[] {
  const { appPid, main } = appMainThread(events);
  const out: number[] = [];
  let lastEnd = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (
      e.ph !== 'X' ||
      e.name !== 'RunTask' ||
      e.pid !== appPid ||
      !main.has(e.tid) ||
      e.ts < from ||
      e.ts > to ||
      lastEnd > e.ts
    )
      continue;
    lastEnd = e.ts + (e.dur ?? 0);
    out.push((e.tdur ?? 0) / 1000);
  }
  return out.sort((a, b) => b - a);
}

/** The app's renderer (the process running its worker) and that renderer's main-thread ids. */
function appMainThread(events: TraceEvent[]): { appPid: number | undefined; main: Set<number> } {
  const appPid = events.find(
    (e) => e.name === 'thread_name' && (e.args?.name ?? '').startsWith('DedicatedWorker'),
  )?.pid;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.pid === appPid && e.args?.name === 'CrRendererMain')
      .map((e) => e.tid),
  );
  return { appPid, main };
}

function tasksCpu(
  events: TraceEvent[],
  from: number,
  to: number,
  pick: (pid: number, thread: string) => boolean,
): number {
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const lastEnd = new Map<string, number>();
  let cpu = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.ts < from || e.ts > to) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!pick(e.pid, threads.get(key) ?? '') || (lastEnd.get(key) ?? 0) > e.ts) continue;
    lastEnd.set(key, e.ts + (e.dur ?? 0));
    cpu += (e.tdur ?? 0) / 1000;
  }
  return cpu;
}
