import { descriptionText } from './descriptionText';
import { compatibleMeanings, fieldMeaning, type FieldMeaning } from './meaningText';
import { LINK_STRENGTH, type NameLink } from './nameLinks';
import type { IndexedTool, Requirement, ToolField } from './toolFields';

/**
 * The meaning rule of field linking: a required input links from an output whose name and
 * description say the same thing under other words (NesTools' `book_info`, "detailed information
 * about the book", from scan_isbn's `book_details`, "detailed information about the book"). The
 * score is the IDF-weighted cosine of the two fields' meaning words (meaningText.ts), binary
 * weights: cos(a, b) = Σ_{w ∈ a∩b} idf(w)² / (‖a‖ ‖b‖), idf(w) = ln(1 + N / df(w)) over the
 * catalog's N distinct field texts; words in more than COMMON_SHARE of them (and COMMON_MIN_DF)
 * weigh nothing. Links are tool-specific extras of the requirement at LINK_STRENGTH.meaning.
 */
export interface MeaningOptions {
  /** Least cosine for a link (chosen on the dev sets: bench/linkCoverage.ts, docs/method.md). */
  threshold: number;
  /** At most this many producer fields per requirement, best first… */
  maxFields: number;
  /** …and, past the first, only those within this much of the first's score (near ties). */
  margin: number;
}

export const MEANING_OPTIONS: Readonly<MeaningOptions> = { threshold: 0.65, maxFields: 3, margin: 0.05 };

/** A word in more than this share of the catalog's distinct field texts says nothing of a field's meaning. */
const COMMON_SHARE = 0.02;
/** …and in at least this many (a small catalog has no common words by count). */
const COMMON_MIN_DF = 25;
/** Least number of words two fields share to mean the same. */
const MIN_SHARED_WORDS = 2;
/** Description length quoted in evidence. */
const QUOTE_CHARS = 80;

/** The catalog's distinct field texts (canonical name + description) as weighted word vectors. */
class FieldTexts {
  /** Per canonical field, its texts by description (no key strings: a catalog has ~4 fields per tool). */
  readonly idOf: (Map<string, number> | undefined)[];
  /** Per text, its word ids, ascending. */
  readonly words: Int32Array[] = [];
  readonly meanings: FieldMeaning[] = [];
  readonly wordIds = new Map<string, number>();
  df: number[] = [];
  idf = new Float64Array(0);
  /** 1 where a word is in too many texts to be looked up by (it still weighs in the cosine). */
  common = new Uint8Array(0);
  norm = new Float64Array(0);

  constructor(fieldCount: number) {
    this.idOf = new Array<Map<string, number> | undefined>(fieldCount).fill(undefined);
  }

  /** The text id of a field (added on first sight). */
  add(f: ToolField): number {
    const description = f.spec.description ?? '';
    let byDescription = this.idOf[f.fieldId];
    if (!byDescription) {
      byDescription = new Map();
      this.idOf[f.fieldId] = byDescription;
    }
    let id = byDescription.get(description);
    if (id !== undefined) return id;
    id = this.words.length;
    byDescription.set(description, id);
    const meaning = fieldMeaning(f.canonical, description);
    const ids = new Int32Array(meaning.words.size);
    let n = 0;
    for (const w of meaning.words) {
      let wid = this.wordIds.get(w);
      if (wid === undefined) {
        wid = this.wordIds.size;
        this.wordIds.set(w, wid);
        this.df.push(0);
      }
      this.df[wid] = (this.df[wid] ?? 0) + 1;
      ids[n++] = wid;
    }
    this.words.push(ids.sort());
    this.meanings.push(meaning);
    return id;
  }

  /** IDF per word, the common words, and each text's norm. */
  weigh(): void {
    const n = this.words.length;
    const common = Math.max(COMMON_MIN_DF, COMMON_SHARE * n);
    this.idf = Float64Array.from(this.df, (df) => Math.log(1 + n / df));
    this.common = Uint8Array.from(this.df, (df) => (df > common ? 1 : 0));
    this.norm = new Float64Array(n);
    for (let t = 0; t < n; t++) {
      let sum = 0;
      for (const w of this.words[t] ?? []) sum += (this.idf[w] ?? 0) ** 2;
      this.norm[t] = Math.sqrt(sum);
    }
  }

  /**
   * cos(a, b) over all their words, common ones too; 0 unless they share MIN_SHARED_WORDS
   * (one shared noun, the entity both fields belong to, is not a meaning).
   */
  cosine(a: number, b: number): number {
    const x = this.words[a] ?? EMPTY;
    const y = this.words[b] ?? EMPTY;
    let dot = 0;
    let shared = 0;
    for (let i = 0, j = 0; i < x.length && j < y.length;) {
      const wx = x[i] ?? 0;
      const wy = y[j] ?? 0;
      if (wx < wy) i++;
      else if (wx > wy) j++;
      else {
        dot += (this.idf[wx] ?? 0) ** 2;
        shared++;
        i++;
        j++;
      }
    }
    return shared < MIN_SHARED_WORDS ? 0 : dot / ((this.norm[a] ?? 1) * (this.norm[b] ?? 1));
  }
}

const EMPTY = new Int32Array(0);

/** An output text: its field, and up to two distinct tools that output it (one besides any consumer). */
interface OutputText {
  fieldId: number;
  first: number;
  firstPos: number;
  second: number;
  secondPos: number;
}

/** Output texts by word (informative words only: a common word has no postings). */
class OutputPostings {
  readonly outputs = new Map<number, OutputText>();
  readonly byWord: number[][];
  readonly seen: Uint8Array;
  readonly touched: number[] = [];

  constructor(
    private readonly texts: FieldTexts,
    tools: readonly IndexedTool[],
    outputTextOf: readonly Int32Array[],
  ) {
    this.byWord = Array.from({ length: texts.df.length }, () => []);
    this.seen = new Uint8Array(texts.words.length);
    for (const t of tools) {
      const ids = outputTextOf[t.index];
      if (!ids) continue;
      for (let o = 0; o < t.outputs.length; o++) {
        const text = ids[o] ?? -1;
        if (text < 0) continue;
        const seen = this.outputs.get(text);
        if (!seen) {
          const fieldId = t.outputs[o]?.fieldId ?? -1;
          this.outputs.set(text, { fieldId, first: t.index, firstPos: o, second: -1, secondPos: -1 });
          for (const w of texts.words[text] ?? []) if (texts.common[w] === 0) this.byWord[w]?.push(text);
        } else if (seen.second < 0 && seen.first !== t.index) {
          seen.second = t.index;
          seen.secondPos = o;
        }
      }
    }
  }

  /** Output texts that share an informative word with input text `text` and reach `threshold`, best first. */
  matches(text: number, threshold: number): { text: number; score: number }[] {
    const { texts, seen, touched } = this;
    const meaning = texts.meanings[text];
    if (!meaning || (texts.norm[text] ?? 0) === 0) return [];
    for (const w of texts.words[text] ?? []) {
      if (texts.common[w] === 1) continue;
      for (const out of this.byWord[w] ?? []) {
        if (seen[out] === 1) continue;
        seen[out] = 1;
        touched.push(out);
      }
    }
    const found: { text: number; score: number }[] = [];
    for (const out of touched) {
      seen[out] = 0;
      const other = texts.meanings[out];
      if (out === text || !other || !compatibleMeanings(meaning, other)) continue;
      const score = texts.cosine(text, out);
      if (score >= threshold) found.push({ text: out, score });
    }
    touched.length = 0;
    return found.sort((a, b) => b.score - a.score || a.text - b.text);
  }
}

/** Whether field `from` already links into requirement r by another rule. */
function linkedAlready(acceptedBy: readonly NameLink[][], r: Requirement, from: number): boolean {
  if (from === r.fieldId) return true;
  for (const l of acceptedBy[r.fieldId] ?? []) if (l.from === from) return true;
  for (const l of r.extra) if (l.from === from) return true;
  return false;
}

function quote(f: ToolField): string {
  const text = f.spec.description === undefined ? '' : descriptionText(f.spec.description).replace(/\s+/g, ' ');
  if (text.length === 0) return `"${f.spec.name}"`;
  return `"${f.spec.name}" (${text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text})`;
}

/** The text id of each output of a tool; -1 for a credential. */
function outputTexts(texts: FieldTexts, t: IndexedTool, credentialFields: Uint8Array): Int32Array {
  const ids = new Int32Array(t.outputs.length);
  for (let o = 0; o < t.outputs.length; o++) {
    const f = t.outputs[o];
    ids[o] = !f || f.spec.credential === true || credentialFields[f.fieldId] === 1 ? -1 : texts.add(f);
  }
  return ids;
}

/** The text id of each requirement of a tool. */
function requirementTexts(texts: FieldTexts, t: IndexedTool): Int32Array {
  const ids = new Int32Array(t.requirements.length);
  for (let k = 0; k < t.requirements.length; k++) {
    const f = t.inputs[t.requirements[k]?.inputPos ?? -1];
    ids[k] = f && f.spec.credential !== true ? texts.add(f) : -1;
  }
  return ids;
}

/** Links requirement r of `consumer` from its best matches' fields (at most maxFields); returns how many. */
function linkRequirement(
  tools: readonly IndexedTool[],
  acceptedBy: readonly NameLink[][],
  postings: OutputPostings,
  consumer: IndexedTool,
  r: Requirement,
  matches: readonly { text: number; score: number }[],
  options: Readonly<MeaningOptions>,
): number {
  let kept = 0;
  let best = 0;
  for (const m of matches) {
    if (kept >= options.maxFields || (kept > 0 && m.score < best - options.margin)) break;
    const out = postings.outputs.get(m.text);
    if (!out || linkedAlready(acceptedBy, r, out.fieldId)) continue;
    const self = out.first === consumer.index;
    const producer = tools[self ? out.second : out.first];
    const output = producer?.outputs[self ? out.secondPos : out.firstPos];
    const input = consumer.inputs[r.inputPos];
    if (!producer || !output || !input) continue;
    r.extra.push({ from: out.fieldId, to: r.fieldId, strength: LINK_STRENGTH.meaning, rule: 'meaning' });
    r.extraEvidence.push(
      `${quote(input)} reads like ${producer.tool.name}'s ${quote(output)} (meaning similarity ${m.score.toFixed(2)})`,
    );
    if (kept === 0) best = m.score;
    kept++;
  }
  return kept;
}

/**
 * Adds the meaning rule's links (see MeaningOptions) to the requirements in place: for each
 * required input, the best-scoring output fields of other tools at cosine ≥ threshold, at most
 * maxFields, skipping fields that already link into it, credentials and the tool's own outputs.
 * Only words shared through the inverted index are scored, never all pairs. Returns how many.
 */
export function addMeaningLinks(
  tools: readonly IndexedTool[],
  acceptedBy: readonly NameLink[][],
  options: Readonly<MeaningOptions> = MEANING_OPTIONS,
): number {
  const texts = new FieldTexts(acceptedBy.length);
  const credentialFields = new Uint8Array(acceptedBy.length);
  for (const t of tools) for (const f of t.inputs) if (f.spec.credential === true) credentialFields[f.fieldId] = 1;
  const outputTextOf: Int32Array[] = [];
  const inputTextOf: Int32Array[] = [];
  for (const t of tools) {
    outputTextOf.push(outputTexts(texts, t, credentialFields));
    inputTextOf.push(requirementTexts(texts, t));
  }
  texts.weigh();
  const postings = new OutputPostings(texts, tools, outputTextOf);
  const matchesOf = new Array<{ text: number; score: number }[] | undefined>(texts.words.length).fill(undefined);
  let added = 0;
  for (const consumer of tools) {
    const textOf = inputTextOf[consumer.index];
    for (let k = 0; k < consumer.requirements.length; k++) {
      const text = textOf?.[k] ?? -1;
      const r = consumer.requirements[k];
      if (text < 0 || !r) continue;
      let matches = matchesOf[text];
      if (!matches) {
        matches = postings.matches(text, options.threshold);
        matchesOf[text] = matches;
      }
      if (matches.length > 0) added += linkRequirement(tools, acceptedBy, postings, consumer, r, matches, options);
    }
  }
  return added;
}
