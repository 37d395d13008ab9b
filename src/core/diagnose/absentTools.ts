import type { GoldPath } from '../catalog/types';
import type { MenuMethod, MenuPair, MenuSlot } from '../menu/buildMenus';
import { explainDisplacement, poolPassOf, type Displacement } from '../menu/displacement';
import { RETRIEVER_TERM_NAME } from '../menu/displacementText';
import type { MembershipScorer } from '../menu/membership';
import { FITTED_MEMBERSHIP } from '../menu/membershipFeatures';
import type { MenuParams } from '../menu/params';
import type { MenuStageCache } from '../menu/stageCache';
import { structuralScorer } from '../menu/structuralScorer';
import { goldToolIds } from './goldTargets';

/**
 * Why a gold tool or a predicted target is not on a menu. One code per tool and menu:
 * - `unknown-tool`: the gold path names a tool id the catalog lacks (both menus);
 * - `no-relevance`: relevance menu only; no word of the request matches the tool (BM25 0);
 * - `below-cut`: relevance: its BM25 rank is past K; State-Path: it was in the candidate pool but
 *   its s^R stayed under the last admitted slot's (`by`: the State-Path tool that took its place,
 *   when menu/displacement.ts pairs one with it);
 * - `not-in-pool`: State-Path only; the candidate pool (targets, their producers, the relevance
 *   top, entries from s0) never held it.
 */
export type AbsentReason = 'unknown-tool' | 'no-relevance' | 'below-cut' | 'not-in-pool';

export const ABSENT_REASONS: readonly AbsentReason[] = ['unknown-tool', 'no-relevance', 'below-cut', 'not-in-pool'];

export interface AbsentTool {
  toolId: string;
  /** Why it was asked about: a gold tool, a predicted target, or both. */
  source: ('gold' | 'predicted')[];
  /** BM25 rank over the catalog (undefined: unknown tool or no query term). */
  relevanceRank?: number;
  reason: AbsentReason;
  /** The menu tool that took its place: the last relevance slot, or State-Path's displacer. */
  by?: { toolId: string; slot: number };
  text: string;
}

/** The gold tools and predicted targets of a task, in that order, once each, with why each is asked about. */
function candidates(pair: MenuPair, gold: GoldPath | undefined): { id: string; source: AbsentTool['source'] }[] {
  const out = new Map<string, AbsentTool['source']>();
  for (const id of goldToolIds(gold)) out.set(id, ['gold']);
  for (const t of pair.context.predicted) {
    const id = pair.context.index.tools[t.tool]?.tool.id;
    if (id !== undefined) out.set(id, [...(out.get(id) ?? []), 'predicted']);
  }
  return [...out].map(([id, source]) => ({ id, source }));
}

const f2 = (x: number): string => x.toFixed(2);

/** The relevance menu's absent tools: unknown, no query term, or ranked past K. */
function relevanceAbsent(pair: MenuPair, asked: ReturnType<typeof candidates>): AbsentTool[] {
  const { index, relevance } = pair.context;
  const on = new Set(pair.relevance.slots.map((s) => s.toolId));
  const last = pair.relevance.slots[pair.relevance.slots.length - 1];
  return asked
    .filter((c) => !on.has(c.id))
    .map(({ id, source }): AbsentTool => {
      const tool = index.byId.get(id);
      if (tool === undefined)
        return { toolId: id, source, reason: 'unknown-tool', text: `the catalog has no tool ${id}` };
      const rank = relevance.rank[tool] ?? 0;
      if (rank === 0)
        return { toolId: id, source, reason: 'no-relevance', text: 'no word of the request matches it (BM25 0)' };
      const score = relevance.scores[tool] ?? 0;
      const entry: AbsentTool = {
        toolId: id,
        source,
        relevanceRank: rank,
        reason: 'below-cut',
        text: `ranks ${rank} by relevance (BM25 ${f2(score)}); the menu holds the top ${pair.relevance.slots.length}${last ? `, the last ${last.toolId} at ${f2(relevance.scores[last.tool] ?? 0)}` : ''}`,
      };
      if (last) entry.by = { toolId: last.toolId, slot: last.rank };
      return entry;
    });
}

/** One State-Path entry from the displacement module's explanation of an in-pool tool. */
function belowCut(d: Displacement, base: AbsentTool): AbsentTool {
  if (d.kind === 'displaced') {
    const term = RETRIEVER_TERM_NAME[d.term];
    return {
      ...base,
      reason: 'below-cut',
      by: { toolId: d.by.toolId, slot: d.by.rank },
      text: `in the candidate pool, but its sᴿ ${f2(d.missing.sR)} stayed under the last admitted slots': ${d.by.toolId} (slot ${d.by.rank}, sᴿ ${f2(d.by.terms.sR)}) took its place by ${term} (+${f2(d.margin)})`,
    };
  }
  if (d.kind === 'not-picked')
    return {
      ...base,
      reason: 'below-cut',
      text: `in the candidate pool, but its M ${f2(d.M)} stayed under the last admitted slot's sᴿ ${f2(d.bar)}`,
    };
  return { ...base, reason: 'not-in-pool', text: 'never entered the candidate pool' };
}

/** The State-Path menu's absent tools: unknown, not in the pool, or in it but under the cut (with the displacer). */
async function statePathAbsent(
  pair: MenuPair,
  asked: ReturnType<typeof candidates>,
  scorer: MembershipScorer,
  params: MenuParams,
  stages: MenuStageCache | undefined,
): Promise<AbsentTool[]> {
  const { index, relevance } = pair.context;
  const on = new Set(pair.statePath.slots.map((s) => s.toolId));
  const inPool = new Set(pair.pool.tools);
  const out = asked
    .filter((c) => !on.has(c.id))
    .map(({ id, source }): { entry: AbsentTool; tool?: number } => {
      const tool = index.byId.get(id);
      if (tool === undefined)
        return { entry: { toolId: id, source, reason: 'unknown-tool', text: `the catalog has no tool ${id}` } };
      const rank = relevance.rank[tool] ?? 0;
      const entry: AbsentTool = {
        toolId: id,
        source,
        reason: 'not-in-pool',
        text: `never entered the candidate pool (${rank > 0 ? `relevance rank ${rank} > the pool's relevance top ${params.pool.relevanceTop}` : 'no word of the request matches it'}, and it is no producer the pool expanded to)`,
      };
      if (rank > 0) entry.relevanceRank = rank;
      return inPool.has(tool) ? { entry, tool } : { entry };
    });
  const pooled = out.filter((x) => x.tool !== undefined);
  if (pooled.length === 0) return out.map((x) => x.entry);
  // menu/displacement.ts explains the tools of a relevance menu State-Path lacks: hand it these.
  const slots = pooled.map((x): MenuSlot => ({
    rank: x.entry.relevanceRank ?? 0,
    tool: x.tool ?? -1,
    toolId: x.entry.toolId,
    role: 'none',
    score: 0,
    terms: {},
    relevanceRank: x.entry.relevanceRank ?? 0,
    matchedTerms: [],
  }));
  const asRelevance = { ...pair, relevance: { ...pair.relevance, slots } };
  const pass = await poolPassOf(pair, scorer, params, stages);
  const explained = new Map(
    explainDisplacement(asRelevance, pass, params, FITTED_MEMBERSHIP, scorer === structuralScorer).map((d) => [
      d.tool,
      d,
    ]),
  );
  return out.map((x) => {
    const d = x.tool === undefined ? undefined : explained.get(x.tool);
    return d ? belowCut(d, x.entry) : x.entry;
  });
}

/**
 * Every gold tool and predicted target missing from each menu of a pair, with its reason code
 * (AbsentReason) and text. State-Path's below-cut tools are explained by menu/displacement.ts
 * from the pool pass the menu was built from (the stage cache's, or one more pass of `scorer`).
 */
export async function explainAbsentTools(
  pair: MenuPair,
  gold: GoldPath | undefined,
  scorer: MembershipScorer,
  params: MenuParams,
  stages?: MenuStageCache,
): Promise<Record<MenuMethod, AbsentTool[]>> {
  const asked = candidates(pair, gold);
  return {
    relevance: relevanceAbsent(pair, asked),
    'state-path': await statePathAbsent(pair, asked, scorer, params, stages),
  };
}
