import type { CatalogIndex } from '../catalog/catalogIndex';
import { descriptionText } from '../catalog/descriptionText';
import { fieldTokens, singularToken } from '../catalog/fieldNames';
import { GENERIC_FIELD_TOKENS, STOPWORDS, TOOL_NAME_VERBS } from '../catalog/lexicon';
import type { RelevanceRanking } from '../relevance/rankByRelevance';
import { fullWord } from '../relevance/tokenize';
import { wordRow, wordSimilarity, wordVectors, type WordVectors } from '../relevance/wordVectors';
import { logisticRows } from '../util/logistic';
import type { StateField } from './stateFields';

/**
 * Which inputs of the tools a request is about does the request itself supply? "Check the
 * status of device with ID "mss2qhz2"" gives `device_id`, "how a child develops at age 8"
 * `age`, "the book titled 'The Hobbit'" `title`, "rooms in New York" `location`. The literal
 * rules of inferState.ts name a field from the value's shape (an email, a date); this reads the
 * other way: for each required input of the relevance top BINDING_TOOLS tools, whether the
 * request gives it a value — next to words that name it, next to words that mean the same in
 * the word vectors, or as a literal of a kind that means the same. A field the request only
 * names ("extract the audio") is not a candidate: naming is not supplying. A fitted logistic
 * model (FITTED_BINDING, learned from the dev sets' given states by bench/trainBinding.ts) turns
 * the features into the probability that s0 supplies the field; fields at BIND_THRESHOLD or
 * above are inferred with that confidence and the words that gave them as evidence.
 * Features, each in [0, 1]:
 * - nameShare: share of the field's own words (generic ones like `id` aside) the request uses
 *   outside quotes; valueAfter: a value within VALUE_WINDOW words after such a mention (1 for the
 *   next word, less further; "named", "with", "ID" skipped); valueBefore: a value just before it.
 * - semantic: best cosine of a request word with the field's words; semanticValue: a value next
 *   to that word (from MEANS_SAME).
 * - literal: 1 when a literal rule found the field by name, else the similarity of the literal
 *   this field owns (literalOwners).
 * - idField: the field is an identifier (`…_id`, `…_sid`, `…_number`, `…_key`); idValue: and the
 *   value next to its mention is shaped like one (letters and digits, a #number, owner/name).
 * - quoted, properNoun: the request holds quoted text / a capitalized word inside a sentence.
 * - toolRel: the best relevance share among the top tools that require the field; top1: the
 *   top tool requires it.
 * - descValue: a value after a word that both the field's description and its tool's name use
 *   ("the movie 'Inception'" for `play_movie_by_title`'s `title`, "The title of the movie to
 *   play"): the request names the tool's object and gives the value the field describes. Not
 *   for an identifier (the value next to the thing's word is its name, not its id), nor by a
 *   word that names another input of the tool, nor by a verb.
 * - unitFit: the value is a quantity in a unit ("175cm", "50 kg", "$200", "3 hours"): 1 where the
 *   field's words name that kind of quantity (`height`, `weight`, `budget`, `duration`) or the
 *   unit itself (`weight_kg`), −1 where they do not ("175cm" for `bmi_value`); 0 for any other
 *   value (quantityFit).
 * A value is a quoted span, a word with a digit, `@` or `#`, an a/b path, a capitalized word
 * inside a sentence, or the word after "called" or "named" ("a team called growth": a name, so
 * it binds no identifier; "called drug XYZ" gives `XYZ`); a value a specific literal rule took
 * (a phone number) is that field's.
 */
export const BINDING_FEATURES = [
  'nameShare',
  'valueAfter',
  'valueBefore',
  'semantic',
  'semanticValue',
  'literal',
  'idField',
  'idValue',
  'quoted',
  'toolRel',
  'top1',
  'properNoun',
  'descValue',
  'unitFit',
] as const;
export const BINDING_FEATURE_COUNT = BINDING_FEATURES.length;

/** Relevance top tools whose required inputs are candidates. */
export const BINDING_TOOLS = 16;
/** A candidate is inferred from this fitted probability on. */
export const BIND_THRESHOLD = 0.5;
/** Words after (or before) a mention searched for its value. */
const VALUE_WINDOW = 3;
/** A word means a field's word from this cosine on (semantic and semanticValue). */
const MEANS_SAME = 0.5;

export interface BindingModel {
  weights: readonly number[];
  bias: number;
}

/** One request word: its text, where it is, its comparable token, and whether it looks like a value. */
interface RequestWord {
  raw: string;
  at: number;
  token: string;
  stem: string;
  value: boolean;
  /**
   * Inside quotes (part of a value, not the request's own words): the quoted text it is part of,
   * without the quotes, and where it ends (after the closing quote).
   */
  quote?: { text: string; end: number };
  row: number | undefined;
  /** A value only because "called" or "named" comes before it: the name of a thing, not its id. */
  named?: boolean;
}

/** The candidate fields of a request and their features (row-major, BINDING_FEATURE_COUNT per field). */
export interface BindingCandidates {
  fields: number[];
  x: Float32Array;
  /** Per candidate: the request span that named it (mention and value), when one did. */
  evidence: { start: number; end: number; text: string }[];
  /** Per candidate: the value the request gives it (the value word, or the literal's value). */
  values: (string | undefined)[];
}

const WORD = /[\p{L}\p{N}#@.'/+-]+/gu;
const QUOTED = /(["“‘])([^"”’]{1,80})["”’]|(?<![\p{L}\p{N}])'([^']{1,80})'(?![\p{L}\p{N}])/gu;
const ID_SUFFIXES = new Set(['id', 'ids', 'sid', 'number', 'code', 'key', 'uuid', 'slug', 'no']);
/** A value that identifies something: letters and digits mixed, a #number, a path-like a/b. */
const ID_LIKE = /^(?:#\d+|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{4,}|\d{2,}|[\w.-]+\/[\w.-]+)$/;

/** Words between a field's name and its value ("named", "titled", "called", "with"). */
const FILLERS = new Set(['named', 'titled', 'called', 'entitled', 'labelled', 'labeled', 'with', 'id', 'number']);
/** Capitalized words that are not values ("with ID 44", "Number 5"). */
const NOT_VALUES: ReadonlySet<string> = new Set([...GENERIC_FIELD_TOKENS, ...FILLERS]);

/** Titles before a person's name ("Dr. Brown"). */
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof)$/i;

const stemOf = (token: string): string => (token.length > 5 ? token.slice(0, 5) : token);

function requestWords(query: string, v: WordVectors, claimed: readonly [number, number][]): RequestWord[] {
  const quoted: [number, number, string][] = [];
  for (const m of query.matchAll(QUOTED)) quoted.push([m.index, m.index + m[0].length, m[2] ?? m[3] ?? '']);
  const quoteAt = (at: number): [number, number, string] | undefined => quoted.find(([s, e]) => at > s && at < e);
  const words: RequestWord[] = [];
  for (const m of query.matchAll(WORD)) {
    const raw = m[0].replace(/^[.'/+-]+|[.'/+-]+$/g, '');
    if (raw.length === 0) continue;
    const at = m.index + m[0].indexOf(raw);
    const quote = quoteAt(at);
    const token = singularToken(fullWord(raw.toLowerCase().replace(/[^a-z0-9]/g, '')));
    const before = query.slice(Math.max(0, at - 2), at);
    // "Dr. Brown": the period after a title ends no sentence, and the title is no value.
    const afterTitle = HONORIFIC.test(words.at(-1)?.raw ?? '');
    const sentenceStart = words.length === 0 || (/[.!?:]\s*$/.test(before) && !afterTitle);
    // The word after "called" or "named" is a name, capitalized or not ("a team called growth").
    const named = /^(?:called|named|titled|entitled)$/i.test(words.at(-1)?.raw ?? '');
    // A value a literal rule took (a phone number, a date) is that field's, not a neighbour's.
    const taken = claimed.some(([s, e]) => at >= s && at < e);
    const shaped =
      quote !== undefined ||
      /\d|@|^#/.test(raw) ||
      /^[\w.-]+\/[\w.-]+$/.test(raw) ||
      (/^\p{Lu}/u.test(raw) && !sentenceStart && raw !== 'I' && !NOT_VALUES.has(token) && !HONORIFIC.test(raw));
    // A value by its frame alone: a name, which binds no identifier.
    const namedOnly = !taken && !shaped && named && !STOPWORDS.has(token);
    const value = !taken && (shaped || namedOnly);
    words.push({
      raw,
      at,
      token,
      stem: stemOf(token),
      value,
      ...(quote ? { quote: { text: quote[2], end: quote[1] } } : {}),
      row: wordRow(v, raw.toLowerCase()),
      ...(namedOnly ? { named: true } : {}),
    });
  }
  // "called drug XYZ": the name is the value that follows, not its first word.
  words.forEach((w, k) => {
    const next = words[k + 1];
    if (w.named && next?.value && !next.named && next.at - (w.at + w.raw.length) <= 1) {
      w.value = false;
      delete w.named;
    }
  });
  return words;
}

/** A field's words that say what it is (its generic tokens only where it has nothing else). */
function contentTokens(name: string): string[] {
  const tokens = fieldTokens(name).map(singularToken);
  const content = tokens.filter((t) => !GENERIC_FIELD_TOKENS.has(t) && !STOPWORDS.has(t));
  return content.length > 0 ? content : tokens;
}

/**
 * The required inputs of the relevance top BINDING_TOOLS tools that the request speaks of (by
 * their words, by words that mean the same next to a value, or by a literal of a kind that means
 * the same), with their features and that evidence. `literals` are the fields the literal rules
 * inferred (inferState.ts); `roles`, those a catalog role filled (a phone number as `from`): their
 * values are theirs, as the literals' are, but they take no other input.
 */
export function bindingCandidates(
  index: CatalogIndex,
  query: string,
  relevance: RelevanceRanking,
  literals: readonly StateField[],
  roles: readonly StateField[] = [],
): BindingCandidates {
  const v = wordVectors();
  const claimed: [number, number][] = [];
  // Quoted text is the literal rules' catch-all: a field the request names may still take it.
  for (const l of [...literals, ...roles])
    if (l.evidence && l.rule !== 'quoted text') claimed.push([l.evidence.start, l.evidence.end]);
  const words = requestWords(query, v, claimed);
  const hasQuoted = words.some((w) => w.value && /[\p{L}]/u.test(w.raw) && !/\d/.test(w.raw));
  const hasProper = words.some((w, k) => k > 0 && /^\p{Lu}\p{Ll}/u.test(w.raw));
  const toolRel = new Map<number, number>();
  const top1 = new Set<number>();
  const order = relevance.order;
  for (let k = 0; k < Math.min(BINDING_TOOLS, order.length); k++) {
    const tool = index.tools[order[k] ?? -1];
    if (!tool) continue;
    const share = (relevance.scores[order[k] ?? 0] ?? 0) / (relevance.max || 1);
    for (const r of tool.requirements) {
      toolRel.set(r.fieldId, Math.max(toolRel.get(r.fieldId) ?? 0, share));
      if (k === 0) top1.add(r.fieldId);
    }
  }
  const described = describedStems(index, relevance.order.subarray(0, BINDING_TOOLS));
  const fields: number[] = [];
  const rowsOut: number[] = [];
  const evidence: BindingCandidates['evidence'] = [];
  const values: BindingCandidates['values'] = [];
  const owner = literalOwners(index, v, literals, [...toolRel.keys()]);
  for (const fieldId of toolRel.keys()) {
    const name = index.vocab.names[fieldId] ?? '';
    const tokens = contentTokens(name);
    const fullTokens = fieldTokens(name).map(singularToken);
    const stems = new Set(tokens.map(stemOf));
    const rows = tokens.map((t) => wordRow(v, t)).filter((r): r is number => r !== undefined);
    let matched = 0;
    let valueAfter = 0;
    let valueBefore = 0;
    // A value next to a mention of the field is shaped like an identifier.
    let idShaped = false;
    let span: { start: number; end: number } | undefined;
    let value: string | undefined;
    const seen = new Set<string>();
    words.forEach((w, k) => {
      if (w.quote || !stems.has(w.stem)) return;
      if (!seen.has(w.stem)) matched++;
      seen.add(w.stem);
      const after = valueNear(words, k);
      if (after.near > valueAfter) {
        valueAfter = after.near;
        span = { start: w.at, end: after.end };
        value = after.raw;
      }
      if (after.near > 0 && ID_LIKE.test(after.raw)) idShaped = true;
      const prev = words[k - 1];
      if (prev?.value && ID_LIKE.test(prev.raw)) idShaped = true;
      // "Apple's financial data": a possessive names what the field is about, not its value.
      if (prev?.value && valueBefore === 0 && !POSSESSIVE.test(prev.raw)) {
        valueBefore = 1;
        if (span === undefined) {
          span = { start: prev.at, end: w.at + w.raw.length };
          value = prev.raw;
        }
      }
    });
    // The request word closest in meaning to the field's words, and whether a value is next to it.
    let semantic = 0;
    let semanticAt = -1;
    words.forEach((w, k) => {
      if (w.row === undefined || w.quote || STOPWORDS.has(w.token)) return;
      for (const r of rows) {
        const s = wordSimilarity(v, r, w.row);
        if (s > semantic) {
          semantic = s;
          semanticAt = k;
        }
      }
    });
    const at = words[semanticAt];
    let semanticValue = 0;
    if (semantic >= MEANS_SAME && at) {
      const after = valueNear(words, semanticAt);
      const prior = words[semanticAt - 1];
      const before = prior && !POSSESSIVE.test(prior.raw) ? prior : undefined;
      semanticValue = Math.max(after.near, before?.value ? 1 : 0);
      if (span === undefined && semanticValue > 0) {
        span =
          after.near > 0
            ? { start: at.at, end: after.end }
            : { start: before?.at ?? at.at, end: at.at + at.raw.length };
        value = after.near > 0 ? after.raw : before?.raw;
      }
    }
    // A value after a word of the tool's name that the field's description uses (descValue).
    let descValue = 0;
    // Not for an identifier: a word of its description names the thing, and the value next to
    // it is that thing's name ("Rename #proj-phoenix": the channel's name, not its id).
    const desc = index.identifierField[fieldId] === 1 ? undefined : described.get(fieldId);
    if (desc)
      words.forEach((w, k) => {
        if (w.quote || !desc.has(w.stem) || stems.has(w.stem)) return;
        const after = valueNear(words, k);
        if (after.near > descValue) {
          descValue = after.near;
          if (span === undefined) {
            span = { start: w.at, end: after.end };
            value = after.raw;
          }
        }
      });
    const idField = isIdentifier(name) ? 1 : 0;
    let literal = 0;
    let from: StateField | undefined;
    for (const l of literals) {
      const sim = l.name === name ? 1 : owner.get(l)?.fieldId === fieldId ? (owner.get(l)?.similarity ?? 0) : 0;
      if (sim > literal) {
        literal = sim;
        from = l;
      }
    }
    // A name that says the value's shape (`to_email`, `show_date`) takes only a value of that
    // shape. Where the value next to its mention has another ("the theater show 'The Phantom of
    // the Opera' on July 30, 2022": `show_date`), the literal the field owns is its value, and
    // the mention's value counts for nothing.
    if (span !== undefined && !fitsFieldShape(fullTokens, value) && literal >= MEANS_SAME && from?.evidence) {
      span = undefined;
      valueAfter = valueBefore = semanticValue = descValue = 0;
    }
    if (span === undefined && literal >= MEANS_SAME && from?.evidence) {
      span = from.evidence;
      value = from.value;
    }
    // A field that takes a kind of quantity takes the request's quantity of that kind ("at 65
    // mph" for `speed`), where the value found by its words is none or of another kind.
    let unitFit = quantityFit(fullTokens, query, value, span);
    if (unitFit <= 0) {
      const quantity = quantityFor(fullTokens, query);
      if (quantity) {
        span = quantity.span;
        value = quantity.value;
        unitFit = 1;
      }
    }
    // The request names it without a value ("extract the audio"), or not at all: not a candidate.
    if (span === undefined) continue;
    // "A channel called proj-atlas" names a channel to make: its name, not an existing one's id.
    if (index.identifierField[fieldId] === 1 && words.some((w) => w.named && w.raw === value)) continue;
    if (!fitsFieldShape(fullTokens, value)) continue;
    rowsOut.push(
      tokens.length > 0 ? matched / tokens.length : 0,
      valueAfter,
      valueBefore,
      Math.max(0, semantic),
      semanticValue,
      Math.max(0, literal),
      idField,
      idField && idShaped ? 1 : 0,
      hasQuoted ? 1 : 0,
      toolRel.get(fieldId) ?? 0,
      top1.has(fieldId) ? 1 : 0,
      hasProper ? 1 : 0,
      descValue,
      unitFit,
    );
    fields.push(fieldId);
    evidence.push({ start: span.start, end: span.end, text: query.slice(span.start, span.end) });
    values.push(value);
  }
  return { fields, x: Float32Array.from(rowsOut), evidence, values };
}

/** Words of input descriptions that say nothing of what the input is. */
const DESCRIPTION_FILLER: ReadonlySet<string> = new Set([
  'specific',
  'given',
  'provided',
  'optional',
  'required',
  'default',
  'string',
  'value',
  'parameter',
  'use',
  'used',
]);

/**
 * Per required input of `tools`: the stems of the words its description shares with its tool's
 * name (not verbs, fillers or another input's name).
 */
function describedStems(index: CatalogIndex, tools: ArrayLike<number>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (let k = 0; k < tools.length; k++) {
    const tool = index.tools[tools[k] ?? -1];
    if (!tool) continue;
    // A word that names another input of the tool speaks of that input's value ("Conversation
    // to set the topic of": the topic is not the conversation).
    const siblings = new Set(tool.tool.inputs.flatMap((f) => fieldTokens(f.name).map((t) => stemOf(singularToken(t)))));
    const named = new Set(fieldTokens(tool.tool.name).map((t) => stemOf(singularToken(t))));
    for (const r of tool.requirements) {
      const description = tool.tool.inputs[r.inputPos]?.description;
      if (!description) continue;
      const text = descriptionText(description);
      const set = out.get(r.fieldId) ?? new Set<string>();
      for (const m of text.toLowerCase().matchAll(/[a-z]+/g)) {
        const token = singularToken(m[0]);
        if (
          token.length < 3 ||
          STOPWORDS.has(token) ||
          GENERIC_FIELD_TOKENS.has(token) ||
          DESCRIPTION_FILLER.has(token) ||
          TOOL_NAME_VERBS.has(token) ||
          siblings.has(stemOf(token)) ||
          !named.has(stemOf(token))
        )
          continue;
        set.add(stemOf(token));
      }
      out.set(r.fieldId, set);
    }
  }
  return out;
}

/**
 * Fields whose name says what shape their value has, by the last of their words (`to_email`,
 * `email_address`, `file_url`, `share_link`, `departure_date`, `start_time`; not
 * `email_subject`), or a person's name (`first_name`, `last_name`): only a value of that shape
 * binds to them — an email address, a URL, a date or time (a digit, or a day or month word), a
 * name of letters. "Email "Q3 board deck.pptx" to priya@…" bound `Q3` to `to_email` and
 * `SendGrid` to `file_url`; "… from Vienna to Warsaw on 2026-10-31 … Please use Sabre" bound
 * `Sabre` to `departure_date`, and "… on 2026-07-05 … for Jonas Novak" the date to `first_name`.
 */
const SHAPED_FIELDS: readonly { heads: ReadonlySet<string>; shape: RegExp }[] = [
  { heads: new Set(['email', 'e-mail']), shape: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  { heads: new Set(['url', 'uri', 'link', 'href', 'webhook']), shape: /^(?:[a-z][\w+.-]*:\/\/|www\.)\S+$/i },
  {
    heads: new Set(['date', 'day', 'dob', 'birthday', 'deadline', 'time', 'year']),
    shape:
      /\d|^(?:today|tomorrow|yesterday|tonight|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i,
  },
  {
    heads: new Set(['first_name', 'last_name', 'full_name', 'given_name', 'family_name', 'middle_name', 'surname']),
    shape: /^\p{L}[\p{L}'’. -]*$/u,
  },
];

/** Whether a candidate's value has the shape its field's name asks for (any value where the name asks none). */
export function fitsFieldShape(tokens: readonly string[], value: string | undefined): boolean {
  const last = tokens[tokens.length - 1] ?? '';
  const head = last === 'address' && tokens.includes('email') ? 'email' : last;
  const whole = tokens.join('_');
  const shaped = SHAPED_FIELDS.find((f) => f.heads.has(head) || f.heads.has(whole));
  return !shaped || (value !== undefined && shaped.shape.test(value));
}

/**
 * Units of measure and the words of fields that take a quantity in them. A unit may follow its
 * number or be written onto it ("175cm", "50 kg", "3 hours"); a currency sign may come before it.
 */
const QUANTITIES: readonly { unit: RegExp; fields: ReadonlySet<string> }[] = [
  {
    unit: /^(?:(?:kilo|centi|milli)?met(?:er|re)s?|km|cm|mm|m|miles?|mi|feet|foot|ft|inch(?:es)?|yards?|yd)$/,
    fields: new Set(
      'height length width depth distance radius diameter size altitude elevation range dimension perimeter span tall'.split(
        ' ',
      ),
    ),
  },
  {
    unit: /^(?:(?:kilo|milli)?grams?|kg|g|mg|lbs?|pounds?|ounces?|oz|tons?|tonnes?)$/,
    fields: new Set('weight mass load dose dosage'.split(' ')),
  },
  {
    unit: /^(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/,
    fields: new Set(
      'duration period interval age term timeframe span delay timeout frequency experience tenure'.split(' '),
    ),
  },
  {
    unit: /^(?:%|percent|percentage)$/,
    fields: new Set(
      'rate percentage percent ratio share discount humidity probability growth tax interest efficiency threshold margin increase reduction proportion'.split(
        ' ',
      ),
    ),
  },
  {
    unit: /^(?:\$|€|£|dollars?|usd|eur|euros?|gbp|yen|jpy|cny|yuan|rupees?|inr)$/,
    fields: new Set(
      'price cost amount budget fee salary income payment revenue fund balance expense rent premium spend donation fare wage bid capital investment money loan deposit fine charge'.split(
        ' ',
      ),
    ),
  },
  { unit: /^(?:calories|kcal|cal)$/, fields: new Set(['calorie', 'energy', 'intake']) },
  { unit: /^(?:mph|kph|kmh|knots?)$/, fields: new Set(['speed', 'velocity']) },
  { unit: /^(?:°?[cf]|degrees?|celsius|fahrenheit|kelvin)$/, fields: new Set(['temperature', 'temp', 'heat']) },
  { unit: /^(?:[kmgt]b|bytes?)$/, fields: new Set('size storage capacity memory space quota bandwidth'.split(' ')) },
];

const QUANTITY_IN_TEXT = /([$€£]\s?)?(\d[\d.,]*)\s?(%|°\s?[cf]\b|[a-z]+)?/gi;

/** The request's first quantity of the kind the field's words name ("65 mph" for `speed`), if any. */
function quantityFor(
  tokens: readonly string[],
  query: string,
): { value: string; span: { start: number; end: number } } | undefined {
  const kind = QUANTITIES.find((q) => tokens.some((t) => q.fields.has(t) || q.unit.test(t)));
  if (!kind) return undefined;
  for (const m of query.matchAll(QUANTITY_IN_TEXT)) {
    const unit = (m[1] ?? m[3] ?? '').toLowerCase().replace(/\s/g, '');
    if (unit === '' || !kind.unit.test(unit)) continue;
    // Not the digits inside a word ("B2B", "mp3").
    if (/[\p{L}\p{N}]/u.test(query[m.index - 1] ?? '') && !m[1]) continue;
    return { value: m[0].trim(), span: { start: m.index, end: m.index + m[0].length } };
  }
  return undefined;
}

/** Where the value's number is followed (or preceded) by a unit: 1 if the field's words take that quantity, −1 if not, else 0. */
function quantityFit(
  tokens: readonly string[],
  query: string,
  value: string | undefined,
  span: { start: number; end: number } | undefined,
): number {
  if (value === undefined || span === undefined) return 0;
  const number = /^(\d[\d.,]*)([a-z%°]*)$/i.exec(value);
  if (!number) return 0;
  const at = query.lastIndexOf(value, span.end);
  if (at < 0) return 0;
  const written = (number[2] ?? '').toLowerCase();
  const after = /^\s?(%|°\s?[cf]\b|[a-z]+)/i.exec(query.slice(at + value.length, at + value.length + 16))?.[1];
  const before = query.slice(Math.max(0, at - 1), at);
  const unit = (written || (/^[$€£]$/.test(before) ? before : (after ?? ''))).toLowerCase().replace(/\s/g, '');
  if (unit === '') return 0;
  const kind = QUANTITIES.find((q) => q.unit.test(unit));
  if (!kind) return 0;
  return tokens.some((t) => kind.fields.has(t) || kind.unit.test(t)) ? 1 : -1;
}

const isIdentifier = (name: string): boolean => ID_SUFFIXES.has(fieldTokens(name).at(-1) ?? '');

/**
 * Where a literal goes when no candidate takes it by its own name: a value belongs to the field
 * that names its kind (`video` for example.mp4, `repo_path` for a path), and only when no top tool
 * asks for that kind to the one candidate closest in meaning over all its words (a place for
 * `location`, not for `guest_last_name`), at MEANS_SAME or above; never
 * to an identifier, whose value has its own shape, and never from quoted text, which can be anything.
 */
function literalOwners(
  index: CatalogIndex,
  v: WordVectors,
  literals: readonly StateField[],
  candidates: readonly number[],
): Map<StateField, { fieldId: number; similarity: number }> {
  const names = new Set(candidates.map((f) => index.vocab.names[f] ?? ''));
  const owners = new Map<StateField, { fieldId: number; similarity: number }>();
  for (const l of literals) {
    // Quoted text is a value of any kind: only a field named for it (`text`) takes it.
    if (names.has(l.name) || l.rule === 'quoted text') continue;
    const kind = new Set(contentTokens(l.name));
    const rows = [...kind].map((t) => wordRow(v, t)).filter((r): r is number => r !== undefined);
    let best: { fieldId: number; similarity: number } | undefined;
    for (const fieldId of candidates) {
      const name = index.vocab.names[fieldId] ?? '';
      if (isIdentifier(name)) continue;
      // A field named for the literal's kind takes it (`repo_path` a path); otherwise every word of
      // the field counts: a place is not a `guest_last_name` because `last` is near `city`.
      const tokens = contentTokens(name);
      if (tokens.some((t) => kind.has(t))) {
        if ((best?.similarity ?? 0) < 1) best = { fieldId, similarity: 1 };
        continue;
      }
      let sum = 0;
      let words = 0;
      for (const t of tokens) {
        const r = wordRow(v, t);
        if (r === undefined) continue;
        let near = 0;
        for (const lr of rows) near = Math.max(near, wordSimilarity(v, r, lr));
        sum += near;
        words++;
      }
      const similarity = words > 0 ? sum / words : 0;
      if (similarity >= MEANS_SAME && similarity > (best?.similarity ?? 0)) best = { fieldId, similarity };
    }
    if (best) owners.set(l, best);
  }
  return owners;
}

/** A word in the possessive ("Apple's"; requestWords strips a trailing apostrophe). */
const POSSESSIVE = /\p{L}'s$/u;

/**
 * How near after word k a value is: 1 for the next word (stopwords and "of", "is", "named"
 * skipped), falling by 1 / VALUE_WINDOW per word, 0 beyond the window.
 */
function valueNear(words: readonly RequestWord[], k: number): { near: number; end: number; raw: string } {
  let steps = 0;
  for (let j = k + 1; j < words.length && steps < VALUE_WINDOW; j++) {
    const w = words[j];
    if (!w) break;
    // A quoted value is the whole quoted text ('podcast titled "The Future of Technology"').
    if (w.value)
      return w.quote
        ? { near: 1 - steps / VALUE_WINDOW, end: w.quote.end, raw: w.quote.text }
        : { near: 1 - steps / VALUE_WINDOW, end: w.at + w.raw.length, raw: w.raw };
    if (!STOPWORDS.has(w.token) && !FILLERS.has(w.token)) steps++;
  }
  return { near: 0, end: -1, raw: '' };
}

/** Fitted probability per candidate. */
export function bindingProbabilities(c: BindingCandidates, model: BindingModel = FITTED_BINDING): Float32Array {
  return logisticRows(c.x, c.fields.length, BINDING_FEATURE_COUNT, model.weights, model.bias);
}

/**
 * Written by `npm run train:binding -- --write` (bench/trainBinding.ts); `descValue`'s and then
 * `unitFit`'s weight, the last two, each by `npm run train:binding -- --only <feature> --write`,
 * the others held as they were.
 */
export const FITTED_BINDING: BindingModel = {
  weights: [
    0.7099, 0.6311, -0.2002, -0.4177, 0.3989, 2.7649, -1.74, 0.9338, -0.1778, 3.7564, 0.5885, 0.6255, 0.9813, 0.7655,
  ],
  bias: -4.4419,
};
