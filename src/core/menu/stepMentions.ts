/**
 * Where the request names a step: the one definition the set analysis (which tools are named,
 * and where), the announced producers (a producer named before its consumer) and the reranker
 * and structural scorer (which of two steps comes first) read. The encoder's text_order feature
 * reads the positions (distinctMentions) too.
 */
import { stepClauseMeanings } from './semanticMatch';
import type { CatalogIndex } from '../catalog/catalogIndex';
import type { RelevanceRanking } from '../relevance/rankByRelevance';
import { requestActions } from '../relevance/requestActions';
import type { SetAnalysis } from './setAnalysis';
import type { TaskContext } from './taskContext';

/** A tool counts as requested when its relevance is at least this share of the best… */
export const REQUESTED_RELEVANCE = 0.3;
/** …and it is among the this many most relevant such tools (bounds the pairwise text work). */
export const REQUESTED_CAP = 48;

/** How much earlier (in request positions, 0–1) a step must be named to come first. */
export const MENTION_GAP = 0.08;

/** Least idf weight of the words that name a step on their own (rarer than words every tool shares). */
export const DISTINCT_MENTION_MIN_IDF = 1.5;

/** Where the request names each tool of a set (SetAnalysis.mention, SetAnalysis.termMasks). */
export interface StepMentions {
  /** Where the request mentions each tool, in [0, 1] (NaN: not requested, or not mentioned). */
  mention: Float32Array;
  /** Query terms each requested tool matches (termMask; 0 when not requested), for distinctMentions. */
  termMasks: Uint32Array;
}

/**
 * Where the request names each of its most relevant tools: the REQUESTED_CAP most relevant tools
 * with relevance ≥ REQUESTED_RELEVANCE of the best (`rel`: relevance / best) get their
 * mentionPosition and, when it is a number, their termMask; the others NaN and 0.
 */
export function requestMentions(ctx: TaskContext, tools: readonly number[], rel: Float32Array): StepMentions {
  const { index, relevance } = ctx;
  const n = tools.length;
  const mention = new Float32Array(n).fill(NaN);
  const termMasks = new Uint32Array(n);
  const byRelevance: number[] = [];
  for (let l = 0; l < n; l++) if ((rel[l] ?? 0) >= REQUESTED_RELEVANCE) byRelevance.push(l);
  byRelevance.sort((x, y) => (rel[y] ?? 0) - (rel[x] ?? 0) || x - y);
  for (const l of byRelevance.slice(0, REQUESTED_CAP)) {
    mention[l] = mentionPosition(index, relevance, tools[l] ?? 0);
    if (!Number.isNaN(mention[l] ?? NaN)) termMasks[l] = termMask(index, relevance, tools[l] ?? 0);
  }
  return { mention, termMasks };
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

/** Bitmask of the query terms (first 32) a tool matches, for fast pairwise comparisons. */
export function termMask(index: CatalogIndex, ranking: RelevanceRanking, tool: number): number {
  let mask = 0;
  const count = Math.min(32, ranking.termIds.length);
  for (let k = 0; k < count; k++) if (index.bm25.hasTerm(tool, ranking.termIds[k] ?? -1)) mask |= 1 << k;
  return mask >>> 0;
}

/**
 * Bitmask of the query terms (first 32, as termMask) that only present what the user has
 * (RelevanceRanking.termPresented: quoted, or in "I have an audio file … containing a music
 * piece"): they name no step for the announcements and the request's opener.
 */
export function presentedMask(ranking: RelevanceRanking): number {
  let mask = 0;
  const count = Math.min(32, ranking.termIds.length);
  for (let k = 0; k < count; k++) if (ranking.termPresented[k] === 1) mask |= 1 << k;
  return mask >>> 0;
}

/**
 * Bitmask of the query terms (first 32, as termMask) that are the reading verbs of the
 * request's actions (requestActions: "find", "get", "search", … that ask to read) whose object a
 * tool is named by (`objectNamed`: a mask of the object's terms → whether a tool matches one):
 * "Find the latest tweet" applies "find" to the tweet, so a tool that matches only "find" is not
 * named by it. A verb that makes or changes something ("Buy an iPhone") still names its step.
 */
export function verbMask(ranking: RelevanceRanking, query: string, objectNamed: (objects: number) => boolean): number {
  const bit = new Map<string, number>();
  const count = Math.min(32, ranking.terms.length);
  for (let k = 0; k < count; k++) bit.set(ranking.terms[k] ?? '', k);
  let mask = 0;
  for (const action of requestActions(query)) {
    const verb = bit.get(action.verb);
    if (verb === undefined || action.operations.length === 0 || action.operations.some((o) => o !== 'read')) continue;
    let objects = 0;
    for (const o of action.objects) {
      const k = bit.get(o);
      if (k !== undefined) objects |= 1 << k;
    }
    if (objects !== 0 && objectNamed(objects >>> 0)) mask |= 1 << verb;
  }
  return mask >>> 0;
}

/**
 * How a caller reads the position of a step's distinctive words, and compares two: each keeps
 * the reading its results were built on.
 * - `mean`: their importance-weighted mean; i is named first when p_i ≤ p_j − MENTION_GAP. The
 *   announced producers read it, and the encoder's text_order feature (trained on it).
 * - `median`: their importance-weighted median, one vote per word, so one stray word late in the
 *   request ("online" in "sell it online … attend an online meeting") does not move where a step
 *   is named; i is named first when |p_i − p_j| ≥ MENTION_GAP and p_i < p_j. The reranker and
 *   the structural scorer read it (mentionOrder).
 * The two comparisons differ only where the positions are MENTION_GAP apart to the word: 2 words
 * apart in a 26-word request, 0.6 − 0.52 rounds below 0.08 while 0.6 − 0.08 does not fall below
 * 0.52, so `median` says "too close" where `mean` says "first".
 */
export type MentionReading = 'mean' | 'median';

/**
 * Where the request names each of two tools by words that do not also describe the other
 * (positions in [0, 1], read as `reading` says); NaN for a tool without such words, or whose
 * distinctive words weigh less than DISTINCT_MENTION_MIN_IDF. Two steps sharing only "image"
 * are not two steps. Takes the tools' term masks (termMask).
 */
export function distinctMentions(
  ranking: RelevanceRanking,
  maskA: number,
  maskB: number,
  reading: MentionReading = 'mean',
): [number, number] {
  const diff = (maskA ^ maskB) >>> 0;
  const a = (diff & maskA) >>> 0;
  const b = (diff & maskB) >>> 0;
  return reading === 'median'
    ? [weightedMedian(ranking, a), weightedMedian(ranking, b)]
    : [meanPosition(ranking, a), meanPosition(ranking, b)];
}

/**
 * Which of two tools the request names first by their distinctive words (distinctMentions):
 * 1 when the first tool's come at least MENTION_GAP before the second's, −1 when the second's
 * do, 0 when either is not named that way or they are too close (compared as `reading` says).
 */
export function namedOrder(
  ranking: RelevanceRanking,
  maskA: number,
  maskB: number,
  reading: MentionReading,
): -1 | 0 | 1 {
  const [pa, pb] = distinctMentions(ranking, maskA, maskB, reading);
  if (reading === 'mean') return pa <= pb - MENTION_GAP ? 1 : pb <= pa - MENTION_GAP ? -1 : 0;
  if (Number.isNaN(pa) || Number.isNaN(pb) || Math.abs(pa - pb) < MENTION_GAP) return 0;
  return pa < pb ? 1 : -1;
}

/**
 * Which of two tools of an analyzed set the request names first, by the median of their
 * distinctive words (namedOrder, `median`), so a word the request repeats late, "after the
 * translation", does not move where a step is named: 1 when i comes at least MENTION_GAP before
 * j, −1 when j does, 0 when either is not named or they are too close. By default only requested
 * tools (SetAnalysis.mention: relevance ≥ REQUESTED_RELEVANCE of the best) count as named; with
 * `anyWords`, any query word a tool matches names it ("buy" names online_shopping in "Buy an
 * iPhone, make a video call, apply for a passport and print the application", where one word is
 * under 30% of the best match). Query terms in the `exclude` mask (termMask's bits) name neither.
 * Where the words give no order and `clauseMargin` is finite (MenuRules' clauseOrder), the
 * clauses the two tools mean give it (clauseOrder).
 */
export function mentionOrder(
  a: SetAnalysis,
  i: number,
  j: number,
  anyWords = false,
  exclude = 0,
  clauseMargin = Infinity,
): -1 | 0 | 1 {
  const mi = (mentionMask(a, i, anyWords) & ~exclude) >>> 0;
  const mj = (mentionMask(a, j, anyWords) & ~exclude) >>> 0;
  const byWords = mi === 0 || mj === 0 ? 0 : namedOrder(a.ctx.relevance, mi, mj, 'median');
  // Cosines differ by at most 2: a larger margin (1e9, the rule off) orders nothing, so skip the vectors.
  return byWords !== 0 || clauseMargin > 2 ? byWords : clauseOrder(a, i, j, clauseMargin);
}

/**
 * Which of two tools of an analyzed set the request names first by meaning: the clause each
 * matches best in word vectors (semanticMatch's bestClause), where that clause beats the tool's
 * next best by at least `margin` in cosine; 1 when i's clause comes first, −1 when j's does, 0
 * when they share a clause, either is unclear, or the request is one clause. "Please install
 * the 'example_software' and set an alarm at 08:00": the quoted name is what the user has and
 * names no step, and `install` is not a word of `software_management`, but its meaning is the
 * first clause's.
 */
export function clauseOrder(a: SetAnalysis, i: number, j: number, margin: number): -1 | 0 | 1 {
  const meanings = stepClauseMeanings(a);
  const ci = meanings.best[i] ?? -1;
  const cj = meanings.best[j] ?? -1;
  if (ci < 0 || cj < 0 || ci === cj) return 0;
  if ((meanings.margin[i] ?? 0) < margin || (meanings.margin[j] ?? 0) < margin) return 0;
  return ci < cj ? 1 : -1;
}

/** The query words that name tool l for mentionOrder (0 when it is not named). */
function mentionMask(a: SetAnalysis, l: number, anyWords: boolean): number {
  if (!Number.isNaN(a.mention[l] ?? NaN)) return a.termMasks[l] ?? 0;
  return anyWords ? termMask(a.ctx.index, a.ctx.relevance, a.tools[l] ?? 0) : 0;
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
 * Importance-weighted median position of the terms in `mask` that the request holds; NaN when
 * their importance totals less than DISTINCT_MENTION_MIN_IDF (as for the mean). One word, one
 * vote: a long word's prefix term sits at the word's position ("shopping" and "~shoppi") and
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
