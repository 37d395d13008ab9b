import type { CatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance } from './rankByRelevance';
import { dataClauseRanges } from './tokenize';

/**
 * Where a request names several steps ("compress the images, then convert them to a video and
 * finally share it"), each step's words are one clause. BM25 over the whole request ranks the
 * tools of the clause with the most (or rarest) words first; a tool that matches only one short
 * clause ranks far down (share_video 50th) though it is the best match for its clause.
 */
export interface ClauseRelevance {
  /** The clauses scored (at least MIN_CLAUSE_TERMS, or the reading's own minimum, known terms each); none when the request is one clause. */
  clauses: string[];
  /** Per tool, the best over the clauses of its score / that clause's best score (0 when none matched). */
  best: Float32Array;
  /** Per tool, its best 1-based rank in any clause's ranking (0 when no clause matched it). */
  rank: Int32Array;
  /** Per clause, its top tools (best first, at most CLAUSE_TOP). */
  top: number[][];
  /**
   * Per tool, the clause (an index into `clauses`) that names it best, its share there the best
   * over the clauses that ask for something (the first on ties); −1 when none matched it. A clause
   * that only presents what the user has ("I have an image example.jpg") is no tool's home.
   */
  home: Int32Array;
}

/** A clause of the request, and whether it only presents what the user has (tokenize.ts's dataClauseRanges). */
interface ClausePart {
  text: string;
  presents: boolean;
}

/**
 * For the candidate pool's clause tops, a clause needs this many terms the index knows to be
 * scored on its own (the encoder's features read the pool: featureSpec.ts).
 */
export const MIN_CLAUSE_TERMS = 2;
/**
 * For the membership features (TaskContext.stepClauses), one known term makes a clause (a word of
 * PREFIX_MIN_LENGTH letters or more counts twice, its prefix term as well): "watch the movie
 * 'Inception' and then make a video call" names two steps, and its first part's one term
 * (`movie`) names the first; joined to the second part, the movie player had no clause rank.
 */
export const MIN_STEP_CLAUSE_TERMS = 1;
/** Tools kept per clause for the candidate pool. */
export const CLAUSE_TOP = 8;
/**
 * At most this many clauses are scored: a longer request's clauses are joined in order into
 * this many (each clause costs a BM25 pass and a sort of its hits; a 20,000-character request
 * had hundreds).
 */
export const MAX_CLAUSES = 8;

/** Splits a request at sentence ends, semicolons, commas and step words (then, after that, finally, also, and). */
export function requestClauses(query: string): string[] {
  return query
    .split(
      /[.;!?]+(?:\s|$)|,|\b(?:and then|then|after that|afterwards|afterward|finally|also|and|subsequently|next)\b/i,
    )
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/**
 * Words that put a request's steps in order ("…, then …", "After that, …", "Finally, …",
 * "Following this, …"), not those that only join them ("and", "also").
 */
const ORDERING_WORDS =
  /\b(?:then|afterwards?|after that|after this|finally|subsequently|followed by|following (?:this|that)|once (?:done|that|this)|lastly|to wrap up)\b/i;

/** Whether the request orders its steps in words (ORDERING_WORDS). */
export function ordersSteps(query: string): boolean {
  return ORDERING_WORDS.test(query);
}

/**
 * BM25 per clause, the request's clauses read both ways (TaskContext): for the candidate pool's
 * clause tops (`pool`, MIN_CLAUSE_TERMS) and for the membership features (`steps`,
 * MIN_STEP_CLAUSE_TERMS); a part with fewer known terms joins the next one. Scored once where
 * both readings split the request alike (most requests).
 */
export function clauseReadings(index: CatalogIndex, query: string): { pool: ClauseRelevance; steps: ClauseRelevance } {
  const parts = requestParts(index, query);
  const poolGroups = clauseGroups(parts, MIN_CLAUSE_TERMS);
  const stepGroups = clauseGroups(parts, MIN_STEP_CLAUSE_TERMS);
  const pool = scoreClauses(index, poolGroups);
  // The same text is the same parts, so it presents alike too.
  const alike = poolGroups.length === stepGroups.length && poolGroups.every((g, k) => g.text === stepGroups[k]?.text);
  return { pool, steps: alike ? pool : scoreClauses(index, stepGroups) };
}

/**
 * The request's parts (requestClauses) with the number of terms the index knows in each (each part
 * tokenized once), and whether the part lies inside a clause that presents what the user has.
 */
function requestParts(index: CatalogIndex, query: string): (ClausePart & { terms: number })[] {
  const data = dataClauseRanges(query);
  let cursor = 0;
  return requestClauses(query).map((text) => {
    const found = query.indexOf(text, cursor);
    const start = found < 0 ? cursor : found;
    cursor = start + text.length;
    const presents = data.some(([a, b]) => start >= a && start + text.length <= b);
    return { text, terms: index.bm25.queryTerms(text).ids.length, presents };
  });
}

/**
 * The parts joined into clauses of at least `minTerms` known terms each (a shorter part joins the
 * next one, a short last part the clause before it); none when that leaves one clause. Joining the
 * parts' counts, not tokenizing each join again (that was quadratic in a long request made of
 * short parts). A clause presents only where all its parts do.
 */
function clauseGroups(parts: readonly (ClausePart & { terms: number })[], minTerms: number): ClausePart[] {
  let pending: ClausePart | undefined;
  let pendingTerms = 0;
  const groups: ClausePart[] = [];
  for (const part of parts) {
    pending = joinParts(pending ? [pending, part] : [part]);
    pendingTerms += part.terms;
    if (pendingTerms < minTerms) continue;
    groups.push(pending);
    pending = undefined;
    pendingTerms = 0;
  }
  const last = groups[groups.length - 1];
  if (pending && last) groups[groups.length - 1] = joinParts([last, pending]);
  return groups.length < 2 ? [] : joinInto(groups, MAX_CLAUSES);
}

/** BM25 of each clause over the catalog: each tool's best share and rank over them, its home clause, each clause's top. */
function scoreClauses(index: CatalogIndex, clauses: readonly ClausePart[]): ClauseRelevance {
  const n = index.tools.length;
  const best = new Float32Array(n);
  const rank = new Int32Array(n);
  const home = new Int32Array(n).fill(-1);
  const homeShare = new Float32Array(n);
  const scored: string[] = [];
  const top: number[][] = [];
  for (const clause of clauses) {
    const ranking = rankByRelevance(index, clause.text);
    const hits = ranking.order;
    if (hits.length === 0) continue;
    scored.push(clause.text);
    top.push(Array.from(hits.subarray(0, CLAUSE_TOP)));
    hits.forEach((t, r) => {
      const share = (ranking.scores[t] ?? 0) / ranking.max;
      if (share > (best[t] ?? 0)) best[t] = share;
      if ((rank[t] ?? 0) === 0 || r + 1 < (rank[t] ?? 0)) rank[t] = r + 1;
      if (!clause.presents && share > (homeShare[t] ?? 0)) {
        homeShare[t] = share;
        home[t] = scored.length - 1;
      }
    });
  }
  return { clauses: scored, best, rank, top, home };
}

/** The clauses joined in order into at most `most` (as even as the split allows). */
function joinInto(clauses: readonly ClausePart[], most: number): ClausePart[] {
  if (clauses.length <= most) return [...clauses];
  const out: ClausePart[] = [];
  for (let k = 0; k < most; k++) {
    const from = Math.floor((k * clauses.length) / most);
    const to = Math.floor(((k + 1) * clauses.length) / most);
    out.push(joinParts(clauses.slice(from, to)));
  }
  return out;
}

/** Parts read as one clause: their texts joined; it presents only where all of them do. */
function joinParts(parts: readonly ClausePart[]): ClausePart {
  return { text: parts.map((c) => c.text).join(' '), presents: parts.every((c) => c.presents) };
}
