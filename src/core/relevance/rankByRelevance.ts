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
  termIds: number[];
  termPositions: Float64Array;
  termWeights: Float64Array;
  /** idf × weight of each query term. */
  termImportance: Float64Array;
  /** Best score (1 when nothing matched, so normalization never divides by 0). */
  max: number;
}

/** Ranks every tool by BM25 over its name, id, category, description and field names. */
export function rankByRelevance(index: CatalogIndex, query: string): RelevanceRanking {
  const { ids, tokens, positions, weights } = index.bm25.queryTerms(query);
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
    termIds: ids,
    termPositions: Float64Array.from(positions),
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

/** The query terms that matched a tool (for the slot's "why it is here"); prefix matches show as `classif~`. */
export function matchedTerms(index: CatalogIndex, ranking: RelevanceRanking, tool: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < ranking.termIds.length; k++) {
    if (!index.bm25.hasTerm(tool, ranking.termIds[k] ?? -1)) continue;
    const term = ranking.terms[k] ?? '';
    out.push(term.startsWith(PREFIX_MARK) ? `${term.slice(1)}~` : term);
  }
  return out;
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
    const w = ranking.termImportance[k] ?? 0;
    sum += w * at;
    weight += w;
  });
  return weight === 0 ? NaN : sum / weight;
}

/** Least idf weight of the words that name a step on their own (rarer than words every tool shares). */
export const DISTINCT_MENTION_MIN_IDF = 1.5;

/**
 * Bitmask of the query terms (first 32) a tool matches, for fast pairwise comparisons.
 */
export function termMask(index: CatalogIndex, ranking: RelevanceRanking, tool: number): number {
  let mask = 0;
  const count = Math.min(32, ranking.termIds.length);
  for (let k = 0; k < count; k++) if (index.bm25.hasTerm(tool, ranking.termIds[k] ?? -1)) mask |= 1 << k;
  return mask >>> 0;
}

/**
 * Where the request names each of two tools by words that do not also describe the other
 * (idf-weighted mean positions in [0, 1]); NaN for a tool without such words, or whose
 * distinctive words weigh less than DISTINCT_MENTION_MIN_IDF. Two steps sharing only
 * "image" are not two steps. Takes the tools' term masks (termMask).
 */
export function distinctMentions(ranking: RelevanceRanking, maskA: number, maskB: number): [number, number] {
  const diff = (maskA ^ maskB) >>> 0;
  return [meanPosition(ranking, (diff & maskA) >>> 0), meanPosition(ranking, (diff & maskB) >>> 0)];
}

// The terms of one mask that the request holds (maskTerms): reused, as the mean and the median
// run for every pair of named tools on each menu (a mask has at most 32 terms).
const termAt = new Float64Array(32);
const termWeight = new Float64Array(32);

/**
 * Fills termAt / termWeight with the position and importance of each term in `mask` that the
 * request holds, from the highest term down; returns how many. A loop over the mask's bits, no
 * callback: a closure per call was ~15 % of what a 16,000-tool menu allocated.
 */
function maskTerms(ranking: RelevanceRanking, mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0;) {
    const k = 31 - Math.clz32(rest);
    rest = (rest & ~(1 << k)) >>> 0;
    const at = ranking.termPositions[k] ?? NaN;
    if (Number.isNaN(at)) continue;
    termAt[count] = at;
    termWeight[count++] = ranking.termImportance[k] ?? 0;
  }
  return count;
}

/** Importance-weighted mean position of the terms in `mask` that the request holds; NaN below DISTINCT_MENTION_MIN_IDF. */
function meanPosition(ranking: RelevanceRanking, mask: number): number {
  const count = maskTerms(ranking, mask);
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < count; i++) {
    const w = termWeight[i] ?? 0;
    sum += w * (termAt[i] ?? 0);
    weight += w;
  }
  return weight < DISTINCT_MENTION_MIN_IDF ? NaN : sum / weight;
}

/**
 * Like distinctMentions, but each tool's position is the importance-weighted median of its
 * distinctive words rather than the mean, so one stray word late in the request ("online" in
 * "sell it online … attend an online meeting") does not move where a step is named. The
 * reranker orders steps by it; the encoder's features keep the mean they were trained on.
 */
export function distinctMentionMedians(ranking: RelevanceRanking, maskA: number, maskB: number): [number, number] {
  const diff = (maskA ^ maskB) >>> 0;
  return [weightedMedian(ranking, (diff & maskA) >>> 0), weightedMedian(ranking, (diff & maskB) >>> 0)];
}

/**
 * Importance-weighted median position of the terms in `mask` that the request holds; NaN when
 * their importance totals less than DISTINCT_MENTION_MIN_IDF (as in distinctMentions). One word,
 * one vote: a long word's prefix term sits at the word's position ("shopping" and "~shoppi") and
 * must not pull the median there twice, so per position only the heaviest term counts towards it.
 * Typed arrays and an insertion sort, no pairs or closures: as `[position, weight]` pairs sorted
 * with a comparator, V8's TurboFan compile of it took 70–130 ms of a background thread after a
 * 16,000-tool load (browserScale.ts --trace-jit).
 */
function weightedMedian(ranking: RelevanceRanking, mask: number): number {
  const count = maskTerms(ranking, mask);
  let all = 0;
  for (let i = 0; i < count; i++) all += termWeight[i] ?? 0;
  if (all < DISTINCT_MENTION_MIN_IDF) return NaN;
  // By position, the heavier term first at one position.
  for (let j = 1; j < count; j++) {
    const at = termAt[j] ?? 0;
    const w = termWeight[j] ?? 0;
    let i = j;
    while (i > 0 && ((termAt[i - 1] ?? 0) > at || ((termAt[i - 1] ?? 0) === at && (termWeight[i - 1] ?? 0) < w))) {
      termAt[i] = termAt[i - 1] ?? 0;
      termWeight[i] = termWeight[i - 1] ?? 0;
      i--;
    }
    termAt[i] = at;
    termWeight[i] = w;
  }
  let total = 0;
  for (let i = 0; i < count; i++) if (i === 0 || termAt[i - 1] !== termAt[i]) total += termWeight[i] ?? 0;
  let acc = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && termAt[i - 1] === termAt[i]) continue;
    acc += termWeight[i] ?? 0;
    if (acc >= total / 2) return termAt[i] ?? NaN;
  }
  return NaN;
}
