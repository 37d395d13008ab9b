import { STOPWORDS } from '../catalog/lexicon';
import { verbOperations, type Operation } from './operations';
import { emailRanges, plainWords, quotedRanges, stem } from './tokenize';

/** One step a request asks for: its verb, what the verb asks (CRUD), and the words of what it acts on (stems). */
export interface RequestAction {
  /** The verb's stem. */
  verb: string;
  /** The operations the verb asks for (none for a verb outside the lexicon). */
  operations: readonly Operation[];
  /** Stems of the first OBJECT_WORDS content words after the verb: what it acts on. */
  objects: readonly string[];
  /**
   * True for a verb outside the lexicon that opens its clause ("Refund the last charge", "Star
   * the repository"): it may name the thing it makes (a refund) or be the tool's own verb (star).
   */
  named: boolean;
}

/** How many content words after a verb name what it acts on. */
export const OBJECT_WORDS = 3;

/** Where one step of a request ends and the next begins: punctuation, "and", "then", "finally", … */
const CLAUSE_BREAK =
  /[,;:!?](?:\s|$)|\.(?:\s|$)|\n|\b(?:and|then|next|finally|afterwards?|once|also|lastly|subsequently)\b/i;

/** Words a request opens a clause with before its verb ("Could you please help me refund …"). */
// prettier-ignore
const COURTESY = new Set([
  'please', 'kindly', 'could', 'can', 'would', 'will', 'you', 'help', 'me', 'us', 'i', 'we', 'need', 'want',
  'like', 'to', 'let', 'lets', 'just', 'now', 'go', 'ahead', 'first', 'ok', 'okay',
]);

/**
 * The actions of a request, one per clause: the clause's first verb of the lexicon and what
 * follows it ("Create a new customer with email …" → create: customer, email), or, when the
 * clause has none, the bare word that opens it, courtesy skipped ("Refund the last charge" →
 * refund: last, charge). Quoted text and email addresses are data and name nothing. "set up" creates.
 */
export function requestActions(query: string): RequestAction[] {
  const out: RequestAction[] = [];
  for (const clause of unquoted(query).split(CLAUSE_BREAK)) {
    const action = clauseAction(plainWords(clause ?? ''));
    if (action) out.push(action);
  }
  return out;
}

function clauseAction(words: readonly string[]): RequestAction | undefined {
  for (let k = 0; k < words.length; k++) {
    const word = words[k] ?? '';
    const setUp = word === 'set' && words[k + 1] === 'up';
    const operations = setUp ? (['create'] as const) : verbOperations(word);
    if (operations)
      return { verb: stem(word), operations, objects: objectStems(words, k + (setUp ? 2 : 1)), named: false };
  }
  const at = words.findIndex((w) => !COURTESY.has(w));
  const opener = words[at];
  if (opener === undefined || !isContentWord(opener) || !isBare(opener)) return undefined;
  return { verb: stem(opener), operations: [], objects: objectStems(words, at + 1), named: true };
}

function objectStems(words: readonly string[], from: number): string[] {
  const out: string[] = [];
  for (let k = from; k < words.length && out.length < OBJECT_WORDS; k++) {
    const w = words[k] ?? '';
    if (isContentWord(w) && !verbOperations(w)) out.push(stem(w));
  }
  return out;
}

function isContentWord(word: string): boolean {
  return !STOPWORDS.has(word) && word.length > 1 && !/\d/.test(word);
}

/** An imperative's form: not -ing, -ed, -ly or -s ("Following this, …" opens no action). */
function isBare(word: string): boolean {
  return !/(ing|ed|ly|s)$/.test(word);
}

/** The text with its quoted spans and email addresses blanked out: data, not what the request acts on. */
function unquoted(text: string): string {
  let out = text;
  for (const [a, b] of [...quotedRanges(text), ...emailRanges(text)])
    out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}
