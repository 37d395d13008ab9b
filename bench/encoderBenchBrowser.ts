/**
 * The encoder in Chromium (WASM, no WebGPU flag): the built app's worker (e2e/harness) runs the
 * same real inputs as Node, timed in the worker (session.run) and in the page (performance marks
 * around each request, i.e. with the postMessage round trip); then 'menus' requests on demo tasks
 * give both passes as the app runs them (features computed in the worker).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { InspectorClient } from '../src/worker/client';
import { CHROMIUM, launchChromium } from './benchArgs';
import { inputBytes, type PassRecord } from './encoderBenchInputs';
import { summarize } from './stats';

declare global {
  interface Window {
    inspectorHarness?: InspectorClient;
  }
}

/** `vite preview` of dist/ as a direct child (node + vite's bin, no npx shell), so kill() stops it. */
async function startPreview(root: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [`${root}/node_modules/vite/bin/vite.js`, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, stdio: 'ignore' },
  );
  for (let k = 0; k < 100; k++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`vite preview did not answer on port ${port}`);
}

/** Runs the browser half; `inputs` are the Node-recorded passes (after warm-up ones). */
export async function benchChromium(
  root: string,
  inputs: PassRecord[],
  warmup: number,
  demoTaskIds: string[],
): Promise<Record<string, unknown>> {
  if (!existsSync(`${root}/dist/models/encoder.onnx`))
    return { skipped: 'dist/models/encoder.onnx is missing: run `npx vite build` with models/encoder.onnx present' };
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install chromium)` };
  const port = 4175;
  const server = await startPreview(root, port);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('**/__bench/input/*', (route) => {
      const k = Number(route.request().url().split('/').pop());
      return route.fulfill({
        contentType: 'application/octet-stream',
        body: inputBytes(inputs[k]?.input ?? { n: 0, nodes: new Float32Array(0), relations: new Float32Array(0) }),
      });
    });
    await page.goto(`http://127.0.0.1:${port}/e2e/harness/encoder.html`);
    await page.waitForFunction(() => window.inspectorHarness !== undefined);
    const status = await page.evaluate(() => window.inspectorHarness!.request({ kind: 'encoder' }));
    if (status.backend !== 'wasm')
      return { skipped: `the worker's encoder is ${status.backend}: ${status.reason ?? ''}` };
    const runs = await page.evaluate(async (count) => {
      const out: { n: number; workerMs: number; pageMs: number }[] = [];
      for (let k = 0; k < count; k++) {
        const bytes = await (await fetch(`/__bench/input/${k}`)).arrayBuffer();
        const n = new DataView(bytes).getUint32(0, true);
        const nodes = new Float32Array(bytes.slice(4, 4 + n * 32 * 4));
        const relations = new Float32Array(bytes.slice(4 + n * 32 * 4));
        performance.mark(`encoder-run-${k}`);
        const r = await window.inspectorHarness!.request({ kind: 'runEncoder', input: { n, nodes, relations } }, [
          nodes.buffer,
          relations.buffer,
        ]);
        const measure = performance.measure(`encoder run ${k} (n=${n})`, `encoder-run-${k}`);
        out.push({ n, workerMs: r.ms, pageMs: measure.duration });
      }
      return out;
    }, inputs.length);
    const byPass = (pass: string): Record<string, unknown> => {
      const picked = runs.filter((_, k) => inputs[k]?.pass === pass).slice(warmup);
      return {
        n: summarize(picked.map((r) => r.n)),
        worker_model_ms: summarize(picked.map((r) => r.workerMs)),
        page_round_trip_ms: summarize(picked.map((r) => r.pageMs)),
      };
    };
    const pairs = runs.length / 2;
    const both = Array.from(
      { length: pairs },
      (_, t) => (runs[2 * t]?.workerMs ?? 0) + (runs[2 * t + 1]?.workerMs ?? 0),
    ).slice(warmup);
    const menus = await page.evaluate(async (ids) => {
      const out: {
        pool: { n: number; featuresMs: number; modelMs: number };
        menu: { n: number; featuresMs: number; modelMs: number };
        totalMs: number;
      }[] = [];
      for (const taskId of ids) {
        const v = await window.inspectorHarness!.request({ kind: 'menus', taskId, budget: 32, top: 8 });
        const { pool, menu } = v.scorerStatus.passes ?? {};
        if (pool && menu) out.push({ pool, menu, totalMs: v.timingsMs.total ?? NaN });
      }
      return out;
    }, demoTaskIds);
    const demo = menus.slice(warmup);
    return {
      browser: browser.version(),
      backend: status.backend,
      wasm_threads: status.threads,
      model_load_ms: Math.round(status.loadMs),
      fixed_inputs: { pool: byPass('pool'), menu: byPass('menu'), both_passes_model_ms: summarize(both) },
      demo_menus: {
        tasks: demo.length,
        pool: {
          n: summarize(demo.map((d) => d.pool.n)),
          features_ms: summarize(demo.map((d) => d.pool.featuresMs)),
          model_ms: summarize(demo.map((d) => d.pool.modelMs)),
        },
        menu: {
          n: summarize(demo.map((d) => d.menu.n)),
          features_ms: summarize(demo.map((d) => d.menu.featuresMs)),
          model_ms: summarize(demo.map((d) => d.menu.modelMs)),
        },
        both_passes_model_ms: summarize(demo.map((d) => d.pool.modelMs + d.menu.modelMs)),
        both_menus_total_ms: summarize(demo.map((d) => d.totalMs)),
      },
    };
  } finally {
    await browser.close();
    server.kill();
  }
}
