import { forEachToken, positionedTokens } from './tokenize';

/** Weight of a prefix term relative to a whole-word match. */
export const PREFIX_WEIGHT = 0.5;

/** BM25 parameters (Robertson & Zaragoza): k1 saturates term frequency, b normalizes length. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A document as weighted text parts (BM25F-lite: a part's weight multiplies its term counts). */
export interface Bm25Document {
  parts: { text: string; weight: number }[];
}

/** Inverted index over a fixed document set. Term ids are dense; postings are in document order. */
export class Bm25Index {
  readonly termIds = new Map<string, number>();
  private postingDocs: Int32Array[] = [];
  private postingTf: Float32Array[] = [];
  private readonly docLength: Float32Array;
  private readonly avgLength: number;
  /** Sorted unique term ids of each document (text similarity, matched terms). */
  readonly docTerms: Int32Array[];

  constructor(docs: readonly Bm25Document[]) {
    const n = docs.length;
    this.docLength = new Float32Array(n);
    this.docTerms = new Array<Int32Array>(n);
    const docs2: number[][] = [];
    const tfs2: number[][] = [];
    let total = 0;
    // Term counts of the current document in a dense array by term id (weights are positive, so
    // 0 means untouched); `touched` lists the ids to read back and reset.
    let counts = new Float64Array(1024);
    const touched: number[] = [];
    for (let d = 0; d < n; d++) {
      touched.length = 0;
      let length = 0;
      for (const part of docs[d]?.parts ?? []) {
        const weight = part.weight;
        forEachToken(part.text, (token, companion) => {
          const id = this.termId(token, docs2, tfs2);
          if (id >= counts.length) {
            const grown = new Float64Array(Math.max(counts.length * 2, id + 1));
            grown.set(counts);
            counts = grown;
          }
          if (counts[id] === 0) touched.push(id);
          counts[id] = (counts[id] ?? 0) + weight;
          if (!companion) length += weight;
        });
      }
      this.docLength[d] = length;
      total += length;
      const terms = Int32Array.from(touched).sort();
      this.docTerms[d] = terms;
      for (const t of terms) {
        docs2[t]?.push(d);
        tfs2[t]?.push(counts[t] ?? 0);
        counts[t] = 0;
      }
    }
    this.postingDocs = docs2.map((l) => Int32Array.from(l));
    this.postingTf = tfs2.map((l) => Float32Array.from(l));
    this.avgLength = n === 0 ? 1 : Math.max(1e-9, total / n);
  }

  private termId(token: string, docs: number[][], tfs: number[][]): number {
    let id = this.termIds.get(token);
    if (id === undefined) {
      id = docs.length;
      this.termIds.set(token, id);
      docs.push([]);
      tfs.push([]);
    }
    return id;
  }

  get size(): number {
    return this.docLength.length;
  }

  /**
   * Query terms known to the index (unique): ids, stemmed tokens, their first unquoted
   * position in the request scaled to [0, 1] (NaN when only quoted), and their weight
   * (prefix terms count half).
   */
  queryTerms(query: string): { ids: number[]; tokens: string[]; positions: number[]; weights: number[] } {
    const all = positionedTokens(query);
    const last = Math.max(1, all.reduce((m, t) => Math.max(m, t.position), 0));
    const ids: number[] = [];
    const tokens: string[] = [];
    const positions: number[] = [];
    const weights: number[] = [];
    for (const { token, position, prefix, quoted } of all) {
      const id = this.termIds.get(token);
      if (id === undefined) continue;
      const k = ids.indexOf(id);
      // Quoted words are data, not instructions: they score, but only unquoted ones place a step.
      const at = quoted ? NaN : position / last;
      if (k < 0) {
        ids.push(id);
        tokens.push(token);
        positions.push(at);
        weights.push(prefix ? PREFIX_WEIGHT : 1);
      } else if (Number.isNaN(positions[k] ?? NaN)) positions[k] = at;
    }
    return { ids, tokens, positions, weights };
  }

  /** Inverse document frequency of a term. */
  idf(termId: number): number {
    const df = this.postingDocs[termId]?.length ?? 0;
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** BM25 score of every document for the given term ids and weights (0 where nothing matched). */
  score(termIds: readonly number[], weights?: readonly number[]): Float32Array {
    const n = this.size;
    const scores = new Float32Array(n);
    for (let q = 0; q < termIds.length; q++) {
      const t = termIds[q] ?? 0;
      const qw = weights?.[q] ?? 1;
      const docs = this.postingDocs[t];
      const tfs = this.postingTf[t];
      if (!docs || !tfs) continue;
      const idf = qw * this.idf(t);
      for (let k = 0; k < docs.length; k++) {
        const d = docs[k] ?? 0;
        const tf = tfs[k] ?? 0;
        const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (this.docLength[d] ?? 0)) / this.avgLength);
        scores[d] = (scores[d] ?? 0) + (idf * tf * (BM25_K1 + 1)) / (tf + norm);
      }
    }
    return scores;
  }

  /** Whether document `doc` contains term `termId` (binary search in its sorted terms). */
  hasTerm(doc: number, termId: number): boolean {
    const terms = this.docTerms[doc];
    if (!terms) return false;
    let lo = 0;
    let hi = terms.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = terms[mid] ?? 0;
      if (v === termId) return true;
      if (v < termId) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}
