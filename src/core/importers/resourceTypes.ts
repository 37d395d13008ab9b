import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import { isObject } from '../catalog/validator';
import type { RefResolver } from './schemaRefs';
import { viewSchema, type PropertyView, type SchemaView } from './schemaView';

/**
 * Resource types: what kind of object a schema describes (`charge`, `customer`, `call`), read
 * from the schema itself — its `object` marker (Stripe's `"object": {"enum": ["charge"]}`), the
 * name of the `$ref` it was reached through (`#/components/schemas/Pet` → pet,
 * `api.v2010.account.call` → call, `objs_user` → user), its `title` — and, for inline objects
 * only, the property that holds it (`team: {id, slug}` → team). An object is a *resource* when it
 * has its own identifier property (`id`, `sid`, `uuid`, `guid`); one without is a value object
 * (an address) or an envelope (a list page).
 */

/** Property names that hold an object's own identifier. */
const OWN_ID_NAMES: ReadonlySet<string> = new Set(['id', 'sid', 'uuid', 'guid']);

/** Identifier tokens a type name or an input name may end with (`user_id`, `call_sid`). */
export const ID_SUFFIX_TOKENS: ReadonlySet<string> = new Set(['id', 'ids', 'sid', 'sids', 'uuid', 'guid']);

/** `object` markers that name a container, not a resource. */
const CONTAINER_MARKERS: ReadonlySet<string> = new Set(['list', 'search_result']);

/** Tokens of schema names that say how a schema is written, not what it is (`objs_`, `defs_`, `…Response`). */
const NAME_NOISE_TOKENS: ReadonlySet<string> = new Set([
  'obj',
  'objs',
  'def',
  'defs',
  'schema',
  'schemas',
  'model',
  'dto',
  'response',
  'request',
  'resource',
  'object',
  'entity',
  'instance',
  'api',
]);

/** A title that reads as a list or a response wrapper, not a resource (`ListCallResponse`, `ChargeList`). */
const WRAPPER_TOKENS: ReadonlySet<string> = new Set(['list', 'page', 'response', 'result', 'results', 'collection']);

/** Whether a normalized property name is an object's own identifier (`id`, `sid`, `uuid`, `guid`). */
export function isOwnIdName(normalized: string): boolean {
  return OWN_ID_NAMES.has(normalized);
}

/** Whether an object view (with properties) has its own identifier: a resource, not a value object. */
export function isResourceView(view: SchemaView): boolean {
  return view.properties.some((p) => isOwnIdName(normalizeFieldName(p.name)));
}

/**
 * A type name from a schema name: the last dotted segment (`api.v2010.account.call` → call), normalized,
 * without writing noise (`objs_conversation` → conversation, `PetResponse` → pet); undefined
 * when nothing is left or the name reads as a wrapper.
 */
export function typeNameOf(raw: string): string | undefined {
  const last = raw.slice(raw.lastIndexOf('.') + 1);
  const tokens = fieldTokens(normalizeFieldName(last));
  if (tokens.some((t) => WRAPPER_TOKENS.has(t))) return undefined;
  while (tokens.length > 1 && NAME_NOISE_TOKENS.has(tokens[0] ?? '')) tokens.shift();
  while (tokens.length > 1 && NAME_NOISE_TOKENS.has(tokens[tokens.length - 1] ?? '')) tokens.pop();
  const name = tokens.join('_');
  return name.length > 0 && !NAME_NOISE_TOKENS.has(name) && !/^v?\d+$/.test(name) ? name : undefined;
}

/** The single string value of an `object` property (`{"enum": ["charge"]}`, `{"const": "charge"}`), if any. */
function objectMarker(view: SchemaView, refs: RefResolver): string | undefined {
  const p = view.properties.find((q) => q.name === 'object');
  if (!p) return undefined;
  return singleString(viewSchema(p.schema, refs, view.active).schema);
}

function singleString(schema: Record<string, unknown>): string | undefined {
  if (typeof schema.const === 'string') return schema.const;
  const values = schema.enum;
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/** Whether a property is a type marker (`"object": {"enum": ["charge"]}`): no data, left out of the outputs. */
export function isTypeMarker(p: PropertyView, child: SchemaView): boolean {
  return p.name === 'object' && singleString(child.schema) !== undefined;
}

/**
 * The resource type of an object view: its `object` marker, else its `$ref` name, else its
 * title, else the agreeing types of its alternatives (`anyOf [customer, deleted_customer]`,
 * both `"object": "customer"`), else `holder` (the property name, for inline objects).
 */
export function resourceTypeOf(view: SchemaView, refs: RefResolver, holder?: string): string | undefined {
  const marker = objectMarker(view, refs);
  if (marker !== undefined) return CONTAINER_MARKERS.has(marker) ? undefined : normalizeFieldName(marker);
  const fromRef = view.refName === undefined ? undefined : typeNameOf(view.refName);
  if (fromRef !== undefined) return fromRef;
  const title = view.schema.title;
  if (typeof title === 'string' && /^[A-Za-z][\w.-]*$/.test(title.trim())) {
    const fromTitle = typeNameOf(title.trim());
    if (fromTitle !== undefined) return fromTitle;
  }
  const agreed = agreedType(view.alternatives ?? [], refs);
  if (agreed !== undefined) return agreed;
  return holder === undefined ? undefined : singularName(holder);
}

/** The one type every resource alternative names (a scalar alternative, an expandable id, names none). */
function agreedType(alternatives: readonly SchemaView[], refs: RefResolver): string | undefined {
  let type: string | undefined;
  for (const alt of alternatives) {
    if (alt.properties.length === 0) continue;
    const t = resourceTypeOf(alt, refs);
    if (t === undefined || (type !== undefined && t !== type)) return undefined;
    type = t;
  }
  return type;
}

/** `subscriptions` → subscription, `data_sources` → data_source. */
export function singularName(raw: string): string | undefined {
  const tokens = fieldTokens(normalizeFieldName(raw));
  const last = tokens.pop();
  if (last === undefined) return undefined;
  return [...tokens, singularToken(last)].join('_');
}

/**
 * An expandable reference (Stripe's `anyOf [id string, $ref customer]`): the type of the
 * resource its id names, or `null` when the field is expandable but its alternatives disagree
 * (`anyOf [string, $ref card, $ref bank_account]`: the holder's name decides when it is one of
 * them); undefined when the view is not an expandable reference.
 */
export function expandableType(view: SchemaView, refs: RefResolver, holder: string): string | null | undefined {
  const alternatives = view.alternatives ?? [];
  const scalar = alternatives.some((a) => a.properties.length === 0 && a.types.includes('string'));
  const resources = alternatives.filter((a) => a.properties.length > 0 && isResourceView(a));
  if (!scalar || resources.length === 0) return undefined;
  const types = new Set(resources.map((a) => resourceTypeOf(a, refs)));
  if (types.size === 1) return [...types][0] ?? null;
  const named = singularName(holder);
  return named !== undefined && types.has(named) ? named : null;
}

/**
 * The resource a scalar identifies by the name of its `$ref` (Slack's `creator: {$ref: defs_user_id}` →
 * user): the schema name without noise and a trailing id token, when the document defines a resource of
 * that type. Undefined for scalars reached without a `$ref`.
 */
export function scalarRefType(view: SchemaView, refs: RefResolver): string | undefined {
  if (view.refName === undefined || view.properties.length > 0) return undefined;
  if (!view.types.some((t) => t === 'string' || t === 'integer')) return undefined;
  const name = typeNameOf(view.refName);
  if (name === undefined) return undefined;
  const tokens = fieldTokens(name);
  if (tokens.length > 1 && ID_SUFFIX_TOKENS.has(tokens[tokens.length - 1] ?? '')) tokens.pop();
  const type = tokens.join('_');
  return refs.resourceTypes().has(type) ? type : undefined;
}

/**
 * The resource types a document defines: every named schema (`components.schemas`, Swagger 2
 * `definitions`, JSON Schema `$defs` / `definitions`) that is a resource, by resourceTypeOf.
 */
export function documentResourceTypes(root: unknown, refs: RefResolver): Set<string> {
  const types = new Set<string>();
  if (!isObject(root)) return types;
  const groups: [string, unknown][] = [
    ['#/components/schemas/', isObject(root.components) ? root.components.schemas : undefined],
    ['#/definitions/', root.definitions],
    ['#/$defs/', root.$defs],
  ];
  for (const [prefix, group] of groups) {
    if (!isObject(group)) continue;
    for (const name of Object.keys(group)) {
      const view = viewSchema({ $ref: `${prefix}${encodeURIComponent(name).replace(/~/g, '~0')}` }, refs);
      if (view.properties.length === 0 || !isResourceView(view)) continue;
      const type = resourceTypeOf(view, refs);
      if (type !== undefined) types.add(type);
    }
  }
  return types;
}
