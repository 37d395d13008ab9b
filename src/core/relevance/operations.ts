import type { Tool } from '../catalog/types';
import { SOURCE_KEY } from '../importers/importTypes';
import { plainWords, stem } from './tokenize';

/** What an operation does to the thing it names: the four verbs of an API (CRUD). */
export type Operation = 'create' | 'read' | 'update' | 'delete';

/**
 * Verbs by the operation they ask for, in requests and in tool names alike. "close" and
 * "archive" both update and delete (closing an issue is a PATCH, closing a channel its own
 * call); question words ask to read.
 */
// prettier-ignore
const VERBS: Record<Operation, readonly string[]> = {
  create: [
    'create', 'add', 'new', 'post', 'send', 'make', 'submit', 'open', 'insert', 'register', 'upload',
    'write', 'publish', 'generate', 'start', 'launch', 'book', 'schedule', 'invite', 'compose', 'build',
    'reserve', 'buy', 'purchase', 'draft', 'initiate', 'establish', 'enroll', 'subscribe',
  ],
  read: [
    'get', 'list', 'find', 'search', 'show', 'fetch', 'retrieve', 'read', 'view', 'look', 'lookup',
    'check', 'see', 'count', 'download', 'export', 'query', 'browse', 'display', 'describe', 'inspect',
    'what', 'which', 'who', 'how', 'where', 'when',
  ],
  update: [
    'update', 'edit', 'change', 'modify', 'set', 'rename', 'patch', 'put', 'assign', 'move', 'mark',
    'resolve', 'reopen', 'replace', 'enable', 'disable', 'adjust', 'configure', 'reschedule', 'upgrade',
    'toggle', 'pause', 'resume', 'close', 'archive',
  ],
  delete: [
    'delete', 'remove', 'cancel', 'close', 'revoke', 'destroy', 'drop', 'clear', 'purge', 'uninstall',
    'unsubscribe', 'kick', 'ban', 'terminate', 'end', 'stop', 'disconnect', 'leave', 'archive', 'dismiss',
    'erase',
  ],
};

/**
 * The create verbs whose object is the thing they make (`create_team` makes a team, `CreateCall`
 * a call), unlike those whose object already exists (`book_hotel`, `invite_user`,
 * `register_vehicle`, `enroll_in_course`): existingLookup (menu/reranker.ts) reads them.
 */
// prettier-ignore
export const MAKING_VERBS: ReadonlySet<string> = new Set([
  'create', 'add', 'new', 'make', 'insert', 'build', 'generate', 'write', 'compose', 'draft', 'establish',
  'post', 'publish', 'send', 'schedule', 'open', 'submit', 'upload',
].map(stem));

/** Stem → the operations its verb asks for. */
const OPERATIONS_OF = new Map<string, Operation[]>();
for (const op of Object.keys(VERBS) as Operation[]) {
  for (const verb of VERBS[op]) {
    const key = stem(verb);
    OPERATIONS_OF.set(key, [...(OPERATIONS_OF.get(key) ?? []), op]);
  }
}

/** The operations a word asks for as a verb (by its stem), or undefined when it is no verb of VERBS. */
export function verbOperations(word: string): readonly Operation[] | undefined {
  return OPERATIONS_OF.get(stem(word));
}

/** HTTP methods as their words in a name (Stripe's PostCustomers: the method, not a verb of the name). */
const METHOD_WORDS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);

/** An imported operation's HTTP method and path (tool-catalog's `x_source`), when it has them. */
export function httpOperation(tool: Tool): { method: string; path: string } | undefined {
  const source = tool[SOURCE_KEY];
  if (typeof source !== 'object' || source === null) return undefined;
  const { method, path } = source as { method?: unknown; path?: unknown };
  return typeof method === 'string' && typeof path === 'string' ? { method: method.toLowerCase(), path } : undefined;
}

/**
 * What a tool does, read from its name and, for an imported HTTP operation, its method and path:
 * the first verb of the name (`chat_postMessage` → create, `conversations_list` → read); when the
 * name starts with its HTTP method or has no verb, the method on the path's shape (REST: GET
 * reads, DELETE deletes, PUT / PATCH update, POST on an item `/refunds/{refund}` updates, POST on
 * an action `/refunds/{refund}/cancel` does what the action says, else creates); else `effects:
 * read` reads. Undefined when nothing says.
 */
export function toolOperation(tool: Tool): Operation | undefined {
  return readOperation(tool)?.operation;
}

/** What the HTTP method and path say an operation does, in words a request uses, when its name says nothing. */
const METHOD_VERBS: Record<Operation, string> = { create: 'create', read: 'list', update: 'update', delete: 'delete' };

/**
 * The verb an imported HTTP operation's method and path give it when its name has none of its
 * own (PostCustomers → create, GetCustomersCustomer → retrieve, DeleteCustomersCustomer →
 * delete), for its text: else ''.
 */
export function methodVerb(tool: Tool): string {
  const read = readOperation(tool);
  if (read?.from !== 'method') return '';
  if (read.operation === 'read' && read.item) return 'retrieve';
  return METHOD_VERBS[read.operation];
}

interface ReadOperation {
  operation: Operation;
  from: 'name' | 'method' | 'effects';
  /** True when an HTTP path ends with a parameter (one item, not the collection). */
  item: boolean;
}

function readOperation(tool: Tool): ReadOperation | undefined {
  const http = httpOperation(tool);
  const words = plainWords(tool.name);
  for (const [k, word] of words.entries()) {
    if (k === 0 && http !== undefined && METHOD_WORDS.has(word)) break;
    // A participle names a state, not the operation: `chat_scheduledMessages_list` lists.
    if (isParticiple(word)) continue;
    const ops = verbOperations(word);
    if (ops?.[0]) return { operation: ops[0], from: 'name', item: false };
  }
  if (http) {
    const segments = http.path.split('/').filter((s) => s.length > 0);
    const last = segments[segments.length - 1] ?? '';
    const item = last.startsWith('{');
    const operation = methodOperation(http.method, last, item);
    return operation === undefined ? undefined : { operation, from: 'method', item };
  }
  return tool.effects === 'read' ? { operation: 'read', from: 'effects', item: false } : undefined;
}

/** A past participle of a name ("scheduled", "approved"): no verb of VERBS ends so. */
export function isParticiple(word: string): boolean {
  return word.length > 4 && word.endsWith('ed') && !word.endsWith('eed');
}

function methodOperation(method: string, last: string, item: boolean): Operation | undefined {
  if (method === 'get' || method === 'head') return 'read';
  if (method === 'delete') return 'delete';
  if (method === 'put' || method === 'patch') return 'update';
  if (method !== 'post') return undefined;
  if (item) return 'update';
  return verbOperations(last)?.[0] ?? 'create';
}
