import type { CatalogIndex } from '../catalog/catalogIndex';
import type { NameLink } from '../catalog/nameLinks';
import type { Requirement, ToolField } from '../catalog/toolFields';
import {
  AcceptLists,
  countsToStarts,
  FROM_STATE,
  NO_PRODUCER,
  SearchGraph,
  SearchState,
  fieldSlot,
  runSearch,
} from './chainSearch';
import type { ResolvedState } from './stateFields';

/**
 * The producers (catalog indices) the request announces for requirement k of a tool, or
 * undefined when none: then only those producers (or s0, at a penalty) may satisfy it.
 */
export type AnnouncedInput = (tool: number, k: number) => readonly number[] | undefined;

/**
 * Cheapest producer chains from s0 over a set of tools (Knuth's generalization of Dijkstra to
 * AND/OR graphs): a tool costs its weight plus the cost of each required input; an input costs
 * the cheapest producer of a field that satisfies it (or nothing when s0 has it), plus
 * LINK_PENALTY × (1 − link strength). Unreachable tools cost Infinity.
 */
export interface ChainSolution {
  /** The tools considered (catalog indices) by position. */
  tools: Int32Array;
  /** Positions of the considered tools (of the target only, for a catalog-wide search). */
  local: Map<number, number>;
  toolCost: Float64Array;
  /** First requirement node of each local tool (length tools.length + 1). */
  reqOffset: Int32Array;
  reqCost: Float64Array;
  /** Local index of the chosen producer, -1 when s0 supplies it, -2 when nothing does. */
  reqChoice: Int32Array;
  reqStrength: Float32Array;
}

function countLinks(links: readonly NameLink[] | undefined, start: Int32Array, fieldCount: number): void {
  if (!links) return;
  for (const link of links) {
    const at = fieldSlot(link.from, fieldCount) + 1;
    start[at] = (start[at] ?? 0) + 1;
  }
}

function fillLinks(
  links: readonly NameLink[] | undefined,
  node: number,
  accept: AcceptLists,
  cursor: Int32Array,
  fieldCount: number,
): void {
  if (!links) return;
  for (const link of links) {
    const slot = fieldSlot(link.from, fieldCount);
    const at = cursor[slot] ?? 0;
    cursor[slot] = at + 1;
    accept.req[at] = node;
    accept.strength[at] = link.strength;
  }
}

/**
 * The requirement nodes and accept lists of a set of tools (catalog indices, by position). The
 * per-tool work is in functions of their own, called once per tool: V8 optimizes those with
 * TurboFan within a few menus, where this function's loops, run two or three times per menu,
 * reached TurboFan only ~40 menus after a 16,000-tool load (an 80–95 ms compile then).
 */
function searchGraph(index: CatalogIndex, tools: Int32Array): SearchGraph {
  const n = tools.length;
  const reqOffset = new Int32Array(n + 1);
  for (let l = 0; l < n; l++)
    reqOffset[l + 1] = (reqOffset[l] ?? 0) + (index.tools[tools[l] ?? 0]?.requirements.length ?? 0);
  const reqCount = reqOffset[n] ?? 0;
  const reqOwner = new Int32Array(reqCount);
  const reqField = new Int32Array(reqCount);
  const fieldCount = index.vocab.size;
  const start = new Int32Array(fieldCount + 2);
  for (let l = 0; l < n; l++) countToolLinks(index, index.tools[tools[l] ?? 0]?.requirements, start, fieldCount);
  countsToStarts(start, fieldCount);
  const accept = new AcceptLists(
    start,
    new Int32Array(start[fieldCount + 1] ?? 0),
    new Float64Array(start[fieldCount + 1] ?? 0),
  );
  const cursor = start.slice(0, fieldCount + 1);
  for (let l = 0; l < n; l++)
    fillToolLinks(
      index,
      index.tools[tools[l] ?? 0]?.requirements,
      l,
      reqOffset[l] ?? 0,
      reqOwner,
      reqField,
      accept,
      cursor,
      fieldCount,
    );
  const outStart = new Int32Array(n + 1);
  for (let l = 0; l < n; l++) outStart[l + 1] = (outStart[l] ?? 0) + (index.tools[tools[l] ?? 0]?.outputs.length ?? 0);
  const outField = new Int32Array(outStart[n] ?? 0);
  const outRewrite = new Float64Array(outStart[n] ?? 0);
  for (let l = 0; l < n; l++)
    fillToolOutputs(index.tools[tools[l] ?? 0]?.outputs, outStart[l] ?? 0, outField, outRewrite);
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
    scoped: undefined,
  });
}

/** Counts one tool's links into start (by producer field). */
function countToolLinks(
  index: CatalogIndex,
  requirements: readonly Requirement[] | undefined,
  start: Int32Array,
  fieldCount: number,
): void {
  if (!requirements) return;
  for (const r of requirements) {
    countLinks(index.acceptedBy[r.fieldId], start, fieldCount);
    countLinks(r.extra, start, fieldCount);
  }
}

/** One tool's requirement nodes (from `first`, owner l) and their accept entries. */
function fillToolLinks(
  index: CatalogIndex,
  requirements: readonly Requirement[] | undefined,
  l: number,
  first: number,
  reqOwner: Int32Array,
  reqField: Int32Array,
  accept: AcceptLists,
  cursor: Int32Array,
  fieldCount: number,
): void {
  if (!requirements) return;
  for (let k = 0; k < requirements.length; k++) {
    const r = requirements[k];
    if (!r) continue;
    const node = first + k;
    reqOwner[node] = l;
    reqField[node] = r.fieldId;
    fillLinks(index.acceptedBy[r.fieldId], node, accept, cursor, fieldCount);
    fillLinks(r.extra, node, accept, cursor, fieldCount);
  }
}

/** One tool's outputs (from `at`): field and rewrite strength. */
function fillToolOutputs(
  outputs: readonly ToolField[] | undefined,
  at: number,
  outField: Int32Array,
  outRewrite: Float64Array,
): void {
  if (!outputs) return;
  for (const out of outputs) {
    outField[at] = out.fieldId;
    outRewrite[at++] = out.rewrite?.strength ?? 1;
  }
}

/**
 * Runs the cheapest-chain search. `weight(tool)` ≥ 1 is the cost of calling a tool. With
 * `stopAt` (a catalog index among `tools`) the search ends once that tool's cost is final:
 * everything on its cheapest chain is final before it (costs only grow along a chain), so
 * extractChain(…, stopAt) is the same as after a full search; other tools may be left unsolved.
 */
export function solveChains(
  index: CatalogIndex,
  state: ResolvedState,
  tools: readonly number[],
  weight: (tool: number) => number,
  announced?: AnnouncedInput,
  stopAt?: number,
): ChainSolution {
  const n = tools.length;
  const local = new Map<number, number>();
  tools.forEach((t, l) => local.set(t, l));
  const graph = searchGraph(index, Int32Array.from(tools));
  const at = new SearchState(n, graph.reqOwner.length);
  // The callers' functions are called here only, not in the loops below: each caller passes a
  // new closure per call, and V8's code for this function, optimized with one call's closure
  // inlined, was thrown away at the next ("wrong call target"; a TurboFan compile of this
  // function is ~200 ms of a background thread in Chromium's worker).
  const toolWeight = Float64Array.from(tools, weight);
  const onlyFrom = announced
    ? announcedProducers(index, tools, graph.reqOffset, announced)
    : new Map<number, readonly number[]>();
  const everyTool = new Int32Array(n);
  for (let l = 0; l < n; l++) everyTool[l] = l;
  runSearch(
    index,
    state,
    graph,
    at,
    everyTool,
    new Uint8Array(n).fill(1),
    toolWeight,
    onlyFrom,
    stopAt === undefined ? -1 : (local.get(stopAt) ?? -1),
  );
  return {
    tools: graph.tools,
    local,
    toolCost: at.toolCost,
    reqOffset: graph.reqOffset,
    reqCost: at.reqCost,
    reqChoice: at.reqChoice,
    reqStrength: at.reqStrength,
  };
}

/** Requirement node → the only tools that may supply it (inputs the request announces from an earlier step). */
function announcedProducers(
  index: CatalogIndex,
  tools: readonly number[],
  reqOffset: Int32Array,
  announced: AnnouncedInput,
): Map<number, readonly number[]> {
  const onlyFrom = new Map<number, readonly number[]>();
  for (let l = 0; l < tools.length; l++) {
    const count = index.tools[tools[l] ?? 0]?.requirements.length ?? 0;
    for (let k = 0; k < count; k++) {
      const allowed = announced(tools[l] ?? 0, k);
      if (allowed) onlyFrom.set((reqOffset[l] ?? 0) + k, allowed);
    }
  }
  return onlyFrom;
}

/** One producer → consumer step of a chain: `fieldId` is the consumer's required field. */
export interface ChainEdge {
  producer: number;
  consumer: number;
  fieldId: number;
  strength: number;
}

/** A required field of `consumer` that nothing reachable in the tool set produces. */
export interface MissingField {
  consumer: number;
  fieldId: number;
}

/** The cheapest chain to a target: its tools in call order (producers first), edges, gaps. */
export interface Chain {
  target: number;
  tools: number[];
  edges: ChainEdge[];
  /** Required fields satisfied directly by s0: [consumer, fieldId, strength]. */
  fromState: { consumer: number; fieldId: number; strength: number }[];
  missing: MissingField[];
  reachable: boolean;
  cost: number;
}

/** Walks the chosen producers back from `target` (catalog index) to s0. */
export function extractChain(index: CatalogIndex, solution: ChainSolution, target: number): Chain {
  const chain: Chain = { target, tools: [], edges: [], fromState: [], missing: [], reachable: false, cost: Infinity };
  const start = solution.local.get(target);
  if (start === undefined) return chain;
  chain.cost = solution.toolCost[start] ?? Infinity;
  chain.reachable = Number.isFinite(chain.cost);
  const visited = new Set<number>();
  const visit = (l: number): void => {
    if (visited.has(l)) return;
    visited.add(l);
    const consumer = solution.tools[l] ?? 0;
    const reqs = index.tools[consumer]?.requirements ?? [];
    reqs.forEach((r, k) => {
      const node = (solution.reqOffset[l] ?? 0) + k;
      const choice = solution.reqChoice[node] ?? NO_PRODUCER;
      const strength = solution.reqStrength[node] ?? 0;
      if (choice === NO_PRODUCER || !Number.isFinite(solution.reqCost[node] ?? Infinity))
        chain.missing.push({ consumer, fieldId: r.fieldId });
      else if (choice === FROM_STATE) chain.fromState.push({ consumer, fieldId: r.fieldId, strength });
      else {
        visit(choice);
        chain.edges.push({ producer: solution.tools[choice] ?? 0, consumer, fieldId: r.fieldId, strength });
      }
    });
    chain.tools.push(consumer);
  };
  visit(start);
  return chain;
}
