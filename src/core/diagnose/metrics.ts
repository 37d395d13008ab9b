import type { CatalogIndex } from '../catalog/catalogIndex';
import type { GoldPath } from '../catalog/types';
import { producerOverlap, stateFit } from '../state/fit';
import type { ResolvedState } from '../state/stateFields';
import { goldToolIds } from './goldTargets';

/** Chain-length buckets of SPEC.md's reference results (distinct gold tools). */
export const CHAIN_BUCKETS = ['1-2', '3-4', '5-6', '7+'] as const;
export type ChainBucket = (typeof CHAIN_BUCKETS)[number];

export function chainBucket(length: number): ChainBucket {
  if (length <= 2) return '1-2';
  if (length <= 4) return '3-4';
  if (length <= 6) return '5-6';
  return '7+';
}

/** Menu metrics of one task at one budget. */
export interface TaskMetrics {
  bucket: ChainBucket;
  /** Complete-chain coverage: every gold tool is on the menu. */
  covered: boolean;
  /** Share of gold tools on the menu. */
  recall: number;
  /** Producer-before-consumer: gold (or κ) edges with both tools in the top L, and how many list the producer first. */
  orderHits: number;
  orderEdges: number;
  /** Slot 1 is a gold tool callable from s0. */
  entryFirst: boolean;
  /** Gold tools in the top L over min(L, gold tools): how much of the ordered head is the path. */
  goldTop: number;
  /** Slot 1 is the gold path's first step (`firstStepTools`), not merely a callable gold tool. */
  first1: boolean;
}

/**
 * The tools that count as the gold path's first step, for first1. A task with a `gold.chain`
 * has one: its first tool, `chain[0]` (none when that id is not in the catalog). A task with only
 * an unordered `gold.tools` set: every gold tool that no other gold tool produces for, i.e. no
 * order edge (`orderEdges`: the gold edges, or where the task lists none, the one-way κ edges
 * between gold tools) ends at it.
 */
export function firstStepTools(index: CatalogIndex, gold: GoldPath): number[] {
  const chain = gold.chain ?? [];
  if (chain.length > 0) {
    const first = index.byId.get(chain[0] ?? '');
    return first === undefined ? [] : [first];
  }
  const consumers = new Set(orderEdges(index, gold).map(([, v]) => v));
  return goldToolIds(gold)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined && !consumers.has(t));
}

/**
 * Producer → consumer edges among gold tools: the gold edges, or where the task has none,
 * the κ edges between gold tools that point one way only.
 */
export function orderEdges(index: CatalogIndex, gold: GoldPath): [number, number][] {
  const toIdx = (id: string): number | undefined => index.byId.get(id);
  const explicit = (gold.edges ?? [])
    .map(([u, v]) => [toIdx(u), toIdx(v)])
    .filter((e): e is [number, number] => e[0] !== undefined && e[1] !== undefined);
  if (explicit.length > 0 || (gold.edges ?? []).length > 0) return explicit;
  const tools = goldToolIds(gold)
    .map(toIdx)
    .filter((t): t is number => t !== undefined);
  const edges: [number, number][] = [];
  for (const u of tools) {
    for (const v of tools) {
      const a = index.tools[u];
      const b = index.tools[v];
      if (u !== v && a && b && producerOverlap(index, a, b) > 0 && producerOverlap(index, b, a) === 0)
        edges.push([u, v]);
    }
  }
  return edges;
}

/** Metrics of a menu (catalog indices in slot order, already cut to the budget) against gold. */
export function menuTaskMetrics(
  index: CatalogIndex,
  state: ResolvedState,
  menu: readonly number[],
  gold: GoldPath,
  top: number,
): TaskMetrics {
  const goldTools = goldToolIds(gold)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  const rank = new Map(menu.map((t, k) => [t, k + 1]));
  const present = goldTools.filter((t) => rank.has(t)).length;
  let orderHits = 0;
  let orderCount = 0;
  for (const [u, v] of orderEdges(index, gold)) {
    const rv = rank.get(v);
    const ru = rank.get(u);
    if (rv === undefined || ru === undefined || rv > top || ru > top) continue;
    orderCount++;
    if (ru < rv) orderHits++;
  }
  const first = menu[0];
  const firstTool = first === undefined ? undefined : index.tools[first];
  return {
    bucket: chainBucket(goldTools.length),
    covered: goldTools.length > 0 && present === goldTools.length,
    recall: goldTools.length === 0 ? 0 : present / goldTools.length,
    orderHits,
    orderEdges: orderCount,
    entryFirst: firstTool !== undefined && goldTools.includes(firstTool.index) && stateFit(firstTool, state) >= 0.99,
    goldTop:
      goldTools.length === 0
        ? 0
        : goldTools.filter((t) => (rank.get(t) ?? Infinity) <= top).length / Math.min(top, goldTools.length),
    first1: first !== undefined && firstStepTools(index, gold).includes(first),
  };
}

/** Aggregate of TaskMetrics: means over tasks, producer-before-consumer pooled over edges. */
export interface MetricsSummary {
  tasks: number;
  coverage: number;
  recall: number;
  /** Pooled over edges; null when no edge had both tools in the top L. */
  producerBeforeConsumer: number | null;
  orderEdges: number;
  entryFirst: number;
  /** Mean of TaskMetrics.goldTop. */
  goldTop: number;
  /** Share of tasks whose slot 1 is the gold path's first step (TaskMetrics.first1). */
  first1: number;
}

export function summarizeMetrics(list: readonly TaskMetrics[]): MetricsSummary {
  const n = list.length;
  const sum = (f: (m: TaskMetrics) => number): number => list.reduce((s, m) => s + f(m), 0);
  const edges = sum((m) => m.orderEdges);
  return {
    tasks: n,
    coverage: n === 0 ? 0 : sum((m) => (m.covered ? 1 : 0)) / n,
    recall: n === 0 ? 0 : sum((m) => m.recall) / n,
    producerBeforeConsumer: edges === 0 ? null : sum((m) => m.orderHits) / edges,
    orderEdges: edges,
    entryFirst: n === 0 ? 0 : sum((m) => (m.entryFirst ? 1 : 0)) / n,
    goldTop: n === 0 ? 0 : sum((m) => m.goldTop) / n,
    first1: n === 0 ? 0 : sum((m) => (m.first1 ? 1 : 0)) / n,
  };
}

/** Summary overall and per chain-length bucket. */
export function summarizeByBucket(list: readonly TaskMetrics[]): {
  overall: MetricsSummary;
  buckets: Record<ChainBucket, MetricsSummary>;
} {
  const buckets = {} as Record<ChainBucket, MetricsSummary>;
  for (const b of CHAIN_BUCKETS) buckets[b] = summarizeMetrics(list.filter((m) => m.bucket === b));
  return { overall: summarizeMetrics(list), buckets };
}
