import type { FieldSpec } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { fieldPath } from '../importers/fieldPath';

export interface SchemaBuildOptions {
  side: 'input' | 'output';
  /** OpenAI strict mode: every object closed, every property listed as required, optional ones nullable. */
  strict?: boolean;
}

interface SchemaNode {
  field?: FieldSpec;
  kind?: 'object' | 'array';
  children: Map<string, SchemaNode>;
}

function node(): SchemaNode {
  return { children: new Map() };
}

/** Whether an input is required as the catalog reads it (absent `required` means required). */
export function isRequiredInput(field: FieldSpec): boolean {
  return field.required !== false;
}

/**
 * The JSON Schema object of a tool's inputs or outputs: the inverse of the importers'
 * flattening. A field's `x_path` (`items[].sku`) nests it again (`[]` = array of objects; keys
 * escaped, see fieldPath.ts); other names are one property each. Short-name copies (`x_alias_of`) are left out: importing
 * the schema makes them again. Inputs list their required properties (a container is
 * required when something in it is); `x_schema` keywords and `x_types` come back.
 */
export function fieldsToJsonSchema(fields: readonly FieldSpec[], options: SchemaBuildOptions): JsonObject {
  const root = node();
  for (const f of fields) {
    if (typeof f.x_alias_of === 'string') continue;
    const path = fieldPath(f);
    let at = root;
    path.forEach((step, i) => {
      // `[]` marks an array of objects on the way to a field (`items[].sku`). On the field's own
      // key it can only be a path written before keys were escaped (`order.ids[]`): the key's own.
      const isArray = i < path.length - 1 && step.array;
      const key = step.array && !isArray ? `${step.key}[]` : step.key;
      let next = at.children.get(key);
      if (next === undefined) {
        next = node();
        at.children.set(key, next);
      }
      if (i < path.length - 1) next.kind = isArray ? 'array' : (next.kind ?? 'object');
      else next.field = f;
      at = next;
    });
  }
  return objectSchema(root, options);
}

/** A container is required when its own field is (a catalog may list it) or something in it is. */
function isRequired(n: SchemaNode): boolean {
  if (n.field !== undefined && (n.children.size === 0 || n.field.required !== undefined) && isRequiredInput(n.field))
    return true;
  return [...n.children.values()].some(isRequired);
}

function objectSchema(n: SchemaNode, options: SchemaBuildOptions): JsonObject {
  const entries: [string, JsonObject][] = [];
  const required: string[] = [];
  for (const [key, child] of n.children) {
    const childRequired = options.side === 'input' && isRequired(child);
    entries.push([key, propertySchema(child, options, childRequired)]);
    if (childRequired || options.strict) required.push(key);
  }
  // fromEntries defines own properties: a property named "__proto__" stays a property.
  const properties = Object.fromEntries(entries);
  const schema: JsonObject = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (options.strict) schema.additionalProperties = false;
  return schema;
}

function propertySchema(n: SchemaNode, options: SchemaBuildOptions, required: boolean): JsonObject {
  const f = n.field;
  let schema: JsonObject;
  if (n.kind !== undefined) schema = containerSchema(n, n.kind, options);
  else {
    schema = {};
    const types = Array.isArray(f?.x_types) ? f.x_types : f?.type === undefined ? undefined : f.type;
    if (types !== undefined) schema.type = types;
    if (isObject(f?.x_schema)) Object.assign(schema, f.x_schema);
  }
  if (f?.description !== undefined && f.description.length > 0)
    schema = { type: schema.type, description: f.description, ...schema };
  if (schema.type === undefined) delete schema.type;
  return options.strict && !required ? admittingNull(schema) : schema;
}

/**
 * Strict mode lists every property as required; an optional one says so by admitting null: in
 * its `type`, in its `anyOf`, or (a schema without either: an `enum`, `{}`) as `anyOf` of itself
 * and null, its description kept outside.
 */
function admittingNull(schema: JsonObject): JsonObject {
  const alternatives = schema.anyOf;
  if (Array.isArray(alternatives)) {
    if (!alternatives.some((a) => isObject(a) && a.type === 'null')) schema.anyOf = [...alternatives, { type: 'null' }];
    return schema;
  }
  if (schema.type !== undefined) {
    const list = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!list.includes('null')) schema.type = [...list, 'null'];
    return schema;
  }
  const { description, ...rest } = schema;
  return { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}

/**
 * An object (or array of objects) rebuilt from the fields inside it. When the container's own
 * field says it may also be something else (`x_types`: a `oneOf` / `anyOf` of a string and an
 * object, read by the importers), every type stays: `oneOf` (as the fields inside were marked)
 * or `anyOf` of the container and the others, in `x_types` order; strict mode (OpenAI) takes
 * `anyOf` only. The container field's `x_schema` keywords apply to the whole, but `items` to
 * its `array` alternative.
 */
function containerSchema(n: SchemaNode, kind: 'object' | 'array', options: SchemaBuildOptions): JsonObject {
  const container = kind === 'object' ? objectSchema(n, options) : { type: 'array', items: objectSchema(n, options) };
  const f = n.field;
  const types = Array.isArray(f?.x_types) ? f.x_types.filter((t): t is string => typeof t === 'string') : [];
  if (!types.some((t) => t !== kind)) return container;
  const { items, ...extras } = isObject(f?.x_schema) ? f.x_schema : {};
  const list = [...new Set([...types, kind])].map((t): JsonObject => {
    if (t === kind) return container;
    return t === 'array' && items !== undefined ? { type: t, items } : { type: t };
  });
  const keyword = options.strict ? 'anyOf' : (alternativeKeyword(n) ?? 'anyOf');
  return { [keyword]: list, ...extras };
}

/** The `oneOf` / `anyOf` the importer read the fields inside a container from (`x_alternatives`), if any. */
function alternativeKeyword(n: SchemaNode): 'oneOf' | 'anyOf' | undefined {
  for (const child of n.children.values()) {
    const mark = child.field?.x_alternatives;
    if (isObject(mark) && (mark.keyword === 'oneOf' || mark.keyword === 'anyOf')) return mark.keyword;
  }
  return undefined;
}
