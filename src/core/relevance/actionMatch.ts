import type { Tool } from '../catalog/types';
import { toolOperation, type Operation } from './operations';
import type { RequestAction } from './requestActions';
import { plainWords, stem } from './tokenize';
import { pathWords } from './toolDocument';

/** What a tool's name says it does and to what: its operation and the stems of its name's and HTTP path's words. */
interface NamedOperation {
  operation: Operation | undefined;
  words: Set<string>;
}

function namedOperation(tool: Tool): NamedOperation {
  const words = new Set(plainWords(tool.name).map(stem));
  for (const w of plainWords(pathWords(tool))) words.add(stem(w));
  return { operation: toolOperation(tool), words };
}

function sharesWord(words: ReadonlySet<string>, stems: readonly string[]): boolean {
  for (const s of stems) if (words.has(s)) return true;
  return false;
}

/**
 * Which of the candidate tools do what a request's action asks, to what it names:
 * - a verb of the lexicon: the tool's operation is one the verb asks for (or its name has the
 *   verb), and its name has one of the action's objects ("list the messages" → ListMessage, not
 *   DeleteMessage). When no candidate's name has an object and the request has one action, the
 *   verb alone decides ("Post 'deploy done' in #releases" → the operations that create);
 * - a verb outside the lexicon that opens its clause (RequestAction.named): the tool's name has
 *   the verb, and either creates ("Refund …" → the operation that creates a refund, not the one
 *   that lists them) or has one of the objects ("Star the repository" → star_repository).
 * 1 where a tool matches some action.
 */
export function actionMatches(tools: readonly Tool[], actions: readonly RequestAction[]): Uint8Array {
  const out = new Uint8Array(tools.length);
  if (actions.length === 0) return out;
  const named = tools.map(namedOperation);
  for (const action of actions) {
    const objectsNamed = action.named || named.some((n) => sharesWord(n.words, action.objects));
    named.forEach((n, k) => {
      if ((objectsNamed || actions.length === 1) && matches(n, action, objectsNamed)) out[k] = 1;
    });
  }
  return out;
}

function matches(n: NamedOperation, action: RequestAction, objectsNamed: boolean): boolean {
  const hasObject = sharesWord(n.words, action.objects);
  if (action.named) return n.words.has(action.verb) && (n.operation === 'create' || hasObject);
  const verb = (n.operation !== undefined && action.operations.includes(n.operation)) || n.words.has(action.verb);
  return verb && (hasObject || !objectsNamed);
}
