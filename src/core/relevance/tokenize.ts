import { CONNECTIVES, OPENING_CONNECTIVES, STOPWORDS } from '../catalog/lexicon';

const WORDS = /[\p{L}\p{N}]+/gu;
/** What separates WORDS: splitting on it gives the same words (and empty ends) with no match objects. */
const NON_WORDS = /[^\p{L}\p{N}]+/u;
const CAMEL = /([\p{Ll}\p{N}])(\p{Lu})/gu;
/** An acronym's end inside a camelCase word (getURLInfo → get URL Info), not a plural acronym's (URLs, IDs). */
const ACRONYM = /(\p{Lu})(?=\p{Lu}\p{Ll})(?!\p{Lu}s$)/gu;

/** A word's camelCase parts (createHubSpotContact → create Hub Spot Contact, getURLInfo → get URL Info). */
function camelParts(word: string): string[] {
  return word.replace(CAMEL, '$1 $2').replace(ACRONYM, '$1 ').split(' ');
}

/**
 * Words this long also index a 6-letter prefix term, so "classify" meets "classification" and
 * "remind" meets "reminders".
 */
export const PREFIX_MIN_LENGTH = 6;
const PREFIX_LENGTH = 6;
/** Prefix terms start with a character no word has, so they never collide with a real word. */
export const PREFIX_MARK = '~';

/**
 * Reduces an English word to a crude stem, so a word's inflections meet: plurals, -ing and -ed
 * (emailing → email, booked → book, statuses → status), a final e (create, created,
 * creating, creates → creat; issue, issued, issues → issu), a final y after a consonant
 * (company, companies → compani; query, queried → queri) and the British doubled l (labelled,
 * labelling → label). Stems are index terms, not words: a user sees the request's own word.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && (w.endsWith('ies') || w.endsWith('ied'))) return `${w.slice(0, -3)}i`;
  if (w.length > 4 && /(sses|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 5 && w.endsWith('uses')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) return w.slice(0, -1);
  if (w.length >= 3 && w.endsWith('y') && !/[aeiou]/.test(w[w.length - 2] ?? '')) return `${w.slice(0, -1)}i`;
  return w;
}

/** Drops a doubled final consonant left by -ing / -ed (stopped → stop), and the British doubled l (cancell → cancel). */
function undouble(w: string): string {
  const n = w.length;
  if (n > 5 && w.endsWith('ell')) return w.slice(0, -1);
  return n > 2 && w[n - 1] === w[n - 2] && !/[lsz]/.test(w[n - 1] ?? '') ? w.slice(0, -1) : w;
}

/** A token with its word position in the text (0-based, stopwords skipped but counted). */
export interface PositionedToken {
  token: string;
  /** The word it came from, lowercased (what a user reads: "created", not the stem "creat"). */
  word: string;
  position: number;
  /** True for a companion term (a long word's prefix, a camelCase word kept whole): half weight. */
  prefix: boolean;
  /** True inside a quoted span ('…', "…", “…”): user data, not the request's instructions. */
  quoted: boolean;
  /** True in a clause that presents what the user has (dataClauseRanges): it describes s0. */
  presented: boolean;
  /** True before the sentence that opens with "First," (prefaceEnd): the request's preface names no step. */
  preface: boolean;
}

const QUOTED = /(?<![\p{L}\p{N}])(["'‘“])(?:(?!\1)[^\n]){2,}?(["'’”])(?![\p{L}\p{N}])/gu;

/** Character ranges of quoted spans (matching open/close quotes, not apostrophes inside words). */
export function quotedRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(QUOTED)) {
    const open = m[1];
    const close = m[2];
    const pairs = open === close || (open === '‘' && close === '’') || (open === '“' && close === '”');
    if (pairs) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/**
 * A clause that presents what the user has rather than asking for a step: "I have an audio file
 * named example.wav containing a music piece", "I've got a long article about …", "Here is my
 * article", "Given a CSV of sales". It opens a sentence with I have / I've (got) / I own / here
 * is / here's / given ("I have to", "I have been" do not present anything) and runs to the end
 * of the sentence, a relative clause ("… a water sample that needs to be analyzed": the ask), a
 * comma before and / but / so / then / please / can / could / I, or "and I / we / please". Its
 * words describe s0's objects: "music" there announces no step of Audio-to-Audio's before the
 * step the request asks for (announcements.ts).
 */
const DATA_CLAUSE =
  /(?:^|(?<=[.;!?:]\s+))(?:I\s+have(?!\s+(?:to|been|had|done|a\s+question)\b)(?:\s+got)?|I've(?!\s+been)(?:\s+got)?|I\s+own|Here\s+is|Here's|Given)\b(?:[^.;!?:]|[.:](?=\S))*?(?=[.;!?:](?:\s|$)|\s+(?:that|which|who)\b|,\s*(?:and|but|so|then|please|can|could|I)\b|\s+and\s+(?:I|we|please)\b|$)/giu;

/** Character ranges of the clauses that present what the user has (DATA_CLAUSE). */
export function dataClauseRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(DATA_CLAUSE)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/**
 * Where a request's preface ends: the start of a later sentence that opens with "First," /
 * "Firstly," / "First of all," / "To begin (with)," / "To start (with),"; 0 when none. "I need
 * some information about energy supply and consumption. First, retrieve the production data of
 * the Ghawar oil field. Then …": the first sentence sums the steps up, and its words ("energy",
 * "consumption") neither place a step nor announce one.
 */
export function prefaceEnd(text: string): number {
  return FIRST_STEP.exec(text)?.index ?? 0;
}

const FIRST_STEP = /(?<=[.;!?:]\s+)(?:First(?:ly)?|First of all|To (?:begin|start)(?: with)?)\s*,/iu;

/**
 * An email address: data a request carries, whose words (bob, example, com) name no tool. URLs
 * keep their words: a webhook's path often says what it is for (`/twilio-usage`).
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

/** Character ranges of the email addresses in a text. */
export function emailRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(EMAIL)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/**
 * Text → stemmed tokens without stopwords (camelCase and snake_case split), each long word
 * followed by its prefix term, with word positions (so the order of steps in a request can
 * be read back), whether the word sits inside quotes, whether in a clause that presents what
 * the user has (dataClauseRanges), and whether in the request's preface (prefaceEnd; such words
 * count as presented too). The words of email addresses are left out (they still take their
 * positions): `bob@example.com` names no tool.
 */
export function positionedTokens(text: string): PositionedToken[] {
  const out: PositionedToken[] = [];
  const quotes = quotedRanges(text);
  const clauses = dataClauseRanges(text);
  const emails = emailRanges(text);
  const before = prefaceEnd(text);
  let position = 0;
  for (const m of text.matchAll(WORDS)) {
    if (emails.some(([a, b]) => m.index >= a && m.index < b)) {
      position++;
      continue;
    }
    const quoted = quotes.some(([a, b]) => m.index >= a && m.index < b);
    const preface = m.index < before;
    const presented = preface || clauses.some(([a, b]) => m.index >= a && m.index < b);
    const lower = m[0].toLowerCase();
    if (CONNECTIVES.has(lower) || (OPENING_CONNECTIVES.has(lower) && opensClause(text, m.index))) {
      position++;
      continue;
    }
    const parts = camelParts(m[0]);
    // Brand names like HubSpot also match as one word (tool ids spell them `hubspot`).
    if (parts.length > 1)
      out.push({
        token: m[0].toLowerCase(),
        word: m[0].toLowerCase(),
        position,
        prefix: true,
        quoted,
        presented,
        preface,
      });
    for (const part of parts) {
      const word = fullWord(part.toLowerCase());
      position++;
      if (STOPWORDS.has(word) || (word.length === 1 && !/\d/.test(word))) continue;
      out.push({ token: stem(word), word, position: position - 1, prefix: false, quoted, presented, preface });
      if (word.length >= PREFIX_MIN_LENGTH)
        out.push({
          token: PREFIX_MARK + word.slice(0, PREFIX_LENGTH),
          word,
          position: position - 1,
          prefix: true,
          quoted,
          presented,
          preface,
        });
    }
  }
  return out;
}

/** A title's word in full ("Dr. Smith" speaks of a doctor), in a request and a tool alike. */
const TITLES: ReadonlyMap<string, string> = new Map([
  ['dr', 'doctor'],
  ['prof', 'professor'],
]);
export const fullWord = (word: string): string => TITLES.get(word) ?? word;

/** Whether the word at `at` opens the text, a sentence or a clause (after . ! ? ; : , or "and"). */
function opensClause(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  return before === '' || /[.!?;:,]$/.test(before) || /\band$/i.test(before);
}

/**
 * Calls `visit` for each token of a text (companion terms flagged), without building token
 * objects: the index tokenizes every tool, and at 64,000 tools allocation is what costs.
 */
export function forEachToken(text: string, visit: (token: string, companion: boolean) => void): void {
  // split, not matchAll: a match object per word was the index build's largest allocation
  // (75 of 292 MB for 16,000 tools), and the garbage collector took ~40 % of the build.
  for (const word of text.split(NON_WORDS)) {
    if (word === '') continue;
    const terms = wordTerms(word);
    for (let k = 0; k < terms.tokens.length; k++) visit(terms.tokens[k] ?? '', terms.companion[k] ?? false);
  }
}

/** How many terms of a text are words, not companions (its length as the index counts it). */
export function wordTermCount(text: string): number {
  let n = 0;
  for (const word of text.split(NON_WORDS)) {
    if (word === '') continue;
    const terms = wordTerms(word);
    for (const companion of terms.companion) if (!companion) n++;
  }
  return n;
}

/** What one word contributes to forEachToken, in order. */
interface WordTerms {
  tokens: string[];
  companion: boolean[];
}

/**
 * Words seen recently → their terms: catalogs repeat a few thousand words over and over, and
 * splitting, stemming and prefixing each occurrence again is most of the index build. The
 * function is pure, so the cache changes nothing but time; it is cleared when it grows large.
 */
const wordTermCache = new Map<string, WordTerms>();
const WORD_TERM_CACHE_MAX = 100_000;

function wordTerms(raw: string): WordTerms {
  let terms = wordTermCache.get(raw);
  if (terms) return terms;
  terms = { tokens: [], companion: [] };
  const parts = camelParts(raw);
  if (parts.length > 1) {
    terms.tokens.push(raw.toLowerCase());
    terms.companion.push(true);
  }
  for (const part of parts) {
    const word = fullWord(part.toLowerCase());
    if (STOPWORDS.has(word) || (word.length === 1 && !/\d/.test(word))) continue;
    terms.tokens.push(stem(word));
    terms.companion.push(false);
    if (word.length >= PREFIX_MIN_LENGTH) {
      terms.tokens.push(PREFIX_MARK + word.slice(0, PREFIX_LENGTH));
      terms.companion.push(true);
    }
  }
  if (wordTermCache.size >= WORD_TERM_CACHE_MAX) wordTermCache.clear();
  wordTermCache.set(raw, terms);
  return terms;
}

/** A text's words in order, camelCase split and lowercased, stopwords kept (verbs like "get" are stopwords). */
export function plainWords(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(NON_WORDS)) {
    if (word === '') continue;
    for (const part of camelParts(word)) out.push(part.toLowerCase());
  }
  return out;
}

/** Stemmed tokens (with prefix terms) of a text, without positions. */
export function textTokens(text: string): string[] {
  return positionedTokens(text).map((t) => t.token);
}
