/**
 * First open, by CPU rather than wall time: for each build, navigation → interactive (both
 * menus and the graph drawn, `waitInteractive`) in a fresh context after the new window is idle
 * (`waitBrowserIdle`), traced with Chromium's `devtools.timeline` categories; reports the wall
 * time and the CPU the page's main thread and its worker used until then (the sum of their
 * top-level tasks' thread time), and what all renderer processes and the browser process used
 * meanwhile (CDP SystemInfo.getProcessInfo; `--no-settle` shows what a new window's start-up
 * adds: another renderer's work competes for the cores). On a 2-core machine
 * the wall time swings with whatever else runs; the main thread's CPU is what a change to the
 * page's own work moves. Builds are interleaved run by run. Never asserted.
 *
 *   npx vite build --outDir dist-a && npx tsx bench/firstOpenCpu.ts --dists dist-a,dist-b --runs 5 [--no-settle]
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countBrowserCpu,
  threadCpu,
  TRACE_CPU_CATEGORIES,
  waitBrowserIdle,
  waitInteractive,
  type TraceEvent,
} from './appTimings';
import { launchChromium, option } from './benchArgs';
import { serveStatic } from './staticServer';
import { summarize } from './stats';

const dists = option('dists', 'dist-appbench').split(',');
const runs = Number(option('runs', '5'));
const PORT = Number(option('port', '4194'));
/** Navigate at once after opening the new window, while its own start-up runs (as the benches did before 2026-12-01's third session). */
const settle = !process.argv.includes('--no-settle');

const servers = await Promise.all(dists.map((dist, k) => serveStatic(dist, PORT + k)));
const browser = await launchChromium();
const tracePath = join(tmpdir(), `first-open-cpu-${process.pid}.json`);
const results = new Map(
  dists.map((d) => [
    d,
    {
      wall: [] as number[],
      main: [] as number[],
      worker: [] as number[],
      renderers: [] as number[],
      browserProcess: [] as number[],
    },
  ]),
);
try {
  for (let run = 0; run < runs; run++) {
    for (const [k, dist] of dists.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // tsx (esbuild keepNames) wraps the functions this script passes to the page in __name().
      await page.addInitScript('window.__name = (f) => f;');
      if (settle) await waitBrowserIdle(browser);
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CPU_CATEGORIES });
      const browserCpu = await countBrowserCpu(browser);
      await page.goto(`http://127.0.0.1:${PORT + k}/`);
      const interactiveMs = await waitInteractive(page);
      const byType = await browserCpu();
      await browser.stopTracing();
      const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
      const end = start + interactiveMs * 1000;
      const r = results.get(dist);
      r?.wall.push(interactiveMs);
      r?.main.push(threadCpu(events, start, end, (t) => t === 'CrRendererMain'));
      r?.worker.push(threadCpu(events, start, end, (t) => t.startsWith('DedicatedWorker')));
      r?.renderers.push(byType.renderer ?? 0);
      r?.browserProcess.push(byType.browser ?? 0);
      process.stderr.write(
        `first-open cpu: ${dist} run ${run + 1}: ${Math.round(interactiveMs)} ms, main thread ${Math.round(r?.main.at(-1) ?? NaN)} ms CPU, all renderers ${Math.round(r?.renderers.at(-1) ?? NaN)} ms\n`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
  rmSync(tracePath, { force: true });
}
const report = Object.fromEntries(
  [...results].map(([dist, r]) => [
    dist,
    {
      interactive_ms: summarize(r.wall),
      main_thread_cpu_ms: summarize(r.main),
      worker_cpu_ms: summarize(r.worker),
      all_renderers_cpu_ms: summarize(r.renderers),
      browser_process_cpu_ms: summarize(r.browserProcess),
    },
  ]),
);
process.stdout.write(
  `${JSON.stringify({ bench: 'first-open-cpu', date: new Date().toISOString(), runs, navigation: settle ? 'once the new window is idle' : 'at once (--no-settle)', results: report }, null, 2)}\n`,
);
