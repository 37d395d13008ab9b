/**
 * `npm run bench:fuzz`: every loader and importer on ≥ 10,000 random and mutated inputs each
 * (fixed seed). Counts results, located errors and defects (any other exception, or a
 * polluted Object.prototype), and the slowest case; prints JSON, writes bench/out/fuzz.json.
 * Options: --runs N (default 10000) --seed S (default 20261129).
 */
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { FUZZ_SEEDS } from '../src/core/testing/fuzzSeeds';
import { FUZZ_TARGETS, fuzzTextArbitrary, runFuzzCase } from '../src/core/testing/fuzzTargets';
import { option } from './benchOptions';

const runs = Number(option('runs', '10000'));
const seed = Number(option('seed', '20261129'));
const cases = fc.sample(fuzzTextArbitrary(FUZZ_SEEDS), { seed, numRuns: runs });
const report: Record<string, unknown> = { bench: 'fuzz', seed, runs, date: new Date().toISOString(), targets: {} };
let defects = 0;
for (const [name, target] of Object.entries(FUZZ_TARGETS)) {
  const counts = { ok: 0, 'source-error': 0, defect: 0 };
  const examples: { input: string; error: string }[] = [];
  let slowest = 0;
  for (const text of cases) {
    const t0 = performance.now();
    const { outcome, error } = runFuzzCase(target, text);
    slowest = Math.max(slowest, performance.now() - t0);
    counts[outcome]++;
    if (outcome === 'defect' && examples.length < 5) examples.push({ input: text.slice(0, 300), error: String(error) });
  }
  defects += counts.defect;
  (report.targets as Record<string, unknown>)[name] = {
    cases: cases.length,
    ...counts,
    slowest_ms: Math.round(slowest * 10) / 10,
    defect_examples: examples,
  };
}
report.defects = defects;
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/fuzz.json', `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
