import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import type { FieldSpec, Tool } from '../catalog/types';
import { formatFieldPath, parseFieldPath, type PathStep } from './fieldPath';
import type { OpenApiOperation } from './openApiOperations';
import { ID_SUFFIX_TOKENS, isOwnIdName } from './resourceTypes';

/**
 * The resources an OpenAPI operation's inputs name, as `resource` on the input: the input takes
 * the id of a resource of that type. An input names a resource the document defines
 * (RefResolver.resourceTypes) by its whole name (`customer`, `charge`, Slack's `users`), or by
 * a name ending in an id token (`CallSid`, `petId`, `ParentCallSid` → call, the longest known
 * type the name ends with); a bare `{id}` / `{Sid}` path parameter names the resource of the
 * path segment before it (`/Calls/{Sid}.json` → call), else what the operation returns.
 *
 * Then the subject rule (`x_subject: true`, read by the index as a required input): APIs mark
 * optional the body or query parameter that says which object an operation acts on (Stripe's
 * refund `charge`, Slack's `conversations.info` `channel`). In an operation with no resource in
 * its path that returns one resource (not a list, where such inputs are filters), the subject is
 * the first optional input of the returned resource's type (`conversations.info`'s `channel`),
 * else the first of a type that resource refers to directly and the operation's summary or
 * description names — a create on a parent ("you must specify a Charge … on which to create
 * it": the refund's `charge`). A reference the text does not name stays optional (Slack's
 * `reminders.add` `user`: the reminder goes to its creator without one).
 */
export function tagResourceInputs(
  tool: Tool,
  op: OpenApiOperation,
  known: ReadonlySet<string>,
  returnedAt: ReadonlyMap<string, string>,
): void {
  const returned = returnedResource(tool.outputs);
  const atPath = returned?.type ?? returnedAt.get(op.path);
  for (const f of tool.inputs) {
    if (f.type === 'object' || f.type === 'boolean' || f.type === 'number') continue;
    const type = isPathId(f) ? pathIdType(f.name, op.path, known, atPath) : namedType(f, known);
    if (type !== undefined) f.resource = type;
  }
  if (returned === undefined || returned.listed) return;
  if (tool.inputs.some((f) => f.x_in === 'path' && f.resource !== undefined)) return;
  const optional = tool.inputs.filter((f) => f.required === false && typeof f.resource === 'string');
  const words = `_${normalizeFieldName(`${String(op.operation.summary ?? '')} ${String(op.operation.description ?? '')}`)}_`;
  const subject =
    optional.find((f) => f.resource === returned.type) ??
    optional.find((f) => returned.refers.has(String(f.resource)) && words.includes(`_${String(f.resource)}_`));
  if (subject) subject.x_subject = true;
}

/** What an operation returns: the type of its outermost own identifier output, whether in a list, and the types that resource refers to directly. */
interface ReturnedResource {
  type: string;
  listed: boolean;
  refers: Set<string>;
}

/** The type of the resource each operation returns, by path (a DELETE returns nothing; its path's GET says what `{Sid}` is). */
export function returnedTypes(tools: readonly { tool: Tool; path: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const { tool, path } of tools) {
    const type = returnedResource(tool.outputs)?.type;
    if (type !== undefined && !out.has(path)) out.set(path, type);
  }
  return out;
}

function returnedResource(outputs: readonly FieldSpec[]): ReturnedResource | undefined {
  let own: FieldSpec | undefined;
  for (const f of outputs) {
    if (f.x_alias_of !== undefined || typeof f.resource !== 'string' || !isOwnIdName(leafOf(f))) continue;
    if (own === undefined || pathOf(f).length < pathOf(own).length) own = f;
  }
  if (!own || typeof own.resource !== 'string') return undefined;
  const path = pathOf(own);
  const parent = formatFieldPath(path.slice(0, -1));
  const refers = new Set<string>();
  for (const f of outputs) {
    const p = pathOf(f);
    if (f.x_alias_of === undefined && typeof f.resource === 'string' && p.length === path.length)
      if (formatFieldPath(p.slice(0, -1)) === parent) refers.add(f.resource);
  }
  return { type: own.resource, listed: path.some((s) => s.array), refers };
}

/** The field's path (`x_path`), else its name split at dots (a parameter named `customer.id` reads as `id`). */
function pathOf(f: FieldSpec): PathStep[] {
  return typeof f.x_path === 'string'
    ? parseFieldPath(f.x_path)
    : f.name.split('.').map((key) => ({ key, array: false }));
}

function leafOf(f: FieldSpec): string {
  const path = pathOf(f);
  return normalizeFieldName(path[path.length - 1]?.key ?? '');
}

function isPathId(f: FieldSpec): boolean {
  return f.x_in === 'path' && isOwnIdName(leafOf(f));
}

/** The type an input's name names, among the document's types. */
function namedType(f: FieldSpec, known: ReadonlySet<string>): string | undefined {
  const tokens = fieldTokens(leafOf(f));
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length > 1 && ID_SUFFIX_TOKENS.has(last)) return longestKnownSuffix(tokens.slice(0, -1), known);
  const whole = [...tokens.slice(0, -1), singularToken(last)].join('_');
  return known.has(whole) ? whole : undefined;
}

/**
 * A bare path id (`/Accounts/{AccountSid}/Calls/{Sid}.json`, `Sid`): the type of the literal
 * segment before it (call), or the returned type when that names the segment too
 * (`/Notifications/{Sid}` returning a call_notification), or the returned type alone.
 */
function pathIdType(
  name: string,
  path: string,
  known: ReadonlySet<string>,
  returned: string | undefined,
): string | undefined {
  const segments = path.split('/');
  const at = segments.findIndex((s) => s.includes(`{${name}}`));
  const before = at > 0 ? segments[at - 1] : undefined;
  if (before === undefined || before.includes('{')) return returned;
  const tokens = fieldTokens(normalizeFieldName(before.replace(/\.\w+$/, '')));
  const last = tokens.pop();
  if (last === undefined) return returned;
  const segment = [...tokens, singularToken(last)];
  if (returned !== undefined && `_${returned}`.endsWith(`_${segment.join('_')}`)) return returned;
  return longestKnownSuffix(segment, known) ?? returned ?? qualifiedType(segment.join('_'), segments, known);
}

/** A known type that is the segment's type qualified by the path's parents (`/Calls/{CallSid}/Recordings` → call_recording). */
function qualifiedType(segment: string, segments: readonly string[], known: ReadonlySet<string>): string | undefined {
  const words = new Set(
    segments.flatMap((s) =>
      s.includes('{') ? [] : fieldTokens(normalizeFieldName(s.replace(/\.\w+$/, ''))).map(singularToken),
    ),
  );
  for (const type of known)
    if (type.endsWith(`_${segment}`) && fieldTokens(type.slice(0, -segment.length - 1)).every((t) => words.has(t)))
      return type;
  return undefined;
}

/** `parent_call` → call: the longest run of final tokens that is a known type. */
function longestKnownSuffix(tokens: readonly string[], known: ReadonlySet<string>): string | undefined {
  for (let start = 0; start < tokens.length; start++) {
    const name = tokens.slice(start).join('_');
    if (known.has(name)) return name;
  }
  return undefined;
}
