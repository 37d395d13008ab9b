/**
 * `npm run bench:fuzz`: two parts, both with a fixed seed; prints JSON, writes bench/out/fuzz.json.
 *
 * - parsers: every loader and importer on ≥ 10,000 random and mutated inputs each. Counts
 *   results, located errors and defects (any other exception, or a polluted Object.prototype).
 * - engine: valid random inputs (src/core/testing/arbitraries) through every stage of the
 *   engine with its invariants (docs/reliability.md): `catalogs` (catalogs of 0–2,000 tools with
 *   tasks, trajectories and an edit) and `documents` (every import format). Prints the share of
 *   cases the repo's loaders accept. A failing case is shrunk and written to
 *   bench/out/fuzz-failures/<property>.json, which src/core/engineFuzzReplay.test.ts replays.
 *
 * Options: --only parsers|engine|catalogs|documents, --runs N (parsers, default 10000), --engine-runs N (default
 * 10000), --seed S (default 20261129), --max-tools N (default 2000).
 */
import fc from 'fast-check';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  documentArbitrary,
  EngineDefect,
  engineCaseArbitrary,
  runDocumentCase,
  runEngineCase,
  type EngineOutcome,
} from '../src/core/testing/arbitraries';
import { FUZZ_SEEDS } from '../src/core/testing/fuzzSeeds';
import { FUZZ_TARGETS, fuzzTextArbitrary, runFuzzCase } from '../src/core/testing/fuzzTargets';
import { option } from './benchOptions';

const runs = Number(option('runs', '10000'));
const engineRuns = Number(option('engine-runs', '10000'));
const seed = Number(option('seed', '20261129'));
const maxTools = Number(option('max-tools', '2000'));
const only = option('only', 'all');
const report: Record<string, unknown> = {
  bench: 'fuzz',
  seed,
  runs,
  engine_runs: engineRuns,
  date: new Date().toISOString(),
};
let defects = 0;

if (only === 'all' || only === 'parsers') {
  const targets: Record<string, unknown> = {};
  const cases = fc.sample(fuzzTextArbitrary(FUZZ_SEEDS), { seed, numRuns: runs });
  for (const [name, target] of Object.entries(FUZZ_TARGETS)) {
    const counts = { ok: 0, 'source-error': 0, defect: 0 };
    const examples: { input: string; error: string }[] = [];
    let slowest = 0;
    for (const text of cases) {
      const t0 = performance.now();
      const { outcome, error } = runFuzzCase(target, text);
      slowest = Math.max(slowest, performance.now() - t0);
      counts[outcome]++;
      if (outcome === 'defect' && examples.length < 5)
        examples.push({ input: text.slice(0, 300), error: String(error) });
    }
    defects += counts.defect;
    targets[name] = {
      cases: cases.length,
      ...counts,
      slowest_ms: Math.round(slowest * 10) / 10,
      defect_examples: examples,
    };
  }
  report.targets = targets;
}

interface PropertyTally {
  cases: number;
  accepted: number;
  rejected: number;
  menus: number;
  reaching: number;
  slowest: number;
  rejectedExamples: string[];
  byKind: Record<string, { cases: number; accepted: number }>;
}

async function engineProperty<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  run: (value: T) => Promise<EngineOutcome>,
  kindOf: (value: T) => string,
): Promise<Record<string, unknown>> {
  const tally: PropertyTally = {
    cases: 0,
    accepted: 0,
    rejected: 0,
    menus: 0,
    reaching: 0,
    slowest: 0,
    rejectedExamples: [],
    byKind: {},
  };
  const t0 = performance.now();
  let shrinking = false;
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      const start = performance.now();
      const outcome = await run(value);
      if (shrinking) return;
      tally.slowest = Math.max(tally.slowest, performance.now() - start);
      tally.cases++;
      tally.menus += outcome.menus;
      tally.reaching += outcome.reaching;
      const kind = (tally.byKind[kindOf(value)] ??= { cases: 0, accepted: 0 });
      kind.cases++;
      if (outcome.accepted) {
        tally.accepted++;
        kind.accepted++;
      } else {
        tally.rejected++;
        if (tally.rejectedExamples.length < 5 && outcome.rejected) tally.rejectedExamples.push(outcome.rejected);
      }
      if (tally.cases % 500 === 0)
        process.stderr.write(`${name}: ${tally.cases} cases, ${Math.round((performance.now() - t0) / 1000)} s\n`);
    }),
    {
      seed,
      numRuns: engineRuns,
      endOnFailure: false,
      reporter: (d) => {
        if (d.failed) shrinking = true;
      },
    },
  );
  const out: Record<string, unknown> = {
    cases: tally.cases,
    accepted: tally.accepted,
    rejected_located: tally.rejected,
    valid_share: tally.cases > 0 ? Math.round((tally.accepted / tally.cases) * 10_000) / 100 : 0,
    menus_built: tally.menus,
    // Menus whose menu-diagnosis/v1 verdict reaches its targets (the planner agreeing: checkReaches).
    menus_reaching: tally.reaching,
    defects: details.failed ? 1 : 0,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    slowest_case_ms: Math.round(tally.slowest),
    by_kind: tally.byKind,
    rejected_examples: tally.rejectedExamples,
  };
  // A failure file of an earlier run is stale once the property passes.
  if (!details.failed) rmSync(`bench/out/fuzz-failures/${name}.json`, { force: true });
  if (details.failed) {
    defects++;
    const error = details.errorInstance;
    const file = `bench/out/fuzz-failures/${name}.json`;
    mkdirSync('bench/out/fuzz-failures', { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          property: name,
          seed,
          path: details.counterexamplePath,
          error: error instanceof Error ? error.message : String(error),
          stage: error instanceof EngineDefect ? error.stage : undefined,
          stack:
            error instanceof EngineDefect && error.cause instanceof Error ? error.cause.stack : (error as Error)?.stack,
          case: details.counterexample?.[0],
        },
        null,
        1,
      )}\n`,
    );
    out.failure = { file, error: error instanceof Error ? error.message : String(error), shrinks: details.numShrinks };
  }
  return out;
}

if (only === 'all' || only === 'engine' || only === 'catalogs' || only === 'documents') {
  const engine: Record<string, unknown> = {};
  if (only !== 'documents')
    engine.catalogs = await engineProperty(
      'catalogs',
      engineCaseArbitrary({ maxTools }),
      (c) => runEngineCase(c, { maxTasks: 2 }),
      (c) =>
        c.catalog.tools.length >= 100
          ? 'catalog ≥ 100 tools'
          : c.catalog.tools.length === 0
            ? 'empty catalog'
            : 'catalog < 100 tools',
    );
  if (only !== 'catalogs')
    engine.documents = await engineProperty('documents', documentArbitrary(), runDocumentCase, (d) => d.format);
  report.engine = engine;
}

report.defects = defects;
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/fuzz.json', `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
