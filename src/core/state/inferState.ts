import type { CatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance, type RelevanceRanking } from '../relevance/rankByRelevance';
import { BIND_THRESHOLD, BINDING_TOOLS, bindingCandidates, bindingProbabilities } from './fieldBinding';
import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import { GENERIC_FIELD_TOKENS, PREPOSITIONS, STOPWORDS } from '../catalog/lexicon';
import { wordRow, wordVectors } from '../relevance/wordVectors';
import { toolProvider } from '../catalog/linkScope';
import type { StateField } from './stateFields';

/**
 * Infers F0(q) from a request with no `state`: literal values (emails, URLs, phone numbers (also
 * as the catalog's `to`, or `from` after "from", where a tool describes them as phone numbers),
 * dates, years, times,
 * amounts, ids after a noun, the name before a noun the catalog has a slug of ("the web project":
 * `project_slug`), places after from/to/in, file names (as their
 * kind, `image`, and as the catalog's file name input, `filename`, where it has one), file system
 * paths, quoted text,
 * owner/name pairs such as `acme/web` where the catalog has owner and repo inputs),
 * catalog field names the request mentions next to a value, the bare name the request places the
 * task in as the catalog's scope field (scopeName: "in acme" → `organization_slug`), the words
 * a find or search verb applies to as a top tool's search input (searchTerms), and the inputs of
 * the relevance top tools the fitted field binding says the request supplies (fieldBinding.ts).
 * Every field keeps its evidence (the span of text) so the UI can show why it was inferred.
 */
export function inferState(index: CatalogIndex, query: string, relevance?: RelevanceRanking): StateField[] {
  const fields = literalState(index, query, true);
  const ranking = relevance ?? rankByRelevance(index, query);
  const scope = scopeName(index, query, fields, ranking);
  if (scope) fields.push(scope);
  const search = searchTerms(index, query, ranking);
  if (search && !fields.some((f) => f.name === search.name)) fields.push(search);
  const have = new Set(fields.map((f) => f.name));
  // A catalog role's field is already the input it fills: it claims no other (the binding's
  // literal owners would read `from` as near `recording_status` in the word vectors), and its
  // value is no other input's ("Call … from +15005550006": not `call_sid`).
  const c = bindingCandidates(
    index,
    query,
    ranking,
    fields.filter((f) => !roleFields.has(f)),
    fields.filter((f) => roleFields.has(f)),
  );
  const p = bindingProbabilities(c);
  c.fields.forEach((fieldId, i) => {
    const name = index.vocab.names[fieldId] ?? '';
    const confidence = p[i] ?? 0;
    if (confidence < BIND_THRESHOLD || have.has(name)) return;
    have.add(name);
    const evidence = c.evidence[i];
    const value = c.values[i];
    fields.push({
      name,
      source: 'inferred',
      confidence,
      rule: 'field binding',
      ...(evidence ? { evidence } : {}),
      ...(value !== undefined ? { value } : {}),
    });
  });
  return fields;
}

/** The fields literalState read for a catalog role (LiteralRule.catalogRole). */
const roleFields = new WeakSet<StateField>();

/**
 * The fields the literal rules and field mentions infer (inferState without the field binding);
 * with `catalogRoles`, also the fields the catalog declares for a value's role (LiteralRule.catalogRole).
 */
export function literalState(index: CatalogIndex, query: string, catalogRoles = false): StateField[] {
  const found = new Map<string, StateField>();
  const add = (
    name: string,
    rule: string,
    m: { index: number; text: string; value?: string },
    confidence: number,
    role = false,
  ): void => {
    const canonical = index.vocab.canonical(name).name;
    if (canonical.length === 0 || found.has(canonical)) return;
    const field: StateField = {
      name: canonical,
      source: 'inferred',
      confidence,
      rule,
      evidence: { start: m.index, end: m.index + m.text.length, text: m.text },
    };
    if (m.value !== undefined) field.value = m.value;
    if (role) roleFields.add(field);
    found.set(canonical, field);
  };
  for (const rule of LITERAL_RULES) {
    if (rule.catalogRole && !catalogRoles) continue;
    for (const m of query.matchAll(rule.pattern)) {
      const name = rule.field(m, index);
      if (name)
        add(
          name,
          rule.name,
          { index: m.index, text: m[0], value: m[rule.valueGroup] ?? m[0] },
          rule.confidence,
          rule.catalogRole === true,
        );
    }
  }
  for (const m of query.matchAll(OWNER_NAME_PAIR)) {
    const pair = ownerNameFields(index, query, m);
    if (!pair) continue;
    add(pair[0], 'owner/name pair', { index: m.index, text: m[0], value: m[1] ?? '' }, 0.85);
    add(pair[1], 'owner/name pair', { index: m.index, text: m[0], value: m[2] ?? '' }, 0.85);
  }
  for (const mention of fieldMentions(index, query)) add(mention.name, 'field mention', mention, mention.confidence);
  return [...found.values()];
}

/**
 * A name the request places a task in ("in acme", "acme's web project", "our acme org"): after
 * "in" (and "our"/"the"/"my"), before "'s", or before a word for an organization. Not the owner
 * of an owner/name pair (`in acme/web`: OWNER_NAME_PAIR).
 */
const SCOPE_NAME =
  /\bin\s+(?:(?:our|the|my)\s+)?([A-Za-z][\w-]*[A-Za-z0-9])(?![\w/.@-])|\b([A-Za-z][\w-]*[A-Za-z0-9])['’]s\b|\b([A-Za-z][\w-]*[A-Za-z0-9])\s+(?:org|organization|organisation|workspace)\b/gi;

/** A scope field is required by at least this share of the catalog's tools (Sentry's organizationSlug: 35 of 54). */
export const SCOPE_SHARE = 0.5;
/** A catalog needs this many tools for one of its fields to be a scope. */
const SCOPE_MIN_TOOLS = 8;

const scopeCache = new WeakMap<CatalogIndex, Map<number, string | undefined>>();
/** Key of the whole catalog's scope in scopeCache (namespaces are 0, 1, …: CatalogIndex.namespaceOf). */
const WHOLE_CATALOG = -1;

/**
 * The field that scopes most of the calls of one namespace, or of the whole catalog (the
 * default): the required input most of its tools share (at least SCOPE_SHARE of them, the most
 * shared first; for one namespace of several, none that the namespace's tools output):
 * Sentry's `organization_slug`, GitHub's `owner`, Buildkite's `org`. A request names such a
 * scope by a bare name ("in acme") that no tool's text knows. `namespace`: an id of
 * CatalogIndex.namespaceOf, or WHOLE_CATALOG.
 */
export function scopeField(index: CatalogIndex, namespace = WHOLE_CATALOG): string | undefined {
  let cache = scopeCache.get(index);
  if (!cache) scopeCache.set(index, (cache = new Map()));
  if (cache.has(namespace)) return cache.get(namespace);
  const counts = new Map<number, number>();
  const produced = new Set<number>();
  let tools = 0;
  index.tools.forEach((t, k) => {
    if (namespace !== WHOLE_CATALOG && index.namespaceOf[k] !== namespace) return;
    tools++;
    for (const r of t.requirements) counts.set(r.fieldId, (counts.get(r.fieldId) ?? 0) + 1);
    for (const o of t.outputs) produced.add(o.fieldId);
  });
  let best: [number, number] | undefined;
  for (const [id, c] of counts) if (!best || c > best[1]) best = [id, c];
  // One API of several: its scope is what its calls are given, never what they make (TaskBench's
  // multimedia tools share `text`, which many of them output: no scope).
  if (best && namespace !== WHOLE_CATALOG && produced.has(best[0])) best = undefined;
  const field =
    best && tools >= SCOPE_MIN_TOOLS && best[1] >= SCOPE_SHARE * tools ? index.vocab.names[best[0]] : undefined;
  cache.set(namespace, field);
  return field;
}

/** How many of relevance's top tools vote for the request's namespace (requestScopeField). */
const SCOPE_VOTERS = 8;

const namespacesCache = new WeakMap<CatalogIndex, boolean>();

/** Whether the catalog's tools come from more than one namespace (CatalogIndex.namespaceOf numbers them from 0). */
function hasNamespaces(index: CatalogIndex): boolean {
  let many = namespacesCache.get(index);
  if (many === undefined) namespacesCache.set(index, (many = index.namespaceOf.some((n) => n > 0)));
  return many;
}

/**
 * The scope field of the request's API: that of the namespace most of relevance's top
 * SCOPE_VOTERS tools belong to (the better-ranked on a tie), when it has one: Buildkite's `org`
 * for "the latest build of the web-app pipeline in acme" in a catalog that also holds GitHub's
 * server, whose `owner` most of the catalog's tools share. Else the whole catalog's.
 */
function requestScopeField(index: CatalogIndex, ranking: RelevanceRanking): string | undefined {
  if (!hasNamespaces(index)) return scopeField(index);
  const votes = new Map<number, number>();
  for (const t of ranking.order.subarray(0, SCOPE_VOTERS)) {
    const n = index.namespaceOf[t] ?? 0;
    votes.set(n, (votes.get(n) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const [n, v] of votes) if (!best || v > best[1]) best = [n, v];
  return (best && scopeField(index, best[0])) ?? scopeField(index);
}

/**
 * The scope field (requestScopeField) from the first bare name the request places the task in
 * (SCOPE_NAME, isUnknownName), unless a literal rule already gave it. Not a literal rule: a name
 * has no shape of its own, so requestLiterals (what the request spells out even beside a given
 * s0) leaves it out.
 */
function scopeName(
  index: CatalogIndex,
  query: string,
  literals: readonly StateField[],
  ranking: RelevanceRanking,
): StateField | undefined {
  const field = requestScopeField(index, ranking);
  if (field === undefined) return undefined;
  const canonical = index.vocab.canonical(field).name;
  if (literals.some((f) => f.name === canonical)) return undefined;
  for (const m of query.matchAll(SCOPE_NAME)) {
    const word = m[1] ?? m[2] ?? m[3] ?? '';
    if (!isUnknownName(index, word)) continue;
    return spanField(canonical, 'scope name', SCOPE_CONFIDENCE, (m.index ?? 0) + m[0].indexOf(word), word);
  }
  return undefined;
}

/** An inferred field whose value is the request's text at `start`, its evidence. */
function spanField(name: string, rule: string, confidence: number, start: number, text: string): StateField {
  return {
    name,
    source: 'inferred',
    confidence,
    rule,
    evidence: { start, end: start + text.length, text },
    value: text,
  };
}

/** A verb that asks to find something by what it is about ("Find the latest tweet about …", "Search arXiv for …"). */
const SEARCH_VERB = /\b(?:find|search(?:\s+for)?|look\s+(?:up|for)|locate)\s+/i;
/** Free-text search inputs: what a search tool matches against. */
const SEARCH_FIELDS: ReadonlySet<string> = new Set([
  'query',
  'q',
  'keyword',
  'keywords',
  'search',
  'search_term',
  'search_query',
]);
/** End of the words a search verb applies to: the clause's end. */
const SEARCH_END = /[,.;!?]|\b(?:and|then)\b/;
/** Confidence of search terms: the request's own words, but where they end is a guess. */
const SEARCH_CONFIDENCE = 0.6;

/**
 * A request that asks to find or search supplies the free-text search input (SEARCH_FIELDS) of
 * the first of the relevance top BINDING_TOOLS tools that requires one: the words after the verb
 * to the end of the clause ("Find the latest tweet about the solar eclipse, retweet it" gives
 * `search_tweets` its `keyword`). Without such a verb, no tool's query is the request's.
 */
function searchTerms(index: CatalogIndex, query: string, relevance: RelevanceRanking): StateField | undefined {
  const verb = SEARCH_VERB.exec(query);
  if (!verb) return undefined;
  const start = verb.index + verb[0].length;
  const words = query.slice(start).split(SEARCH_END)[0]?.trimEnd() ?? '';
  if (words.length === 0) return undefined;
  const order = relevance.order;
  for (let k = 0; k < Math.min(BINDING_TOOLS, order.length); k++) {
    for (const r of index.tools[order[k] ?? -1]?.requirements ?? []) {
      const name = index.vocab.names[r.fieldId] ?? '';
      if (SEARCH_FIELDS.has(name)) return spanField(name, 'search terms', SEARCH_CONFIDENCE, start, words);
    }
  }
  return undefined;
}

/** Confidence of a scope name: a bare word, less sure than a value with a shape (an email's 0.9). */
const SCOPE_CONFIDENCE = 0.75;

const providerCache = new WeakMap<CatalogIndex, ReadonlySet<string>>();

/**
 * Whether words name a provider of the catalog's tools: the last part of a tool's namespace
 * (`gusto` of `gusto.update_employee`, `outlookcalendar`), letters and digits only, is one of
 * the words or all of them run together.
 */
function namesProvider(index: CatalogIndex, text: string): boolean {
  let names = providerCache.get(index);
  if (!names) {
    const found = new Set<string>();
    for (const t of index.tools) {
      const provider = toolProvider(t.tool.id);
      if (provider) found.add(provider);
    }
    names = found;
    providerCache.set(index, names);
  }
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''));
  return names.has(words.join('')) || words.some((w) => names.has(w));
}

/** A name is no word among this many of the most frequent English words (the word vectors' rows: "time" is 64th, "acme" 40,259th). */
export const NAME_MIN_ROW = 10_000;

/** A word no tool's text uses and that is no common word: a name the user gives ("acme"). */
function isUnknownName(index: CatalogIndex, word: string): boolean {
  const lower = word.toLowerCase();
  return (
    !STOPWORDS.has(lower) &&
    !NOT_PLACES.has(word) &&
    (wordRow(wordVectors(), lower) ?? Infinity) >= NAME_MIN_ROW &&
    index.bm25.queryTerms(lower).ids.length === 0
  );
}

/**
 * `acme/web`, `vercel/next.js`: an owner and the name of what it owns, as code hosts, package
 * registries and model hubs write a repository. Not a path (no slash before or after), a URL, a
 * date or a fraction (letters first on both sides).
 */
const OWNER_NAME_PAIR = /(?<![\w./:@-])([A-Za-z][\w.-]*[\w])\/([A-Za-z][\w.-]*[\w])(?![\w/-])/g;

/** The catalog's field pairs for an owner and its item, first declared pair wins. */
const OWNER_NAME_FIELDS: readonly [string, string][] = [
  ['owner', 'repo'],
  ['owner', 'repository'],
  ['org', 'repo'],
  ['namespace', 'project'],
  ['namespace', 'repository'],
];

/** Words before a slash pair that make it something else: a branch or a path, not an owner's item. */
const NOT_OWNER_PAIR = /\b(?:branch|path|folder|directory|dir|file|tag|ref)\s*$/i;

function ownerNameFields(index: CatalogIndex, query: string, m: RegExpMatchArray): [string, string] | undefined {
  if (NOT_OWNER_PAIR.test(query.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) return undefined;
  if (FILE_KINDS.some(([re]) => re.test(m[2] ?? ''))) return undefined;
  return OWNER_NAME_FIELDS.find(
    ([owner, item]) => index.vocab.idOf(owner) !== undefined && index.vocab.idOf(item) !== undefined,
  );
}

interface LiteralRule {
  name: string;
  pattern: RegExp;
  valueGroup: number;
  confidence: number;
  field: (m: RegExpMatchArray, index: CatalogIndex) => string | undefined;
  /**
   * The rule reads a value as the field the catalog declares for its role (a phone number as
   * `to`, a file name as `filename`), not by its shape alone: literalState applies it only when
   * asked (inferState does; requestLiterals reads shapes).
   */
  catalogRole?: true;
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const CALENDAR_WORD = new RegExp(
  `^(?:${MONTHS}|${WEEKDAYS}|today|tomorrow|yesterday|week|month|year|day|hour|minute|at|on|by|before|after|until|since|in|from|to|between)$`,
  'i',
);
const NOT_PLACES = new Set([
  'I',
  'The',
  'A',
  'An',
  'My',
  'Our',
  'Please',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);
/** A run of capitalized words (a place name candidate). */
const PLACE = "[A-Z][\\p{L}'-]+(?:\\s+[A-Z][\\p{L}'-]+)*";
/** Capitalized words that follow "in"/"to" but are not places. */
const LANGUAGES =
  /^(?:english|german|french|spanish|italian|portuguese|dutch|chinese|japanese|korean|russian|arabic|hindi|greek|turkish|polish|swedish|norwegian|danish|finnish|czech|hebrew|latin|markdown|json|html|pdf|csv|excel|python|javascript|typescript)$/i;

/** The last word of a company's name ("Acme Corp"): an organization, not a place. */
const COMPANY_SUFFIX = /^(?:corp|corporation|inc|incorporated|ltd|llc|plc|gmbh|co|company|group|labs?)\.?$/i;

function isPlace(text: string | undefined): boolean {
  if (!text) return false;
  const words = text.split(/\s+/);
  const first = words[0] ?? '';
  return (
    !NOT_PLACES.has(first) &&
    !LANGUAGES.test(first) &&
    !CALENDAR_WORD.test(first) &&
    // A capital inside a word is a product's or a project's name (TanStack, GitHub, iPhone), not a place's.
    !words.some((w) => /\p{Ll}\p{Lu}/u.test(w)) &&
    !COMPANY_SUFFIX.test(words[words.length - 1] ?? '') &&
    // An acronym after "in" is more often a unit or a format ("tempo in BPM") than a place.
    !(words.length === 1 && /^\p{Lu}{2,}$/u.test(first))
  );
}

/** A file name: a word, a dot and an extension of 2 to 4 letters or digits. */
const FILE_NAME = /\b[\w-]+\.[A-Za-z0-9]{2,4}\b/g;

/** Names a catalog gives the input that takes a file's name, the most usual first. */
const FILE_NAME_FIELDS = ['filename', 'file_name', 'file_path', 'filepath', 'file'] as const;

/** The catalog's field among FILE_NAME_FIELDS (the first it declares), if any. */
function fileNameField(index: CatalogIndex): string | undefined {
  return FILE_NAME_FIELDS.find((name) => declares(index, name));
}

const FILE_KINDS: [RegExp, string][] = [
  [/\.(?:jpe?g|png|gif|bmp|webp|tiff?|svg)$/i, 'image'],
  [/\.(?:wav|mp3|flac|ogg|m4a|aac)$/i, 'audio'],
  [/\.(?:mp4|avi|mov|mkv|webm)$/i, 'video'],
  [/\.(?:pdf|docx?|odt|rtf|txt|md)$/i, 'document'],
  [/\.(?:csv|xlsx?|json|xml|zip)$/i, 'file'],
];

/**
 * A URL is the catalog's `<noun>_url` where its path names an object of a kind the catalog
 * takes a URL of, followed by its key (`…/issues/6012345/` → issue_url when some tool takes an
 * `issue_url`; not `…/images/image3.jpg`, a file), else `url`.
 */
function urlField(url: string, index: CatalogIndex): string {
  const segments = url
    .replace(/^https?:\/\/[^/]+/, '')
    .split(/[/?#]/)
    .filter((s) => s.length > 0);
  for (let k = segments.length - 2; k >= 0; k--) {
    const noun = singularToken((segments[k] ?? '').toLowerCase());
    // The next segment is the object's key (`6012345`, `PROJ-12`), not a file (`image3.jpg`).
    const key = segments[k + 1] ?? '';
    if (!/\d/.test(key) || /\.\w{2,4}$/.test(key)) continue;
    if (/^\p{L}{3,}$/u.test(noun) && takesInput(index, `${noun}_url`)) return `${noun}_url`;
  }
  return 'url';
}

/** Whether some tool of the catalog takes the canonical field as an input, required or not. */
function takesInput(index: CatalogIndex, name: string): boolean {
  const id = index.vocab.idOf(name);
  return (
    id !== undefined && ((index.consumersOf[id]?.length ?? 0) > 0 || (index.optionalConsumersOf[id]?.length ?? 0) > 0)
  );
}

/**
 * `<noun> <value>` → the catalog's `<noun>_id` (or `_number`, `_code`): the first a tool takes as
 * input ("build 512" is Buildkite's `build_number`, though `create_build` outputs a `build_id`),
 * else the first it declares at all, else `<noun>_id` — with `known`, only where some field name
 * of the catalog uses the noun (fieldNouns): a bare "<word> <number>" with no id word between.
 */
function identifierField(noun: string, index: CatalogIndex, known = false): string | undefined {
  const n = singularToken(noun.toLowerCase());
  if (STOPWORDS.has(n) || PREPOSITIONS.has(n) || GENERIC_FIELD_TOKENS.has(n) || n.length < 3 || CALENDAR_WORD.test(n))
    return undefined;
  const names = ['id', 'number', 'code'].map((suffix) => `${n}_${suffix}`);
  return (
    names.find((name) => takesInput(index, name)) ??
    // The noun itself where a tool takes it so ("port 5060": `port`).
    (takesInput(index, n) ? n : undefined) ??
    names.find((name) => index.vocab.idOf(name) !== undefined) ??
    (!known || fieldNouns(index).has(n) ? `${n}_id` : undefined)
  );
}

const nounsCache = new WeakMap<CatalogIndex, ReadonlySet<string>>();

/**
 * The words the catalog's field names use ("patient" of `patient_record`): a number after a word
 * no field names is no identifier of a thing any tool knows ("spanning across 1500", "a Boeing
 * 747"), and left unread it stays free for the field binding ("1500 nautical miles": `distance`).
 */
function fieldNouns(index: CatalogIndex): ReadonlySet<string> {
  let nouns = nounsCache.get(index);
  if (!nouns) {
    const found = new Set<string>();
    for (const name of index.vocab.names) for (const token of fieldTokens(name)) found.add(singularToken(token));
    nouns = found;
    nounsCache.set(index, nouns);
  }
  return nouns;
}

/**
 * Words that make the number before them a measure or a count, not an identifier: units of
 * distance, weight, volume, time, temperature, data and money, and things counted; or a "%".
 */
const MEASURE_WORD =
  /^\s*(?:%|(?:[a-z]+[\s-]+)?(?:percent|(?:kilo|centi|milli)?met(?:er|re)s?|km|cm|mm|miles?|mi|feet|foot|ft|inch(?:es)?|yards?|(?:kilo)?grams?|kg|g|lbs?|pounds?|ounces?|oz|tons?|tonnes?|lit(?:er|re)s?|l|ml|gallons?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|degrees?|celsius|fahrenheit|kelvin|[kmgt]b|bytes?|[kmg]?w|kwh|watts?|volts?|m|mph|km\/h|dollars?|thousand|million|billion|euros?|usd|eur|gbp|units?|items?|pieces?|pcs|people|persons?|guests?|participants?|attendees?|tickets?|copies|pages?|words?|times|calories|kcal|steps|servings?|rooms?|nights?|boxes|bottles?|packs?)\b)/i;

/** Whether the number a literal rule matched is followed by a measure or count word, maybe after one word ("150 kilometers", "1500 nautical miles"). */
function measured(m: RegExpMatchArray): boolean {
  const end = (m.index ?? 0) + m[0].length;
  return MEASURE_WORD.test((m.input ?? '').slice(end, end + 24));
}

/** Whether an id word ("no.", "number", "ID", "#") stands between the noun and the value the rule matched. */
function idWordBetween(m: RegExpMatchArray): boolean {
  const noun = m[1] ?? '';
  const value = m[2] ?? '';
  return value.startsWith('#') || m[0].slice(noun.length, m[0].length - value.length).trim() !== '';
}

/** A phone number's shape: 10+ characters of digits, spaces, dots, dashes and parentheses, maybe after a +. */
const PHONE = /(?<![\w#-])\+?\d[\d\s().-]{8,}\d(?![\w-])/;

/** Dates and plain long numbers (order ids) look like phone numbers; a phone number has 9+ digits and no date shape. */
function isPhoneNumber(text: string): boolean {
  return !/^\d{4}-\d{2}-\d{2}|^\d{1,2}\/\d{1,2}\//.test(text) && text.replace(/\D/g, '').length >= 9;
}

/** Whether some tool of the catalog describes its input `name` as a phone number ("The recipient's phone number in E.164 format"). */
function takesPhoneNumber(index: CatalogIndex, name: string): boolean {
  return (catalogInputs(index).get(name) ?? []).some((d) => /\bphone\b|\be\.?164\b/i.test(d));
}

/** Whether some tool of the catalog describes its input `name` as a place ("The location to book the flight from"). */
function takesPlace(index: CatalogIndex, name: string): boolean {
  return (catalogInputs(index).get(name) ?? []).some((d) =>
    /\b(?:location|place|city|town|airport|destination|origin|address)\b/i.test(d),
  );
}

/** Words before a noun that describe it rather than name it. */
const NOT_NAMES = new Set([
  'new',
  'latest',
  'last',
  'first',
  'next',
  'previous',
  'current',
  'same',
  'other',
  'default',
  'old',
  'recent',
  'existing',
  'whole',
  'entire',
  'main',
  'only',
  'own',
]);

/** The catalog's slug field of a noun (`project` → `project_slug`, or `project_slug_or_id`), if it declares one. */
function slugField(index: CatalogIndex, noun: string): string | undefined {
  const one = singularToken(noun);
  return [`${one}_slug`, `${one}_slug_or_id`].find((name) => declares(index, name));
}

const inputsCache = new WeakMap<CatalogIndex, ReadonlyMap<string, readonly string[]>>();

/** Every input name of the catalog's tools (normalized: `projectSlug` is `project_slug`) with their descriptions. */
function catalogInputs(index: CatalogIndex): ReadonlyMap<string, readonly string[]> {
  let inputs = inputsCache.get(index);
  if (!inputs) {
    const found = new Map<string, string[]>();
    for (const t of index.tools)
      for (const f of t.tool.inputs) {
        const name = normalizeFieldName(f.name);
        const descriptions = found.get(name) ?? [];
        if (f.description) descriptions.push(f.description);
        found.set(name, descriptions);
      }
    inputsCache.set(index, (inputs = found));
  }
  return inputs;
}

/**
 * Whether some tool of the catalog has an input of this name, by the name the tool gives it: a
 * catalog role names the input it fills. Not an output (a state field is there to be taken), nor
 * an input that only resolves to the field (a file service's `name`, read as `file_name`, is the
 * name of a file to find, not the file the request holds).
 */
function declares(index: CatalogIndex, name: string): boolean {
  return catalogInputs(index).has(name);
}

/**
 * "from <place> to <place>": group 1 is the origin in TRIP_ORIGIN, the destination in
 * TRIP_DESTINATION (matchAll copies a pattern, so two rules may share one).
 */
const TRIP_ORIGIN = new RegExp(`\\bfrom\\s+(${PLACE})\\s+to\\s+${PLACE}`, 'gu');
const TRIP_DESTINATION = new RegExp(`\\bfrom\\s+${PLACE}\\s+to\\s+(${PLACE})`, 'gu');

const LITERAL_RULES: LiteralRule[] = [
  {
    name: 'email address',
    pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    valueGroup: 0,
    confidence: 0.9,
    field: () => 'email',
  },
  {
    name: 'url',
    // Punctuation after a URL ends the sentence or the parenthesis ("(https://…/image1.jpg).").
    pattern: /\bhttps?:\/\/[^\s'"<>]*[^\s'"<>).,;:!?]/g,
    valueGroup: 0,
    confidence: 0.9,
    field: (m, index) => urlField(m[0], index),
  },
  {
    name: 'phone number',
    pattern: new RegExp(PHONE, 'g'),
    valueGroup: 0,
    confidence: 0.8,
    field: (m) => (isPhoneNumber(m[0]) ? 'phone_number' : undefined),
  },
  {
    // Messaging and calling APIs name the two numbers of a call or a text `from` and `to`: the
    // number after "from" is the sender, any other the recipient ("Text +1555… the status",
    // "Call +44… from +1500…"). Only where a tool of the catalog describes the field as a phone
    // number (takesPhoneNumber: an email API's `to` takes no phone number).
    name: 'phone number',
    pattern: new RegExp(`(\\bfrom\\s+)?(${PHONE.source})`, 'g'),
    valueGroup: 2,
    confidence: 0.8,
    catalogRole: true,
    field: (m, index) => {
      const name = m[1] === undefined ? 'to' : 'from';
      return isPhoneNumber(m[2] ?? '') && takesPhoneNumber(index, name) ? name : undefined;
    },
  },
  {
    name: 'date',
    pattern: new RegExp(
      `\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2,4}|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})(?:\\s+\\d{4})?|today|tomorrow|yesterday|tonight|next\\s+(?:week|month|${WEEKDAYS})|(?:this\\s+)?(?:${WEEKDAYS}))\\b`,
      'gi',
    ),
    valueGroup: 0,
    confidence: 0.9,
    field: () => 'date',
  },
  {
    // A year on its own ("my 2022 tax return"); not one inside a date, an amount or a longer number.
    name: 'year',
    pattern:
      /(?<!(?:\d(?:st|nd|rd|th)?,?\s+)|[\d$€£/.,:-])\b(?:19|20)\d{2}\b(?![/.,:-]?\d)(?!\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b)/gi,
    valueGroup: 0,
    confidence: 0.8,
    field: () => 'year',
  },
  {
    name: 'time',
    pattern: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/gi,
    valueGroup: 0,
    confidence: 0.85,
    field: () => 'time',
  },
  {
    name: 'amount',
    pattern: /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b)/gi,
    valueGroup: 0,
    confidence: 0.85,
    field: () => 'amount',
  },
  {
    name: 'identifier after a noun',
    pattern: /\b([A-Za-z]{3,})\s+(?:(?:#|no\.?|number|id|ID|ref)\s*)?(#?[A-Za-z]{0,4}-?\d[\w-]*)/g,
    valueGroup: 2,
    confidence: 0.9,
    // Short bare numbers are quantities ("book 2 tickets"), not identifiers; nor is a number of
    // a measure ("located 150 kilometers apart", "boxes containing 100 units").
    field: (m, index) =>
      ((m[2] ?? '').replace('#', '').length >= 3 || (m[2] ?? '').startsWith('#')) && !measured(m)
        ? identifierField(m[1] ?? '', index, !idWordBetween(m))
        : undefined,
  },
  {
    // "the robot assigned with ID 1", "a user with id 42", "the sample identified by the ID
    // ABC123": the noun the id belongs to stands before the words that introduce it, and the id
    // word makes even a short number an identifier. Not a bare "by" ("search by ID 42"), nor
    // "whose ID is" (its word before is no noun), nor a quoted id (the field binding reads
    // "device with ID 'mss2qhz2'").
    name: 'identifier after a noun',
    pattern:
      /\b([A-Za-z]{3,})\s+(?:(?:(?:assigned|identified|labell?ed|numbered|registered|tagged)\s+)?(?:with|having|under)|(?:identified|labell?ed|numbered|registered|tagged)\s+by)\s+(?:the\s+|an?\s+)?(?:ID|id|Id|identifier|number|no\.?|#)\s*:?\s*(#?[A-Za-z]{0,4}-?\d[\w-]*)/g,
    valueGroup: 2,
    confidence: 0.9,
    field: (m, index) => identifierField(m[1] ?? '', index),
  },
  {
    name: 'origin place',
    pattern: TRIP_ORIGIN,
    valueGroup: 1,
    confidence: 0.8,
    field: (m) => (isPlace(m[1]) ? 'origin_city' : undefined),
  },
  {
    name: 'destination place',
    pattern: new RegExp(
      `\\b(?:from\\s+${PLACE}\\s+to|(?:fly|flight|flights|travel|trip|drive|ship|deliver|go|going|move|train|bus)\\s+(?:\\w+\\s+){0,2}to)\\s+(${PLACE})`,
      'gu',
    ),
    valueGroup: 1,
    confidence: 0.8,
    field: (m) => (isPlace(m[1]) ? 'destination_city' : undefined),
  },
  {
    // Travel APIs name a trip's two places `from` and `to` ("The location to book the flight
    // from"): the place after "from" is `from`, the one after "to" is `to`, where a tool of the
    // catalog describes that input as a place (takesPlace: a messaging API's `to` is no place).
    name: 'origin place',
    pattern: TRIP_ORIGIN,
    valueGroup: 1,
    confidence: 0.8,
    catalogRole: true,
    field: (m, index) => (isPlace(m[1]) && takesPlace(index, 'from') ? 'from' : undefined),
  },
  {
    name: 'destination place',
    pattern: TRIP_DESTINATION,
    valueGroup: 1,
    confidence: 0.8,
    catalogRole: true,
    field: (m, index) => (isPlace(m[1]) && takesPlace(index, 'to') ? 'to' : undefined),
  },
  {
    name: 'place',
    pattern: new RegExp(`\\b(?:in|at|near|around)\\s+(${PLACE})`, 'gu'),
    valueGroup: 1,
    confidence: 0.75,
    // "in Gusto", "in Outlook Calendar": a provider of the catalog's tools, not a place.
    field: (m, index) => (isPlace(m[1]) && !namesProvider(index, m[1] ?? '') ? 'city' : undefined),
  },
  {
    name: 'file name',
    pattern: FILE_NAME,
    valueGroup: 0,
    confidence: 0.9,
    field: (m) => FILE_KINDS.find(([re]) => re.test(m[0]))?.[1],
  },
  {
    // The same file name is also the catalog's file name input, where it has one: a file
    // server's `create_document` takes "report.docx" as `filename`, not as a `document`.
    name: 'file name',
    pattern: FILE_NAME,
    valueGroup: 0,
    confidence: 0.9,
    catalogRole: true,
    field: (m, index) => (FILE_KINDS.some(([re]) => re.test(m[0])) ? fileNameField(index) : undefined),
  },
  {
    // "the web project", "acme's api pipeline", "the payments team": the word before a noun the
    // catalog has a slug of (`project_slug`, `pipeline_slug`, `team_slug`) is that slug; a slug
    // is the short name people call the thing by. Not an adjective ("the new project").
    name: 'slug before a noun',
    pattern:
      /\b(?:[Tt]he|[Oo]ur|[Mm]y|[Yy]our|[Ii]ts|[Tt]heir|[Tt]his|[Tt]hat|[A-Za-z][\w-]*['’]s)\s+([a-z0-9][\w.-]*[a-z0-9])\s+([a-z]+)\b/g,
    valueGroup: 1,
    confidence: 0.8,
    catalogRole: true,
    field: (m, index) => (NOT_NAMES.has(m[1] ?? '') ? undefined : slugField(index, m[2] ?? '')),
  },
  {
    // A file system path: absolute (/home/dev/app), from home (~/notes) or relative (./out/a.csv).
    name: 'path',
    pattern: /(?<![\w/.:~-])(?:~|\.{1,2})?\/(?:[\w.@-]+\/)*[\w.@-]*[\w@-]\/?(?=[\s,;:!?'")]|\.(?:\s|$)|$)/g,
    valueGroup: 0,
    confidence: 0.85,
    field: () => 'path',
  },
  {
    // A single quote opens after no letter and closes before none: the apostrophes of "I'm"
    // and "King's" are not quotes.
    name: 'quoted text',
    // An apostrophe between letters inside single quotes is the text's ('What's the best way …?').
    pattern:
      /(")([^"”]{3,})"|(?<![\p{L}\p{N}])(')((?:[^']|(?<=\p{L})'(?=\p{L})){3,})'(?![\p{L}\p{N}])|“([^”]{3,})”|‘([^’]{3,})’/gu,
    valueGroup: 0,
    confidence: 0.8,
    field: (m) => (/\.\w{2,4}$/.test(m[2] ?? m[4] ?? m[5] ?? m[6] ?? '') ? undefined : 'text'),
  },
];

interface Mention {
  name: string;
  index: number;
  text: string;
  value?: string;
  confidence: number;
}

const WORD = /[\p{L}\p{N}#@.+-]+/gu;
const VALUE_LIKE = /\d|@|^#|^[A-Z]/u;

/** Multi-word consumer fields of the catalog named in the request ("tracking number 1Z99…"). */
function fieldMentions(index: CatalogIndex, query: string): Mention[] {
  const words = [...query.matchAll(WORD)].map((m) => ({
    raw: m[0],
    at: m.index,
    token: singularToken(m[0].toLowerCase().replace(/[^a-z0-9]/g, '')),
  }));
  const byFirst = mentionIndex(index);
  const out: Mention[] = [];
  words.forEach((w, i) => {
    for (const tokens of byFirst.get(w.token) ?? []) {
      if (!tokens.every((t, k) => words[i + k]?.token === t)) continue;
      const last = words[i + tokens.length - 1];
      const next = words
        .slice(i + tokens.length, i + tokens.length + 3)
        .find((x) => VALUE_LIKE.test(x.raw) && !STOPWORDS.has(x.token));
      const prev = words[i - 1]?.token;
      const possessive = prev === 'my' || prev === 'our' || prev === 'this' || prev === 'given';
      if (!last || (!next && !possessive)) continue;
      const end = next ? next.at + next.raw.length : last.at + last.raw.length;
      const mention: Mention = {
        name: tokens.join('_'),
        index: w.at,
        text: query.slice(w.at, end),
        confidence: next ? 0.9 : 0.6,
      };
      if (next) mention.value = next.raw;
      out.push(mention);
    }
  });
  return out;
}

const mentionCache = new WeakMap<CatalogIndex, Map<string, string[][]>>();

function mentionIndex(index: CatalogIndex): Map<string, string[][]> {
  let byFirst = mentionCache.get(index);
  if (byFirst) return byFirst;
  byFirst = new Map();
  const seen = new Set<number>();
  for (const t of index.tools) {
    for (const r of t.requirements) {
      if (seen.has(r.fieldId)) continue;
      seen.add(r.fieldId);
      const tokens = fieldTokens(index.vocab.names[r.fieldId] ?? '').map(singularToken);
      const first = tokens[0];
      if (tokens.length < 2 || first === undefined) continue;
      const list = byFirst.get(first) ?? [];
      list.push(tokens);
      byFirst.set(first, list);
    }
  }
  mentionCache.set(index, byFirst);
  return byFirst;
}
