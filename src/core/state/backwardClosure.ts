import type { CatalogIndex } from '../catalog/catalogIndex';
import { extractChain, solveChains, type Chain } from './cheapestChains';
import type { ResolvedState } from './stateFields';

/** Largest set of tools the catalog-wide closure explores. */
export const CLOSURE_CAP = 2048;

/**
 * Every tool that could contribute to calling `target`: its producers, their producers, and so
 * on, breadth first, up to `cap` tools. Inputs s0 already satisfies are not expanded.
 */
export function backwardClosure(index: CatalogIndex, state: ResolvedState, target: number, cap = CLOSURE_CAP): number[] {
  const seen = new Set<number>([target]);
  const order = [target];
  for (let k = 0; k < order.length && order.length < cap; k++) {
    for (const r of index.tools[order[k] ?? 0]?.requirements ?? []) {
      if ((state.sat[r.fieldId] ?? 0) >= 0.99) continue;
      for (const link of [...(index.acceptedBy[r.fieldId] ?? []), ...r.extra]) {
        for (const p of index.producersOf[link.from] ?? []) {
          if (seen.has(p.tool) || order.length >= cap) continue;
          seen.add(p.tool);
          order.push(p.tool);
        }
      }
    }
  }
  return order;
}

/** The cheapest chain from s0 to `target` using any catalog tool (see cheapestChains.ts). */
export function catalogChain(index: CatalogIndex, state: ResolvedState, target: number, weight: (tool: number) => number): Chain {
  const tools = backwardClosure(index, state, target);
  return extractChain(index, solveChains(index, state, tools, weight), target);
}
