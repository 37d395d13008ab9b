import type { CatalogIndex } from '../catalog/catalogIndex';
import { CROSS_NAMESPACE_ID_FACTOR, linkScope } from '../catalog/linkScope';
import { MinHeap } from '../util/minHeap';
import type { ResolvedState } from './stateFields';

/**
 * The search behind cheapestChains.ts (a set of tools) and catalogSearch.ts (the whole
 * catalog): Knuth's generalization of Dijkstra to AND/OR graphs over requirement nodes.
 */

/** Cost added per unit of missing link strength (a 0.8 link costs 0.2 more than an exact one). */
export const LINK_PENALTY = 1;
/**
 * Extra cost of taking an input from s0 when the request announces an earlier step that
 * produces it (menu/announcements.ts): the chain then runs through that step when it can.
 */
export const ANNOUNCED_STATE_PENALTY = 3;

/** reqChoice of a requirement s0 supplies. */
export const FROM_STATE = -1;
/** reqChoice of a requirement nothing supplies. */
export const NO_PRODUCER = -2;

/*
 * The structures a search reads are classes, not object literals. V8 gives object literals
 * that start with the same keys one chain of hidden classes (maps) and one tracked type per
 * field along it: `{ start, end, outGroup }` here shared `start` and `end` with every text
 * span's `{ start, end, … }`, so the first span that stored a number there (an inferred state
 * value, 14 menus after a 16,000-tool catalog loaded) generalized the field and threw away
 * runSearch's optimized code, which TurboFan then compiled again (~120 ms of a background
 * thread on two cores) while menus were being measured. A class has a map of its own.
 */

/**
 * Producer field id → the requirement nodes it can satisfy, with the link strength: one array
 * sliced by field (start[f] … start[f + 1]), filled in tool, requirement, link order; field ids
 * outside the vocabulary share the last slice, which no output reads.
 */
export class AcceptLists {
  constructor(
    readonly start: Int32Array,
    readonly req: Int32Array,
    readonly strength: Float64Array,
  ) {}
}

/**
 * What a search runs on: tools by position (`tools[l]`, a catalog index), their requirement
 * nodes (tool l's are reqOffset[l] … reqOffset[l + 1], in requirement order) and the accept lists.
 */
export class SearchGraph {
  readonly tools: Int32Array;
  readonly reqOffset: Int32Array;
  readonly reqOwner: Int32Array;
  readonly reqField: Int32Array;
  readonly accept: AcceptLists;
  readonly fieldCount: number;
  /** Tool l's outputs are outStart[l] … outStart[l + 1]: field and rewrite strength (1 without). */
  readonly outStart: Int32Array;
  readonly outField: Int32Array;
  readonly outRewrite: Float64Array;
  /** The catalog-wide graph's identifier sub-slices by consumer API (scopeSlices); undefined for a set's graph. */
  readonly scoped: ScopedSlices | undefined;

  /** By name: four of the arrays are Int32Arrays, which positional arguments could swap unnoticed. */
  constructor(g: SearchGraph) {
    this.tools = g.tools;
    this.reqOffset = g.reqOffset;
    this.reqOwner = g.reqOwner;
    this.reqField = g.reqField;
    this.accept = g.accept;
    this.fieldCount = g.fieldCount;
    this.outStart = g.outStart;
    this.outField = g.outField;
    this.outRewrite = g.outRewrite;
    this.scoped = g.scoped;
  }
}

/**
 * Within each field's accept slice, the nodes of identifier fields (linkScope) grouped by the
 * consumer's namespace, after the others; group k is start[k] … end[k].
 */
export class ScopedSlices {
  constructor(
    readonly start: Int32Array,
    readonly end: Int32Array,
    /** Per output (outStart positions): the group of its field and its tool's namespace, or -1. */
    readonly outGroup: Int32Array,
  ) {}
}

/** A search's per-node state for `tools` tools and `reqs` requirement nodes; only the entries of the searched tools are read. */
export class SearchState {
  readonly toolCost: Float64Array;
  readonly pending: Int32Array;
  readonly reqCost: Float64Array;
  readonly reqChoice: Int32Array;
  readonly reqStrength: Float32Array;
  /** Tools, then requirement nodes (n + node). */
  readonly done: Uint8Array;

  constructor(tools: number, reqs: number) {
    this.toolCost = new Float64Array(tools);
    this.pending = new Int32Array(tools);
    this.reqCost = new Float64Array(reqs);
    this.reqChoice = new Int32Array(reqs);
    this.reqStrength = new Float32Array(reqs);
    this.done = new Uint8Array(tools + reqs);
  }
}

/**
 * Turns per-field counts at start[f + 1] into slice starts (a prefix sum over the vocabulary).
 * A function of its own: run over every field id for each set's graph, this loop made V8
 * compile searchGraph on stack with TurboFan (~100 ms of a background thread) ~40 menus after a
 * 16,000-tool load.
 */
export function countsToStarts(start: Int32Array, fieldCount: number): void {
  for (let f = 0; f <= fieldCount; f++) start[f + 1] = (start[f + 1] ?? 0) + (start[f] ?? 0);
}

export function fieldSlot(field: number, fieldCount: number): number {
  return field >= 0 && field < fieldCount ? field : fieldCount;
}

/**
 * Knuth's search over the tools at positions `members` (those with active[l] = 1): their
 * entries of `at` are reset first, then costs are final in increasing order until none is
 * left or `stopLocal` is final.
 */
export function runSearch(
  index: CatalogIndex,
  state: ResolvedState,
  graph: SearchGraph,
  at: SearchState,
  members: Int32Array,
  active: Uint8Array,
  toolWeight: Float64Array,
  onlyFrom: ReadonlyMap<number, readonly number[]>,
  stopLocal: number,
): void {
  const { tools, reqOffset, reqOwner, reqField, fieldCount } = graph;
  const { start: acceptStart } = graph.accept;
  const { toolCost, pending, reqCost, reqChoice, reqStrength, done } = at;
  const n = tools.length;
  const heap = new MinHeap(Math.max(16, 2 * members.length));
  const search = new Search(n, reqCost, reqChoice, reqStrength, heap);
  const relax = new Relax(index, graph, at, active, onlyFrom, search);
  const scoped = graph.scoped;
  // Per field: a producer popped at a cost ≥ sliceBound[field] can improve none of the field's
  // open requirements (its cost plus each link's floor is no lower than theirs), so the slice is
  // skipped. Producers pop in cost order, so one pass over a slice usually settles it; costs only
  // fall afterwards, which keeps the stored bound safe (at worst too high, never too low).
  const sliceBound = new Float64Array(fieldCount).fill(Infinity);

  for (const l of members) {
    toolCost[l] = Infinity;
    done[l] = 0;
    const first = reqOffset[l] ?? 0;
    const end = reqOffset[l + 1] ?? 0;
    pending[l] = end - first;
    for (let node = first; node < end; node++) {
      reqCost[node] = Infinity;
      reqChoice[node] = NO_PRODUCER;
      reqStrength[node] = 0;
      done[n + node] = 0;
    }
  }
  for (const l of members) {
    const first = reqOffset[l] ?? 0;
    const end = reqOffset[l + 1] ?? 0;
    for (let node = first; node < end; node++) {
      const fromState = state.sat[reqField[node] ?? 0] ?? 0;
      const extra = onlyFrom.has(node) ? ANNOUNCED_STATE_PENALTY : 0;
      if (fromState > 0) relaxRequirement(search, node, LINK_PENALTY * (1 - fromState) + extra, FROM_STATE, fromState);
    }
    if (end === first) {
      toolCost[l] = toolWeight[l] ?? 1;
      heap.push(toolCost[l] ?? 0, l);
    }
  }

  while (heap.size > 0) {
    const key = heap.peekKey();
    const item = heap.pop();
    if (done[item]) continue;
    if (item >= n) {
      const node = item - n;
      if (key > (reqCost[node] ?? Infinity)) continue;
      done[item] = 1;
      const owner = reqOwner[node] ?? 0;
      pending[owner] = (pending[owner] ?? 0) - 1;
      if (pending[owner] === 0) {
        let cost = toolWeight[owner] ?? 1;
        for (let k = reqOffset[owner] ?? 0; k < (reqOffset[owner + 1] ?? 0); k++) cost += reqCost[k] ?? 0;
        toolCost[owner] = cost;
        heap.push(cost, owner);
      }
      continue;
    }
    done[item] = 1;
    if (item === stopLocal) break;
    const base = toolCost[item] ?? 0;
    for (let o = graph.outStart[item] ?? 0, last = graph.outStart[item + 1] ?? 0; o < last; o++) {
      const field = graph.outField[o] ?? -1;
      if (field < 0 || field >= fieldCount) continue;
      const rewrite = graph.outRewrite[o] ?? 1;
      if (base < (sliceBound[field] ?? Infinity)) {
        sliceBound[field] = relaxSlice(
          relax,
          item,
          base,
          rewrite,
          acceptStart[field] ?? 0,
          acceptStart[field + 1] ?? 0,
        );
      } else if (scoped) {
        // Only consumers of the producer's own API can still gain (an identifier's full strength).
        const k = scoped.outGroup[o] ?? -1;
        if (k >= 0) relaxSlice(relax, item, base, rewrite, scoped.start[k] ?? 0, scoped.end[k] ?? 0);
      }
    }
  }
}

/** What relaxSlice reads and writes: one search's graph, state and filters. */
class Relax {
  constructor(
    readonly index: CatalogIndex,
    readonly graph: SearchGraph,
    readonly at: SearchState,
    readonly active: Uint8Array,
    readonly onlyFrom: ReadonlyMap<number, readonly number[]>,
    readonly search: Search,
  ) {}
}

/**
 * Relaxes the requirement nodes at accept positions from … to through producer `item` (cost
 * `base`, its output's rewrite strength) and returns the slice's bound: the largest cost an
 * open node of it has beyond the least any producer's link could add (a producer costing at
 * least that improves none). Without graph.scoped, that least is the link's own floor; with it,
 * an identifier's link from another API's floor (CROSS_NAMESPACE_ID_FACTOR), and the producers
 * past the bound relax their own API's sub-slice only.
 */
function relaxSlice(r: Relax, item: number, base: number, rewrite: number, from: number, to: number): number {
  const { index, graph, at, active, onlyFrom, search } = r;
  const { tools, reqOwner, reqField } = graph;
  const { req: acceptReq, strength: acceptStrength } = graph.accept;
  const { reqCost, done } = at;
  const n = tools.length;
  const scoped = graph.scoped !== undefined;
  let bound = -Infinity;
  for (let a = from; a < to; a++) {
    const req = acceptReq[a] ?? 0;
    const owner = reqOwner[req] ?? 0;
    if (active[owner] !== 1 || done[n + req]) continue;
    const strength = acceptStrength[a] ?? 0;
    // The link's strength bounds the relaxed cost from below (rewrite and scope only lower
    // it): when even that is no better, skip the exact strength.
    const floor = LINK_PENALTY * (1 - strength);
    if (owner !== item && base + floor < (reqCost[req] ?? Infinity)) {
      const allowed = onlyFrom.get(req);
      if (!allowed || allowed.includes(tools[item] ?? -1)) {
        const s = strength * rewrite * linkScope(index, tools[item] ?? 0, tools[owner] ?? 0, reqField[req] ?? 0);
        relaxRequirement(search, req, base + LINK_PENALTY * (1 - s), item, s);
      }
    }
    const anyFloor =
      scoped && index.identifierField[reqField[req] ?? 0] === 1
        ? LINK_PENALTY * (1 - CROSS_NAMESPACE_ID_FACTOR * strength)
        : floor;
    bound = Math.max(bound, (reqCost[req] ?? Infinity) - anyFloor);
  }
  return bound;
}

/** The requirement nodes' best costs and the heap, for relaxRequirement. */
class Search {
  constructor(
    readonly n: number,
    readonly reqCost: Float64Array,
    readonly reqChoice: Int32Array,
    readonly reqStrength: Float32Array,
    readonly heap: MinHeap,
  ) {}
}

/** Lowers a requirement node's cost to `cost` through `choice` when that is cheaper, and queues it. */
function relaxRequirement(search: Search, node: number, cost: number, choice: number, strength: number): void {
  if (cost < (search.reqCost[node] ?? Infinity)) {
    search.reqCost[node] = cost;
    search.reqChoice[node] = choice;
    search.reqStrength[node] = strength;
    search.heap.push(cost, search.n + node);
  }
}
