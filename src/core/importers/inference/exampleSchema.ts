import { isObject, type JsonObject } from '../../catalog/validator';

/** Type placeholders ToolBench writes in `template_response` (`"str"`, `"int"`…). */
const PLACEHOLDER_TYPES: Record<string, string> = {
  str: 'string',
  string: 'string',
  int: 'integer',
  integer: 'integer',
  float: 'number',
  number: 'number',
  bool: 'boolean',
  boolean: 'boolean',
  list: 'array',
  array: 'array',
  dict: 'object',
  object: 'object',
};

/** Keys that are values rather than names (`USD`, `GBP`, `1234`): the object is a map. */
const MAP_KEY = /^(?:[A-Z0-9_-]{2,5}|\d+)$/;
const MAX_DEPTH = 6;

/**
 * A JSON Schema describing an example response: objects → properties, arrays → the items
 * of their first element (objects: the union of the first few elements' keys), scalars →
 * their type (ToolBench's `"str"` / `"int"` placeholders read as types). An object whose keys
 * are all codes or numbers (`{"USD": 1.09, "GBP": 0.86}`) is a map: one object field, no properties.
 */
export function schemaFromExample(value: unknown, depth = 0): JsonObject {
  if (depth > MAX_DEPTH) return {};
  if (Array.isArray(value)) {
    const objects = value.slice(0, 5).filter(isObject);
    if (objects.length > 0)
      return {
        type: 'array',
        items: schemaFromExample(Object.fromEntries(objects.flatMap((o) => Object.entries(o))), depth + 1),
      };
    return value.length > 0 ? { type: 'array', items: schemaFromExample(value[0], depth + 1) } : { type: 'array' };
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length >= 2 && keys.every((k) => MAP_KEY.test(k))) return { type: 'object' };
    const properties = Object.fromEntries(keys.map((key) => [key, schemaFromExample(value[key], depth + 1)]));
    return { type: 'object', properties };
  }
  if (typeof value === 'string') return { type: PLACEHOLDER_TYPES[value.trim().toLowerCase()] ?? 'string' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return {};
}
