import type { FieldSpec } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';

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
 * flattening. A field's `x_path` (`items[].sku`) nests it again (`[]` = array of objects);
 * other names are one property each. Short-name copies (`x_alias_of`) are left out: importing
 * the schema makes them again. Inputs list their required properties (a container is
 * required when something in it is); `x_schema` keywords and `x_types` come back.
 */
export function fieldsToJsonSchema(fields: readonly FieldSpec[], options: SchemaBuildOptions): JsonObject {
  const root = node();
  for (const f of fields) {
    if (typeof f.x_alias_of === 'string') continue;
    const path = typeof f.x_path === 'string' && f.x_path.length > 0 ? f.x_path.split('.') : [f.name];
    let at = root;
    path.forEach((segment, i) => {
      const isArray = segment.endsWith('[]');
      const key = isArray ? segment.slice(0, -2) : segment;
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

function isRequired(n: SchemaNode): boolean {
  if (n.children.size > 0) return [...n.children.values()].some(isRequired);
  return n.field !== undefined && isRequiredInput(n.field);
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
  if (n.kind === 'object') schema = objectSchema(n, options);
  else if (n.kind === 'array') schema = { type: 'array', items: objectSchema(n, options) };
  else {
    schema = {};
    const types = Array.isArray(f?.x_types) ? f.x_types : f?.type === undefined ? undefined : f.type;
    if (types !== undefined) schema.type = types;
    if (isObject(f?.x_schema)) Object.assign(schema, f.x_schema);
  }
  if (f?.description !== undefined && f.description.length > 0)
    schema = { type: schema.type, description: f.description, ...schema };
  if (schema.type === undefined) delete schema.type;
  // Strict mode lists every property as required; an optional one says so by admitting null.
  if (options.strict && !required && schema.type !== undefined) {
    const list = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!list.includes('null')) schema.type = [...list, 'null'];
  }
  return schema;
}
