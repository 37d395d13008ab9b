import { isObject, type JsonObject } from '../catalog/validator';
import type { RefResolver } from './schemaRefs';
import { jsonSchemaType } from './schemaTypeNames';

/** Which `oneOf` / `anyOf` alternatives (1-based, of `of`) declare a property. */
export interface AlternativeMark {
  keyword: 'oneOf' | 'anyOf';
  in: number[];
  of: number;
}

export interface PropertyView {
  name: string;
  schema: unknown;
  /** Required by the object (for alternatives: by every alternative). */
  required: boolean;
  alternative?: AlternativeMark;
}

/**
 * One JSON Schema after `$ref` resolution and `allOf` merging, with `oneOf` / `anyOf`
 * alternatives folded in as a union of their properties (each marked with the
 * alternatives that declare it; required only when every alternative requires it).
 */
export interface SchemaView {
  /** The resolved schema (the `$ref` target with the referrer's sibling keys on top). */
  schema: JsonObject;
  /** JSON type names, `null` dropped; several for `["string","integer"]` or primitive alternatives. */
  types: string[];
  properties: PropertyView[];
  /** `items` of an array schema, unresolved. */
  items?: unknown;
  /** Name of the last `$ref` followed (`Pet` for `#/components/schemas/Pet`). */
  refName?: string;
  /** The `$ref` that would have closed a cycle (not followed). */
  cycle?: string;
  /** Why a `$ref` was not followed (external or dangling). */
  unresolved?: string;
  /** The `oneOf` / `anyOf` alternatives folded into this view, each read on its own (resourceTypes.ts reads them). */
  alternatives?: SchemaView[];
  /** Refs being expanded on the way here: children check theirs against it. */
  active: readonly string[];
}

/** Reads a schema into a view; `active` holds the refs already being expanded above it. */
export function viewSchema(raw: unknown, refs: RefResolver, active: readonly string[] = []): SchemaView {
  const schema = isObject(raw) ? raw : {};
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const { $ref: _ref, ...siblings } = schema;
    if (active.includes(ref) || active.length > 32)
      return { ...bare(siblings, active), cycle: ref, refName: lastSegment(ref) };
    const found = refs.resolve(ref);
    if (!found.ok) return { ...bare(siblings, active), unresolved: found.reason };
    const target = viewSchema(found.target, refs, [...active, ref]);
    return { ...target, schema: { ...target.schema, ...siblings }, refName: found.name };
  }
  const view = bare(schema, active);
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((p) => viewSchema(p, refs, active)) : [];
  for (const part of parts) mergeInto(view, part);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = keyword === 'anyOf' && unionItems(schema) ? schema.items : schema[keyword];
    if (Array.isArray(list) && list.length > 0) {
      const alternatives = list.map((p) => viewSchema(p, refs, active));
      addAlternatives(view, keyword, alternatives);
      view.alternatives = [...(view.alternatives ?? []), ...alternatives];
    }
  }
  if (view.types.length === 0 && view.properties.length > 0) view.types = ['object'];
  if (view.types.length === 0 && view.items !== undefined) view.types = ['array'];
  return view;
}

function bare(schema: JsonObject, active: readonly string[]): SchemaView {
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
  );
  const props = isObject(schema.properties) ? Object.entries(schema.properties) : [];
  const view: SchemaView = {
    schema,
    types: typeNames(schema.type),
    properties: props.map(([name, s]) => ({ name, schema: s, required: required.has(name) })),
    active,
  };
  if (schema.items !== undefined && !unionItems(schema)) view.items = schema.items;
  return view;
}

/**
 * An `items` list on a schema that is not an array: Slack's spec writes a union that way
 * (`objs_user`: `{"items": [user, enterprise user]}`), so it is read as `anyOf` (a schema with
 * both keeps its `anyOf`).
 */
function unionItems(schema: JsonObject): boolean {
  return Array.isArray(schema.items) && !typeNames(schema.type).includes('array') && schema.anyOf === undefined;
}

/** JSON types, `null` dropped; Python names (BFCL's `dict`, `float`) read as JSON Schema's (schemaTypeNames.ts). */
function typeNames(type: unknown): string[] {
  const list = Array.isArray(type) ? type : [type];
  const names: string[] = [];
  for (const t of list) {
    const name = typeof t === 'string' && t !== 'null' ? jsonSchemaType(t) : undefined;
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** `allOf`: union of properties (a property required anywhere is required), first type wins. */
function mergeInto(view: SchemaView, part: SchemaView): void {
  for (const p of part.properties) {
    const mine = view.properties.find((q) => q.name === p.name);
    if (mine) mine.required ||= p.required;
    else view.properties.push({ ...p });
  }
  if (view.types.length === 0) view.types = part.types;
  if (view.items === undefined && part.items !== undefined) view.items = part.items;
  if (typeof view.schema.description !== 'string' && typeof part.schema.description === 'string')
    view.schema = { ...view.schema, description: part.schema.description };
}

function addAlternatives(view: SchemaView, keyword: 'oneOf' | 'anyOf', alternatives: SchemaView[]): void {
  const own = new Set(view.properties.map((p) => p.name));
  const added = new Map<string, PropertyView>();
  alternatives.forEach((alt, i) => {
    for (const p of alt.properties) {
      if (own.has(p.name)) continue;
      const seen = added.get(p.name);
      if (seen?.alternative) {
        seen.alternative.in.push(i + 1);
        seen.required &&= p.required;
      } else {
        added.set(p.name, { ...p, alternative: { keyword, in: [i + 1], of: alternatives.length } });
      }
    }
  });
  for (const p of added.values()) {
    // Required only when every alternative requires it: any one of them may be the one sent.
    if (p.alternative && p.alternative.in.length < alternatives.length) p.required = false;
    view.properties.push(p);
  }
  if (view.types.length === 0) view.types = [...new Set(alternatives.flatMap((a) => a.types))];
}

function lastSegment(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}
