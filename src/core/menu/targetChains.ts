import { extractChain, type Chain, type ChainSolution } from '../state/cheapestChains';
import type { LikelyTarget, TaskContext } from './taskContext';

/** The likely targets a set holds and their cheapest chains (SetAnalysis's part from targetChains). */
export interface TargetChains {
  /** Likely targets in the set (local index) with their weight. */
  targets: LikelyTarget[];
  /** Chain for each target in `targets` (catalog indices inside). */
  chains: Chain[];
  /** Highest target weight of a chain each tool is on (0 when on none). */
  pathWeight: Float32Array;
}

/**
 * The chains of the likely targets in the set (from the set's chain solution) and each tool's
 * path weight: the weight of the strongest target whose chain holds it, halved where the target
 * cannot be reached from s0 within the set.
 */
export function targetChains(
  ctx: TaskContext,
  tools: readonly number[],
  local: ReadonlyMap<number, number>,
  solution: ChainSolution,
): TargetChains {
  const targets: LikelyTarget[] = [];
  const chains: Chain[] = [];
  const pathWeight = new Float32Array(tools.length);
  for (const t of ctx.targets) {
    if (!local.has(t.tool)) continue;
    const chain = extractChain(ctx.index, solution, t.tool);
    targets.push(t);
    chains.push(chain);
    const w = chain.reachable ? t.weight : 0.5 * t.weight;
    for (const tool of chain.tools) {
      const l = local.get(tool) ?? 0;
      if (w > (pathWeight[l] ?? 0)) pathWeight[l] = w;
    }
  }
  return { targets, chains, pathWeight };
}
