import { isObject, type JsonObject } from '../catalog/validator';
import type { FieldSpec } from '../catalog/types';
import type { SchemaView } from './schemaView';

/** JSON Schema keywords a leaf keeps in `x_schema` so exports can say the same thing again. */
const KEPT_KEYWORDS = [
  'enum',
  'const',
  'format',
  'default',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'examples',
  'example',
];

function keptKeywords(schema: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of KEPT_KEYWORDS) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}

/**
 * The extra JSON Schema of a leaf field (`x_schema`): the kept keywords, and for an array
 * of scalars its `items` (type and kept keywords only; never a `$ref`, so never a cycle).
 */
export function leafExtras(view: SchemaView, itemsView: SchemaView | undefined): JsonObject | undefined {
  const extras = keptKeywords(view.schema);
  if (itemsView !== undefined && itemsView.properties.length === 0) {
    const items: JsonObject = { ...keptKeywords(itemsView.schema) };
    if (itemsView.types.length === 1) items.type = itemsView.types[0];
    else if (itemsView.types.length > 1) items.type = itemsView.types;
    if (Object.keys(items).length > 0) extras.items = items;
  }
  return Object.keys(extras).length > 0 ? extras : undefined;
}

/**
 * A field from a property's view: its type (several types → the first, all of them in
 * `x_types`), description, extras, and the marks of how it was read (alternative, cycle,
 * unresolved `$ref`).
 */
export function leafField(name: string, view: SchemaView, itemsView: SchemaView | undefined): FieldSpec {
  const field: FieldSpec = { name };
  const [first, ...rest] = view.types;
  if (first !== undefined) field.type = first;
  if (rest.length > 0) field.x_types = view.types;
  const description = view.schema.description ?? view.schema.title;
  if (typeof description === 'string' && description.trim().length > 0) field.description = description;
  const extras = leafExtras(view, itemsView);
  if (extras) field.x_schema = extras;
  if (view.cycle !== undefined) field.x_cycle = view.cycle;
  if (view.unresolved !== undefined) field.x_unresolved_ref = true;
  return field;
}

/** Whether a value is a JSON Schema object worth reading (not `true`, `false` or a stray value). */
export function isSchemaObject(value: unknown): value is JsonObject {
  return isObject(value);
}
