import { singularToken } from '../catalog/fieldNames';
import { STOPWORDS } from '../catalog/lexicon';
import { WORD_VECTOR_DATA } from './wordVectorsData';

/**
 * Word vectors for the semantic match: a request's words against a tool's words where they are
 * not the same words (impressions ≈ feedback, strategy ≈ plan, track ≈ update). GloVe vectors
 * (scripts/build_word_vectors.py) for the 50,000 most frequent English words, int8, unit length.
 * A word's row is its frequency rank: the rarer the word, the more it says (WordBag weights).
 */
export interface WordVectors {
  dims: number;
  /** Row of each word. */
  row: ReadonlyMap<string, number>;
  words: readonly string[];
  /** Unit vectors, row-major: word r at [r · dims, (r + 1) · dims). */
  data: Float32Array;
}

/** The most frequent words (rows below this) say nothing of what a tool does: left out of bags. */
export const COMMON_WORD_ROWS = 150;
/** A word's weight: log(2 + row / WEIGHT_ROWS) (an IDF from its frequency rank, Zipf's law). */
export const WEIGHT_ROWS = 50;

let table: WordVectors | undefined;

/** The embedded table, decoded on first use (≈ 50 ms, 10 MB). */
export function wordVectors(): WordVectors {
  if (table) return table;
  const { dims, words: joined, vectors } = WORD_VECTOR_DATA;
  const words = joined.split(' ');
  const bytes = decodeBase64(vectors);
  const data = new Float32Array(words.length * dims);
  for (let r = 0; r < words.length; r++) {
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const b = bytes[r * dims + d] ?? 0;
      const v = b > 127 ? b - 256 : b;
      data[r * dims + d] = v;
      norm += v * v;
    }
    const k = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d++) data[r * dims + d] = (data[r * dims + d] ?? 0) * k;
  }
  table = { dims, row: new Map(words.map((w, r) => [w, r])), words, data };
  return table;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes of a base64 string (the core runs where `atob` and `Buffer` may both be missing). */
export function decodeBase64(text: string): Uint8Array {
  const value = new Int8Array(128).fill(-1);
  for (let k = 0; k < BASE64.length; k++) value[BASE64.charCodeAt(k)] = k;
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let k = 0; k < clean.length; k++) {
    const v = value[clean.charCodeAt(k)] ?? -1;
    if (v < 0) throw new Error(`decodeBase64: invalid character at ${k}`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** The row of a word or of its singular (issues → issue, companies → company); undefined if unknown. */
export function wordRow(v: WordVectors, word: string): number | undefined {
  const exact = v.row.get(word);
  if (exact !== undefined) return exact;
  if (word.length > 4 && word.endsWith('ies')) return v.row.get(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('s')) return v.row.get(word.slice(0, -1)) ?? v.row.get(word.slice(0, -2));
  return undefined;
}

/** A text's known, informative words with their weights, and their weighted mean (unit length). */
export interface WordBag {
  rows: number[];
  weights: number[];
  /** Unit-length weighted mean of the rows' vectors (all zeros for an empty bag). */
  mean: Float32Array;
  /**
   * The text's words the vectors do not know (singular, lowercase): rarer than every row, so the
   * most telling of all when two texts share one ("factorial", "carpool", "dashcam"). `whole`:
   * the word stands alone in the text, not as a camelCase part ("GitHub" holds no word `git`).
   */
  unknown: { word: string; whole: boolean }[];
}

const CAMEL = /([\p{Ll}\p{N}])(\p{Lu})/gu;
const NON_LETTERS = /[^\p{L}]+/u;

/** Lowercase words of a text, camelCase and snake_case split (getOrderUpdate → get order update). */
export function bagWords(text: string): string[] {
  return text
    .replace(CAMEL, '$1 $2')
    .toLowerCase()
    .split(NON_LETTERS)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

/** The bag of a text's words (each word once per occurrence; common and unknown words left out). */
export function wordBag(v: WordVectors, text: string, weight = 1): WordBag {
  const rows: number[] = [];
  const weights: number[] = [];
  const unknown: WordBag['unknown'] = [];
  let whole: Set<string> | undefined;
  for (const w of bagWords(text)) {
    const r = wordRow(v, w);
    if (r === undefined) {
      whole ??= new Set(text.toLowerCase().split(NON_LETTERS));
      if (w.length > 2) unknown.push({ word: singularToken(w), whole: whole.has(w) });
      continue;
    }
    if (r < COMMON_WORD_ROWS) continue;
    rows.push(r);
    weights.push(weight * Math.log(2 + r / WEIGHT_ROWS));
  }
  return { rows, weights, mean: meanOf(v, rows, weights), unknown };
}

/** Two bags as one (a tool's name and its description). */
export function joinBags(v: WordVectors, a: WordBag, b: WordBag): WordBag {
  const rows = [...a.rows, ...b.rows];
  const weights = [...a.weights, ...b.weights];
  return { rows, weights, mean: meanOf(v, rows, weights), unknown: [...a.unknown, ...b.unknown] };
}

function meanOf(v: WordVectors, rows: readonly number[], weights: readonly number[]): Float32Array {
  const m = new Float32Array(v.dims);
  rows.forEach((r, k) => {
    const w = weights[k] ?? 0;
    for (let d = 0; d < v.dims; d++) m[d] = (m[d] ?? 0) + w * (v.data[r * v.dims + d] ?? 0);
  });
  let norm = 0;
  for (let d = 0; d < v.dims; d++) norm += (m[d] ?? 0) ** 2;
  if (norm > 0) for (let d = 0; d < v.dims; d++) m[d] = (m[d] ?? 0) / Math.sqrt(norm);
  return m;
}

/** A word the vectors do not know weighs as one rarer than every row: log(2 + rows / WEIGHT_ROWS). */
function unknownWeight(v: WordVectors): number {
  return Math.log(2 + v.words.length / WEIGHT_ROWS);
}

/** Cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += (a[d] ?? 0) * (b[d] ?? 0);
  return s;
}

/** Cosine of two words' vectors (rows). */
export function wordSimilarity(v: WordVectors, a: number, b: number): number {
  let s = 0;
  const oa = a * v.dims;
  const ob = b * v.dims;
  for (let d = 0; d < v.dims; d++) s += (v.data[oa + d] ?? 0) * (v.data[ob + d] ?? 0);
  return s;
}

/** How well `source`'s words cover `target`'s, and the closest pair behind it. */
export interface BagCover {
  /** Weighted mean over target words of the best cosine to a source word (0 for an empty bag). */
  score: number;
  /** The target word, and the source word closest to it, with the largest weight × cosine. */
  pair?: { target: string; source: string; similarity: number };
}

/**
 * MaxSim cover of `target` by `source`: Σ_t w_t · max_s cos(t, s) / Σ_t w_t. The name of a tool
 * (target) covered by one clause of a request (source): get_feedback by "collate their
 * impressions and viewpoints" through feedback ≈ impressions. A word the vectors do not know
 * that both bags hold is a match of cosine 1 at the weight of a word rarer than every row
 * (unknownWeight): "the factorial of 5" covers `factorial`. One only the target holds is left
 * out, as the vectors say nothing of how close it is to the source's words; the source's must
 * stand alone ("GitHub" does not cover `git_init`).
 */
export function bagCover(v: WordVectors, target: WordBag, source: WordBag): BagCover {
  let total = 0;
  let weight = 0;
  let best = -Infinity;
  let pair: BagCover['pair'];
  target.rows.forEach((t, k) => {
    const w = target.weights[k] ?? 0;
    let most = 0;
    let from = -1;
    for (const s of source.rows) {
      const sim = wordSimilarity(v, t, s);
      if (sim > most) [most, from] = [sim, s];
    }
    total += w * most;
    weight += w;
    if (from >= 0 && w * most > best) {
      best = w * most;
      pair = { target: v.words[t] ?? '', source: v.words[from] ?? '', similarity: most };
    }
  });
  const shared = new Set(source.unknown.filter((u) => u.whole).map((u) => u.word));
  const rare = unknownWeight(v);
  for (const word of new Set(target.unknown.map((u) => u.word))) {
    if (!shared.has(word)) continue;
    total += rare;
    weight += rare;
    if (rare > best) {
      best = rare;
      pair = { target: word, source: word, similarity: 1 };
    }
  }
  const cover: BagCover = { score: weight > 0 ? total / weight : 0 };
  if (pair) cover.pair = pair;
  return cover;
}
