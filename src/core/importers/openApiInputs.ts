import type { FieldSpec } from '../catalog/types';
import { normalizeFieldName } from '../catalog/fieldNames';
import { isObject, type JsonObject } from '../catalog/validator';
import { markCredential, parameterKey, securityParameters } from './credentialInputs';
import type { ImportContext } from './importContext';
import { leafField } from './leafSchema';
import { fieldPath, formatFieldPath, pathName } from './fieldPath';
import { derefObject, type OpenApiOperation } from './openApiOperations';
import { schemaFields } from './schemaFields';
import type { RefResolver } from './schemaRefs';
import { viewSchema } from './schemaView';

/** Headers OpenAPI says are described elsewhere (content negotiation); `Authorization` is kept, as a credential. */
const IGNORED_HEADERS = new Set(['accept', 'content-type']);

/** Headers that carry credentials whatever the document's security schemes say. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization']);

/** Media types tried in order for bodies and responses; the first listed one otherwise. */
export function pickMediaType(content: unknown): JsonObject | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content);
  const json =
    types.find((t) => /^application\/json\b/i.test(t)) ??
    types.find((t) => /[/+]json\b/i.test(t)) ??
    types.find((t) => /x-www-form-urlencoded|multipart\/form-data/i.test(t)) ??
    types[0];
  const media = json === undefined ? undefined : content[json];
  return isObject(media) ? media : undefined;
}

/**
 * Inputs of an operation: path, query, header and cookie parameters (operation-level ones
 * override path-level ones of the same name and place; path parameters are always
 * required), then the request body's properties flattened (`requestBody`, or a Swagger 2
 * `in: body` parameter; `formData` parameters are fields). Body fields are required when
 * their schema requires them and the body is not marked `required: false` (specs often omit
 * the flag on bodies every call sends). Each input keeps where it goes in `x_in`. Parameters an
 * `apiKey` security scheme names, those a scheme's own name is made of (securityParameters), and
 * `Authorization` headers, are marked `credential`.
 */
export function openApiInputs(op: OpenApiOperation, refs: RefResolver, ctx: ImportContext): FieldSpec[] {
  const resolve = (ref: string): unknown => {
    const r = refs.resolve(ref);
    return r.ok ? r.target : undefined;
  };
  const params = new Map<string, { param: JsonObject; at: (string | number)[] }>();
  const lists: [unknown[], (string | number)[]][] = [[op.pathParameters, ['paths', op.path, 'parameters']]];
  if (Array.isArray(op.operation.parameters)) lists.push([op.operation.parameters, [...op.at, 'parameters']]);
  for (const [list, at] of lists) {
    list.forEach((raw, i) => {
      const param = derefObject(raw, resolve);
      if (!param || typeof param.name !== 'string' || typeof param.in !== 'string') {
        ctx.warn([...at, i], 'skipped a parameter without a resolvable "name" and "in"');
        return;
      }
      params.set(`${param.in}:${param.name}`, { param, at: [...at, i] });
    });
  }
  const fields: FieldSpec[] = [];
  let body: FieldSpec[] = [];
  const security = securityParameters(refs);
  for (const { param, at } of params.values()) {
    const where = String(param.in);
    if (where === 'header' && IGNORED_HEADERS.has(String(param.name).toLowerCase())) continue;
    if (where === 'body') {
      body = bodyFields(param.schema, param.required !== false, String(param.name), refs, ctx, at);
      continue;
    }
    // Swagger 2 puts type keywords on the parameter; OpenAPI 3 under `schema` or `content`.
    const schema = param.schema ?? pickMediaType(param.content)?.schema ?? param;
    const view = viewSchema(schema, refs);
    const field = leafField(
      String(param.name),
      view,
      view.items === undefined ? undefined : viewSchema(view.items, refs, view.active),
    );
    if (typeof param.description === 'string' && param.description.trim()) field.description = param.description;
    field.required = where === 'path' || param.required === true;
    field.x_in = where;
    const key = parameterKey(where, String(param.name));
    if (
      security.apiKeys.has(key) ||
      security.identities.has(normalizeFieldName(String(param.name))) ||
      (where === 'header' && CREDENTIAL_HEADERS.has(String(param.name).toLowerCase()))
    )
      markCredential(field);
    fields.push(field);
  }
  const requestBody = derefObject(op.operation.requestBody, resolve);
  if (requestBody) {
    const media = pickMediaType(requestBody.content);
    body = bodyFields(media?.schema, requestBody.required !== false, 'body', refs, ctx, [...op.at, 'requestBody']);
  }
  return [...fields, ...renameClashingBodyFields(fields, body, ctx, op.at)];
}

/**
 * Body fields whose top-level property has a parameter's name (a path `id`, and a body `id` or
 * an object `id` with fields inside) are renamed `body_<name>` (their `x_path` too), with one
 * warning a property: one name for two inputs would be one property in an export.
 */
function renameClashingBodyFields(
  params: readonly FieldSpec[],
  body: FieldSpec[],
  ctx: ImportContext,
  at: (string | number)[],
): FieldSpec[] {
  const taken = new Set(params.map((f) => f.name));
  const renamed = new Map<string, string>();
  for (const f of body) {
    const [top, ...rest] = fieldPath(f);
    if (top === undefined || !taken.has(top.key)) continue;
    let name = renamed.get(top.key);
    if (name === undefined) {
      name = `body_${top.key}`;
      for (let k = 2; taken.has(name) || body.some((b) => fieldPath(b)[0]?.key === name); k++)
        name = `body_${top.key}_${k}`;
      renamed.set(top.key, name);
      ctx.warn([...at], `body field "${top.key}" has the name of a parameter; imported as "${name}"`);
    }
    const steps = [{ ...top, key: name }, ...rest];
    f.name = pathName(steps);
    if (rest.length > 0) f.x_path = formatFieldPath(steps);
  }
  return body;
}

function bodyFields(
  schema: unknown,
  required: boolean,
  rootName: string,
  refs: RefResolver,
  ctx: ImportContext,
  at: (string | number)[],
): FieldSpec[] {
  if (schema === undefined) return [];
  const read = schemaFields(schema, refs, 'input', { rootName, rootRequired: required });
  for (const n of read.notes) ctx.warn(at, n);
  for (const f of read.fields) f.x_in = 'body';
  return read.fields;
}
