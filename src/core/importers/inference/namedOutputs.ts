import { fieldTokens, normalizeFieldName, singularToken } from '../../catalog/fieldNames';
import { pluralToken } from '../shortNames';

/** One output a tool's name suggests. */
export interface NamedOutput {
  name: string;
  type?: string;
  /** The thing whose ids or record it is (FieldSpec.resource): `call` for `ListCall`'s `call_ids`. */
  resource?: string;
  /** A read of one thing (`get_customer`, `find_customer`): its record, which holds its id. */
  record?: true;
}

const READ_VERBS = new Set([
  'get',
  'fetch',
  'retrieve',
  'read',
  'lookup',
  'find',
  'show',
  'view',
  'describe',
  'load',
  'download',
  'resolve',
  'detect',
  'calculate',
  'compute',
  'estimate',
  'measure',
  'predict',
  'check',
]);
const LIST_VERBS = new Set(['list', 'search', 'query', 'browse', 'enumerate', 'filter']);
const CREATE_VERBS = new Set([
  'create',
  'add',
  'new',
  'book',
  'register',
  'open',
  'post',
  'submit',
  'upload',
  'send',
  'schedule',
  'insert',
  'start',
  'place',
  'issue',
]);
const COUNT_VERBS = new Set(['count']);
/** Verbs whose result has its own noun. */
const RESULT_NOUNS: Record<string, string> = {
  summarize: 'summary',
  transcribe: 'transcript',
  translate: 'translation',
  classify: 'classification',
  tokenize: 'tokens',
  embed: 'embedding',
};
/** Words after which a name stops naming the result (`get_order_by_id`). */
const STOP_TOKENS = new Set(['by', 'for', 'from', 'of', 'with', 'in', 'on', 'to', 'using', 'via', 'and']);
const FILLERS = new Set([
  'details',
  'detail',
  'info',
  'information',
  'data',
  'all',
  'my',
  'the',
  'a',
  'an',
  'v1',
  'v2',
  'v3',
  'api',
]);

/**
 * Outputs a tool's name suggests, by its leading verb: get / fetch / lookup X → `X`
 * (`get_customer_email` → `customer_email`); list / search X → `X` and `X_ids`
 * (`list_orders` → `orders`, `order_ids`); create / send X → `X_id`; count X → `X_count`;
 * summarize / transcribe / translate → `summary` / `transcript` / `translation`. With `readsAll`
 * (the description says the read returns every one: "Get all jobs for a build"), get X lists
 * too (`get_jobs` → `jobs`, `job_ids`). Each names X as its `resource`: inferOutputs tags the ids
 * and the listed things with it (`ListCall`'s `call_ids`: call), so they link to the inputs an
 * importer tagged with it (Twilio's `{CallSid}`) whatever those are named; a read's record is
 * marked `record` and left untagged (it is no id), and inferOutputs adds `X_id` where the catalog
 * takes it.
 */
export function namedOutputs(toolName: string, readsAll = false): NamedOutput[] {
  const { verb, object } = nameParts(toolName);
  if (verb === undefined) return [];
  const resultNoun = RESULT_NOUNS[verb];
  if (resultNoun !== undefined) return [{ name: resultNoun }];
  const last = object[object.length - 1];
  if (last === undefined) return [];
  const head = object.slice(0, -1);
  // Short tokens are acronyms more often than plurals (`sms`, `dns`).
  const one = last.length > 3 ? singularToken(last) : last;
  const resource = [...head, one].join('_');
  if (LIST_VERBS.has(verb) || (readsAll && READ_VERBS.has(verb))) {
    return [
      { name: [...head, pluralToken(one)].join('_'), type: 'array', resource },
      { name: [...head, one, 'ids'].join('_'), type: 'array', resource },
    ];
  }
  if (COUNT_VERBS.has(verb)) return [{ name: [...head, one, 'count'].join('_'), type: 'integer' }];
  if (CREATE_VERBS.has(verb)) return [{ name: [...head, one, 'id'].join('_'), type: 'string', resource }];
  if (READ_VERBS.has(verb)) return [{ name: object.join('_'), resource, record: true }];
  return [];
}

/** A name's leading verb and the tokens of what it acts on, up to a STOP_TOKENS word, fillers dropped. */
function nameParts(toolName: string): { verb: string | undefined; object: string[] } {
  const tokens = fieldTokens(normalizeFieldName(toolName));
  if (tokens[0] === 'look' && tokens[1] === 'up') tokens.splice(0, 2, 'lookup');
  const [verb, ...rest] = tokens;
  const stop = rest.findIndex((t) => STOP_TOKENS.has(t));
  return { verb, object: (stop >= 0 ? rest.slice(0, stop) : rest).filter((t) => !FILLERS.has(t)) };
}

/** Whether the name's verb lists or searches (its collection output adds to a description's fields). */
export function isListingName(toolName: string): boolean {
  const { verb } = nameParts(toolName);
  return verb !== undefined && LIST_VERBS.has(verb);
}

/**
 * Whether a read's description says it returns every one of what its name reads ("Get all jobs
 * for a specific build" for `get_jobs`), which makes the read a listing; "Get the log output"
 * for `get_job_logs` does not.
 */
export function readsAll(toolName: string, description: string): boolean {
  const { verb, object } = nameParts(toolName);
  const last = object.at(-1);
  if (verb === undefined || !READ_VERBS.has(verb) || last === undefined) return false;
  if (last.length <= 3 || singularToken(last) === last) return false;
  return new RegExp(`\\b(?:all|every)\\s+(?:the\\s+)?(?:\\w+\\s+)?${last}\\b`, 'i').test(description);
}
