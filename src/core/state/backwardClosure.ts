import type { CatalogIndex } from '../catalog/catalogIndex';
import type { NameLink } from '../catalog/nameLinks';
import { extractChain, solveChains, type Chain } from './cheapestChains';
import type { ResolvedState } from './stateFields';

/** Largest set of tools the catalog-wide closure explores. */
export const CLOSURE_CAP = 2048;

/**
 * Every tool that could contribute to calling `target`: its producers, their producers, and so
 * on, breadth first, up to `cap` tools. Inputs s0 already satisfies are not expanded.
 */
export function backwardClosure(index: CatalogIndex, state: ResolvedState, target: number, cap = CLOSURE_CAP): number[] {
  const seen = new Uint8Array(index.tools.length);
  seen[target] = 1;
  const order = [target];
  for (let k = 0; k < order.length && order.length < cap; k++) {
    for (const r of index.tools[order[k] ?? 0]?.requirements ?? []) {
      if ((state.sat[r.fieldId] ?? 0) >= 0.99) continue;
      addProducers(index, index.acceptedBy[r.fieldId] ?? [], seen, order, cap);
      addProducers(index, r.extra, seen, order, cap);
    }
  }
  return order;
}

/** Appends the unseen producers of `links` to `order`, up to `cap` tools (a module function: see rerankPrecedence). */
function addProducers(index: CatalogIndex, links: readonly NameLink[], seen: Uint8Array, order: number[], cap: number): void {
  for (const link of links) {
    for (const p of index.producersOf[link.from] ?? []) {
      if (order.length >= cap) return;
      if (seen[p.tool] === 1) continue;
      seen[p.tool] = 1;
      order.push(p.tool);
    }
  }
}

/** The cheapest chain from s0 to `target` using any catalog tool (see cheapestChains.ts). */
export function catalogChain(index: CatalogIndex, state: ResolvedState, target: number, weight: (tool: number) => number): Chain {
  const tools = backwardClosure(index, state, target);
  return extractChain(index, solveChains(index, state, tools, weight, undefined, target), target);
}
