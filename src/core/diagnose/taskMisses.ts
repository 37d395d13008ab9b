import type { GoldPath } from '../catalog/types';
import type { MenuPair } from '../menu/buildMenus';
import type { MembershipScorer } from '../menu/membership';
import type { MenuParams } from '../menu/params';
import type { PlacementRule } from '../menu/reranker';
import type { MenuStageCache } from '../menu/stageCache';
import { explainAbsentTools, type AbsentTool } from './absentTools';
import { goldToolIds } from './goldTargets';
import { firstStepTools, orderEdges } from './metrics';

/**
 * Where one task's State-Path menu falls short of its gold path, for a list of a task set's
 * failures (`eval --misses`): the three things the metrics count, each with the tools involved.
 */
export interface TaskMiss {
  taskId: string;
  /** The menus' budget K (a catalog smaller than K gives fewer slots). */
  budget: number;
  /** Gold tools the State-Path menu lacks, each with why (explainAbsentTools: not in the pool, or who took its place). */
  missing: AbsentTool[];
  /** Relevance's menu of the same size holds every gold tool: State-Path lost what relevance had. */
  relevanceCovers: boolean;
  /** Slot 1, where it is not the chain's first step (first1). */
  firstSlot?: {
    toolId: string;
    /** The reranker rule that put it there (undefined: its score alone). */
    rule?: PlacementRule;
    /** The chain's first steps (gold.chain[0], or the gold tools no gold producer feeds). */
    firstSteps: string[];
    /** The first of them on the menu, 1-based; null when none is. */
    firstStepSlot: number | null;
  };
  /** Gold producer → consumer pairs in the top `top` slots listed consumer first (order@top). */
  inverted: { producer: string; consumer: string; producerSlot: number; consumerSlot: number }[];
}

/**
 * What a task's State-Path menu misses against its gold path, or undefined when it misses
 * nothing: gold tools off the menu, a slot 1 that is not the first step, gold pairs out of order
 * in the top `params.top`. A task without gold misses nothing.
 */
export async function taskMisses(
  taskId: string,
  pair: MenuPair,
  gold: GoldPath | undefined,
  scorer: MembershipScorer,
  params: MenuParams,
  stages?: MenuStageCache,
): Promise<TaskMiss | undefined> {
  const goldIds = gold ? goldToolIds(gold) : [];
  if (!gold || goldIds.length === 0) return undefined;
  const { index } = pair.context;
  const slots = pair.statePath.slots;
  const slotOf = new Map(slots.map((s) => [s.tool, s.rank]));
  const relevanceHas = new Set(pair.relevance.slots.map((s) => s.toolId));
  const absent = (await explainAbsentTools(pair, gold, scorer, params, stages))['state-path'];
  const missing = absent.filter((a) => a.source.includes('gold'));
  const id = (t: number): string => index.tools[t]?.tool.id ?? String(t);

  const first = firstStepTools(index, gold);
  const slot1 = slots[0];
  let firstSlot: TaskMiss['firstSlot'];
  if (first.length > 0 && (slot1 === undefined || !first.includes(slot1.tool))) {
    const placed = first.map((t) => slotOf.get(t)).filter((r): r is number => r !== undefined);
    firstSlot = {
      toolId: slot1?.toolId ?? '',
      ...(slot1?.placement && slot1.placement.rule !== 'score' ? { rule: slot1.placement.rule } : {}),
      firstSteps: first.map(id),
      firstStepSlot: placed.length > 0 ? Math.min(...placed) : null,
    };
  }

  const inverted: TaskMiss['inverted'] = [];
  for (const [u, v] of orderEdges(index, gold)) {
    const ru = slotOf.get(u);
    const rv = slotOf.get(v);
    if (ru === undefined || rv === undefined || ru > params.top || rv > params.top || ru < rv) continue;
    inverted.push({ producer: id(u), consumer: id(v), producerSlot: ru, consumerSlot: rv });
  }

  if (missing.length === 0 && !firstSlot && inverted.length === 0) return undefined;
  return {
    taskId,
    budget: params.budget,
    missing,
    relevanceCovers: goldIds.every((g) => relevanceHas.has(g)),
    ...(firstSlot ? { firstSlot } : {}),
    inverted,
  };
}
