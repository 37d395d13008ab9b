import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import type { FieldSpec } from '../catalog/types';
import { leafField } from './leafSchema';
import { addShortNames, pluralToken } from './shortNames';
import type { RefResolver } from './schemaRefs';
import { viewSchema, type PropertyView, type SchemaView } from './schemaView';

/** Nested objects flatten to at most this many name segments (`a.b.c.d`); deeper ones stay one object field. */
export const MAX_FIELD_DEPTH = 4;

/** A schema yields at most this many fields (wide specs with expandable `$ref`s nest combinatorially). */
export const MAX_SCHEMA_FIELDS = 300;

export type FieldSide = 'input' | 'output';

/** Fields read from a schema, and notes (cycles cut, depth reached, refs not followed) for warnings. */
export interface SchemaFields {
  fields: FieldSpec[];
  notes: string[];
}

export interface SchemaFieldOptions {
  /** Name of the one field a non-object root becomes; `auto` picks one (see `schemaFields`). */
  rootName?: string;
  /** Whether the root itself is required (a request body the spec marks optional): default true. */
  rootRequired?: boolean;
  /** OpenAI strict mode: every property is listed as required, optional ones admit `null`. */
  nullableMeansOptional?: boolean;
}

interface Walk {
  refs: RefResolver;
  side: FieldSide;
  nullableOptional: boolean;
  fields: FieldSpec[];
  notes: string[];
  truncated?: boolean;
}

/**
 * Flattens an object schema into fields. Nested objects become dotted names (`order.customer_id`)
 * and arrays of objects drop their `[]` (`items.sku`); `x_path` keeps the structure
 * (`items[].sku`) so exporters can rebuild it. Inputs: a nested field is required when its
 * parent is and its parent lists it. Outputs: container fields are kept (`order`, `items`)
 * and every nested field also gets its short name (see `addShortNames`).
 * A root that is not an object with properties becomes one field named `options.rootName`
 * (`auto`: the plural of an array's item `$ref` name, `items`, or `result`); an object root
 * without properties gives no fields.
 */
export function schemaFields(
  root: unknown,
  refs: RefResolver,
  side: FieldSide,
  options: SchemaFieldOptions = {},
): SchemaFields {
  const { rootName } = options;
  const rootRequired = options.rootRequired !== false;
  const w: Walk = { refs, side, nullableOptional: options.nullableMeansOptional === true, fields: [], notes: [] };
  const view = viewSchema(root, refs);
  if (isObjectWithProperties(view)) {
    note(w, view, '(root)');
    walkObject(w, view, [], rootRequired);
  } else if (
    rootName !== undefined &&
    (view.items !== undefined || (view.types.length > 0 && !view.types.includes('object')))
  ) {
    walkProperty(
      w,
      view.active,
      { name: rootName === 'auto' ? autoRootName(view, refs) : rootName, schema: root, required: true },
      [],
      rootRequired,
    );
  } else {
    note(w, view, '(root)');
  }
  if (side === 'output') addShortNames(w.fields);
  return { fields: w.fields, notes: w.notes };
}

function isObjectWithProperties(view: SchemaView): boolean {
  return view.properties.length > 0 && (view.types.length === 0 || view.types.includes('object'));
}

function walkObject(w: Walk, view: SchemaView, segments: string[], parentRequired: boolean): void {
  for (const p of view.properties) {
    if (w.fields.length >= MAX_SCHEMA_FIELDS) {
      if (!w.truncated) w.notes.push(`more than ${MAX_SCHEMA_FIELDS} fields; the rest were left out`);
      w.truncated = true;
      return;
    }
    if (p.name.trim().length === 0)
      w.notes.push(`${segments.map(stripArray).join('.') || '(root)'}: skipped a property with an empty name`);
    else walkProperty(w, view.active, p, segments, parentRequired);
  }
}

function walkProperty(
  w: Walk,
  active: readonly string[],
  p: PropertyView,
  segments: string[],
  parentRequired: boolean,
): void {
  const child = viewSchema(p.schema, w.refs, active);
  const segs = [...segments, p.name];
  const required = parentRequired && p.required && !(w.nullableOptional && admitsNull(child.schema.type));
  const itemsView = child.items !== undefined ? viewSchema(child.items, w.refs, child.active) : undefined;
  const deepEnough = segs.length < MAX_FIELD_DEPTH;
  const name = segs.map(stripArray).join('.');
  note(w, child, name);
  if (itemsView !== undefined) note(w, itemsView, `${name}[]`);
  if (isObjectWithProperties(child) && deepEnough) {
    if (w.side === 'output') push(w, segs, child, undefined, required, p);
    walkObject(w, child, segs, required);
  } else if (itemsView !== undefined && isObjectWithProperties(itemsView) && deepEnough) {
    if (w.side === 'output') push(w, segs, child, itemsView, required, p);
    walkObject(w, itemsView, [...segments, `${p.name}[]`], required);
  } else {
    if (
      !deepEnough &&
      (isObjectWithProperties(child) || (itemsView !== undefined && isObjectWithProperties(itemsView)))
    ) {
      w.notes.push(`${name}: nested deeper than ${MAX_FIELD_DEPTH} levels; kept as one field`);
    }
    push(w, segs, child, itemsView, required, p);
  }
}

function push(
  w: Walk,
  segs: string[],
  view: SchemaView,
  itemsView: SchemaView | undefined,
  required: boolean,
  p: PropertyView,
): void {
  const field = leafField(segs.map(stripArray).join('.'), view, itemsView);
  if (segs.length > 1) field.x_path = segs.join('.');
  if (w.side === 'input') field.required = required;
  if (p.alternative) field.x_alternatives = p.alternative;
  w.fields.push(field);
}

function note(w: Walk, view: SchemaView, name: string): void {
  if (view.cycle !== undefined)
    w.notes.push(`${name}: "$ref": "${view.cycle}" refers back to itself; the cycle was cut there`);
  if (view.unresolved !== undefined) w.notes.push(`${name}: ${view.unresolved}`);
}

function admitsNull(type: unknown): boolean {
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

function stripArray(segment: string): string {
  return segment.endsWith('[]') ? segment.slice(0, -2) : segment;
}

function autoRootName(view: SchemaView, refs: RefResolver): string {
  if (view.items === undefined) return 'result';
  const ref = viewSchema(view.items, refs, view.active).refName;
  if (ref === undefined) return 'items';
  const tokens = fieldTokens(normalizeFieldName(ref));
  const last = tokens.pop() ?? 'item';
  return [...tokens, pluralToken(singularToken(last))].join('_');
}
