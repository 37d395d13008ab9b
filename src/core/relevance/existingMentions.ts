import { plainWords, stem } from './tokenize';

/** Words that make what follows a known thing: "the payments team", "their last call", "our number". */
const DEFINITE = new Set(['the', 'their', 'our', 'my', 'its', 'that', 'this', 'your', 'his', 'her', 'these', 'those']);
/** Words that make what follows a new thing: "a team", "a new number", "another channel". */
const INDEFINITE = new Set(['a', 'an', 'new', 'another']);
/** Words that end the noun phrase a determiner is looked for in (a preposition, a conjunction, a pronoun). */
// prettier-ignore
const PHRASE_BREAK = new Set([
  'of', 'for', 'to', 'in', 'on', 'with', 'and', 'or', 'at', 'from', 'by', 'into', 'it', 'them', 'him', 'us', 'me',
]);
/** How many words before a noun its determiner may stand ("the payments team", "their last failed call"). */
const DETERMINER_REACH = 3;

/**
 * Whether a request speaks of an existing thing that one of `objects` (word stems) names: some
 * mention has a definite or possessive determiner before it ("for the payments team", "their
 * last call with us", "our number +1555…") and none an indefinite one ("create a team", "buy a
 * new number"); and no mention is the object of making it, a noun of one of `verbs` (stems) before
 * "of the …" ("the addition of the title 'The Great Gatsby'"). Words of quoted text count as
 * words (a quoted name is no determiner).
 */
export function refersToExisting(query: string, objects: ReadonlySet<string>, verbs: readonly string[]): boolean {
  if (objects.size === 0) return false;
  const words = plainWords(query);
  let definite = false;
  for (let k = 0; k < words.length; k++) {
    if (!objects.has(stem(words[k] ?? ''))) continue;
    for (let b = k - 1; b >= Math.max(0, k - DETERMINER_REACH); b--) {
      const word = words[b] ?? '';
      if (INDEFINITE.has(word)) return false;
      if (DEFINITE.has(word)) {
        if (makingOf(words, b, verbs)) return false;
        definite = true;
        break;
      }
      if (PHRASE_BREAK.has(word)) break;
    }
  }
  return definite;
}

/** Whether the determiner at `at` follows "<a noun of one of `verbs`> of" ("addition of the …"). */
function makingOf(words: readonly string[], at: number, verbs: readonly string[]): boolean {
  if (words[at - 1] !== 'of') return false;
  const noun = stem(words[at - 2] ?? '');
  return noun !== '' && verbs.some((verb) => verb !== '' && noun.startsWith(verb));
}
