import type { CatalogIndex } from '../catalog/catalogIndex';
import { chainGraphOf, type ChainGraph } from './chainGraph';
import { cheapestCatalogChain } from './catalogSearch';
import type { Chain } from './cheapestChains';
import type { ResolvedState } from './stateFields';

/**
 * Every tool that could contribute to calling `target`: its producers, their producers, and so
 * on, breadth first. Inputs s0 already satisfies are not expanded. No cap: a closure cut at 2,048
 * tools (as before 2026-12-02) left a producer out for 2 of 149 demo targets at 16,000 tools,
 * whose diagnosis then reported a schema gap the catalog does not have.
 */
export function backwardClosure(index: CatalogIndex, state: ResolvedState, target: number): number[] {
  const g = chainGraphOf(index);
  const seen = new Uint8Array(g.toolCount);
  // A field whose producers were all added once adds nothing the next time a requirement
  // accepts it (popular fields are accepted by most tools: rescanning them was most of the
  // closure's time at 16,000 tools).
  const expanded = new Uint8Array(g.fieldCount);
  seen[target] = 1;
  const order = [target];
  for (let k = 0; k < order.length; k++) {
    const tool = order[k] ?? 0;
    for (let r = g.reqStart[tool] ?? 0, end = g.reqStart[tool + 1] ?? 0; r < end; r++) {
      const field = g.reqField[r] ?? 0;
      if ((state.sat[field] ?? 0) >= 0.99) continue;
      for (let a = g.acceptStart[field] ?? 0, stop = g.acceptStart[field + 1] ?? 0; a < stop; a++) addProducers(g, g.acceptFrom[a] ?? 0, seen, expanded, order);
      for (let e = g.extraStart[r] ?? 0, stop = g.extraStart[r + 1] ?? 0; e < stop; e++) addProducers(g, g.extraFrom[e] ?? 0, seen, expanded, order);
    }
  }
  return order;
}

/** Appends the unseen producers of field `from` to `order` and marks it expanded. */
function addProducers(g: ChainGraph, from: number, seen: Uint8Array, expanded: Uint8Array, order: number[]): void {
  if (expanded[from] === 1) return;
  for (let p = g.producerStart[from] ?? 0, end = g.producerStart[from + 1] ?? 0; p < end; p++) {
    const tool = g.producerTool[p] ?? 0;
    if (seen[tool] === 1) continue;
    seen[tool] = 1;
    order.push(tool);
  }
  expanded[from] = 1;
}

/** The cheapest chain from s0 to `target` using any catalog tool (see cheapestChains.ts). */
export function catalogChain(index: CatalogIndex, state: ResolvedState, target: number, weight: (tool: number) => number): Chain {
  return cheapestCatalogChain(index, state, backwardClosure(index, state, target), weight, target);
}
