/**
 * The quality gate (`npm test`, docs/development.md#quality-gate): small committed excerpts of the
 * dev sets (fixtures/quality/, written by `npm run quality:fixtures -- --write`) measured with
 * the structural scorer at the default parameters, and the metrics compared with floors recorded
 * from a real run (fixtures/quality/floors.json, `npm run quality:fixtures -- --record`). Every
 * metric is deterministic, so a floor is the measured value and any drop beyond QUALITY_EPSILON
 * fails. Pure: the callers read the files (`readText`).
 */
import { buildCatalogIndex } from '../../catalog/catalogIndex';
import { parseCatalog } from '../../catalog/loadCatalog';
import { parseTasks, withoutState } from '../../catalog/loadTasks';
import { parseTrajectories } from '../../catalog/loadTrajectories';
import type { TaskSet } from '../../catalog/types';
import { evaluateTasks, type EvaluationReport } from '../../diagnose/evaluate';
import type { MetricsSummary } from '../../diagnose/metrics';
import { menuParams, type MenuParams } from '../../menu/params';
import { structuralScorer } from '../../menu/structuralScorer';
import { buildTransitionPrior } from '../../state/transitionPrior';

/** The benchmarks' and the gate's s0-inferred tasks (catalog/loadTasks.ts). */
export { withoutState };

export const QUALITY_FLOORS_FORMAT = 'quality-floors/v1';
/** The one command that re-records the floors (after a change judged on every dev set). */
export const RECORD_COMMAND = 'npm run quality:fixtures -- --record';
/** A drop larger than this fails (the metrics are exact, deterministic ratios). */
export const QUALITY_EPSILON = 1e-9;
const BUDGETS = [8, 32] as const;

/** One fixture set as fixtures/quality/index.json lists it (files relative to that folder). */
export interface QualityFixtureEntry {
  id: string;
  title: string;
  catalog: string;
  tasks: string;
  /** Successful trajectories behind ρ (TaskBench: its training half's gold chains). */
  trajectories?: string;
  /** Where it comes from (repo, commit, licence, what was excerpted). */
  source: Record<string, unknown>;
}

export interface QualityFixtureIndex {
  format: 'quality-fixtures/v1';
  sets: QualityFixtureEntry[];
}

/** s0 as the task gives it, or dropped so that the core infers F0 from the request. */
export const QUALITY_MODES = ['given', 'inferred'] as const;
export type QualityMode = (typeof QUALITY_MODES)[number];

/**
 * What is measured per mode: relevance only, State-Path at the defaults, and State-Path at
 * λ = 1 (the default λ is 0, which leaves the retriever's coverage term, its cap and the role
 * fill unused; this run keeps them under the gate).
 */
export const QUALITY_RUNS = ['relevance', 'state-path', 'state-path λ=1'] as const;
export type QualityRun = (typeof QUALITY_RUNS)[number];

/** The gated metrics (fractions; order@8 is null when no gold edge had both tools in the top 8). */
export interface QualityMetrics {
  'cov@8': number;
  'cov@32': number;
  'rec@8': number;
  'rec@32': number;
  /** Producer before consumer among the top L = 8 of the 32-slot menu. */
  'order@8': number | null;
  /** Gold tools in the top 8 of the 32-slot menu. */
  'gold@8': number;
  /** Slot 1 of the 32-slot menu is the gold path's first step. */
  first1: number;
}
export const QUALITY_METRICS = ['cov@8', 'cov@32', 'rec@8', 'rec@32', 'order@8', 'gold@8', 'first1'] as const;

export type QualitySetResult = Record<QualityMode, Partial<Record<QualityRun, QualityMetrics>>> & {
  tasks: number;
  tools: number;
};

export interface QualityFloors {
  format: typeof QUALITY_FLOORS_FORMAT;
  recorded: { at: string; command: string; scorer: string };
  epsilon: number;
  sets: Record<string, QualitySetResult>;
}

/** A fixture set, parsed (the located-error loaders, as the app reads files). */
export interface QualityFixture {
  entry: QualityFixtureEntry;
  measure: (runs?: readonly QualityRun[]) => Promise<QualitySetResult>;
}

function metricsOf(report: EvaluationReport, method: 'relevance' | 'state-path'): QualityMetrics {
  const at = (budget: number): MetricsSummary => {
    const s = report.methods[method][String(budget)]?.overall;
    if (!s) throw new Error(`no ${method} summary at K = ${budget}`);
    return s;
  };
  const k8 = at(8);
  const k32 = at(32);
  return {
    'cov@8': k8.coverage,
    'cov@32': k32.coverage,
    'rec@8': k8.recall,
    'rec@32': k32.recall,
    'order@8': k32.producerBeforeConsumer,
    'gold@8': k32.goldTop,
    first1: k32.first1,
  };
}

/** Loads one fixture set: `readText(name)` returns a file of fixtures/quality/ as text. */
export function loadQualityFixture(entry: QualityFixtureEntry, readText: (name: string) => string): QualityFixture {
  const catalog = parseCatalog(readText(entry.catalog), entry.catalog);
  const tasks = parseTasks(readText(entry.tasks), entry.tasks);
  const trajectories = entry.trajectories
    ? parseTrajectories(readText(entry.trajectories), entry.trajectories)
    : undefined;
  const index = buildCatalogIndex(catalog);
  const prior = trajectories ? buildTransitionPrior(index, trajectories).prior : undefined;
  const evaluate = (set: TaskSet, params: MenuParams): Promise<EvaluationReport> =>
    evaluateTasks(index, set, {
      budgets: BUDGETS,
      params,
      scorer: structuralScorer,
      ...(prior ? { prior } : {}),
    });
  const measure = async (runs: readonly QualityRun[] = QUALITY_RUNS): Promise<QualitySetResult> => {
    const result = {
      tasks: tasks.tasks.length,
      tools: index.tools.length,
      given: {},
      inferred: {},
    } as QualitySetResult;
    for (const mode of QUALITY_MODES) {
      const set = mode === 'given' ? tasks : withoutState(tasks);
      const out: Partial<Record<QualityRun, QualityMetrics>> = {};
      if (runs.includes('relevance') || runs.includes('state-path')) {
        const report = await evaluate(set, menuParams());
        if (runs.includes('relevance')) out.relevance = metricsOf(report, 'relevance');
        if (runs.includes('state-path')) out['state-path'] = metricsOf(report, 'state-path');
      }
      if (runs.includes('state-path λ=1'))
        out['state-path λ=1'] = metricsOf(await evaluate(set, menuParams({ lambda: 1 })), 'state-path');
      result[mode] = out;
    }
    return result;
  };
  return { entry, measure };
}

const pct = (x: number | null | undefined): string =>
  x === null ? 'none' : x === undefined ? 'missing' : `${(100 * x).toFixed(2)}%`;

/**
 * Every metric of `measured` below its floor by more than the epsilon, as one line each
 * (set, mode, run, metric, floor → now), and every floor with nothing measured for it.
 * Empty when the gate passes.
 */
export function floorDrops(
  setId: string,
  measured: QualitySetResult,
  floors: QualityFloors,
  epsilon = floors.epsilon,
): string[] {
  const floor = floors.sets[setId];
  if (!floor) return [`${setId}: no floors recorded for this set`];
  const drops: string[] = [];
  for (const mode of QUALITY_MODES) {
    for (const run of QUALITY_RUNS) {
      const want = floor[mode]?.[run];
      if (!want) continue;
      const got = measured[mode]?.[run];
      if (!got) {
        drops.push(`${setId} ${mode} ${run}: not measured`);
        continue;
      }
      for (const metric of QUALITY_METRICS) {
        const before = want[metric];
        const after = got[metric];
        if (before === null) continue;
        if (after === null || after < before - epsilon)
          drops.push(`${setId}, s0 ${mode}, ${run}, ${metric}: floor ${pct(before)} → now ${pct(after)}`);
      }
    }
  }
  return drops;
}

/** Metrics that rose above their floor (a change that helps: re-record to keep the gain). */
export function floorGains(setId: string, measured: QualitySetResult, floors: QualityFloors): string[] {
  const floor = floors.sets[setId];
  if (!floor) return [];
  const gains: string[] = [];
  for (const mode of QUALITY_MODES)
    for (const run of QUALITY_RUNS)
      for (const metric of QUALITY_METRICS) {
        const before = floor[mode]?.[run]?.[metric];
        const after = measured[mode]?.[run]?.[metric];
        if (
          typeof after === 'number' &&
          (before === null || (typeof before === 'number' && after > before + floors.epsilon))
        )
          gains.push(`${setId}, s0 ${mode}, ${run}, ${metric}: floor ${pct(before)} → now ${pct(after)}`);
      }
  return gains;
}

/** The failure message: what dropped, and how to re-record when the drop is intended. */
export function dropMessage(drops: readonly string[]): string {
  return [
    `Quality gate: ${drops.length} metric(s) fell below the floors in fixtures/quality/floors.json:`,
    ...drops.map((d) => `  - ${d}`),
    'A change that lowers a metric on these excerpts fails the gate. If the change is intended and has been',
    'judged on every dev set (npm run bench:quality), re-record the floors and commit them with it:',
    `  ${RECORD_COMMAND}`,
  ].join('\n');
}
