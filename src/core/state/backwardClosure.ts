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
  const order = new Int32Array(g.toolCount);
  return Array.from(order.subarray(0, closureInto(g, state, target, order)));
}

/**
 * Each chain graph's buffer for the closure catalogChain searches (one tool id per catalog tool
 * at most): a number[] grown by push to a few thousand tools was copied on every growth, 121 kB
 * of a 16,000-tool request (bench/allocations.ts). cheapestCatalogChain copies the members
 * before anything else can run, so one buffer per graph serves every call.
 */
const closureBuffers = new WeakMap<ChainGraph, Int32Array>();

/** backwardClosure into `order` (room for every tool); returns how many tools it holds. */
function closureInto(g: ChainGraph, state: ResolvedState, target: number, order: Int32Array): number {
  const seen = new Uint8Array(g.toolCount);
  // A field whose producers were all added once adds nothing the next time a requirement
  // accepts it (popular fields are accepted by most tools: rescanning them was most of the
  // closure's time at 16,000 tools).
  const expanded = new Uint8Array(g.fieldCount);
  seen[target] = 1;
  order[0] = target;
  let count = 1;
  for (let k = 0; k < count; k++) {
    const tool = order[k] ?? 0;
    for (let r = g.reqStart[tool] ?? 0, end = g.reqStart[tool + 1] ?? 0; r < end; r++) {
      const field = g.reqField[r] ?? 0;
      if ((state.sat[field] ?? 0) >= 0.99) continue;
      for (let a = g.acceptStart[field] ?? 0, stop = g.acceptStart[field + 1] ?? 0; a < stop; a++)
        count = addProducers(g, g.acceptFrom[a] ?? 0, seen, expanded, order, count);
      for (let e = g.extraStart[r] ?? 0, stop = g.extraStart[r + 1] ?? 0; e < stop; e++)
        count = addProducers(g, g.extraFrom[e] ?? 0, seen, expanded, order, count);
    }
  }
  return count;
}

/** Appends the unseen producers of field `from` to `order` (which holds `count` tools) and marks it expanded; returns the new count. */
function addProducers(
  g: ChainGraph,
  from: number,
  seen: Uint8Array,
  expanded: Uint8Array,
  order: Int32Array,
  count: number,
): number {
  if (expanded[from] === 1) return count;
  let at = count;
  for (let p = g.producerStart[from] ?? 0, end = g.producerStart[from + 1] ?? 0; p < end; p++) {
    const tool = g.producerTool[p] ?? 0;
    if (seen[tool] === 1) continue;
    seen[tool] = 1;
    order[at++] = tool;
  }
  expanded[from] = 1;
  return at;
}

/** The cheapest chain from s0 to `target` using any catalog tool (see cheapestChains.ts). */
export function catalogChain(
  index: CatalogIndex,
  state: ResolvedState,
  target: number,
  weight: (tool: number) => number,
): Chain {
  const g = chainGraphOf(index);
  let order = closureBuffers.get(g);
  if (!order) {
    order = new Int32Array(g.toolCount);
    closureBuffers.set(g, order);
  }
  return cheapestCatalogChain(index, state, order.subarray(0, closureInto(g, state, target, order)), weight, target);
}
