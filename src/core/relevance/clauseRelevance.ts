import type { CatalogIndex } from '../catalog/catalogIndex';

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
  let pending = '';
  const parts = requestClauses(query);
  const groups: string[] = [];
  for (const part of parts) {
    const text = pending ? `${pending} ${part}` : part;
    if (index.bm25.queryTerms(text).ids.length < MIN_CLAUSE_TERMS) {
      pending = text;
      continue;
    }
    groups.push(text);
    pending = '';
  }
  if (pending && groups.length > 0) groups[groups.length - 1] = `${groups[groups.length - 1]} ${pending}`;
  if (groups.length < 2) return { clauses: [], best, rank, top };
  for (const clause of groups) {
    const { ids, weights } = index.bm25.queryTerms(clause);
    const scores = index.bm25.score(ids, weights);
    const hits: number[] = [];
    for (let t = 0; t < n; t++) if ((scores[t] ?? 0) > 0) hits.push(t);
    hits.sort((a, b) => {
      const sa = scores[a] ?? 0;
      const sb = scores[b] ?? 0;
      return sb > sa ? 1 : sb < sa ? -1 : a - b;
    });
    const max = scores[hits[0] ?? -1] ?? 0;
    if (max <= 0) continue;
    scored.push(clause);
    top.push(hits.slice(0, CLAUSE_TOP));
    hits.forEach((t, r) => {
      const share = (scores[t] ?? 0) / max;
      if (share > (best[t] ?? 0)) best[t] = share;
      if ((rank[t] ?? 0) === 0 || r + 1 < (rank[t] ?? 0)) rank[t] = r + 1;
    });
  }
  return { clauses: scored, best, rank, top };
}
