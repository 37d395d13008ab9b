import type { CatalogIndex } from '../catalog/catalogIndex';
import { PREFIX_MARK } from './tokenize';

/** BM25 ranking of the whole catalog for one request. */
export interface RelevanceRanking {
  scores: Float32Array;
  /** Tools with a positive score, best first (ties by catalog order). */
  order: Int32Array;
  /** 1-based rank of each tool; 0 when no query term matched it. */
  rank: Int32Array;
  /** Query terms known to the index (stemmed; prefix terms start with ~), their ids, positions in [0, 1] and weights. */
  terms: string[];
  termIds: number[];
  termPositions: number[];
  termWeights: number[];
  /** Best score (1 when nothing matched, so normalization never divides by 0). */
  max: number;
}

/** Ranks every tool by BM25 over its name, id, category, description and field names. */
export function rankByRelevance(index: CatalogIndex, query: string): RelevanceRanking {
  const { ids, tokens, positions, weights } = index.bm25.queryTerms(query);
  const scores = index.bm25.score(ids, weights);
  const hits: number[] = [];
  for (let i = 0; i < scores.length; i++) if ((scores[i] ?? 0) > 0) hits.push(i);
  hits.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const rank = new Int32Array(scores.length);
  hits.forEach((t, r) => {
    rank[t] = r + 1;
  });
  const first = hits[0];
  return { scores, order: Int32Array.from(hits), rank, terms: tokens, termIds: ids, termPositions: positions, termWeights: weights, max: first === undefined ? 1 : (scores[first] ?? 1) };
}

/** The query terms that matched a tool (for the slot's "why it is here"); prefix matches show as `classif~`. */
export function matchedTerms(index: CatalogIndex, ranking: RelevanceRanking, tool: number): string[] {
  return ranking.termIds.flatMap((id, k) => {
    if (!index.bm25.hasTerm(tool, id)) return [];
    const term = ranking.terms[k] ?? '';
    return [term.startsWith(PREFIX_MARK) ? `${term.slice(1)}~` : term];
  });
}

/**
 * Where in the request a tool is mentioned, in [0, 1]: the idf-weighted mean position of the
 * query terms it matches (NaN when none). Multi-step requests name their steps in order.
 */
export function mentionPosition(index: CatalogIndex, ranking: RelevanceRanking, tool: number): number {
  let sum = 0;
  let weight = 0;
  ranking.termIds.forEach((id, k) => {
    const at = ranking.termPositions[k] ?? NaN;
    if (Number.isNaN(at) || !index.bm25.hasTerm(tool, id)) return;
    const w = index.bm25.idf(id) * (ranking.termWeights[k] ?? 1);
    sum += w * at;
    weight += w;
  });
  return weight === 0 ? NaN : sum / weight;
}

/** Least idf weight of the words that name a step on their own (rarer than words every tool shares). */
export const DISTINCT_MENTION_MIN_IDF = 1.5;

/**
 * Where the request names each of two tools by words that do not also describe the other
 * (idf-weighted mean positions in [0, 1]); NaN for a tool without such words, or whose
 * distinctive words weigh less than DISTINCT_MENTION_MIN_IDF. Two steps sharing only
 * "image" are not two steps.
 */
export function distinctMentions(index: CatalogIndex, ranking: RelevanceRanking, a: number, b: number): [number, number] {
  const acc = [[0, 0], [0, 0]];
  ranking.termIds.forEach((id, k) => {
    if (Number.isNaN(ranking.termPositions[k] ?? NaN)) return;
    const inA = index.bm25.hasTerm(a, id);
    const inB = index.bm25.hasTerm(b, id);
    if (inA === inB) return;
    const w = index.bm25.idf(id) * (ranking.termWeights[k] ?? 1);
    const slot = acc[inA ? 0 : 1] ?? [0, 0];
    slot[0] = (slot[0] ?? 0) + w * (ranking.termPositions[k] ?? 0);
    slot[1] = (slot[1] ?? 0) + w;
  });
  const pos = (x: number[] | undefined): number => ((x?.[1] ?? 0) < DISTINCT_MENTION_MIN_IDF ? NaN : (x?.[0] ?? 0) / (x?.[1] ?? 1));
  return [pos(acc[0]), pos(acc[1])];
}
