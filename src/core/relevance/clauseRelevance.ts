import type { CatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance } from './rankByRelevance';

/**
 * Where a request names several steps ("compress the images, then convert them to a video and
 * finally share it"), each step's words are one clause. BM25 over the whole request ranks the
 * tools of the clause with the most (or rarest) words first; a tool that matches only one short
 * clause ranks far down (share_video 50th) though it is the best match for its clause.
 */
export interface ClauseRelevance {
  /** The clauses scored (at least MIN_CLAUSE_TERMS known terms each); none when the request is one clause. */
  clauses: string[];
  /** Per tool, the best over the clauses of its score / that clause's best score (0 when none matched). */
  best: Float32Array;
  /** Per tool, its best 1-based rank in any clause's ranking (0 when no clause matched it). */
  rank: Int32Array;
  /** Per clause, its top tools (best first, at most CLAUSE_TOP). */
  top: number[][];
}

/** A clause needs this many terms the index knows to be scored on its own. */
export const MIN_CLAUSE_TERMS = 2;
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

/** BM25 per clause (clauses with fewer than MIN_CLAUSE_TERMS known terms join the next one). */
export function clauseRelevance(index: CatalogIndex, query: string): ClauseRelevance {
  const n = index.tools.length;
  const best = new Float32Array(n);
  const rank = new Int32Array(n);
  const scored: string[] = [];
  const top: number[][] = [];
  // Each part is tokenized once (joining parts and tokenizing the join again was quadratic in a
  // long request made of short parts).
  let pending = '';
  let pendingTerms = 0;
  const parts = requestClauses(query);
  const groups: string[] = [];
  for (const part of parts) {
    pending = pending ? `${pending} ${part}` : part;
    pendingTerms += index.bm25.queryTerms(part).ids.length;
    if (pendingTerms < MIN_CLAUSE_TERMS) continue;
    groups.push(pending);
    pending = '';
    pendingTerms = 0;
  }
  if (pending && groups.length > 0) groups[groups.length - 1] = `${groups[groups.length - 1]} ${pending}`;
  if (groups.length < 2) return { clauses: [], best, rank, top };
  for (const clause of joinInto(groups, MAX_CLAUSES)) {
    const ranking = rankByRelevance(index, clause);
    const hits = ranking.order;
    if (hits.length === 0) continue;
    scored.push(clause);
    top.push(Array.from(hits.subarray(0, CLAUSE_TOP)));
    hits.forEach((t, r) => {
      const share = (ranking.scores[t] ?? 0) / ranking.max;
      if (share > (best[t] ?? 0)) best[t] = share;
      if ((rank[t] ?? 0) === 0 || r + 1 < (rank[t] ?? 0)) rank[t] = r + 1;
    });
  }
  return { clauses: scored, best, rank, top };
}

/** The clauses joined in order into at most `most` (as even as the split allows). */
function joinInto(clauses: readonly string[], most: number): string[] {
  if (clauses.length <= most) return [...clauses];
  const out: string[] = [];
  for (let k = 0; k < most; k++) {
    const from = Math.floor((k * clauses.length) / most);
    const to = Math.floor(((k + 1) * clauses.length) / most);
    out.push(clauses.slice(from, to).join(' '));
  }
  return out;
}
