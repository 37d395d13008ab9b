import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { actionMatches } from '../relevance/actionMatch';
import { clauseReadings, type ClauseRelevance } from '../relevance/clauseRelevance';
import { rankByRelevance, type RelevanceRanking } from '../relevance/rankByRelevance';
import { requestActions } from '../relevance/requestActions';
import { inferState, literalState } from '../state/inferState';
import { givenStateFields, resolveState, type ResolvedState, type StateField } from '../state/stateFields';
import { TransitionPrior } from '../state/transitionPrior';

/** The request a menu is built for: its text and, when known, F0(q). */
export interface TaskInput {
  id?: string;
  query: string;
  /** Given state fields; when absent they are inferred from the query. */
  state?: readonly string[];
  /**
   * A tool id chosen as the request's target (the app's target picker): it becomes the only
   * likely target, weight 1. An id the catalog lacks is ignored (the targets are predicted).
   */
  target?: string;
}

/** A likely end tool of the request, weighted by how strongly the request names it. */
export interface LikelyTarget {
  tool: number;
  weight: number;
  /** It does what one of the request's verbs asks, to what the verb names (its score × (1 + ACTION_BOOST)). */
  action: boolean;
}

/** Everything about one task that both menus share. */
export interface TaskContext {
  index: CatalogIndex;
  task: TaskInput;
  state: ResolvedState;
  relevance: RelevanceRanking;
  /**
   * BM25 per clause of the request, where it names several steps (clauseRelevance.ts), for the
   * candidate pool's clause tops: clauses of MIN_CLAUSE_TERMS known terms.
   */
  clauses: ClauseRelevance;
  /** The same for the membership features, clauses of MIN_STEP_CLAUSE_TERMS ("watch the movie"); often `clauses` itself. */
  stepClauses: ClauseRelevance;
  prior: TransitionPrior;
  /**
   * The tools the request most likely ends with: the top relevance tools, those that do what the
   * request's verbs ask to what they name raised by ACTION_BOOST, with weight (score / best)².
   */
  targets: LikelyTarget[];
  /** The targets predicted from the request (= `targets` unless `task.target` chose one). */
  predicted: LikelyTarget[];
  /** The catalog index of `task.target` when the catalog has it, else undefined. */
  chosenTarget: number | undefined;
}

/** How many top relevance tools are treated as likely targets. */
export const LIKELY_TARGETS = 12;

/**
 * A likely target's score is its relevance × (1 + ACTION_BOOST) when it does what one of the
 * request's verbs asks, to what the verb names (relevance/actionMatch.ts: "refund …" → the
 * operation that creates a refund, "list the messages" → the one that lists them, not the one
 * that deletes one). Candidates are the top 2 × LIKELY_TARGETS by relevance.
 */
export const ACTION_BOOST = 0.25;

/**
 * F0(q)'s fields resolved against the catalog as a task context reads them: a generic field the
 * task gives (`name`, `numbers`) is an input of the tools the request is about, the candidates
 * for likely targets (the relevance top 2 × LIKELY_TARGETS).
 */
export function resolveTaskState(
  index: CatalogIndex,
  fields: StateField[],
  relevance: RelevanceRanking,
): ResolvedState {
  const requested = (t: number): boolean =>
    (relevance.rank[t] ?? 0) > 0 && (relevance.rank[t] ?? 0) <= 2 * LIKELY_TARGETS;
  return resolveState(index, fields, requested);
}

/** Resolves (or infers) the state and ranks the catalog by relevance for one task. */
export function createTaskContext(index: CatalogIndex, task: TaskInput, prior?: TransitionPrior): TaskContext {
  const relevance = rankByRelevance(index, task.query);
  const fields =
    task.state === undefined ? inferState(index, task.query, relevance) : givenStateFields(index, task.state);
  const state = resolveTaskState(index, fields, relevance);
  const predicted = likelyTargets(index, relevance, task.query);
  const chosen = task.target === undefined ? undefined : index.byId.get(task.target);
  const targets = chosen === undefined ? predicted : [{ tool: chosen, weight: 1, action: false }];
  const readings = clauseReadings(index, task.query);
  return {
    index,
    task,
    state,
    relevance,
    clauses: readings.pool,
    stepClauses: readings.steps,
    prior: prior ?? new TransitionPrior(index.tools.length),
    targets,
    predicted,
    chosenTarget: chosen,
  };
}

/** The LIKELY_TARGETS best of the top relevance tools, scored with ACTION_BOOST, weight (score / best)². */
function likelyTargets(index: CatalogIndex, relevance: RelevanceRanking, query: string): LikelyTarget[] {
  const candidates = Array.from(relevance.order.subarray(0, 2 * LIKELY_TARGETS));
  const tools = candidates.map((t) => index.catalog.tools[t] as Tool);
  const matches = actionMatches(tools, requestActions(query));
  const score = candidates.map((t, k) => (relevance.scores[t] ?? 0) * (matches[k] === 1 ? 1 + ACTION_BOOST : 1));
  // Best first, ties by relevance order (small integers only: see rankByRelevance's byScore).
  const order = candidates.map((_, k) => k).sort((a, b) => byScore(score, a, b));
  const best = score[order[0] ?? 0] ?? 1;
  return order.slice(0, LIKELY_TARGETS).map((k) => {
    const w = (score[k] ?? 0) / best;
    return { tool: candidates[k] ?? 0, weight: w * w, action: matches[k] === 1 };
  });
}

function byScore(score: readonly number[], a: number, b: number): number {
  const sa = score[a] ?? 0;
  const sb = score[b] ?? 0;
  return sb > sa ? 1 : sb < sa ? -1 : a - b;
}

const literalSats = new WeakMap<TaskContext, Float32Array>();

/**
 * How well the literal values the request itself holds (an email, a date, a file name:
 * literalState) satisfy each field, by field id, as resolveState reads them: with a given s0 the
 * request still says which of its fields it spells out ("DM jane@acme.io" holds `email`).
 * Computed once per task context.
 */
export function requestLiterals(ctx: TaskContext): Float32Array {
  let sat = literalSats.get(ctx);
  if (!sat) {
    sat = resolveState(ctx.index, literalState(ctx.index, ctx.task.query)).sat;
    literalSats.set(ctx, sat);
  }
  return sat;
}
