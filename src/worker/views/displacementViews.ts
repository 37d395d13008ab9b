import {
  displacementLine,
  explainMissingTools,
  type MembershipScorer,
  type MenuPair,
  type MenuParams,
  type MenuStageCache,
} from '../../core/index';
import type { DisplacementView, PlacementTool } from './slotViews';

/** Why relevance tools are missing from State-Path, keyed both ways. */
export interface DisplacementIndex {
  /** Relevance tool id → why it is not on the State-Path menu. */
  missing: ReadonlyMap<string, DisplacementView>;
  /** State-Path tool id → the relevance tools it took the place of (with their relevance ranks). */
  displaces: ReadonlyMap<string, PlacementTool[]>;
}

const HEAD = 'not on State-Path: ';

export const NO_DISPLACEMENT: DisplacementIndex = { missing: new Map(), displaces: new Map() };

/**
 * explainMissingTools as views: one line per relevance top-K tool missing from State-Path, and
 * the tools each State-Path tool displaced. The pool pass is the stage cache's, so this costs the
 * retriever's replay, not another pass of the scorer.
 */
export async function displacementViews(
  pair: MenuPair,
  scorer: MembershipScorer,
  params: MenuParams,
  stages: MenuStageCache,
): Promise<DisplacementIndex> {
  const index = pair.context.index;
  const named = (tool: number, rank: number): PlacementTool => {
    const t = index.tools[tool]?.tool;
    return { toolId: t?.id ?? '', name: t?.name ?? '', rank };
  };
  let explained;
  try {
    explained = await explainMissingTools(pair, scorer, params, stages);
  } catch {
    // Only where the cache lost the pool pass and the encoder then failed: the menus stand without the lines.
    return NO_DISPLACEMENT;
  }
  const missing = new Map<string, DisplacementView>();
  const displaces = new Map<string, PlacementTool[]>();
  for (const d of explained) {
    const line = displacementLine(d, index);
    const view: DisplacementView = { kind: d.kind, reason: line.startsWith(HEAD) ? line.slice(HEAD.length) : line };
    if (d.kind === 'displaced') {
      view.by = named(d.by.tool, d.by.rank);
      view.term = d.term;
      const list = displaces.get(d.by.toolId) ?? [];
      list.push(named(d.tool, d.relevanceRank));
      displaces.set(d.by.toolId, list);
    }
    missing.set(d.toolId, view);
  }
  return { missing, displaces };
}
