import { normalizeFieldName, singularToken } from '../../catalog/fieldNames';
import { isGenericField } from '../../catalog/toolEntity';
import { descriptionText } from '../../catalog/descriptionText';

/** One output named by a description, with the phrase that named it. */
export interface DescribedOutput {
  name: string;
  phrase: string;
  /** A collection (`a list of flights`). */
  collection?: boolean;
}

/**
 * Words that announce what a tool returns; the clause after them lists outputs. "output" only
 * as a verb ("outputs …") or opening the sentence ("Output: …"): "Get the log output and
 * metadata" names a thing, not a list.
 */
const TRIGGER =
  /\b(?:returns?|returning|responds? with|outputs|(?<=^\s*)output|provides?|yields?|gives? back|reports?|(?:the )?(?:response|result|results|output) (?:contains?|includes?|has)|includ(?:es|ing))\b\s*:?/i;
const EACH_OWNER = /\beach (\w+)(?:'s)?\s+(?:includes?|has|contains?)\b\s*:?|\bwith each (\w+)'s\b/i;
const LIST_OF =
  /^(?:a |the )?(?:list|array|set|collection) of (\w+(?: \w+)?) (?:with|including|containing)\s+(?:their |its |the )?/i;
const OBJECT_WITH =
  /^(?:the |a |an )?(?:new )?(\w+) (?:object|record|resource|entry) (?:with|including|containing)\s+/i;
const DETERMINERS =
  /^(?:(?:the|a|an|its|their|his|her|each|all|any|some|this|that|these|those|both|every|one|two|several|optional|optionally)\s+)+/;
/** Adjectives that describe a value's moment or origin, not what it is. */
const NOISE_ADJECTIVES = new Set([
  'current',
  'latest',
  'new',
  'detected',
  'generated',
  'resulting',
  'corresponding',
  'unique',
  'respective',
  'brief',
  'updated',
  'given',
  'requested',
  'specified',
  'matching',
  'relevant',
]);
const CUT =
  /\s+(?:in|for|from|to|on|at|by|with|within|into|per|as|that|which|who|if|when|where|whether|via|used|so|after|before|using)\b.*$/;
const VAGUE = new Set([
  'information',
  'info',
  'details',
  'detail',
  'data',
  'everything',
  'anything',
  'something',
  'more',
  'etc',
  'other',
  'others',
  'it',
  'them',
  'object',
  'response',
  'result',
  'results',
  'list',
  'value',
  'values',
]);
/**
 * Words of a clause, not of a noun phrase: an item with one is an instruction or a remark ("the
 * assistant MUST NOT proceed", "duration are optional"), not the name of a field.
 */
const CLAUSE_WORDS = new Set([
  'must',
  'should',
  'will',
  'would',
  'can',
  'could',
  'may',
  'might',
  'shall',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'do',
  'does',
  'did',
  'not',
  'never',
]);
const SPLIT = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|as well as|along with|plus|together with)\s+/;

/**
 * Outputs named in a description: the clause after "returns", "responds with", "including",
 * "each event includes", a colon list… is split into items ("the user's email and id" →
 * `email`, `user_id`); determiners, noise adjectives (current, latest…) and trailing
 * qualifiers ("in kilometers") are dropped; "a list of X with A and B" gives `X` and A, B;
 * a generic item (`id`, `status`, `URL of the image`) is qualified by its owner
 * ("the ticket's id" → `ticket_id`, "URL of the image" → `image_url`).
 */
export function describedOutputs(description: string): DescribedOutput[] {
  const out: DescribedOutput[] = [];
  for (const sentence of descriptionText(description)
    .replace(/\([^)]*\)/g, ' ')
    .split(/(?<=[.!?;])\s+/)) {
    const clause = clauseOf(sentence);
    if (clause === undefined) continue;
    let { text, owner } = clause;
    const list = LIST_OF.exec(text) ?? OBJECT_WITH.exec(text);
    if (list?.[1] !== undefined) {
      const noun = words(list[1]);
      if (LIST_OF.test(text) && noun.length > 0)
        out.push({ name: noun.join('_'), phrase: list[0].trim(), collection: true });
      owner = singularToken(noun[noun.length - 1] ?? '') || owner;
      text = text.slice(list[0].length);
    }
    text = text.replace(/\bbetween\s+\S+\s+and\s+\S+/gi, ' ').replace(/[.!?;]+$/, '');
    for (const item of text.split(SPLIT)) {
      // A possessive carries over the rest of the list: "the user's email and id".
      const named = itemName(item, owner);
      owner = named.owner;
      if (named.name !== undefined) out.push({ name: named.name, phrase: item.trim() });
    }
  }
  const seen = new Set<string>();
  return out.filter((o) => !seen.has(o.name) && seen.add(o.name));
}

function clauseOf(sentence: string): { text: string; owner?: string } | undefined {
  const each = EACH_OWNER.exec(sentence);
  if (each)
    return {
      text: sentence.slice(each.index + each[0].length),
      owner: singularToken((each[1] ?? each[2] ?? '').toLowerCase()),
    };
  const trigger = TRIGGER.exec(sentence);
  if (trigger) return { text: sentence.slice(trigger.index + trigger[0].length) };
  const colon = sentence.indexOf(':');
  const after = colon >= 0 ? sentence.slice(colon + 1) : '';
  return after.split(SPLIT).length >= 2 ? { text: after } : undefined;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9_-]/g, ''))
    .filter((w) => w.length > 0);
}

/** The field an item names, and the owner later items inherit (a possessive carries over). */
function itemName(item: string, clauseOwner: string | undefined): { name?: string; owner: string | undefined } {
  // A list's joining word is no part of an item ("…, and metadata", "including content").
  let text = item
    .trim()
    .toLowerCase()
    .replace(/^(?:and|or|including|plus)\s+/, '')
    // "Returns up to 25 results": a quantity, then what it counts.
    .replace(/^(?:up to|at most|at least|no more than|as many as)\s+(?=\d)/, '')
    .replace(DETERMINERS, '');
  let carried = clauseOwner;
  const possessive = /^(\w+(?:\s\w+)?)['’]s\s+(.+)$/.exec(text);
  if (possessive?.[1] !== undefined && possessive[2] !== undefined) {
    carried = ownerName(possessive[1]);
    text = possessive[2].replace(DETERMINERS, '');
  }
  let owner = carried;
  const countOf = /^(?:number|count|total number) of\s+(.+)$/.exec(text);
  if (countOf?.[1] !== undefined) text = countOf[1].replace(DETERMINERS, '');
  const of = /^(.+?)\s+of\s+(.+)$/.exec(text);
  if (of?.[1] !== undefined && of[2] !== undefined) {
    text = of[1];
    // "the URL of the generated image" → image_url; "a polyline of the path" → polyline
    if (isGenericField(normalizeFieldName(words(of[1]).join('_')))) owner = ownerName(of[2].replace(CUT, ''));
  }
  const parts = words(` ${text}`.replace(CUT, ''));
  while (parts.length > 1 && NOISE_ADJECTIVES.has(parts[0] ?? '')) parts.shift();
  if (
    parts.length === 0 ||
    parts.length > 4 ||
    parts.some((w) => VAGUE.has(w) || CLAUSE_WORDS.has(w)) ||
    /^\d/.test(parts[0] ?? '')
  )
    return { owner: carried };
  // "number of public repositories" → public_repository_count
  if (countOf) parts.push(singularToken(parts.pop() ?? ''), 'count');
  const name = normalizeFieldName(parts.join('_'));
  if (name.length === 0) return { owner: carried };
  const qualified =
    owner && isGenericField(name) && !name.startsWith(`${owner}_`) ? normalizeFieldName(`${owner}_${name}`) : name;
  return { name: qualified, owner: carried };
}

function ownerName(phrase: string): string {
  return words(phrase.replace(DETERMINERS, ''))
    .filter((w) => !NOISE_ADJECTIVES.has(w))
    .join('_');
}
