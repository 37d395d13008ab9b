import { isObject, type JsonObject } from '../catalog/validator';
import { cleanName, unusedName } from './exportNames';

/** What Anthropic accepts as a property key of `input_schema` (at every depth). */
export const ANTHROPIC_PROPERTY_KEY = /^[a-zA-Z0-9_.-]{1,64}$/;

const NOT_IN_PROPERTY_KEY = /[^a-zA-Z0-9_.-]+/g;

/**
 * A property key changed for the format: its path as exported and as in the catalog, one key a
 * level, `[]` for the items of an array (`["lines", "[]", "unit_price"]`).
 */
export interface RenamedProperty {
  exported: string[];
  original: string[];
}

/** Keywords whose value is one subschema at the same place in the data. */
const SAME_PLACE = ['not', 'if', 'then', 'else'] as const;
/** Keywords whose value is a list of subschemas at the same place in the data. */
const ALTERNATIVES = ['oneOf', 'anyOf', 'allOf'] as const;

/**
 * The schema with every property key that `valid` rejects replaced (other characters → `_`, cut
 * to 64, `_2`… on a clash; valid keys of the same object keep theirs), `required` following,
 * through nested properties, array items and oneOf / anyOf / allOf; each change is appended to
 * `renamed`. Returns the schema itself when nothing changes (the usual case).
 */
export function withValidPropertyKeys(
  schema: JsonObject,
  valid: RegExp = ANTHROPIC_PROPERTY_KEY,
  renamed: RenamedProperty[] = [],
): JsonObject {
  return rewrite(schema, valid, [], [], renamed);
}

function rewrite(
  schema: JsonObject,
  valid: RegExp,
  exportedPath: string[],
  originalPath: string[],
  renamed: RenamedProperty[],
): JsonObject {
  let out = schema;
  const change = (key: string, value: unknown): void => {
    if (value === out[key]) return;
    if (out === schema) out = { ...schema };
    out[key] = value;
  };
  const sub = (value: unknown, exported: string[], original: string[]): unknown =>
    isObject(value) ? rewrite(value, valid, exported, original, renamed) : value;

  const props = schema.properties;
  if (isObject(props)) {
    const keys = Object.keys(props);
    const taken = new Set(keys.filter((k) => valid.test(k)));
    const newKey = new Map<string, string>();
    for (const key of keys) {
      if (valid.test(key)) continue;
      const name = unusedName(cleanName(key, NOT_IN_PROPERTY_KEY) || 'property', taken);
      taken.add(name);
      newKey.set(key, name);
      renamed.push({ exported: [...exportedPath, name], original: [...originalPath, key] });
    }
    const entries = Object.entries(props).map(([key, value]): [string, unknown] => {
      const name = newKey.get(key) ?? key;
      return [name, sub(value, [...exportedPath, name], [...originalPath, key])];
    });
    const changed = newKey.size > 0 || entries.some(([key, value]) => value !== props[key]);
    // fromEntries defines own properties: a property named "__proto__" stays a property.
    if (changed) change('properties', Object.fromEntries(entries));
    if (newKey.size > 0 && Array.isArray(schema.required))
      change(
        'required',
        schema.required.map((r) => (typeof r === 'string' ? (newKey.get(r) ?? r) : r)),
      );
  }
  if (isObject(schema.items)) change('items', sub(schema.items, [...exportedPath, '[]'], [...originalPath, '[]']));
  for (const key of SAME_PLACE) change(key, sub(schema[key], exportedPath, originalPath));
  for (const key of ALTERNATIVES) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((s) => sub(s, exportedPath, originalPath));
    if (next.some((s, i) => s !== list[i])) change(key, next);
  }
  return out;
}
