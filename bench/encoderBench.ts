/**
 * The encoder's two forward passes (pool, then menu of K = 32), median and P95, never asserted:
 *   Node (onnxruntime-web wasm) on real features — the demo catalog (pools as large as each
 *   request makes them) and the same generator at 16,000 tools (pools at the cap, N = 256) —
 *   then Chromium (WASM) on the same N = 256 / N = 32 inputs and on demo menus built in the app's worker.
 * Run: `npx tsx bench/encoderBench.ts [--runs 50] [--model models/encoder.onnx] [--node-only]`
 * (Chromium needs `npx vite build` first). Prints JSON and writes bench/out/encoder.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadNodeModelRunner, manifestPathFor } from '../src/adapters/node/loadNodeModelRunner';
import { option } from './benchOptions';
import { benchChromium } from './encoderBenchBrowser';
import { demoCatalog, recordPasses, scaleCatalog, type PassRecord } from './encoderBenchInputs';
import { summarize } from './stats';

const ROOT = join(import.meta.dirname, '..');
const WARMUP = 5;

const runs = Number(option('runs', '50'));
const modelPath = option('model', join(process.env.ENCODER_MODEL_DIR ?? join(ROOT, 'models'), 'encoder.onnx'));
const out = option('out', join(ROOT, 'bench/out/encoder.json'));

function passSummary(passes: PassRecord[], pass: 'pool' | 'menu'): Record<string, unknown> {
  const picked = passes.filter((p) => p.pass === pass);
  return {
    n: summarize(picked.map((p) => p.n)),
    features_ms: summarize(picked.map((p) => p.featuresMs)),
    model_ms: summarize(picked.map((p) => p.modelMs)),
  };
}

function nodeSummary(passes: PassRecord[], buildMs: number[]): Record<string, unknown> {
  const measured = passes.slice(2 * WARMUP);
  const both: number[] = [];
  for (let k = 0; k + 1 < measured.length; k += 2)
    both.push((measured[k]?.modelMs ?? 0) + (measured[k + 1]?.modelMs ?? 0));
  return {
    tasks: both.length,
    pool: passSummary(measured, 'pool'),
    menu: passSummary(measured, 'menu'),
    both_passes_model_ms: summarize(both),
    both_menus_total_ms: summarize(buildMs.slice(WARMUP)),
  };
}

const runner = await loadNodeModelRunner(modelPath);
const manifest = JSON.parse(readFileSync(manifestPathFor(modelPath), 'utf8')) as { sha256?: string };
const demo = demoCatalog(ROOT);
const scale = scaleCatalog(runs + WARMUP);
process.stderr.write(`encoder bench: ${runs} + ${WARMUP} warm-up tasks each on ${demo.name} and ${scale.name}\n`);
const demoRuns = await recordPasses(runner, demo, runs + WARMUP);
const scaleRuns = await recordPasses(runner, scale, runs + WARMUP);
await runner.release();

const report: Record<string, unknown> = {
  bench: 'encoder',
  date: new Date().toISOString(),
  model: { path: modelPath, sha256: manifest.sha256 },
  runs,
  node: {
    node: process.version,
    backend: runner.backend,
    demo: nodeSummary(demoRuns.passes, demoRuns.buildMs),
    n256: nodeSummary(scaleRuns.passes, scaleRuns.buildMs),
  },
};
if (!process.argv.includes('--node-only')) {
  process.stderr.write('encoder bench: Chromium (WASM)…\n');
  report.chromium = await benchChromium(
    ROOT,
    scaleRuns.passes,
    WARMUP,
    demo.tasks.slice(0, runs + WARMUP).map((t) => t.id),
  );
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
