import { descriptionText } from './descriptionText';
import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';
import { GENERIC_FIELD_TOKENS, STOPWORDS } from './lexicon';
import { isIdentifierName } from './linkScope';

/**
 * The words a field's name and description are read by in the meaning rule (meaningLinks.ts):
 * lower case, camelCase and punctuation split, singular, short forms spelled out (`info` →
 * information, `desc` → description), stop words, fillers and numbers dropped.
 */

/** Words a field description uses around what the field is ("the value of", "within", "e.g."). */
const DESCRIPTION_FILLERS: ReadonlySet<string> = new Set([
  'within',
  'such',
  'eg',
  'ie',
  'etc',
  'example',
  'specified',
  'specific',
  'provided',
  'used',
  'use',
  'should',
  'may',
  'must',
  'optional',
  'required',
  'default',
  'whether',
  'will',
  'being',
  'these',
  'those',
  'other',
  'where',
  'when',
  'how',
  // Format notes ("YYYY-MM-DD", "ISO 8601") make every date alike, whatever date it is.
  'format',
  'iso',
  'yyyy',
  'yy',
  'mm',
  'dd',
  'hh',
  'ss',
]);

/** Short forms field names use for the words their descriptions spell out. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  info: 'information',
  desc: 'description',
  descr: 'description',
  addr: 'address',
  qty: 'quantity',
  num: 'number',
  msg: 'message',
  img: 'image',
  pic: 'picture',
  doc: 'document',
  loc: 'location',
  lang: 'language',
  temp: 'temperature',
  amt: 'amount',
  dest: 'destination',
  src: 'source',
  dept: 'department',
  org: 'organization',
  pwd: 'password',
  tel: 'telephone',
};

const CAMEL_LOWER_UPPER = /([a-z0-9])([A-Z])/g;
const CAMEL_ACRONYM = /([A-Z]+)([A-Z][a-z])/g;
const NON_ALNUM = /[^a-z0-9]+/;
const DIGITS = /^\d+$/;
const DESCRIPTION_CHARS = 300;

function addWords(words: Set<string>, raw: readonly string[]): void {
  for (const token of raw) {
    if (token.length < 2 || DIGITS.test(token)) continue;
    const singular = singularToken(token);
    const word = SHORT_FORMS[singular] ?? singular;
    if (!STOPWORDS.has(word) && !DESCRIPTION_FILLERS.has(word)) words.add(word);
  }
}

/** Pairs of words that make two otherwise alike fields opposite ends of something (start_time, end_time). */
const OPPOSITES: readonly (readonly [string, string])[] = [
  ['start', 'end'],
  ['begin', 'end'],
  ['from', 'to'],
  ['origin', 'destination'],
  ['source', 'destination'],
  ['source', 'target'],
  ['departure', 'arrival'],
  ['departure', 'return'],
  ['check_in', 'check_out'],
  ['min', 'max'],
  ['minimum', 'maximum'],
  ['first', 'last'],
  ['input', 'output'],
  ['sender', 'recipient'],
  ['pickup', 'dropoff'],
  ['old', 'new'],
  ['before', 'after'],
  ['latitude', 'longitude'],
  ['lat', 'lng'],
  ['lat', 'lon'],
];

/** What the meaning rule reads of a field. */
export interface FieldMeaning {
  /** Distinct meaning words of the name and the description. */
  words: Set<string>;
  /** The field holds an identifier: its name ends in id (isIdentifierName) or its description opens with "(the) (unique) id". */
  identifier: boolean;
  /** The name's last word when it is a generic kind of value (`name`, `status`, `id`…), else ''. */
  kind: string;
  /** The name's words (singular), for opposites. */
  nameWords: readonly string[];
  /** For an identifier, what it identifies: its name's words less the generic ones (`contact_list_id` → contact list). */
  identifies: string;
}

const IDENTIFIER_OPENING = /^\s*(?:the\s+|a\s+|an\s+)?(?:unique\s+|internal\s+)?(?:id|ids|identifiers?|uuid)\b/i;

/**
 * What a field means to the meaning rule: its canonical name's words and its description's
 * (as text; description words are not cached like field names, a catalog has thousands).
 */
export function fieldMeaning(canonical: string, description: string | undefined): FieldMeaning {
  const words = new Set<string>();
  const nameWords = fieldTokens(normalizeFieldName(canonical)).map(singularToken);
  addWords(words, nameWords);
  const text = description ? descriptionText(description).slice(0, DESCRIPTION_CHARS) : '';
  if (text) {
    // The first sentences say what the field is; a long description's rest (usage notes) only dilutes it.
    addWords(
      words,
      text.replace(CAMEL_ACRONYM, '$1_$2').replace(CAMEL_LOWER_UPPER, '$1_$2').toLowerCase().split(NON_ALNUM),
    );
  }
  const last = nameWords[nameWords.length - 1] ?? '';
  return {
    words,
    identifier: isIdentifierName(canonical) || IDENTIFIER_OPENING.test(text),
    kind: GENERIC_FIELD_TOKENS.has(last) ? last : '',
    nameWords,
    identifies: nameWords.filter((w) => !GENERIC_FIELD_TOKENS.has(w) && !isIdentifierName(w)).join(' '),
  };
}

/**
 * Whether two fields can mean the same at all: both identifiers of the same thing or neither, the same generic
 * kind when both names end in one (`patient_id`, `patient_name`), and no opposites (start / end).
 */
export function compatibleMeanings(a: FieldMeaning, b: FieldMeaning): boolean {
  if (a.identifier !== b.identifier) return false;
  // Two identifiers are the same only for the same thing (a contact list's id is no contact's).
  if (a.identifier && a.identifies !== b.identifies) return false;
  if (a.kind !== '' && b.kind !== '' && a.kind !== b.kind) return false;
  const joinedA = `_${a.nameWords.join('_')}_`;
  const joinedB = `_${b.nameWords.join('_')}_`;
  for (const [x, y] of OPPOSITES) {
    if (
      (joinedA.includes(`_${x}_`) && joinedB.includes(`_${y}_`)) ||
      (joinedA.includes(`_${y}_`) && joinedB.includes(`_${x}_`))
    )
      return false;
  }
  return true;
}
