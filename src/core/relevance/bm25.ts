import { forEachToken, positionedTokens, wordTermCount } from './tokenize';

/** Weight of a prefix term relative to a whole-word match. */
export const PREFIX_WEIGHT = 0.5;

/** BM25 parameters (Robertson & Zaragoza): k1 saturates term frequency, b normalizes length. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * A document as weighted text parts (BM25F-lite: a part's weight multiplies its term counts).
 * A part with `maxTerms` counts as at most that many terms: when it has more, each of its
 * terms counts `weight · maxTerms / terms`, so a long description or a long list of parameters
 * neither outweighs the name nor, through the document's length, buries the name's match.
 */
export interface Bm25Part {
  text: string;
  weight: number;
  maxTerms?: number;
}

export interface Bm25Document {
  parts: Bm25Part[];
}

/** One document's sorted unique term ids and its length; their weighted counts wait in the scratch array. */
interface CountedDocument {
  terms: Int32Array;
  length: number;
}

/** A dense array of term counts by term id, all zero between documents (weights are positive, so 0 means untouched), and the next new term id. */
interface CountScratch {
  counts: Float64Array;
  nextId: number;
}

/**
 * Counts a document's terms into `scratch.counts`, interning new tokens into `termIds`. The
 * caller reads the counts of the returned terms and sets them back to 0.
 */
function countDocument(doc: Bm25Document, termIds: Map<string, number>, scratch: CountScratch): CountedDocument {
  const touched: number[] = [];
  let length = 0;
  for (const part of doc.parts) {
    const weight = partWeight(part);
    forEachToken(part.text, (token, companion) => {
      let id = termIds.get(token);
      if (id === undefined) {
        id = scratch.nextId++;
        termIds.set(token, id);
      }
      let counts = scratch.counts;
      if (id >= counts.length) {
        counts = new Float64Array(Math.max(counts.length * 2, id + 1));
        counts.set(scratch.counts);
        scratch.counts = counts;
      }
      if (counts[id] === 0) touched.push(id);
      counts[id] = (counts[id] ?? 0) + weight;
      if (!companion) length += weight;
    });
  }
  return { terms: Int32Array.from(touched).sort(), length };
}

/** The weight of each term of a part: its weight, scaled down to `maxTerms` terms in all when it has more. */
function partWeight(part: Bm25Part): number {
  const cap = part.maxTerms;
  if (cap === undefined) return part.weight;
  const terms = wordTermCount(part.text);
  return terms > cap ? (part.weight * cap) / terms : part.weight;
}

/**
 * Adds one query term's BM25 contribution to the documents of its postings. A function of its
 * own: a posting list runs to thousands of entries and `score` is called once per request, so V8
 * compiles this loop on stack; as the inner loop of `score` that code was dropped each time the
 * loop ended, at every call (Chromium traces of the 16,000-tool rebuilds).
 */
function addPostings(
  scores: Float32Array,
  docs: Int32Array,
  tfs: Float32Array,
  idf: number,
  docLength: Float32Array,
  avgLength: number,
): void {
  for (let k = 0; k < docs.length; k++) {
    const d = docs[k] ?? 0;
    const tf = tfs[k] ?? 0;
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (docLength[d] ?? 0)) / avgLength);
    scores[d] = (scores[d] ?? 0) + (idf * tf * (BM25_K1 + 1)) / (tf + norm);
  }
}

/** Inverted index over a fixed document set. Term ids are dense; postings are in document order. */
export class Bm25Index {
  readonly termIds: Map<string, number>;
  private readonly postingDocs: Int32Array[];
  private readonly postingTf: Float32Array[];
  private readonly docLength: Float32Array;
  private readonly avgLength: number;
  /** Sorted unique term ids of each document (text similarity, matched terms). */
  readonly docTerms: Int32Array[];

  constructor(docs: readonly Bm25Document[]) {
    const n = docs.length;
    this.termIds = new Map();
    this.docLength = new Float32Array(n);
    this.docTerms = new Array<Int32Array>(n);
    const scratch: CountScratch = { counts: new Float64Array(1024), nextId: 0 };
    // Two passes, so each posting list is allocated once at its final size: the first counts
    // every document (its terms, their weighted counts in one flat array, each term's document
    // count); the second fills the lists in document order. Growing a JS array per term and
    // copying each into a typed array at the end allocated about twice the postings' memory.
    let tfs = new Float32Array(Math.max(1024, n * 16));
    let used = 0;
    let df = new Int32Array(1024);
    let total = 0;
    for (let d = 0; d < n; d++) {
      const doc = docs[d];
      const counted = doc ? countDocument(doc, this.termIds, scratch) : { terms: new Int32Array(0), length: 0 };
      this.docLength[d] = counted.length;
      // Summed as stored (float32), as replaceDocuments sums them.
      total += this.docLength[d] ?? 0;
      this.docTerms[d] = counted.terms;
      if (used + counted.terms.length > tfs.length) {
        const grown = new Float32Array(Math.max(tfs.length * 2, used + counted.terms.length));
        grown.set(tfs);
        tfs = grown;
      }
      if (scratch.nextId > df.length) {
        const grown = new Int32Array(Math.max(df.length * 2, scratch.nextId));
        grown.set(df);
        df = grown;
      }
      const counts = scratch.counts;
      for (const t of counted.terms) {
        tfs[used++] = counts[t] ?? 0;
        df[t] = (df[t] ?? 0) + 1;
        counts[t] = 0;
      }
    }
    const terms = scratch.nextId;
    const postingDocs = new Array<Int32Array>(terms);
    const postingTf = new Array<Float32Array>(terms);
    for (let t = 0; t < terms; t++) {
      postingDocs[t] = new Int32Array(df[t] ?? 0);
      postingTf[t] = new Float32Array(df[t] ?? 0);
    }
    const filled = new Int32Array(terms);
    let k = 0;
    for (let d = 0; d < n; d++) {
      for (const t of this.docTerms[d] ?? []) {
        const at = filled[t] ?? 0;
        (postingDocs[t] as Int32Array)[at] = d;
        (postingTf[t] as Float32Array)[at] = tfs[k++] ?? 0;
        filled[t] = at + 1;
      }
    }
    this.postingDocs = postingDocs;
    this.postingTf = postingTf;
    this.avgLength = n === 0 ? 1 : Math.max(1e-9, total / n);
  }

  /**
   * A new index with some documents replaced (by position), scoring exactly as one built from
   * scratch over the new document set; this one is unchanged (copy on write). Only the
   * postings of the terms those documents lose or gain are rebuilt, so a schema edit re-indexes
   * one tool instead of the catalog. Term ids may differ from a fresh build; nothing depends on them.
   */
  replaceDocuments(changes: ReadonlyMap<number, Bm25Document>): Bm25Index {
    const termIds = new Map(this.termIds);
    const docLength = this.docLength.slice();
    const docTerms = this.docTerms.slice();
    const postingDocs = this.postingDocs.slice();
    const postingTf = this.postingTf.slice();
    const scratch: CountScratch = {
      counts: new Float64Array(Math.max(1024, postingDocs.length)),
      nextId: postingDocs.length,
    };
    // term id → (document → new count, or 0 to remove)
    const touched = new Map<number, Map<number, number>>();
    const touch = (term: number, doc: number, tf: number): void => {
      let docs = touched.get(term);
      if (!docs) touched.set(term, (docs = new Map()));
      docs.set(doc, tf);
    };
    for (const [d, doc] of changes) {
      if (d < 0 || d >= docLength.length)
        throw new RangeError(`no document ${d} in a BM25 index of ${docLength.length}`);
      for (const t of docTerms[d] ?? []) touch(t, d, 0);
      const counted = countDocument(doc, termIds, scratch);
      for (const t of counted.terms) {
        touch(t, d, scratch.counts[t] ?? 0);
        scratch.counts[t] = 0;
      }
      docTerms[d] = counted.terms;
      docLength[d] = counted.length;
    }
    while (postingDocs.length < scratch.nextId) {
      postingDocs.push(new Int32Array(0));
      postingTf.push(new Float32Array(0));
    }
    const emptied = new Set<number>();
    for (const [term, docs] of touched) {
      const oldDocs = postingDocs[term] ?? new Int32Array(0);
      const oldTf = postingTf[term] ?? new Float32Array(0);
      const merged: [number, number][] = [];
      for (let k = 0; k < oldDocs.length; k++) {
        const d = oldDocs[k] ?? 0;
        if (!docs.has(d)) merged.push([d, oldTf[k] ?? 0]);
      }
      for (const [d, tf] of docs) if (tf > 0) merged.push([d, tf]);
      merged.sort((a, b) => a[0] - b[0]);
      postingDocs[term] = Int32Array.from(merged, (m) => m[0]);
      postingTf[term] = Float32Array.from(merged, (m) => m[1]);
      if (merged.length === 0) emptied.add(term);
    }
    // A word no document has any more is unknown, as it would be to a fresh build.
    if (emptied.size > 0) for (const [token, id] of termIds) if (emptied.has(id)) termIds.delete(token);
    let total = 0;
    for (const length of docLength) total += length;
    const n = docLength.length;
    const index = Object.create(Bm25Index.prototype) as Bm25Index;
    return Object.assign(index, {
      termIds,
      postingDocs,
      postingTf,
      docLength,
      docTerms,
      avgLength: n === 0 ? 1 : Math.max(1e-9, total / n),
    });
  }

  get size(): number {
    return this.docLength.length;
  }

  /**
   * Query terms known to the index (unique): ids, stemmed tokens, the request's word each came
   * from (its first occurrence), their first position in the request outside quotes and the
   * preface, scaled to [0, 1] (NaN when only there), whether every occurrence is quoted or in a
   * clause that presents what the user has (positionedTokens), and their weight (prefix terms
   * count half).
   */
  queryTerms(query: string): {
    ids: number[];
    tokens: string[];
    words: string[];
    positions: number[];
    presented: boolean[];
    weights: number[];
  } {
    const all = positionedTokens(query);
    const last = Math.max(
      1,
      all.reduce((m, t) => Math.max(m, t.position), 0),
    );
    const ids: number[] = [];
    const tokens: string[] = [];
    const words: string[] = [];
    const positions: number[] = [];
    const presented: boolean[] = [];
    const weights: number[] = [];
    for (const { token, word, position, prefix, quoted, presented: inClause, preface } of all) {
      const id = this.termIds.get(token);
      if (id === undefined) continue;
      const k = ids.indexOf(id);
      // Quoted words are data, not instructions, and a preface sums the steps up: they score,
      // but only the other words place a step.
      const at = quoted || preface ? NaN : position / last;
      if (k < 0) {
        ids.push(id);
        tokens.push(token);
        words.push(word);
        positions.push(at);
        presented.push(quoted || inClause);
        weights.push(prefix ? PREFIX_WEIGHT : 1);
      } else {
        if (Number.isNaN(positions[k] ?? NaN)) positions[k] = at;
        if (!quoted && !inClause) presented[k] = false;
      }
    }
    return { ids, tokens, words, positions, presented, weights };
  }

  /** Inverse document frequency of a term. */
  idf(termId: number): number {
    const df = this.postingDocs[termId]?.length ?? 0;
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** BM25 score of every document for the given term ids and weights (0 where nothing matched). */
  score(termIds: readonly number[], weights?: ArrayLike<number>): Float32Array {
    const n = this.size;
    const scores = new Float32Array(n);
    for (let q = 0; q < termIds.length; q++) {
      const t = termIds[q] ?? 0;
      const qw = weights?.[q] ?? 1;
      const docs = this.postingDocs[t];
      const tfs = this.postingTf[t];
      if (!docs || !tfs) continue;
      addPostings(scores, docs, tfs, qw * this.idf(t), this.docLength, this.avgLength);
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
