import type { CatalogIndex } from '../catalog/catalogIndex';
import { chainGraphOf, type ChainGraph } from './chainGraph';
import {
  AcceptLists,
  countsToStarts,
  ScopedSlices,
  SearchGraph,
  SearchState,
  fieldSlot,
  runSearch,
} from './chainSearch';
import { extractChain, type Chain, type ChainSolution } from './cheapestChains';
import type { ResolvedState } from './stateFields';

/**
 * The search over a catalog's tools by catalog index: its graph (every requirement node and
 * accept list of the catalog, built at its first search) and the state of the last search,
 * reused (a catalog-wide search reads and writes only its own tools' entries).
 */
interface CatalogSearch {
  graph: SearchGraph;
  at: SearchState;
  active: Uint8Array;
  weight: Float64Array;
}

const catalogSearches = new WeakMap<CatalogIndex, CatalogSearch>();

function catalogSearchOf(index: CatalogIndex): CatalogSearch {
  let search = catalogSearches.get(index);
  if (!search) {
    const graph = catalogSearchGraph(index, chainGraphOf(index));
    const n = graph.tools.length;
    search = {
      graph,
      at: new SearchState(n, graph.reqOwner.length),
      active: new Uint8Array(n),
      weight: new Float64Array(n),
    };
    catalogSearches.set(index, search);
  }
  return search;
}

/**
 * The search graph of every catalog tool (position = catalog index) from its chain graph: the
 * nodes and accept lists searchGraph would build over all tools, each slice then regrouped by
 * scopeSlices.
 */
function catalogSearchGraph(index: CatalogIndex, g: ChainGraph): SearchGraph {
  const {
    toolCount,
    fieldCount,
    reqField,
    acceptStart: consumerStart,
    acceptFrom,
    acceptStrength,
    extraStart,
    extraFrom,
    extraStrength,
  } = g;
  const reqCount = reqField.length;
  const start = new Int32Array(fieldCount + 2);
  for (let r = 0; r < reqCount; r++) {
    const field = reqField[r] ?? 0;
    countSlots(acceptFrom, consumerStart[field] ?? 0, consumerStart[field + 1] ?? 0, start, fieldCount);
    countSlots(extraFrom, extraStart[r] ?? 0, extraStart[r + 1] ?? 0, start, fieldCount);
  }
  countsToStarts(start, fieldCount);
  const accept = new AcceptLists(
    start,
    new Int32Array(start[fieldCount + 1] ?? 0),
    new Float64Array(start[fieldCount + 1] ?? 0),
  );
  const cursor = start.slice(0, fieldCount + 1);
  for (let r = 0; r < reqCount; r++) {
    const field = reqField[r] ?? 0;
    fillSlots(
      acceptFrom,
      acceptStrength,
      consumerStart[field] ?? 0,
      consumerStart[field + 1] ?? 0,
      r,
      accept,
      cursor,
      fieldCount,
    );
    fillSlots(extraFrom, extraStrength, extraStart[r] ?? 0, extraStart[r + 1] ?? 0, r, accept, cursor, fieldCount);
  }
  const tools = new Int32Array(toolCount);
  for (let t = 0; t < toolCount; t++) tools[t] = t;
  const { reqStart: reqOffset, reqOwner, outStart, outField, outRewrite } = g;
  const scoped = scopeSlices(index, { tools, reqOwner, reqField, accept, fieldCount, outStart, outField });
  return new SearchGraph({
    tools,
    reqOffset,
    reqOwner,
    reqField,
    accept,
    fieldCount,
    outStart,
    outField,
    outRewrite,
    scoped,
  });
}

/** Counts the links from … to (producer fields `from`) into their slices (start[slot + 1]). */
function countSlots(from: Int32Array, lo: number, hi: number, start: Int32Array, fieldCount: number): void {
  for (let a = lo; a < hi; a++) {
    const at = fieldSlot(from[a] ?? 0, fieldCount) + 1;
    start[at] = (start[at] ?? 0) + 1;
  }
}

/** Appends requirement node r, with each link's strength, to the slices of the links lo … hi. */
function fillSlots(
  from: Int32Array,
  strength: Float64Array,
  lo: number,
  hi: number,
  r: number,
  accept: AcceptLists,
  cursor: Int32Array,
  fieldCount: number,
): void {
  for (let a = lo; a < hi; a++) {
    const slot = fieldSlot(from[a] ?? 0, fieldCount);
    const at = cursor[slot] ?? 0;
    cursor[slot] = at + 1;
    accept.req[at] = r;
    accept.strength[at] = strength[a] ?? 0;
  }
}

/**
 * The cheapest chain from s0 to `target` using only the catalog tools in `members` (which
 * holds `target`), searched over the catalog's own requirement nodes and accept lists: unlike
 * solveChains, nothing per call is proportional to the links of the members (the accept lists
 * of a few thousand tools were most of a catalog-wide search at 16,000 tools).
 */
export function cheapestCatalogChain(
  index: CatalogIndex,
  state: ResolvedState,
  members: ArrayLike<number>,
  weight: (tool: number) => number,
  target: number,
): Chain {
  const search = catalogSearchOf(index);
  const order = activate(search, members, weight);
  const { graph, at } = search;
  try {
    runSearch(
      index,
      state,
      graph,
      at,
      order,
      search.active,
      search.weight,
      new Map(),
      search.active[target] === 1 ? target : -1,
    );
    const solution: ChainSolution = {
      tools: graph.tools,
      local: search.active[target] === 1 ? new Map([[target, target]]) : new Map<number, number>(),
      toolCost: at.toolCost,
      reqOffset: graph.reqOffset,
      reqCost: at.reqCost,
      reqChoice: at.reqChoice,
      reqStrength: at.reqStrength,
    };
    return extractChain(index, solution, target);
  } finally {
    deactivate(search, order);
  }
}

/**
 * Marks the members active with their weights; returns them as the search's order (weights
 * written in place: Float64Array.from(members, weight) went through the iterator protocol, 300 kB
 * of a 16,000-tool request's allocation for ~3,300 members, bench/allocations.ts). This and
 * deactivate loop over thousands of members: in functions of their own, so V8 does not compile
 * cheapestCatalogChain on stack for them (a 55–90 ms TurboFan job after a 16,000-tool load).
 */
function activate(search: CatalogSearch, members: ArrayLike<number>, weight: (tool: number) => number): Int32Array {
  const order = new Int32Array(members.length);
  // The weights first: were `weight` to throw, no tool would be left active for the next search.
  for (let k = 0; k < members.length; k++) {
    const t = members[k] ?? 0;
    order[k] = t;
    search.weight[t] = weight(t);
  }
  for (const t of order) search.active[t] = 1;
  return order;
}

function deactivate(search: CatalogSearch, order: Int32Array): void {
  for (const t of order) search.active[t] = 0;
}

/**
 * Reorders each accept slice of a catalog-wide graph for ScopedSlices: at 64,000 tools, the
 * producers of a common identifier field (thousands, one per API) each rescanned the whole
 * slice for the few consumers of their own API — 95 % of a catalog-wide search's work.
 */
function scopeSlices(
  index: CatalogIndex,
  graph: Pick<SearchGraph, 'tools' | 'reqOwner' | 'reqField' | 'accept' | 'fieldCount' | 'outStart' | 'outField'>,
): ScopedSlices {
  const { accept, reqOwner, reqField, tools, fieldCount } = graph;
  let namespaces = 1;
  for (const ns of index.namespaceOf) namespaces = Math.max(namespaces, ns + 1);
  // Group of each accept position (-1: not an identifier's), numbered in order of appearance,
  // so that a field's groups are numbered consecutively.
  const total = accept.req.length;
  const groupAt = new Int32Array(total).fill(-1);
  const groupOf = new Map<number, number>();
  const sizes: number[] = [];
  for (let field = 0; field < fieldCount; field++) {
    for (let a = accept.start[field] ?? 0, to = accept.start[field + 1] ?? 0; a < to; a++) {
      const req = accept.req[a] ?? 0;
      if (index.identifierField[reqField[req] ?? 0] !== 1) continue;
      const key = field * namespaces + (index.namespaceOf[tools[reqOwner[req] ?? 0] ?? 0] ?? 0);
      let group = groupOf.get(key);
      if (group === undefined) {
        group = sizes.length;
        groupOf.set(key, group);
        sizes.push(0);
      }
      groupAt[a] = group;
      sizes[group] = (sizes[group] ?? 0) + 1;
    }
  }
  // Each slice: its other positions first, in order, then its groups one after another.
  const start = new Int32Array(sizes.length);
  const end = new Int32Array(sizes.length);
  const req = new Int32Array(total);
  const strength = new Float64Array(total);
  let nextGroup = 0;
  for (let field = 0; field < fieldCount; field++) {
    const from = accept.start[field] ?? 0;
    const to = accept.start[field + 1] ?? 0;
    let at = from;
    for (let a = from; a < to; a++) {
      if (groupAt[a] !== -1) continue;
      req[at] = accept.req[a] ?? 0;
      strength[at++] = accept.strength[a] ?? 0;
    }
    const firstGroup = nextGroup;
    for (let a = from; a < to; a++) {
      const group = groupAt[a] ?? -1;
      if (group < nextGroup) continue;
      // Groups of this field appear in order: a new one starts where the previous ends.
      for (; nextGroup <= group; nextGroup++) {
        start[nextGroup] = at;
        end[nextGroup] = at;
        at += sizes[nextGroup] ?? 0;
      }
    }
    for (let a = from; a < to; a++) {
      const group = groupAt[a] ?? -1;
      if (group < firstGroup) continue;
      const to2 = end[group] ?? 0;
      req[to2] = accept.req[a] ?? 0;
      strength[to2] = accept.strength[a] ?? 0;
      end[group] = to2 + 1;
    }
  }
  accept.req.set(req);
  accept.strength.set(strength);
  const outGroup = new Int32Array(graph.outField.length).fill(-1);
  for (let l = 0; l < tools.length; l++) {
    const namespace = index.namespaceOf[tools[l] ?? 0] ?? 0;
    for (let o = graph.outStart[l] ?? 0; o < (graph.outStart[l + 1] ?? 0); o++)
      outGroup[o] = groupOf.get((graph.outField[o] ?? 0) * namespaces + namespace) ?? -1;
  }
  return new ScopedSlices(start, end, outGroup);
}
