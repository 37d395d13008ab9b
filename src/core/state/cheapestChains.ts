import type { CatalogIndex } from '../catalog/catalogIndex';
import type { NameLink } from '../catalog/nameLinks';
import { MinHeap } from '../util/minHeap';
import { linkScope } from '../catalog/linkScope';
import type { ResolvedState } from './stateFields';

/** Cost added per unit of missing link strength (a 0.8 link costs 0.2 more than an exact one). */
export const LINK_PENALTY = 1;
/**
 * Extra cost of taking an input from s0 when the request announces an earlier step that
 * produces it (see setAnalysis.ts): the chain then runs through that step when it can.
 */
export const ANNOUNCED_STATE_PENALTY = 3;

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
  /** The tools considered (catalog indices) and their positions. */
  tools: readonly number[];
  local: Map<number, number>;
  toolCost: Float64Array;
  /** First requirement node of each local tool (length tools.length + 1). */
  reqOffset: Int32Array;
  reqCost: Float64Array;
  /** Local index of the chosen producer, -1 when s0 supplies it, -2 when nothing does. */
  reqChoice: Int32Array;
  reqStrength: Float32Array;
}

const STATE = -1;
const NONE = -2;

/**
 * Producer field id → the requirement nodes it can satisfy, with the link strength: one array
 * sliced by field (start[f] … start[f + 1]), filled in tool, requirement, link order; field ids
 * outside the vocabulary share the last slice, which no output reads.
 */
interface AcceptLists {
  start: Int32Array;
  req: Int32Array;
  strength: Float64Array;
  /** Next free position of each slice while filling. */
  cursor: Int32Array;
}

function fieldSlot(field: number, fieldCount: number): number {
  return field >= 0 && field < fieldCount ? field : fieldCount;
}

function countLinks(links: readonly NameLink[] | undefined, start: Int32Array, fieldCount: number): void {
  if (!links) return;
  for (const link of links) {
    const at = fieldSlot(link.from, fieldCount) + 1;
    start[at] = (start[at] ?? 0) + 1;
  }
}

function fillLinks(links: readonly NameLink[] | undefined, node: number, accept: AcceptLists, fieldCount: number): void {
  if (!links) return;
  for (const link of links) {
    const slot = fieldSlot(link.from, fieldCount);
    const at = accept.cursor[slot] ?? 0;
    accept.cursor[slot] = at + 1;
    accept.req[at] = node;
    accept.strength[at] = link.strength;
  }
}

/**
 * Runs the cheapest-chain search. `weight(tool)` ≥ 1 is the cost of calling a tool. With
 * `stopAt` (a catalog index among `tools`) the search ends once that tool's cost is final:
 * everything on its cheapest chain is final before it (costs only grow along a chain), so
 * extractChain(…, stopAt) is the same as after a full search; other tools may be left unsolved.
 */
export function solveChains(index: CatalogIndex, state: ResolvedState, tools: readonly number[], weight: (tool: number) => number, announced?: AnnouncedInput, stopAt?: number): ChainSolution {
  const n = tools.length;
  const local = new Map<number, number>();
  tools.forEach((t, l) => local.set(t, l));
  const reqOffset = new Int32Array(n + 1);
  for (let l = 0; l < n; l++) reqOffset[l + 1] = (reqOffset[l] ?? 0) + (index.tools[tools[l] ?? 0]?.requirements.length ?? 0);
  const reqCount = reqOffset[n] ?? 0;
  const reqCost = new Float64Array(reqCount).fill(Infinity);
  const reqChoice = new Int32Array(reqCount).fill(NONE);
  const reqStrength = new Float32Array(reqCount);
  const reqOwner = new Int32Array(reqCount);
  const toolCost = new Float64Array(n).fill(Infinity);
  const pending = new Int32Array(n);
  const done = new Uint8Array(n + reqCount);
  const reqField = new Int32Array(reqCount);
  // The callers' functions are called here only, not in the loops below: each caller passes a
  // new closure per call, and V8's code for this function, optimized with one call's closure
  // inlined, was thrown away at the next ("wrong call target"; a TurboFan compile of this
  // function is ~200 ms of a background thread in Chromium's worker).
  const toolWeight = Float64Array.from(tools, weight);
  const onlyFrom = announced ? announcedProducers(index, tools, reqOffset, announced) : new Map<number, readonly number[]>();
  const heap = new MinHeap(Math.max(16, n + reqCount));
  const search: Search = { n, reqCost, reqChoice, reqStrength, heap };
  const stopLocal = stopAt === undefined ? -1 : (local.get(stopAt) ?? -1);
  // Producer field id → the requirement nodes it can satisfy (AcceptLists).
  const fieldCount = index.vocab.size;
  const acceptStart = new Int32Array(fieldCount + 2);
  for (let l = 0; l < n; l++) {
    for (const r of index.tools[tools[l] ?? 0]?.requirements ?? []) {
      countLinks(index.acceptedBy[r.fieldId], acceptStart, fieldCount);
      countLinks(r.extra, acceptStart, fieldCount);
    }
  }
  for (let f = 0; f <= fieldCount; f++) acceptStart[f + 1] = (acceptStart[f + 1] ?? 0) + (acceptStart[f] ?? 0);
  // Per field: a producer popped at a cost ≥ sliceBound[field] can improve none of the field's
  // open requirements (its cost plus each link's floor is no lower than theirs), so the slice is
  // skipped. Producers pop in cost order, so one pass over a slice usually settles it; costs only
  // fall afterwards, which keeps the stored bound safe (at worst too high, never too low).
  const sliceBound = new Float64Array(fieldCount).fill(Infinity);
  const accept: AcceptLists = { start: acceptStart, req: new Int32Array(acceptStart[fieldCount + 1] ?? 0), strength: new Float64Array(acceptStart[fieldCount + 1] ?? 0), cursor: acceptStart.slice(0, fieldCount + 1) };

  for (let l = 0; l < n; l++) {
    const tool = index.tools[tools[l] ?? 0];
    if (!tool) continue;
    const requirements = tool.requirements;
    pending[l] = requirements.length;
    for (let k = 0; k < requirements.length; k++) {
      const r = requirements[k];
      if (!r) continue;
      const node = (reqOffset[l] ?? 0) + k;
      reqOwner[node] = l;
      reqField[node] = r.fieldId;
      const fromState = state.sat[r.fieldId] ?? 0;
      const extra = onlyFrom.has(node) ? ANNOUNCED_STATE_PENALTY : 0;
      if (fromState > 0) relaxRequirement(search, node, LINK_PENALTY * (1 - fromState) + extra, STATE, fromState);
      fillLinks(index.acceptedBy[r.fieldId], node, accept, fieldCount);
      fillLinks(r.extra, node, accept, fieldCount);
    }
    if (requirements.length === 0) {
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
    const producer = index.tools[tools[item] ?? 0];
    const base = toolCost[item] ?? 0;
    for (const out of producer?.outputs ?? []) {
      const field = out.fieldId;
      if (field < 0 || field >= fieldCount || base >= (sliceBound[field] ?? Infinity)) continue;
      let bound = -Infinity;
      for (let a = acceptStart[field] ?? 0, end = acceptStart[field + 1] ?? 0; a < end; a++) {
        const req = accept.req[a] ?? 0;
        if (done[n + req]) continue;
        const strength = accept.strength[a] ?? 0;
        // The link's strength bounds the relaxed cost from below (rewrite and scope only lower
        // it): when even that is no better, skip the exact strength.
        const floor = LINK_PENALTY * (1 - strength);
        if (reqOwner[req] !== item && base + floor < (reqCost[req] ?? Infinity)) {
          const allowed = onlyFrom.get(req);
          if (!allowed || allowed.includes(tools[item] ?? -1)) {
            const s = strength * (out.rewrite?.strength ?? 1) * linkScope(index, tools[item] ?? 0, tools[reqOwner[req] ?? 0] ?? 0, reqField[req] ?? 0);
            relaxRequirement(search, req, base + LINK_PENALTY * (1 - s), item, s);
          }
        }
        bound = Math.max(bound, (reqCost[req] ?? Infinity) - floor);
      }
      sliceBound[field] = bound;
    }
  }
  return { tools, local, toolCost, reqOffset, reqCost, reqChoice, reqStrength };
}

/** The requirement nodes' best costs and the heap, for relaxRequirement. */
interface Search {
  n: number;
  reqCost: Float64Array;
  reqChoice: Int32Array;
  reqStrength: Float32Array;
  heap: MinHeap;
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

/** Requirement node → the only tools that may supply it (inputs the request announces from an earlier step). */
function announcedProducers(index: CatalogIndex, tools: readonly number[], reqOffset: Int32Array, announced: AnnouncedInput): Map<number, readonly number[]> {
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
      const choice = solution.reqChoice[node] ?? NONE;
      const strength = solution.reqStrength[node] ?? 0;
      if (choice === NONE || !Number.isFinite(solution.reqCost[node] ?? Infinity)) chain.missing.push({ consumer, fieldId: r.fieldId });
      else if (choice === STATE) chain.fromState.push({ consumer, fieldId: r.fieldId, strength });
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
