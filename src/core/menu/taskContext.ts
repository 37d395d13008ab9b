import type { CatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance, type RelevanceRanking } from '../relevance/rankByRelevance';
import { inferState } from '../state/inferState';
import { givenStateFields, resolveState, type ResolvedState } from '../state/stateFields';
import { TransitionPrior } from '../state/transitionPrior';

/** The request a menu is built for: its text and, when known, F0(q). */
export interface TaskInput {
  id?: string;
  query: string;
  /** Given state fields; when absent they are inferred from the query. */
  state?: readonly string[];
}

/** A likely end tool of the request, weighted by how strongly the request names it. */
export interface LikelyTarget {
  tool: number;
  weight: number;
}

/** Everything about one task that both menus share. */
export interface TaskContext {
  index: CatalogIndex;
  task: TaskInput;
  state: ResolvedState;
  relevance: RelevanceRanking;
  prior: TransitionPrior;
  /** Top relevance tools with weight (score / best)²: the tools the request most likely ends with. */
  targets: LikelyTarget[];
}

/** How many top relevance tools are treated as likely targets. */
export const LIKELY_TARGETS = 12;

/** Resolves (or infers) the state and ranks the catalog by relevance for one task. */
export function createTaskContext(index: CatalogIndex, task: TaskInput, prior?: TransitionPrior): TaskContext {
  const fields = task.state === undefined ? inferState(index, task.query) : givenStateFields(index, task.state);
  const state = resolveState(index, fields);
  const relevance = rankByRelevance(index, task.query);
  const targets: LikelyTarget[] = [];
  for (let k = 0; k < Math.min(LIKELY_TARGETS, relevance.order.length); k++) {
    const tool = relevance.order[k] ?? 0;
    const w = (relevance.scores[tool] ?? 0) / relevance.max;
    targets.push({ tool, weight: w * w });
  }
  return { index, task, state, relevance, prior: prior ?? new TransitionPrior(index.tools.length), targets };
}
