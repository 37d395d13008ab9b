import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';
import { PRODUCER_CUES, TOOL_NAME_VERBS } from './lexicon';
import { LINK_STRENGTH } from './nameLinks';
import type { FieldVocabulary } from './fieldVocabulary';
import type { IndexedTool } from './toolFields';
import { descriptionText } from './descriptionText';

function wordsOf(text: string): string[] {
  return fieldTokens(normalizeFieldName(text)).map(singularToken);
}

/**
 * The distinct words, sorted (as `[...new Set(words)].sort()`, without the set and the sort's
 * work array: the index runs this once per tool).
 */
export function sortedDistinct(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (out.includes(w)) continue;
    let k = out.length;
    out.push(w);
    while (k > 0 && (out[k - 1] ?? '') > w) {
      out[k] = out[k - 1] ?? '';
      k--;
    }
    out[k] = w;
  }
  return out;
}

/** Finds tools by the set of words in their name (`location search` → `search_location`). */
export class ToolNameFinder {
  private readonly byWordSet = new Map<string, number[]>();

  constructor(tools: readonly IndexedTool[]) {
    for (const t of tools) {
      const words = sortedDistinct(wordsOf(t.tool.name));
      if (words.length === 0 || words.every((w) => TOOL_NAME_VERBS.has(w))) continue;
      const key = words.join(' ');
      const list = this.byWordSet.get(key);
      if (list) list.push(t.index);
      else this.byWordSet.set(key, [t.index]);
    }
  }

  /** Tools whose whole name is made of words of `phrase` (largest match first). */
  find(phrase: string): number[] {
    const words = [...new Set(wordsOf(phrase))].slice(0, 6).sort();
    let best: number[] = [];
    let bestSize = 0;
    for (let mask = 1; mask < 1 << words.length; mask++) {
      const subset = words.filter((_, i) => (mask >> i) & 1);
      if (subset.length <= bestSize) continue;
      const hit = this.byWordSet.get(subset.join(' '));
      if (hit) {
        best = hit;
        bestSize = subset.length;
      }
    }
    return best;
  }
}

/** The output of `producer` that a consumer input most plausibly reads, by shared words. */
function pickOutput(producer: IndexedTool, words: Set<string>): number | undefined {
  let best: number | undefined;
  let bestScore = 0;
  producer.outputs.forEach((o, pos) => {
    const score = fieldTokens(o.canonical).filter((w) => words.has(singularToken(w))).length;
    if (score > bestScore) {
      best = pos;
      bestScore = score;
    }
  });
  return best ?? (producer.outputs.length === 1 ? 0 : undefined);
}

/**
 * Description rule: a required input whose description names its producer ("the geo id
 * returned by the location search") links from that producer's matching output, strength
 * 0.75. Adds the links to the consumer's requirements in place; returns how many were added.
 */
export function addDescriptionLinks(tools: readonly IndexedTool[], finder: ToolNameFinder): number {
  let added = 0;
  for (const consumer of tools) {
    for (const req of consumer.requirements) {
      const spec = consumer.inputs[req.inputPos]?.spec;
      const description = spec?.description === undefined ? undefined : descriptionText(spec.description);
      if (!spec || !description) continue;
      for (const cue of PRODUCER_CUES) {
        const match = cue.exec(description);
        const phrase = match?.[match.length - 1];
        if (!match || !phrase) continue;
        const words = new Set([
          ...wordsOf(description.slice(0, match.index)),
          ...wordsOf(spec.name),
          ...(match.length > 2 ? wordsOf(match[1] ?? '') : []),
        ]);
        for (const p of finder.find(phrase)) {
          const producer = tools[p];
          if (!producer || p === consumer.index) continue;
          const pos = pickOutput(producer, words);
          const out = pos === undefined ? undefined : producer.outputs[pos];
          if (!out || req.extra.some((l) => l.from === out.fieldId) || out.fieldId === req.fieldId) continue;
          req.extra.push({
            from: out.fieldId,
            to: req.fieldId,
            strength: LINK_STRENGTH.description,
            rule: 'description',
          });
          req.extraEvidence.push(
            `the description of "${spec.name}" names ${producer.tool.name} ("${match[0].trim()}"), which outputs "${out.spec.name}"`,
          );
          added++;
        }
        break;
      }
    }
  }
  return added;
}

/** Words that open an identifier's description without naming what it identifies ("The unique ID …"). */
const NOT_A_RESOURCE: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'unique',
  'internal',
  'external',
  'numeric',
  'string',
]);

/**
 * What an identifier input's description says it identifies, as the words of its noun phrase
 * (the identity last): "User ID of the user to send the message to" → [user], "The ID of the
 * library user who …" → [library, user], "The ID of the game the user wants to join" → [game];
 * empty when it says neither, or the phrase is a possessive ("the customer's query").
 */
export function describedIdentity(description: string): string[] {
  const text = description.toLowerCase();
  const lead = /^\s*(?:(?:the|a|an|unique)\s+)*([a-z]+)\s+(?:id|identifier)\b/.exec(text);
  if (lead?.[1] !== undefined && !NOT_A_RESOURCE.has(lead[1])) return [singularToken(lead[1])];
  const of = /\b(?:id|identifier)\s+of\s+(?:the|a|an)\s+([a-z]+(?:\s+[a-z]+){0,2})('s\b)?/.exec(text);
  if (!of?.[1] || of[2] !== undefined) return [];
  const phrase = of[1].split(/\s+/);
  const stop = phrase.findIndex((w) => PHRASE_ENDS.has(w));
  const words = phrase.slice(0, stop < 0 ? undefined : stop);
  const last = words[words.length - 1];
  return last === undefined || NOT_A_RESOURCE.has(last) ? [] : words.map(singularToken);
}

/** Words that end the noun phrase after "ID of the": a clause, a preposition or another noun phrase ("the game the user wants"). */
const PHRASE_ENDS: ReadonlySet<string> = new Set([
  'to',
  'who',
  'that',
  'which',
  'for',
  'in',
  'on',
  'with',
  'from',
  'by',
  'whose',
  'and',
  'or',
  'is',
  'was',
  'you',
  'be',
  'where',
  'when',
  'at',
  'as',
  'of',
  'being',
  'used',
  'the',
  'a',
  'an',
  'this',
  'your',
  'their',
]);

/**
 * Described-identity rule: a required identifier input under a name of its own role
 * (`receiver_id`) whose description says what it identifies ("User ID of the user to send the
 * message to") links from the outputs named for that (`user_id`, what get_user_id returns), at
 * LINK_STRENGTH.description. Function lists carry no resource types (resourceLinks.ts reads the
 * schemas'); their descriptions say it. Adds tool-specific links in place; returns how many.
 */
export function addDescribedIdentityLinks(tools: readonly IndexedTool[], vocab: FieldVocabulary): number {
  const output = new Uint8Array(vocab.names.length);
  for (const t of tools) for (const o of t.outputs) output[o.fieldId] = 1;
  let added = 0;
  for (const consumer of tools) {
    for (const req of consumer.requirements) {
      const field = consumer.inputs[req.inputPos];
      const spec = field?.spec;
      if (!field || !spec?.description || spec.credential === true) continue;
      const own = fieldTokens(field.canonical).map(singularToken);
      if (!ID_TOKENS_OF_NAMES.has(own[own.length - 1] ?? '')) continue;
      // The phrase must name another entity than the input's own ("the shoe design" for shoe_id is the shoe's).
      const phrase = describedIdentity(descriptionText(spec.description));
      const identity = phrase[phrase.length - 1];
      if (identity === undefined || phrase.some((w) => own.includes(w))) continue;
      const from = vocab.idOf(`${identity}_id`);
      if (from === undefined || output[from] !== 1 || from === req.fieldId) continue;
      if (req.extra.some((l) => l.from === from)) continue;
      req.extra.push({ from, to: req.fieldId, strength: LINK_STRENGTH.description, rule: 'description' });
      req.extraEvidence.push(
        `the description of "${spec.name}" says it is a ${identity} ID ("${descriptionText(spec.description).slice(0, 80).trim()}"), which ${identity}_id holds`,
      );
      added++;
    }
  }
  return added;
}

/** Last tokens of an identifier input's name (singular). */
const ID_TOKENS_OF_NAMES: ReadonlySet<string> = new Set(['id', 'sid', 'uuid', 'guid']);
