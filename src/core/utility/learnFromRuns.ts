import type { Catalog, Tool } from '../catalog/types';
import { toolProfile } from './toolProfile';

/**
 * α of the exponential moving averages: x ← (1 − α)·x + α·observation. 0.2 lets about the
 * last ten calls dominate (weights 0.8^k) while one outlier moves an estimate by only 20 %.
 */
export const EMA_ALPHA = 0.2;

/** One observed call of a catalog tool (by id). Missing measurements leave that value alone. */
export interface ObservedCall {
  toolId: string;
  latencyMs?: number;
  costUsd?: number;
  success?: boolean;
}

export interface UtilitySnapshot {
  latency_ms: number;
  cost_usd: number;
  success_rate: number;
}

/** One tool's metadata before and after learning, with how many calls updated it. */
export interface MetadataChange {
  toolId: string;
  observations: number;
  before: UtilitySnapshot;
  after: UtilitySnapshot;
}

/** x ← (1 − α)·x + α·observation. */
export function emaUpdate(current: number, observation: number, alpha: number): number {
  return (1 - alpha) * current + alpha * observation;
}

/**
 * Updates tools' `utility` from observed calls, in order, by exponential moving averages
 * (success counts as 1, failure as 0). Values a tool does not declare start from the documented
 * defaults (toolProfile.ts). Returns a new catalog (other keys untouched), the before/after of
 * each changed tool, and the call ids that match no tool.
 */
export function learnFromRuns(
  catalog: Catalog,
  calls: readonly ObservedCall[],
  alpha = EMA_ALPHA,
): { catalog: Catalog; changes: MetadataChange[]; unmatched: string[] } {
  const position = new Map(catalog.tools.map((t, i) => [t.id, i]));
  const state = new Map<number, { before: UtilitySnapshot; now: UtilitySnapshot; observations: number }>();
  const unmatched = new Set<string>();
  for (const call of calls) {
    const i = position.get(call.toolId);
    const tool = i === undefined ? undefined : catalog.tools[i];
    if (i === undefined || !tool) {
      unmatched.add(call.toolId);
      continue;
    }
    let entry = state.get(i);
    if (!entry) {
      const p = toolProfile(tool);
      const before = { latency_ms: p.latencyMs, cost_usd: p.costUsd, success_rate: p.successRate };
      entry = { before, now: { ...before }, observations: 0 };
      state.set(i, entry);
    }
    entry.observations++;
    if (call.latencyMs !== undefined && Number.isFinite(call.latencyMs))
      entry.now.latency_ms = emaUpdate(entry.now.latency_ms, call.latencyMs, alpha);
    if (call.costUsd !== undefined && Number.isFinite(call.costUsd))
      entry.now.cost_usd = emaUpdate(entry.now.cost_usd, call.costUsd, alpha);
    if (call.success !== undefined)
      entry.now.success_rate = emaUpdate(entry.now.success_rate, call.success ? 1 : 0, alpha);
  }
  const tools: Tool[] = catalog.tools.map((t, i) => {
    const entry = state.get(i);
    return entry ? { ...t, utility: { ...t.utility, ...entry.now } } : t;
  });
  const changes = [...state.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, e]) => ({
      toolId: catalog.tools[i]?.id ?? '?',
      observations: e.observations,
      before: e.before,
      after: e.now,
    }));
  return { catalog: { ...catalog, tools }, changes, unmatched: [...unmatched].sort() };
}
