import { descriptionText } from '../catalog/descriptionText';
import type { Tool } from '../catalog/types';
import { requestClauses } from '../relevance/clauseRelevance';
import { dataClauseRanges, prefaceEnd, quotedRanges } from '../relevance/tokenize';
import { splitLead } from '../relevance/toolDocument';
import {
  bagCover,
  cosine,
  joinBags,
  wordBag,
  wordVectors,
  type BagCover,
  type WordBag,
} from '../relevance/wordVectors';
import type { SetAnalysis } from './setAnalysis';

/**
 * What a request means against what each tool of an analyzed set does, in word vectors
 * (relevance/wordVectors.ts), where BM25 needs the same words: "collate their impressions and
 * viewpoints" finds get_feedback; "devise a tailored therapy strategy" finds
 * create_therapy_plan. Per local tool, over the request's clauses (requestClauses):
 * - clause: the best cosine between a clause's mean vector and the tool's (name words twice,
 *   then its description's first sentence);
 * - name: the best MaxSim cover of the tool's name words by one clause's words (bagCover);
 * - rank: 1 / (1 + r / 8) for the tool's place r (0-based) in the set by `clause`.
 */
export interface SemanticMatch {
  clause: Float32Array;
  name: Float32Array;
  rank: Float32Array;
  /**
   * Per local tool: its best place in any one clause's ranking by clause cosine, as
   * 1 / (1 + r / 8) (clauses of at least SEMANTIC_CLAUSE_MIN_WORDS known words; 0 for a request
   * of one clause). `rank` ranks every tool by its best cosine with any clause, so the clause
   * whose words are most generic fills the top; this gives each clause its own top, as the
   * request names one step per clause.
   */
  clauseRank: Float32Array;
  /** Per local tool: the name word and the request word closest to it, behind `name`. */
  pairs: (BagCover['pair'] | undefined)[];
}

/** Ranks the tools by `scores` (best first) and hands each its place as 1 / (1 + r / SEMANTIC_RANK_SCALE). */
function placeShares(scores: Float32Array, visit: (tool: number, share: number) => void): void {
  const order = [...scores.keys()].sort((x, y) => (scores[y] ?? 0) - (scores[x] ?? 0));
  order.forEach((l, r) => visit(l, 1 / (1 + r / SEMANTIC_RANK_SCALE)));
}

/** semanticMatch's rank: the eighth tool by clause cosine scores 0.5. */
export const SEMANTIC_RANK_SCALE = 8;
/**
 * A clause ranks the tools on its own (clauseRank) from this many words the vectors know (common
 * words aside): "and viewpoints" says too little to have a top of its own (at 2, the combined
 * dev-set score gained 0.2 points where 3 gains 0.6: bench experiment, every third task).
 */
export const SEMANTIC_CLAUSE_MIN_WORDS = 3;

interface ToolBags {
  name: WordBag;
  doc: WordBag;
}

const toolBagsCache = new WeakMap<Tool, ToolBags>();
const matchCache = new WeakMap<SetAnalysis, SemanticMatch>();

/** A tool's name bag and its document bag (name words at double weight + the description's first sentence). */
function toolBags(tool: Tool): ToolBags {
  const cached = toolBagsCache.get(tool);
  if (cached) return cached;
  const v = wordVectors();
  const name = wordBag(v, tool.name);
  const [lead] = splitLead(descriptionText(tool.description));
  const bags = { name, doc: joinBags(v, wordBag(v, tool.name, 2), wordBag(v, lead)) };
  toolBagsCache.set(tool, bags);
  return bags;
}

/** The semantic match of every tool of the set (cached per analysis). */
export function semanticMatch(a: SetAnalysis): SemanticMatch {
  const cached = matchCache.get(a);
  if (cached) return cached;
  const v = wordVectors();
  const n = a.tools.length;
  const clauses = requestClauses(a.ctx.task.query).map((c) => wordBag(v, c));
  const out: SemanticMatch = {
    clause: new Float32Array(n),
    name: new Float32Array(n),
    rank: new Float32Array(n),
    clauseRank: new Float32Array(n),
    pairs: new Array<BagCover['pair'] | undefined>(n).fill(undefined),
  };
  // Each clause's cosine per tool, for clauseRank (only where the request has several clauses).
  const perClause = clauses.length > 1 ? clauses.map(() => new Float32Array(n)) : [];
  for (let l = 0; l < n; l++) {
    const tool = a.ctx.index.tools[a.tools[l] ?? -1]?.tool;
    if (!tool) continue;
    const bags = toolBags(tool);
    let clause = 0;
    let name = 0;
    for (const [ci, c] of clauses.entries()) {
      const cs = cosine(c.mean, bags.doc.mean);
      const row = perClause[ci];
      if (row) row[l] = cs;
      clause = Math.max(clause, cs);
      const cover = bagCover(v, bags.name, c);
      if (cover.score > name) {
        name = cover.score;
        out.pairs[l] = cover.pair;
      }
    }
    out.clause[l] = clause;
    out.name[l] = name;
  }
  for (const [ci, c] of clauses.entries()) {
    const row = perClause[ci];
    if (!row || c.rows.length < SEMANTIC_CLAUSE_MIN_WORDS) continue;
    placeShares(row, (l, share) => (out.clauseRank[l] = Math.max(out.clauseRank[l] ?? 0, share)));
  }
  placeShares(out.clause, (l, share) => (out.rank[l] = share));
  matchCache.set(a, out);
  return out;
}

/**
 * How closely each listed tool's words match the request's, in word vectors, for tools outside
 * any analyzed set (menuFill): per tool, the mean of its best clause cosine and its name's best
 * MaxSim cover by one clause (semanticMatch's `clause` and `name`). "What's the average" finds
 * `mean`, which shares no word with the request.
 */
export function requestSimilarity(query: string, tools: readonly Tool[]): Float32Array {
  const v = wordVectors();
  const clauses = requestClauses(query).map((c) => wordBag(v, c));
  const out = new Float32Array(tools.length);
  tools.forEach((tool, k) => {
    const bags = toolBags(tool);
    let clause = 0;
    let name = 0;
    for (const c of clauses) {
      clause = Math.max(clause, cosine(c.mean, bags.doc.mean));
      name = Math.max(name, bagCover(v, bags.name, c).score);
    }
    out[k] = (clause + name) / 2;
  });
  return out;
}

/** Each tool's step clause (stepClauseMeanings): the clause it means best and by how much. */
export interface StepClauseMeanings {
  /** Per local tool: the index of its best clause by cosine (−1 where the request has fewer than two clauses). */
  best: Int16Array;
  /** Per local tool: its best clause's cosine less its next best's. */
  margin: Float32Array;
}

const stepClauseCache = new WeakMap<SetAnalysis, StepClauseMeanings>();

/**
 * Which clause of the request each tool of the set means best, in word vectors, and by how much
 * over its next best (cached per analysis): the clauses read with what only presents the user's
 * data blanked (quotes, "I have an image (example.jpg)", a preface: tokenize.ts), as such words
 * name no step. For the order of steps the request's words leave open (stepMentions' clauseOrder).
 */
export function stepClauseMeanings(a: SetAnalysis): StepClauseMeanings {
  const cached = stepClauseCache.get(a);
  if (cached) return cached;
  const n = a.tools.length;
  const out: StepClauseMeanings = { best: new Int16Array(n).fill(-1), margin: new Float32Array(n) };
  stepClauseCache.set(a, out);
  const v = wordVectors();
  const clauses = requestClauses(stepText(a.ctx.task.query))
    .map((c) => wordBag(v, c))
    .filter((bag) => bag.rows.length > 0);
  if (clauses.length < 2) return out;
  for (let l = 0; l < n; l++) {
    const tool = a.ctx.index.tools[a.tools[l] ?? -1]?.tool;
    if (!tool) continue;
    const doc = toolBags(tool).doc.mean;
    let best = -Infinity;
    let second = -Infinity;
    for (const [ci, c] of clauses.entries()) {
      const cs = cosine(c.mean, doc);
      if (cs > best) {
        second = best;
        best = cs;
        out.best[l] = ci;
      } else if (cs > second) second = cs;
    }
    out.margin[l] = best - second;
  }
  return out;
}

/**
 * The request with its quoted text, data clauses and preface blanked, punctuation kept (same
 * length in UTF-16 units, the ranges' unit, so an emoji before a quote shifts nothing).
 */
export function stepText(query: string): string {
  const chars = query.split('');
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to && k < chars.length; k++) if (!/[.;!?,]/.test(chars[k] ?? '')) chars[k] = ' ';
  };
  for (const [from, to] of quotedRanges(query)) blank(from, to);
  for (const [from, to] of dataClauseRanges(query)) blank(from, to);
  blank(0, prefaceEnd(query));
  return chars.join('');
}
