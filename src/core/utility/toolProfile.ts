import type { Tool, ToolEffects } from '../catalog/types';

/**
 * What one call of a tool is expected to cost and how likely it is to succeed, read from the
 * catalog's `utility` and `effects`. Missing values get the defaults below; `defaulted` names
 * the ones that were filled so the UI can show them as assumptions.
 */
export interface ToolProfile {
  latencyMs: number;
  costUsd: number;
  /** p: probability that one call succeeds, in [0, 1]. */
  successRate: number;
  effects: ToolEffects;
  defaulted: ('latency_ms' | 'cost_usd' | 'success_rate' | 'effects')[];
}

/**
 * Defaults for tools that declare no utility. Latency and cost sit near the demo catalog's
 * medians (435 ms, $0.00085); success is more pessimistic than its median (0.987) because
 * an undocumented API is the one more likely to fail. Unknown effects are treated as `read`.
 */
export const DEFAULT_PROFILE: Readonly<Omit<ToolProfile, 'defaulted'>> = {
  latencyMs: 500,
  costUsd: 0.001,
  successRate: 0.95,
  effects: 'read',
};

/** Reference latency for normalization: L̂ = L / (L + L_ref), so a 1 s call costs 0.5. */
export const LATENCY_REF_MS = 1000;
/** Reference price for normalization: Ĉ = C / (C + C_ref), so a 1-cent call costs 0.5. */
export const COST_REF_USD = 0.01;

/** The profile of a catalog tool (defaults for what it does not declare). */
export function toolProfile(tool: Tool): ToolProfile {
  const u = tool.utility ?? {};
  const defaulted: ToolProfile['defaulted'] = [];
  const pick = (
    value: number | undefined,
    key: 'latency_ms' | 'cost_usd' | 'success_rate',
    fallback: number,
  ): number => {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    defaulted.push(key);
    return fallback;
  };
  const latencyMs = pick(u.latency_ms, 'latency_ms', DEFAULT_PROFILE.latencyMs);
  const costUsd = pick(u.cost_usd, 'cost_usd', DEFAULT_PROFILE.costUsd);
  const successRate = Math.min(1, pick(u.success_rate, 'success_rate', DEFAULT_PROFILE.successRate));
  if (tool.effects === undefined) defaulted.push('effects');
  return { latencyMs, costUsd, successRate, effects: tool.effects ?? DEFAULT_PROFILE.effects, defaulted };
}

/** L̂ = L / (L + L_ref) ∈ [0, 1): latency on a scale that does not depend on the menu. */
export function normalizedLatency(latencyMs: number): number {
  return latencyMs / (latencyMs + LATENCY_REF_MS);
}

/** Ĉ = C / (C + C_ref) ∈ [0, 1): money cost on a scale that does not depend on the menu. */
export function normalizedCost(costUsd: number): number {
  return costUsd / (costUsd + COST_REF_USD);
}
