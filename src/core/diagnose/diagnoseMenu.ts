import type { GoldPath } from '../catalog/types';
import type { Menu } from '../menu/buildMenus';
import { chainToolWeight, suppliersOf } from '../menu/setAnalysis';
import type { TaskContext } from '../menu/taskContext';
import { catalogChain } from '../state/backwardClosure';
import type { Chain } from '../state/cheapestChains';
import { supplyStrength } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import { findCrowding } from './crowding';
import { goldTargetIds } from './goldTargets';
import { compileMenuProblem, type MenuProblem } from '../utility/menuProblem';
import { menuReach, reachChain, whyUnreached, type MenuReach, type NodeFeeder } from '../utility/reachability';
import { verdictOf } from './verdict';

/** A tool as the diagnosis shows it: id, its slot in this menu and in the other menu, its relevance rank. */
export interface ToolRef {
  tool: number;
  toolId: string;
  /** Slot in this menu (undefined when absent). */
  rank?: number;
  /** Slot in the other menu, when one was given. */
  otherRank?: number;
  /** BM25 rank in the catalog (0: unranked). */
  relevanceRank: number;
}

export interface TargetStatus {
  target: ToolRef;
  /** gold: a sink of the gold path; chosen: the task's chosen target; predicted: a guess from the request's words. */
  source: 'gold' | 'chosen' | 'predicted';
  onMenu: boolean;
  /** Callable from s0 using only menu tools (menuReach, the planner's and the simulated agent's reading). */
  reachable: boolean;
  /** The menu's calls to it (tool ids in call order) when reachable (reachChain). */
  chain: string[];
  /**
   * When on the menu but unreachable: from the target down to the first input nothing that can
   * run supplies: each hop is a field and the blocked menu producer that would supply it.
   */
  blockedBy?: { hops: { field: string; producer: ToolRef }[]; field: string; consumer: ToolRef };
}

/** A menu tool linking to a field below SATISFIED (it does not count as producing it). */
export interface WeakLink {
  producer: ToolRef;
  strength: number;
}

/** A required field nothing on the menu produces (at ≥ SATISFIED), with the catalog tools that do. */
export interface MissingBridge {
  field: string;
  consumer: ToolRef;
  /** Catalog producers at ≥ SATISFIED (none is on the menu), best relevance rank first (at most 8). */
  producers: ToolRef[];
  /** The producer on the catalog's cheapest chain, when it is one of `producers`. */
  suggested?: ToolRef;
  /** Menu tools that link to it too weakly to count. */
  weak: WeakLink[];
}

/** A menu tool that supplies an input on the way to a target but cannot run: the fields it lacks. */
export interface BlockedProducer {
  producer: ToolRef;
  lacks: string[];
  /** The inputs on the way it would supply. */
  feeds: { field: string; consumer: ToolRef }[];
}

/** A consumer in the top L listed before the only menu producers of one of its inputs. */
export interface OrderInversion {
  field: string;
  consumer: ToolRef;
  producer: ToolRef;
}

/** Near-duplicates occupying several slots. */
export interface Crowding {
  tools: ToolRef[];
  /** Words the group shares, e.g. "weather current". */
  label: string;
}

/** A field a target's chain needs that s0 lacks and no catalog tool produces (at ≥ SATISFIED). */
export interface SchemaGap {
  field: string;
  consumer: ToolRef;
  /** Tools (of the menu, or of the catalog when the consumer is off the menu) linking to it too weakly. */
  weak: WeakLink[];
}

/** The verdict as data: whether every target is reachable, the target it speaks of, and the calls. */
export interface VerdictOutcome {
  reaches: boolean;
  /** The first target not reached, else the first target; undefined when there is none. */
  target?: string;
  /** Distinct calls of the targets' chains when every target is reachable, else null. */
  calls: number | null;
  /** Some target is only predicted from the request's words (no gold, none chosen). */
  guessed: boolean;
}

export interface MenuDiagnosis {
  method: Menu['method'];
  verdict: string;
  outcome: VerdictOutcome;
  targets: TargetStatus[];
  missingBridges: MissingBridge[];
  blocked: BlockedProducer[];
  inversions: OrderInversion[];
  crowding: Crowding[];
  schemaGaps: SchemaGap[];
}

export interface DiagnoseOptions {
  gold?: GoldPath;
  other?: Menu;
  /** L: the slots whose order is checked. */
  top: number;
}

/**
 * Catalog-wide cheapest chains by task context and target: both menus of a task share the
 * context, so the second menu's diagnosis reuses the first's (the closure and its solve are most
 * of a diagnosis on a large catalog). Contexts are never mutated, so entries never go stale.
 */
const catalogChains = new WeakMap<TaskContext, Map<number, Chain>>();

function catalogChainOf(ctx: TaskContext, target: number, weight: (tool: number) => number): Chain {
  let byTarget = catalogChains.get(ctx);
  if (!byTarget) {
    byTarget = new Map();
    catalogChains.set(ctx, byTarget);
  }
  let chain = byTarget.get(target);
  if (!chain) {
    chain = catalogChain(ctx.index, ctx.state, target, weight);
    byTarget.set(target, chain);
  }
  return chain;
}

/**
 * Diagnoses one menu for one task: reachability of the targets, missing bridges, blocked
 * producers, inversions, crowding, schema gaps. Reachability is menuReach over the menu compiled
 * as the planner compiles it (compileMenuProblem), so the verdict, the planner and the simulated
 * agent agree on what the menu can call from s0.
 */
export function diagnoseMenu(ctx: TaskContext, menu: Menu, options: DiagnoseOptions): MenuDiagnosis {
  const { index } = ctx;
  const rankIn = (m: Menu | undefined): Map<number, number> => new Map((m?.slots ?? []).map((s) => [s.tool, s.rank]));
  const ranks = rankIn(menu);
  const otherRanks = rankIn(options.other);
  const ref = (tool: number): ToolRef => {
    const r: ToolRef = {
      tool,
      toolId: index.tools[tool]?.tool.id ?? '?',
      relevanceRank: ctx.relevance.rank[tool] ?? 0,
    };
    const rank = ranks.get(tool);
    const other = otherRanks.get(tool);
    if (rank !== undefined) r.rank = rank;
    if (other !== undefined) r.otherRank = other;
    return r;
  };
  const fieldName = (id: number): string => index.vocab.names[id] ?? '?';
  const weight = chainToolWeight(ctx);
  const targetTools = targetsFor(ctx, menu, options.gold);
  const p = compileMenuProblem(
    index,
    ctx.state,
    menu.slots.map((s) => s.tool),
    targetTools.map((t) => t.tool),
    { reachOnly: true },
  );
  const reach = menuReach(p);
  const local = new Map(p.tools.map((t, l) => [t, l]));
  const toolOf = (l: number): number => p.tools[l] ?? -1;
  const nodeField = (node: number): string => fieldName(p.nodeField[node] ?? -1);
  const weakRefs = (weak: readonly NodeFeeder[]): WeakLink[] =>
    weak.map((w) => ({ producer: ref(toolOf(w.tool)), strength: w.strength }));

  const targets: TargetStatus[] = [];
  const missingBridges: MissingBridge[] = [];
  const blocked = new Map<number, BlockedProducer>();
  const schemaGaps: SchemaGap[] = [];
  const addGap = (gap: SchemaGap): void => {
    if (!schemaGaps.some((g) => g.consumer.tool === gap.consumer.tool && g.field === gap.field)) schemaGaps.push(gap);
  };
  for (const { tool, source } of targetTools) {
    const l = local.get(tool);
    const reachable = l !== undefined && reach.reached[l] === 1;
    const status: TargetStatus = {
      target: ref(tool),
      source,
      onMenu: l !== undefined,
      reachable,
      chain: reachable ? reachChain(p, reach, l).map((k) => index.tools[toolOf(k)]?.tool.id ?? '?') : [],
    };
    targets.push(status);
    if (reachable) continue;
    // The catalog-wide chain: the producer it would use per missing input, and the fields on it
    // no catalog tool links to at all (also for a target off the menu).
    const full = catalogChainOf(ctx, tool, weight);
    const suggestedFor = new Map(full.edges.map((e) => [`${e.consumer}:${e.fieldId}`, e.producer]));
    for (const gap of full.missing)
      if (producersOf(ctx, gap.consumer, gap.fieldId).length === 0)
        addGap({ field: fieldName(gap.fieldId), consumer: ref(gap.consumer), weak: [] });
    if (l === undefined) continue;
    const why = whyUnreached(p, reach, l);
    for (const b of why.blocked) {
      const entry = blocked.get(b.tool) ?? { producer: ref(toolOf(b.tool)), lacks: b.lacks.map(nodeField), feeds: [] };
      for (const node of b.feeds) {
        const feed = { field: nodeField(node), consumer: ref(toolOf(p.nodeOwner[node] ?? -1)) };
        if (!entry.feeds.some((f) => f.field === feed.field && f.consumer.tool === feed.consumer.tool))
          entry.feeds.push(feed);
      }
      blocked.set(b.tool, entry);
    }
    for (const miss of why.unmet) {
      const consumer = toolOf(miss.consumer);
      const fieldId = p.nodeField[miss.node] ?? -1;
      const field = fieldName(fieldId);
      const producers = strongProducersOf(ctx, consumer, fieldId).map(ref);
      if (producers.length === 0) {
        addGap({ field, consumer: ref(consumer), weak: weakRefs(miss.weak) });
        continue;
      }
      if (missingBridges.some((b) => b.field === field && b.consumer.tool === consumer)) continue;
      const bridge: MissingBridge = {
        field,
        consumer: ref(consumer),
        producers: producers.slice(0, 8),
        weak: weakRefs(miss.weak),
      };
      const suggested = suggestedFor.get(`${consumer}:${fieldId}`);
      const s = suggested === undefined ? undefined : producers.find((x) => x.tool === suggested);
      if (s) bridge.suggested = s;
      missingBridges.push(bridge);
    }
    status.blockedBy = blockPath(p, why, l, ref, nodeField);
  }
  const inversions = findInversions(ctx, menu, options.top, ref);
  // An inversion's producer that cannot run is blocked too: say what it lacks.
  for (const x of inversions) {
    const l = local.get(x.producer.tool);
    if (l === undefined || reach.reached[l] === 1) continue;
    const entry = blocked.get(l) ?? { producer: x.producer, lacks: lackingFields(p, reach, l, nodeField), feeds: [] };
    if (!entry.feeds.some((f) => f.field === x.field && f.consumer.tool === x.consumer.tool))
      entry.feeds.push({ field: x.field, consumer: x.consumer });
    blocked.set(l, entry);
  }
  const crowding = findCrowding(ctx, menu, ref);
  const diagnosis: MenuDiagnosis = {
    method: menu.method,
    verdict: '',
    outcome: { reaches: false, calls: null, guessed: false },
    targets,
    missingBridges,
    blocked: [...blocked.values()],
    inversions,
    crowding,
    schemaGaps,
  };
  const verdict = verdictOf(diagnosis, ctx.relevance.order.length > 0);
  diagnosis.verdict = verdict.text;
  diagnosis.outcome = verdict.outcome;
  return diagnosis;
}

/** The fields a menu tool knows below SATISFIED once everything that can run has run. */
function lackingFields(p: MenuProblem, reach: MenuReach, l: number, nodeField: (node: number) => string): string[] {
  const out: string[] = [];
  for (let node = p.reqOffset[l] ?? 0; node < (p.reqOffset[l + 1] ?? 0); node++)
    if ((reach.have[node] ?? 0) < SATISFIED) out.push(nodeField(node));
  return out;
}

/** From the target down to the first unmet input whyUnreached found, through the blocked producers on the way. */
function blockPath(
  p: MenuProblem,
  why: ReturnType<typeof whyUnreached>,
  start: number,
  ref: (tool: number) => ToolRef,
  nodeField: (node: number) => string,
): TargetStatus['blockedBy'] {
  const first = why.unmet[0];
  if (!first) return undefined;
  const byTool = new Map(why.blocked.map((b) => [b.tool, b]));
  const hops: { field: string; producer: ToolRef }[] = [];
  for (let j = first.consumer, guard = 0; j !== start && guard < p.tools.length; guard++) {
    const node = byTool.get(j)?.feeds[0];
    if (node === undefined) break;
    hops.unshift({ field: nodeField(node), producer: ref(p.tools[j] ?? -1) });
    j = p.nodeOwner[node] ?? start;
  }
  return { hops, field: nodeField(first.node), consumer: ref(p.tools[first.consumer] ?? -1) };
}

/** Chosen target, else gold sinks, else the strongest predicted targets not needed by another. */
function targetsFor(
  ctx: TaskContext,
  menu: Menu,
  gold: GoldPath | undefined,
): { tool: number; source: TargetStatus['source'] }[] {
  if (ctx.chosenTarget !== undefined) return [{ tool: ctx.chosenTarget, source: 'chosen' }];
  const goldIds = goldTargetIds(gold)
    .map((id) => ctx.index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  if (goldIds.length > 0) return goldIds.map((tool) => ({ tool, source: 'gold' }));
  const a = menu.analysis;
  const best = ctx.targets[0]?.weight ?? 0;
  const strong = ctx.targets.filter((t) => t.weight >= 0.5 * best);
  const strongTools = new Set(strong.map((t) => t.tool));
  // A strong target on another strong target's chain is a step toward it, not an end: only the
  // chains of the strong targets count (a weak guess's chain must not drop the request's main target).
  const needed = new Set(
    a.chains.filter((c) => strongTools.has(c.target)).flatMap((c) => c.tools.filter((t) => t !== c.target)),
  );
  const out = strong.filter((t) => !needed.has(t.tool)).map((t) => ({ tool: t.tool, source: 'predicted' as const }));
  return out.slice(0, 3);
}

/** Catalog tools that supply `consumer`'s requirement on `fieldId` at ≥ SATISFIED (supplyStrength), best relevance first. */
function strongProducersOf(ctx: TaskContext, consumer: number, fieldId: number): number[] {
  const c = ctx.index.tools[consumer];
  const req = c?.requirements.find((r) => r.fieldId === fieldId);
  if (!c || !req) return [];
  return producersOf(ctx, consumer, fieldId).filter((t) => {
    const producer = ctx.index.tools[t];
    return producer !== undefined && supplyStrength(ctx.index, producer, c, req) >= SATISFIED;
  });
}

/** Catalog tools producing a field that `consumer`'s requirement accepts, best relevance first. */
function producersOf(ctx: TaskContext, consumer: number, fieldId: number): number[] {
  const { index, relevance } = ctx;
  const req = index.tools[consumer]?.requirements.find((r) => r.fieldId === fieldId);
  const tools = new Set<number>();
  for (const link of [...(index.acceptedBy[fieldId] ?? []), ...(req?.extra ?? [])]) {
    for (const p of index.producersOf[link.from] ?? []) if (p.tool !== consumer) tools.add(p.tool);
  }
  const rankOf = (t: number): number => relevance.rank[t] || Number.MAX_SAFE_INTEGER;
  return [...tools].sort((a, b) => rankOf(a) - rankOf(b) || a - b);
}

function findInversions(ctx: TaskContext, menu: Menu, top: number, ref: (t: number) => ToolRef): OrderInversion[] {
  const a = menu.analysis;
  const out: OrderInversion[] = [];
  const rankOfLocal = (l: number): number => menu.slots.findIndex((s) => s.tool === a.tools[l]) + 1;
  for (const slot of menu.slots.slice(0, top)) {
    const j = a.local.get(slot.tool);
    const tool = ctx.index.tools[slot.tool];
    if (j === undefined || !tool) continue;
    tool.requirements.forEach((r, k) => {
      if ((ctx.state.sat[r.fieldId] ?? 0) >= SATISFIED) return;
      const suppliers = suppliersOf(a.suppliers, j, k).map((s) => ({
        rank: rankOfLocal(s.producer),
        local: s.producer,
      }));
      if (suppliers.length === 0 || suppliers.some((s) => s.rank < slot.rank)) return;
      const first = suppliers.sort((x, y) => x.rank - y.rank)[0];
      if (first)
        out.push({
          field: ctx.index.vocab.names[r.fieldId] ?? '?',
          consumer: ref(slot.tool),
          producer: ref(a.tools[first.local] ?? 0),
        });
    });
  }
  return out;
}
