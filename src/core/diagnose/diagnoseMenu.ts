import type { GoldPath } from '../catalog/types';
import type { Menu } from '../menu/buildMenus';
import { chainToolWeight, suppliersOf } from '../menu/setAnalysis';
import type { TaskContext } from '../menu/taskContext';
import { catalogChain } from '../state/backwardClosure';
import { extractChain, solveChains, type Chain } from '../state/cheapestChains';
import { SATISFIED } from '../state/stateFields';
import { findCrowding } from './crowding';
import { goldTargetIds } from './goldTargets';
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
  source: 'gold' | 'predicted';
  onMenu: boolean;
  /** Callable from s0 using only menu tools. */
  reachable: boolean;
  /** The menu's chain to it (tool ids in call order) when reachable. */
  chain: string[];
}

/** A required field nothing on the menu produces, with the catalog tools that do. */
export interface MissingBridge {
  field: string;
  consumer: ToolRef;
  /** Catalog producers, best relevance rank first (at most 8). */
  producers: ToolRef[];
  /** The producer on the catalog's cheapest chain, when there is one. */
  suggested?: ToolRef;
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

/** A field a target's chain needs that s0 lacks and no catalog tool produces. */
export interface SchemaGap {
  field: string;
  consumer: ToolRef;
}

export interface MenuDiagnosis {
  method: Menu['method'];
  verdict: string;
  targets: TargetStatus[];
  missingBridges: MissingBridge[];
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

/** Diagnoses one menu for one task: reachability of the targets, missing bridges, inversions, crowding, schema gaps. */
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
  const menuTools = menu.slots.map((s) => s.tool);
  const weight = chainToolWeight(ctx);
  const solution = solveChains(index, ctx.state, menuTools, weight);

  const targetTools = targetsFor(ctx, menu, options.gold);
  const targets: TargetStatus[] = [];
  const missingBridges: MissingBridge[] = [];
  const schemaGaps: SchemaGap[] = [];
  for (const { tool, source } of targetTools) {
    const onMenu = ranks.has(tool);
    const chain: Chain | undefined = onMenu ? extractChain(index, solution, tool) : undefined;
    const reachable = chain?.reachable ?? false;
    targets.push({
      target: ref(tool),
      source,
      onMenu,
      reachable,
      chain: reachable && chain ? chain.tools.map((t) => index.tools[t]?.tool.id ?? '?') : [],
    });
    // A target the menu reaches has no missing bridge, and the catalog (a superset of the menu)
    // reaches it too, so it has no schema gap: the catalog-wide search is only for the others.
    if (reachable) continue;
    const full = catalogChainOf(ctx, tool, weight);
    const suggestedFor = new Map(full.edges.map((e) => [`${e.consumer}:${e.fieldId}`, e.producer]));
    for (const gap of full.missing) {
      if (!schemaGaps.some((g) => g.consumer.tool === gap.consumer && g.field === fieldName(gap.fieldId))) {
        schemaGaps.push({ field: fieldName(gap.fieldId), consumer: ref(gap.consumer) });
      }
    }
    for (const miss of chain?.missing ?? []) {
      const producers = producersOf(ctx, miss.consumer, miss.fieldId).map(ref);
      if (producers.length === 0) continue;
      const bridge: MissingBridge = {
        field: fieldName(miss.fieldId),
        consumer: ref(miss.consumer),
        producers: producers.slice(0, 8),
      };
      const suggested = suggestedFor.get(`${miss.consumer}:${miss.fieldId}`);
      if (suggested !== undefined) bridge.suggested = ref(suggested);
      if (!missingBridges.some((b) => b.field === bridge.field && b.consumer.tool === bridge.consumer.tool))
        missingBridges.push(bridge);
    }
  }
  const inversions = findInversions(ctx, menu, options.top, ref);
  const crowding = findCrowding(ctx, menu, ref);
  const diagnosis: MenuDiagnosis = {
    method: menu.method,
    verdict: '',
    targets,
    missingBridges,
    inversions,
    crowding,
    schemaGaps,
  };
  diagnosis.verdict = verdictOf(diagnosis, ctx.relevance.order.length > 0);
  return diagnosis;
}

/** Gold sinks when the task has gold, else the strongest predicted targets not needed by another. */
function targetsFor(
  ctx: TaskContext,
  menu: Menu,
  gold: GoldPath | undefined,
): { tool: number; source: 'gold' | 'predicted' }[] {
  const goldIds = goldTargetIds(gold)
    .map((id) => ctx.index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  if (goldIds.length > 0) return goldIds.map((tool) => ({ tool, source: 'gold' }));
  const a = menu.analysis;
  const best = ctx.targets[0]?.weight ?? 0;
  const needed = new Set(a.chains.flatMap((c) => c.tools.filter((t) => t !== c.target)));
  const out = ctx.targets
    .filter((t) => t.weight >= 0.5 * best && !needed.has(t.tool))
    .map((t) => ({ tool: t.tool, source: 'predicted' as const }));
  return out.slice(0, 3);
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
