import { matchedTerms, type LikelyTarget, type TaskContext } from '../../core/index';

/** One likely target of the request, with why it was predicted. */
export interface TargetView {
  toolId: string;
  name: string;
  /** Weight (score / best)², 1 for the strongest. */
  weight: number;
  /** 1-based relevance rank and BM25 score. */
  relevanceRank: number;
  score: number;
  /** The request's words it matched (relevance's terms). */
  matched: string[];
  /** It does what one of the request's verbs asks, to what the verb names (score × 1.25). */
  action: boolean;
}

/** The targets the menus were built for: those predicted from the request, and the one a user chose. */
export interface TargetsView {
  predicted: TargetView[];
  /** The chosen target (it replaces the predicted ones in the menus and the diagnosis); null when none. */
  chosen: TargetView | null;
}

function targetView(ctx: TaskContext, t: LikelyTarget): TargetView {
  const tool = ctx.index.tools[t.tool]?.tool;
  return {
    toolId: tool?.id ?? '',
    name: tool?.name ?? '',
    weight: t.weight,
    relevanceRank: ctx.relevance.rank[t.tool] ?? 0,
    score: ctx.relevance.scores[t.tool] ?? 0,
    matched: matchedTerms(ctx.index, ctx.relevance, t.tool),
    action: t.action,
  };
}

/** The task context's targets as views (the predicted ones, best first, and the chosen one). */
export function targetsView(ctx: TaskContext): TargetsView {
  const chosen = ctx.chosenTarget;
  return {
    predicted: ctx.predicted.map((t) => targetView(ctx, t)),
    chosen:
      chosen === undefined
        ? null
        : targetView(ctx, ctx.predicted.find((t) => t.tool === chosen) ?? { tool: chosen, weight: 1, action: false }),
  };
}
