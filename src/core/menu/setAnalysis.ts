import { solveChains, extractChain, type Chain, type ChainSolution } from '../state/cheapestChains';
import { stateFit } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import { linkScope } from '../catalog/linkScope';
import { producedBefore } from '../catalog/toolFields';
import { RHO_PREDECESSOR, findAnnouncements } from './announcements';
import { REQUESTED_RELEVANCE, requestMentions } from './stepMentions';
import { assignRoles, type Role } from '../state/roles';
import type { LikelyTarget, TaskContext } from './taskContext';
import type { PoolReason } from './candidatePool';
import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Requirement } from '../catalog/toolFields';

/** A producer able to supply one requirement of a consumer, by local index. */
export interface Supplier {
  producer: number;
  strength: number;
}

/**
 * Who in the set supplies each requirement, flat: requirement k of tool j is node
 * reqStart[j] + k, and its suppliers (local producer, link strength) are positions
 * start[node] … start[node + 1] of `producer` and `strength`, in the order they were found.
 * Typed arrays, not a { producer, strength } object per supplier: a pool has 1,000–22,000
 * suppliers at 16,000 tools, they outlive a scavenge, and V8 then pretenured the objects'
 * allocation site, after which building them ran 3–4× slower for the rest of the process in
 * about half the runs (a double in an old-space object is a young HeapNumber behind a write
 * barrier; `node --no-allocation-site-pretenuring` made every run fast).
 */
export interface SupplierLists {
  reqStart: Int32Array;
  start: Int32Array;
  producer: Int32Array;
  strength: Float32Array;
}

/** The suppliers of requirement k of local tool j (a fresh array; for tests and cold paths). */
export function suppliersOf(lists: SupplierLists, j: number, k: number): Supplier[] {
  const node = (lists.reqStart[j] ?? 0) + k;
  const out: Supplier[] = [];
  if (node >= (lists.reqStart[j + 1] ?? 0)) return out;
  for (let p = lists.start[node] ?? 0, end = lists.start[node + 1] ?? 0; p < end; p++)
    out.push({ producer: lists.producer[p] ?? 0, strength: lists.strength[p] ?? 0 });
  return out;
}

/**
 * The state math over one set of tools (the candidate pool, or a menu): per tool relevance,
 * χ, requirement suppliers inside the set, κ as a dense matrix, cheapest chains to the likely
 * targets that are in the set, and path roles. Indices are local to `tools`.
 */
export interface SetAnalysis {
  ctx: TaskContext;
  tools: readonly number[];
  local: Map<number, number>;
  /** relevance / best relevance, in [0, 1]. */
  relevance: Float32Array;
  /** χ_i. */
  chi: Float32Array;
  /** κ_ij at [i * n + j]. */
  kappa: Float32Array;
  /**
   * κ restricted to the inputs j still needs: those s0 does not satisfy, or that the request
   * announces from i. What i must precede, as opposed to what it merely could feed.
   */
  need: Float32Array;
  /** Who in the set supplies each requirement of each tool (SupplierLists). */
  suppliers: SupplierLists;
  /** Likely targets in the set (local index) with their weight. */
  targets: LikelyTarget[];
  /** Chain for each target in `targets` (catalog indices inside). */
  chains: Chain[];
  /** Highest target weight of a chain each tool is on (0 when on none). */
  pathWeight: Float32Array;
  /** Roles on the main chains (targets within half the best weight). */
  roles: Map<number, Role>;
  /** Where the request mentions each tool, in [0, 1] (NaN: not mentioned). */
  mention: Float32Array;
  /** Query terms each tool matches (termMask), for distinctMentions. */
  termMasks: Uint32Array;
  /** announced.get(j * stride + k): local producers the request names before tool j for its requirement k. */
  announced: Map<number, number[]>;
  /** Key stride of `announced` (max requirements per tool). */
  stride: number;
  /**
   * Why each tool entered the candidate pool, when the set came from one. Always present
   * (undefined for a menu), so every analysis has one object shape: an analysis that gained
   * the key afterwards had another, and the encoder's feature code, optimized for one, was
   * thrown away ("wrong map") and compiled again when it met the other.
   */
  reasons: ReadonlyMap<number, PoolReason> | undefined;
  /**
   * e_i: whether a tool can start the path from s0 — 0 unless s0 satisfies every required
   * input (each ≥ SATISFIED), else χ with announced inputs counted half (and halved again
   * when successful runs put another requested tool before it).
   */
  startFit: Float32Array;
}

/** Weight of calling a tool in chain search: 1, plus up to 0.5 for low relevance (ties go to relevant producers). */
export function chainToolWeight(ctx: TaskContext): (tool: number) => number {
  return (tool) => 1 + 0.5 * (1 - (ctx.relevance.scores[tool] ?? 0) / ctx.relevance.max);
}

/**
 * Per field, the set's producers of it, in catalog order: index.producersOf restricted to the
 * set (a tool produces each field of its outputs once, at the strength of its first output
 * with that field). Built from the set's own outputs: a common field's catalog-wide list has
 * thousands of producers at 16,000 tools, and walking those lists for every requirement of a
 * 256-tool pool was most of analyzeSet's time. Flat lists (a field's producers are local[start[s]
 * … start[s + 1]) for its slot s), not an object per producer: those, their arrays and the map
 * were 100 kB of a 16,000-tool request (bench/allocations.ts).
 */
export class SetProducers {
  constructor(
    /** Slot of each field the set produces. */
    readonly slot: ReadonlyMap<number, number>,
    readonly start: Int32Array,
    readonly local: Int32Array,
    readonly strength: Float64Array,
  ) {}

  /** The producers of one field as a list (for tests and inspection). */
  of(fieldId: number): { local: number; strength: number }[] {
    const s = this.slot.get(fieldId);
    if (s === undefined) return [];
    const out: { local: number; strength: number }[] = [];
    for (let p = this.start[s] ?? 0; p < (this.start[s + 1] ?? 0); p++)
      out.push({ local: this.local[p] ?? 0, strength: this.strength[p] ?? 0 });
    return out;
  }
}

export function setProducers(index: CatalogIndex, tools: readonly number[]): SetProducers {
  const n = tools.length;
  const byCatalogOrder = new Int32Array(n);
  let total = 0;
  for (let l = 0; l < n; l++) {
    byCatalogOrder[l] = l;
    total += index.tools[tools[l] ?? 0]?.outputs.length ?? 0;
  }
  byCatalogOrder.sort((x, y) => (tools[x] ?? 0) - (tools[y] ?? 0));
  // (slot, local, strength) per producing output, in catalog order; then grouped by slot, stably.
  const slot = new Map<number, number>();
  const slotOf = new Int32Array(total);
  const localOf = new Int32Array(total);
  const strengthOf = new Float64Array(total);
  let count = 0;
  for (const l of byCatalogOrder) {
    const tool = index.tools[tools[l] ?? 0];
    if (!tool) continue;
    const outputs = tool.outputs;
    for (let o = 0; o < outputs.length; o++) {
      const output = outputs[o];
      if (!output || index.producersOf[output.fieldId] === undefined || producedBefore(outputs, o)) continue;
      let s = slot.get(output.fieldId);
      if (s === undefined) {
        s = slot.size;
        slot.set(output.fieldId, s);
      }
      slotOf[count] = s;
      localOf[count] = l;
      strengthOf[count++] = output.rewrite?.strength ?? 1;
    }
  }
  const start = new Int32Array(slot.size + 1);
  for (let k = 0; k < count; k++) start[(slotOf[k] ?? 0) + 1] = (start[(slotOf[k] ?? 0) + 1] ?? 0) + 1;
  for (let s = 0; s < slot.size; s++) start[s + 1] = (start[s + 1] ?? 0) + (start[s] ?? 0);
  const cursor = start.slice(0, slot.size);
  const local = new Int32Array(count);
  const strength = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const at = cursor[slotOf[k] ?? 0] ?? 0;
    cursor[slotOf[k] ?? 0] = at + 1;
    local[at] = localOf[k] ?? 0;
    strength[at] = strengthOf[k] ?? 0;
  }
  return new SetProducers(slot, start, local, strength);
}

/** Records in `found.scratch` (and `found.touched`, on first touch) what each producer of one link supplies consumer j's requirement. */
function considerProducers(
  index: CatalogIndex,
  producers: SetProducers,
  from: number,
  strength: number,
  tools: readonly number[],
  j: number,
  fieldId: number,
  found: FoundSuppliers,
): void {
  const slot = producers.slot.get(from);
  if (slot === undefined) return;
  for (let p = producers.start[slot] ?? 0, end = producers.start[slot + 1] ?? 0; p < end; p++) {
    const i = producers.local[p] ?? 0;
    if (i === j) continue;
    const s = strength * (producers.strength[p] ?? 0) * linkScope(index, tools[i] ?? 0, tools[j] ?? 0, fieldId);
    if ((found.scratch[i] ?? 0) === 0) found.touch(i);
    if (s > (found.scratch[i] ?? 0)) found.scratch[i] = s;
  }
}

/**
 * Analyzes a tool set for a task. Each part is a function of its own (supply links, mentions,
 * start fits, need, target chains) with plain loops: as one function of ~100 lines with
 * closures, V8 compiled it with Maglev three or four times and with TurboFan once more
 * (~200 ms of a background thread) after a 16,000-tool catalog loaded (bench/deopts.ts).
 */
export function analyzeSet(
  ctx: TaskContext,
  tools: readonly number[],
  reasons?: ReadonlyMap<number, PoolReason>,
): SetAnalysis {
  const { index, state } = ctx;
  const n = tools.length;
  const local = new Map<number, number>();
  for (let l = 0; l < n; l++) local.set(tools[l] ?? 0, l);
  const { rel, chi, kappa, suppliers } = supplyLinks(ctx, tools);
  const { mention, termMasks } = requestMentions(ctx, tools, rel);
  let stride = 1;
  for (const t of tools) stride = Math.max(stride, index.tools[t]?.requirements.length ?? 0);
  const announced = findAnnouncements(ctx, tools, mention, termMasks, suppliers, stride);
  const startFit = startFits(ctx, tools, mention, announced, stride);
  const need = needMatrix(ctx, tools, suppliers, announced, stride);
  const solution = solveChains(index, state, tools, chainToolWeight(ctx), (tool, k) =>
    announced.get((local.get(tool) ?? 0) * stride + k)?.map((p) => tools[p] ?? -1),
  );
  const { targets, chains, pathWeight } = targetChains(ctx, tools, local, solution);
  const roles = mainRoles(ctx, tools, targets, chains);
  return {
    ctx,
    tools,
    local,
    relevance: rel,
    chi,
    kappa,
    need,
    suppliers,
    targets,
    chains,
    pathWeight,
    roles,
    mention,
    termMasks,
    announced,
    stride,
    reasons,
    startFit,
  };
}

/** Relevance share, χ, κ and the suppliers of each requirement within the set. */
function supplyLinks(
  ctx: TaskContext,
  tools: readonly number[],
): { rel: Float32Array; chi: Float32Array; kappa: Float32Array; suppliers: SupplierLists } {
  const { index, state, relevance } = ctx;
  const n = tools.length;
  const rel = new Float32Array(n);
  const chi = new Float32Array(n);
  const kappa = new Float32Array(n * n);
  const reqStart = new Int32Array(n + 1);
  for (let j = 0; j < n; j++)
    reqStart[j + 1] = (reqStart[j] ?? 0) + (index.tools[tools[j] ?? 0]?.requirements.length ?? 0);
  const found = new FoundSuppliers(reqStart[n] ?? 0, n);
  const producers = setProducers(index, tools);
  for (let j = 0; j < n; j++) {
    const consumer = index.tools[tools[j] ?? 0];
    rel[j] = (relevance.scores[tools[j] ?? 0] ?? 0) / relevance.max;
    if (!consumer) continue;
    chi[j] = stateFit(consumer, state);
    const share = 1 / Math.max(1, consumer.requirements.length);
    let node = reqStart[j] ?? 0;
    for (const r of consumer.requirements)
      supplyRequirement(index, tools, producers, j, r, share, kappa, found, ++node);
  }
  const suppliers: SupplierLists = {
    reqStart,
    start: found.start,
    producer: found.producer.slice(0, found.count),
    strength: found.strength.slice(0, found.count),
  };
  return { rel, chi, kappa, suppliers };
}

/**
 * supplyLinks' lists as they grow (typed arrays that double when full: as number arrays they
 * were the largest allocation of a request), and its per-requirement scratch (one strength per
 * set tool and the tools touched). A class, not a literal: a literal starting with `start` would
 * share its hidden class with text spans (see chainSearch.ts).
 */
class FoundSuppliers {
  readonly start: Int32Array;
  producer: Int32Array;
  strength: Float32Array;
  count = 0;
  readonly scratch: Float32Array;
  /** The tools touched for the current requirement (touchedCount of them; a zero-strength link can touch one twice). */
  touched: Int32Array;
  touchedCount = 0;

  constructor(requirements: number, tools: number) {
    this.start = new Int32Array(requirements + 1);
    this.scratch = new Float32Array(tools);
    // A typed list with a count: a number[] emptied with `length = 0` per requirement gave V8 a
    // new backing store at the next push (130 kB of a 16,000-tool request, bench/allocations.ts).
    this.touched = new Int32Array(tools + 16);
    this.producer = new Int32Array(Math.max(16, 4 * requirements));
    this.strength = new Float32Array(this.producer.length);
  }

  push(producer: number, strength: number): void {
    if (this.count === this.producer.length) {
      const producers = new Int32Array(2 * this.count);
      producers.set(this.producer);
      this.producer = producers;
      const strengths = new Float32Array(2 * this.count);
      strengths.set(this.strength);
      this.strength = strengths;
    }
    this.producer[this.count] = producer;
    this.strength[this.count++] = strength;
  }

  touch(tool: number): void {
    if (this.touchedCount === this.touched.length) {
      const touched = new Int32Array(2 * this.touchedCount);
      touched.set(this.touched);
      this.touched = touched;
    }
    this.touched[this.touchedCount++] = tool;
  }
}

/**
 * Appends the set's suppliers of consumer j's requirement `r` (requirement node `node` − 1) and
 * adds them to κ's column j. A function of its own, called once per requirement: inside
 * supplyLinks' loops, V8 optimized this work with TurboFan only after ~20 menus of a
 * 16,000-tool catalog (a function's tier-up waits for work in proportion to its bytecode), and
 * compiled it twice (~300 ms of a background thread) while the browser-scale bench measured.
 */
function supplyRequirement(
  index: CatalogIndex,
  tools: readonly number[],
  producers: SetProducers,
  j: number,
  r: Requirement,
  share: number,
  kappa: Float32Array,
  found: FoundSuppliers,
  node: number,
): void {
  const n = tools.length;
  for (const link of index.acceptedBy[r.fieldId] ?? [])
    considerProducers(index, producers, link.from, link.strength, tools, j, r.fieldId, found);
  for (const link of r.extra) considerProducers(index, producers, link.from, link.strength, tools, j, r.fieldId, found);
  const { scratch, touched } = found;
  for (let k = 0; k < found.touchedCount; k++) {
    const i = touched[k] ?? 0;
    const s = scratch[i] ?? 0;
    found.push(i, s);
    kappa[i * n + j] = (kappa[i * n + j] ?? 0) + s * share;
    scratch[i] = 0;
  }
  found.touchedCount = 0;
  found.start[node] = found.count;
}

/** e_i for each tool (SetAnalysis.startFit). */
function startFits(
  ctx: TaskContext,
  tools: readonly number[],
  mention: Float32Array,
  announced: ReadonlyMap<number, readonly number[]>,
  stride: number,
): Float32Array {
  const { index, state } = ctx;
  const n = tools.length;
  const startFit = new Float32Array(n);
  const requested: number[] = [];
  for (let l = 0; l < n; l++) if (!Number.isNaN(mention[l] ?? NaN)) requested.push(l);
  for (let j = 0; j < n; j++) {
    const reqs = index.tools[tools[j] ?? 0]?.requirements ?? [];
    let callable = true;
    for (const r of reqs) if ((state.sat[r.fieldId] ?? 0) < SATISFIED) callable = false;
    let fit = 0;
    if (callable && reqs.length === 0) fit = 1;
    else if (callable) {
      let sum = 0;
      for (let k = 0; k < reqs.length; k++)
        sum += (state.sat[reqs[k]?.fieldId ?? -1] ?? 0) * (announced.has(j * stride + k) ? 0.5 : 1);
      fit = sum / reqs.length;
    }
    // A requested tool that successful runs put before this one makes it a poor first call.
    if (!ctx.prior.isEmpty && requestedBefore(ctx, tools, requested, j)) fit *= 0.5;
    startFit[j] = fit;
  }
  return startFit;
}

/** Whether successful runs put a requested tool (other than j) before tool j. */
function requestedBefore(ctx: TaskContext, tools: readonly number[], requested: readonly number[], j: number): boolean {
  for (const i of requested) if (i !== j && ctx.prior.rho(tools[i] ?? 0, tools[j] ?? 0) >= RHO_PREDECESSOR) return true;
  return false;
}

/** need[i·n + j]: how much of j's required input producer i supplies beyond s0 (SetAnalysis.need). */
function needMatrix(
  ctx: TaskContext,
  tools: readonly number[],
  suppliers: SupplierLists,
  announced: ReadonlyMap<number, readonly number[]>,
  stride: number,
): Float32Array {
  const { index, state } = ctx;
  const n = tools.length;
  const need = new Float32Array(n * n);
  for (let j = 0; j < n; j++) {
    const reqs = index.tools[tools[j] ?? 0]?.requirements ?? [];
    for (let k = 0; k < reqs.length; k++) {
      const fromState = state.sat[reqs[k]?.fieldId ?? -1] ?? 0;
      const by = announced.get(j * stride + k);
      const node = (suppliers.reqStart[j] ?? 0) + k;
      for (let p = suppliers.start[node] ?? 0, end = suppliers.start[node + 1] ?? 0; p < end; p++) {
        const producer = suppliers.producer[p] ?? 0;
        const strength = suppliers.strength[p] ?? 0;
        // Announced inputs are needed from their announcers only; others beyond what s0 gives.
        const v = by ? (by.includes(producer) ? strength : 0) : Math.max(0, strength - fromState);
        need[producer * n + j] = (need[producer * n + j] ?? 0) + v / reqs.length;
      }
    }
  }
  return need;
}

/** The chains of the likely targets in the set and each tool's path weight. */
function targetChains(
  ctx: TaskContext,
  tools: readonly number[],
  local: ReadonlyMap<number, number>,
  solution: ChainSolution,
): { targets: LikelyTarget[]; chains: Chain[]; pathWeight: Float32Array } {
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

const ROLE_PRECEDENCE: Record<Role, number> = { target: 4, bridge: 3, entry: 2, terminal: 1, none: 0 };

/**
 * Roles from the chains of the strongest targets present (within half the best weight). A
 * likely target that another such chain needs as a producer is a bridge or entry there, not
 * a target of its own (`get_order` for "email the receipt for order 84213").
 */
function mainRoles(
  ctx: TaskContext,
  tools: readonly number[],
  targets: LikelyTarget[],
  chains: Chain[],
): Map<number, Role> {
  const best = targets.reduce((m, t) => Math.max(m, t.weight), 0);
  const main = chains.filter((_, k) => (targets[k]?.weight ?? 0) >= 0.5 * best);
  const producers = new Set(main.flatMap((c) => c.tools.filter((t) => t !== c.target)));
  const roles = new Map<number, Role>();
  // Terminals must be asked for: the request names them, not just the schema.
  const requested = tools.filter((t) => (ctx.relevance.scores[t] ?? 0) >= REQUESTED_RELEVANCE * ctx.relevance.max);
  for (const chain of main) {
    if (producers.has(chain.target)) continue;
    for (const [tool, role] of assignRoles(ctx.index, chain, requested)) {
      const prev = roles.get(tool) ?? 'none';
      if (ROLE_PRECEDENCE[role] > ROLE_PRECEDENCE[prev]) roles.set(tool, role);
    }
  }
  return roles;
}
