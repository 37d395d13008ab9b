/** Plausible latency, price and reliability for one call, per vendor tier and side effect. */
import type { ToolEffects, ToolUtility, Rng } from '../core/index';
import type { UtilityBase, VendorTier } from './spec';

interface Scale {
  latency: number;
  cost: number;
  failure: number;
}

const TIER: Readonly<Record<VendorTier, Scale>> = {
  premium: { latency: 0.7, cost: 1.8, failure: 0.5 },
  standard: { latency: 1, cost: 1, failure: 1 },
  budget: { latency: 1.35, cost: 0.45, failure: 1.7 },
  legacy: { latency: 1.9, cost: 0.9, failure: 1.9 },
};

const EFFECT: Readonly<Record<ToolEffects, Scale>> = {
  read: { latency: 1, cost: 1, failure: 1 },
  write: { latency: 1.5, cost: 1.4, failure: 1.4 },
  irreversible: { latency: 2.1, cost: 2.5, failure: 1.9 },
};

/**
 * Expected utility metadata of a call: base × tier × effect, with ±25 % vendor jitter.
 * Latency rounds to 5 ms, cost to two significant digits, success to 0.1 %.
 */
export function toolUtility(base: UtilityBase, tier: VendorTier, effects: ToolEffects, rng: Rng): ToolUtility {
  const t = TIER[tier];
  const e = EFFECT[effects];
  const latency = base.latency_ms * t.latency * e.latency * (0.75 + rng.next() * 0.5);
  const cost = base.cost_usd * t.cost * e.cost * (0.8 + rng.next() * 0.4);
  const failure = (1 - base.success_rate) * t.failure * e.failure * (0.7 + rng.next() * 0.6);
  return {
    latency_ms: Math.max(5, Math.round(latency / 5) * 5),
    cost_usd: cost === 0 ? 0 : Number(cost.toPrecision(2)),
    success_rate: Math.round(Math.min(0.999, Math.max(0.85, 1 - failure)) * 1000) / 1000,
  };
}
