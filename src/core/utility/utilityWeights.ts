/**
 * How much time and money weigh against information gain in the expected utility of a call:
 *
 *     U(call) = p × (G − w_time·L̂ − w_cost·Ĉ)
 *
 * p: success rate, G: information gain (informationGain.ts), L̂ and Ĉ: normalized latency and
 * cost (toolProfile.ts). G is in goal units (completing the goal is worth 1 in total), so a
 * time weight of 0.15 means "a 1 s call (L̂ = 0.5) costs 7.5 % of the goal".
 */
export interface UtilityWeights {
  time: number;
  cost: number;
}

export type WeightPreset = 'interactive' | 'batch' | 'cost-sensitive';

/**
 * interactive: a person waits, latency dominates. batch: nobody waits, money matters a little.
 * cost-sensitive: money dominates, latency barely counts.
 */
export const WEIGHT_PRESETS: Readonly<Record<WeightPreset, UtilityWeights>> = {
  interactive: { time: 0.15, cost: 0.05 },
  batch: { time: 0.02, cost: 0.1 },
  'cost-sensitive': { time: 0.03, cost: 0.5 },
};

export const WEIGHT_PRESET_NAMES: readonly WeightPreset[] = ['interactive', 'batch', 'cost-sensitive'];

/** A preset by name, or custom weights (missing ones from `interactive`). */
export function utilityWeights(preset: WeightPreset | Partial<UtilityWeights> = 'interactive'): UtilityWeights {
  if (typeof preset === 'string') return { ...WEIGHT_PRESETS[preset] };
  return { ...WEIGHT_PRESETS.interactive, ...preset };
}

/** U = p × (G − w_time·L̂ − w_cost·Ĉ): the expected utility of one call. */
export function expectedUtility(
  successRate: number,
  gain: number,
  latencyNorm: number,
  costNorm: number,
  w: UtilityWeights,
): number {
  return successRate * (gain - w.time * latencyNorm - w.cost * costNorm);
}
