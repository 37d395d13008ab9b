import type { CatalogIndex } from '../catalog/catalogIndex';
import { PREFIX_MARK } from './tokenize';

/** BM25 ranking of the whole catalog for one request. */
export interface RelevanceRanking {
  scores: Float32Array;
  /** Tools with a positive score, best first (ties by catalog order). */
  order: Int32Array;
  /** 1-based rank of each tool; 0 when no query term matched it. */
  rank: Int32Array;
  /**
   * Query terms known to the index (stemmed; prefix terms start with ~), their ids, positions in
   * [0, 1] and weights. The numbers are typed arrays: a plain array of them changes its
   * elements kind with its values (all 0 and 1 in one request, fractions in the next), and the
   * reranker's and encoder's code, optimized for one kind, was thrown away at the other.
   */
  terms: string[];
  /** The request's word behind each term (shown to users; the terms are stems); absent, the terms are shown. */
  termWords?: string[];
  termIds: number[];
  termPositions: Float64Array;
  /**
   * 1 where each of the term's occurrences is quoted or in a clause that presents what the user
   * has ("I have an audio file … containing a music piece": tokenize.ts's dataClauseRanges): it
   * describes s0 and announces no producer (announcements.ts).
   */
  termPresented: Uint8Array;
  termWeights: Float64Array;
  /** idf × weight of each query term. */
  termImportance: Float64Array;
  /** Best score (1 when nothing matched, so normalization never divides by 0). */
  max: number;
}

/** Ranks every tool by BM25 over its name, id, category, description and field names. */
export function rankByRelevance(index: CatalogIndex, query: string): RelevanceRanking {
  const { ids, tokens, words, positions, presented, weights } = index.bm25.queryTerms(query);
  const scores = index.bm25.score(ids, weights);
  const hits = positiveScores(scores);
  hits.sort((a, b) => byScore(scores, a, b));
  const rank = new Int32Array(scores.length);
  hits.forEach((t, r) => {
    rank[t] = r + 1;
  });
  const first = hits[0];
  const termImportance = Float64Array.from(ids, (id, k) => index.bm25.idf(id) * (weights[k] ?? 1));
  return {
    scores,
    order: Int32Array.from(hits),
    rank,
    terms: tokens,
    termWords: words,
    termIds: ids,
    termPositions: Float64Array.from(positions),
    termPresented: Uint8Array.from(presented, (p) => (p ? 1 : 0)),
    termWeights: Float64Array.from(weights),
    termImportance,
    max: first === undefined ? 1 : (scores[first] ?? 1),
  };
}

/**
 * Best score first, ties by catalog order. The comparator returns small integers only: the
 * difference of two scores was a fresh heap number at each of the sort's comparisons (~2,200
 * hits and ~21,000 comparisons a request at 16,000 tools; 235 kB of its allocation,
 * bench/allocations.ts).
 */
function byScore(scores: Float32Array, a: number, b: number): number {
  const sa = scores[a] ?? 0;
  const sb = scores[b] ?? 0;
  return sb > sa ? 1 : sb < sa ? -1 : a - b;
}

/**
 * The tools with a positive score. Its own function: V8 compiles a loop over the whole catalog
 * on stack while it runs, and compiled with it, the rest of rankByRelevance (which had not run
 * yet) was thrown away at its first statement after the loop, at every request for a while.
 */
function positiveScores(scores: Float32Array): number[] {
  const hits: number[] = [];
  for (let i = 0; i < scores.length; i++) if ((scores[i] ?? 0) > 0) hits.push(i);
  return hits;
}

/**
 * The request's words that matched a tool (for the slot's "why it is here"), as the request
 * wrote them (lowercased); prefix matches show as `classif~`.
 */
export function matchedTerms(index: CatalogIndex, ranking: RelevanceRanking, tool: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < ranking.termIds.length; k++) {
    if (!index.bm25.hasTerm(tool, ranking.termIds[k] ?? -1)) continue;
    const term = ranking.terms[k] ?? '';
    out.push(term.startsWith(PREFIX_MARK) ? `${term.slice(1)}~` : (ranking.termWords?.[k] ?? term));
  }
  return out;
}
