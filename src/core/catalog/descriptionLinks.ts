import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';
import { PRODUCER_CUES, TOOL_NAME_VERBS } from './lexicon';
import { LINK_STRENGTH } from './nameLinks';
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
