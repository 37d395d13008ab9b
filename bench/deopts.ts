/**
 * `npx tsx bench/deopts.ts [--dist dist-appbench] [--port 4189] [--rebuilds 16]`: V8's
 * deoptimizations and optimizing compiles while the app's 16,000-tool menus rebuild, by
 * function (and reason, and compiler), from Chromium's `--js-flags=--trace-deopt --trace-opt`
 * output (the page's and the worker's). The compiles run on background threads, which on two
 * cores take the CPU from the page's main thread and the worker: a long task's wall time in
 * bench:app was 2.7× its CPU time while TurboFan compiled the worker's largest functions. The app is the
 * build in --dist (`npx vite build --outDir dist-appbench`; with `--minify false` the functions
 * keep their names). The catalog (seed 3) loads by URL; once the encoder's menus are shown and
 * the browser is idle, the menus rebuild --rebuilds times (task switches and K changes, as
 * bench:app's long-task measure does). A function that deoptimizes at every call (a loop compiled
 * on stack and dropped when it ends, "exit from OSR'd inner loop") keeps V8's compilers busy on
 * the two cores. Prints JSON: deopts during the rebuilds, in all, and the most frequent; the
 * optimizing compiles during the rebuilds, in all and the longest by function (a function
 * compiled again and again is one whose optimized code was thrown away). With `--positions`
 * (V8's `--trace-deopt-verbose`), each deopt also names where in the served bundle it happened
 * (`file:line:column`; build with `--minify false` to read the lines).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDemo } from '../src/generator/index';
import { timeToMenusUpdate, waitBrowserIdle, waitInteractive } from './appTimings';
import { option } from './benchArgs';
import { compileSummary, launchTracedChromium } from './v8Trace';
import { serveStatic } from './staticServer';

const dist = option('dist', 'dist-appbench');
const port = Number(option('port', '4189'));
const rebuilds = Number(option('rebuilds', '16'));
const positions = process.argv.includes('--positions');
const K_INPUT = 'input[aria-description^="Slots in each menu"]';
const dataDir = join(dist, 'bench-app-data');
mkdirSync(dataDir, { recursive: true });
const demo = generateDemo({ seed: 3, tools: 16_000, tasks: rebuilds + 4 });
writeFileSync(join(dataDir, 'catalog-16000.json'), JSON.stringify(demo.catalog));
writeFileSync(join(dataDir, 'tasks-16000.json'), JSON.stringify(demo.tasks));

const server = await serveStatic(dist, port);
const traced = await launchTracedChromium([], '', { deopts: true, positions });
const { browser, deopts, compiles } = traced;
traced.setWindow('load');
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.addInitScript('window.__name = (f) => f;');
  await waitBrowserIdle(browser);
  await page.goto(
    `http://127.0.0.1:${port}/?catalog=/bench-app-data/catalog-16000.json&tasks=/bench-app-data/tasks-16000.json`,
  );
  await page.getByTestId('status-counts').filter({ hasText: '16,000' }).waitFor({ timeout: 180_000 });
  await waitInteractive(page, 180_000);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="status-scorer"]')?.getAttribute('data-backend') !== 'loading',
    undefined,
    { timeout: 120_000 },
  );
  await waitBrowserIdle(browser);
  traced.setWindow('rebuilds');
  const taskOptions = page.getByRole('listbox', { name: 'Task list' }).getByRole('option');
  for (let k = 0; k < rebuilds; k++) {
    if (k % 2 === 0) {
      const taskId = await taskOptions.nth(k / 2 + 1).getAttribute('data-task-id');
      const before = await page.getByTestId('menu-graph').getAttribute('data-renders');
      await page.locator(`[data-task-id="${taskId}"]`).click();
      await page.waitForFunction(
        (b) =>
          document.querySelector<HTMLElement>('[data-testid="menu-graph"]')?.dataset.renders !== b &&
          !document.querySelector('[aria-busy="true"]'),
        before,
        { polling: 'raf', timeout: 60_000 },
      );
    } else await timeToMenusUpdate(page, `rebuild-16k-${k}`, { input: K_INPUT, value: String(k % 4 === 1 ? 24 : 32) });
  }
  traced.setWindow('after');
} finally {
  await traced.close();
  server.close();
}
const during = deopts.filter((d) => d.window === 'rebuilds');
const compiled = compileSummary(compiles.filter((c) => c.window === 'rebuilds'));
const counts = new Map<string, number>();
for (const d of during) {
  const key = `${d.fn} | ${d.reason}${d.at ? ` | ${d.at}` : ''}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
console.log(
  JSON.stringify(
    {
      bench: 'deopts',
      date: new Date().toISOString(),
      dist,
      rebuilds,
      deopts_during_rebuilds: during.length,
      deopts_in_all: deopts.length,
      osr_loop_exits_during_rebuilds: during.filter((d) => d.reason.startsWith("exit from OSR'd inner loop")).length,
      most_frequent: [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([what, n]) => ({ what, n })),
      // Wall time of each compile job (on a background thread, so stretched when the cores are busy).
      compiles_during_rebuilds: { n: compiled.n, turbofan_ms: compiled.turbofan_ms, maglev_ms: compiled.maglev_ms },
      longest_compiles: compiled.longest.map(({ what, n, ms }) => ({ what, n, ms })),
    },
    null,
    2,
  ),
);
