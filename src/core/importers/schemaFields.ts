import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import type { FieldSpec } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { leafField } from './leafSchema';
import {
  expandableType,
  isOwnIdName,
  isResourceView,
  isTypeMarker,
  resourceTypeOf,
  scalarRefType,
} from './resourceTypes';
import { formatFieldPath, pathName, type PathStep } from './fieldPath';
import { addShortNames, pluralToken } from './shortNames';
import type { RefResolver } from './schemaRefs';
import { viewSchema, type PropertyView, type SchemaView } from './schemaView';

/** Nested objects flatten to at most this many name segments (`a.b.c.d`); deeper ones stay one object field. */
export const MAX_FIELD_DEPTH = 4;

/**
 * Outputs: a resource's own value objects flatten to this many segments below the resource
 * (`billing_details.email`); an object that deep stays one field (`billing_details.address`).
 */
export const RESOURCE_FIELD_DEPTH = 2;

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
 * Where an output walk is: `own`, the resource type of the object whose properties are walked
 * (undefined for value objects and envelopes); `below`, how many segments below the nearest
 * enclosing resource the walked object is (-1 outside any resource: an envelope or list page).
 */
interface Scope {
  own: string | undefined;
  below: number;
}

const ENVELOPE: Scope = { own: undefined, below: -1 };

/**
 * Flattens an object schema into fields. Nested objects become dotted names (`order.customer_id`)
 * and arrays of objects drop their `[]` (`items.sku`); `x_path` keeps the structure
 * (`items[].sku`, keys escaped: fieldPath.ts) so exporters can rebuild it. Inputs: a nested field is required when its
 * parent is and its parent lists it. Outputs: container fields are kept (`order`, `items`)
 * and every nested field also gets its short name (see `addShortNames`).
 * A root that is not an object with properties becomes one field named `options.rootName`
 * (`auto`: the plural of an array's item `$ref` name, `items`, or `result`); an object root
 * without properties gives no fields.
 *
 * Outputs follow resources (resourceTypes.ts): the response's own resources — the root, or
 * what an envelope or list page holds (an object with its own `id`, or a named type) — flatten
 * to their own fields, value objects down to RESOURCE_FIELD_DEPTH segments below the resource; a resource nested inside one (an object
 * with its own `id`) gives only its identifier, and an expandable reference (`anyOf [id string,
 * $ref]`) is one field, the id. Identifiers carry `resource`: the type of the object they
 * identify (an object's own `id`, an expandable reference's type, a scalar `$ref` named after a
 * resource); `object` type markers are left out.
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
    const scope = side === 'output' && isResourceView(view) ? { own: resourceTypeOf(view, refs), below: 0 } : ENVELOPE;
    walkObject(w, view, [], rootRequired, scope);
  } else if (
    rootName !== undefined &&
    (view.items !== undefined || (view.types.length > 0 && !view.types.includes('object')))
  ) {
    // The root is read again as the property's schema: from the top, not inside its own `$ref`.
    walkProperty(
      w,
      [],
      { name: rootName === 'auto' ? autoRootName(view, refs) : rootName, schema: root, required: true },
      [],
      rootRequired,
      ENVELOPE,
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

function walkObject(w: Walk, view: SchemaView, segments: PathStep[], parentRequired: boolean, scope: Scope): void {
  for (const p of view.properties) {
    if (w.fields.length >= MAX_SCHEMA_FIELDS) {
      if (!w.truncated) w.notes.push(`more than ${MAX_SCHEMA_FIELDS} fields; the rest were left out`);
      w.truncated = true;
      return;
    }
    if (p.name.trim().length === 0)
      w.notes.push(`${pathName(segments) || '(root)'}: skipped a property with an empty name`);
    else walkProperty(w, view.active, p, segments, parentRequired, scope);
  }
}

function walkProperty(
  w: Walk,
  active: readonly string[],
  p: PropertyView,
  segments: PathStep[],
  parentRequired: boolean,
  scope: Scope,
): void {
  const child = viewSchema(p.schema, w.refs, active);
  const segs = [...segments, { key: p.name, array: false }];
  const required = parentRequired && p.required && !(w.nullableOptional && admitsNull(child.schema));
  const itemsView = child.items !== undefined ? viewSchema(child.items, w.refs, child.active) : undefined;
  const deepEnough = segs.length < MAX_FIELD_DEPTH;
  const name = pathName(segs);
  note(w, child, name);
  if (itemsView !== undefined) note(w, itemsView, `${name}[]`);
  if (w.side === 'output' && walkOutput(w, p, child, itemsView, segments, scope)) return;
  if (isObjectWithProperties(child) && deepEnough) {
    if (w.side === 'output') push(w, segs, child, undefined, required, p);
    walkObject(w, child, segs, required, ENVELOPE);
  } else if (itemsView !== undefined && isObjectWithProperties(itemsView) && deepEnough) {
    if (w.side === 'output') push(w, segs, child, itemsView, required, p);
    walkObject(w, itemsView, [...segments, { key: p.name, array: true }], required, ENVELOPE);
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

/**
 * An output property by the resource rules (see schemaFields); false when the generic walk
 * reads it (a scalar, or an object past MAX_FIELD_DEPTH, with no resource to say).
 */
function walkOutput(
  w: Walk,
  p: PropertyView,
  child: SchemaView,
  itemsView: SchemaView | undefined,
  segments: PathStep[],
  scope: Scope,
): boolean {
  if (isTypeMarker(p, child)) return true;
  const segs = [...segments, { key: p.name, array: false }];
  const expandable = expandableType(child, w.refs, p.name);
  if (expandable !== undefined) {
    const field = push(w, segs, { ...child, types: ['string'] }, undefined, false, p);
    if (expandable !== null) field.resource = expandable;
    return true;
  }
  const listed = !isObjectWithProperties(child) && itemsView !== undefined && isObjectWithProperties(itemsView);
  const objectView = listed ? itemsView : isObjectWithProperties(child) ? child : undefined;
  if (objectView === undefined) {
    const type = scalarRefType(child, w.refs) ?? (isOwnIdName(normalizeFieldName(p.name)) ? scope.own : undefined);
    if (type === undefined) return false;
    push(w, segs, child, itemsView, false, p).resource = type;
    return true;
  }
  const objectSegs = listed ? [...segments, { key: p.name, array: true }] : segs;
  const below = scope.below < 0 ? -1 : scope.below + 1;
  // What an envelope holds is the payload: a resource, or a named type (Slack's messages have no `id`).
  const named = below < 0 && resourceTypeOf(objectView, w.refs) !== undefined;
  if (named || isResourceView(objectView)) {
    const type = resourceTypeOf(objectView, w.refs, p.name);
    // A resource inside a resource: its identifier only, never its fields.
    if (below >= 0)
      return nestedResource(w, p, child, objectView, listed ? itemsView : undefined, segs, objectSegs, type);
    if (segs.length >= MAX_FIELD_DEPTH) return false;
    push(w, segs, child, listed ? itemsView : undefined, false, p);
    walkObject(w, objectView, objectSegs, false, { own: type, below: 0 });
    return true;
  }
  if (segs.length >= MAX_FIELD_DEPTH) return false;
  push(w, segs, child, listed ? itemsView : undefined, false, p);
  // A value object as deep as RESOURCE_FIELD_DEPTH below its resource stays one field.
  if (below < 0 || below + 1 <= RESOURCE_FIELD_DEPTH)
    walkObject(w, objectView, objectSegs, false, { own: undefined, below });
  return true;
}

/** A resource nested in another: its own identifiers (`customer.id`, tagged customer), or itself as one field past the depth. */
function nestedResource(
  w: Walk,
  p: PropertyView,
  child: SchemaView,
  objectView: SchemaView,
  itemsView: SchemaView | undefined,
  segs: PathStep[],
  objectSegs: PathStep[],
  type: string | undefined,
): boolean {
  const ids = objectView.properties.filter((q) => isOwnIdName(normalizeFieldName(q.name)));
  if (segs.length >= MAX_FIELD_DEPTH) {
    const field = push(w, segs, child, itemsView, false, p);
    if (type !== undefined) field.resource = type;
    return true;
  }
  for (const q of ids) {
    const idView = viewSchema(q.schema, w.refs, objectView.active);
    const field = push(w, [...objectSegs, { key: q.name, array: false }], idView, undefined, false, q);
    if (type !== undefined) field.resource = type;
  }
  return true;
}

function push(
  w: Walk,
  segs: PathStep[],
  view: SchemaView,
  itemsView: SchemaView | undefined,
  required: boolean,
  p: PropertyView,
): FieldSpec {
  const field = leafField(pathName(segs), view, itemsView);
  if (segs.length > 1) field.x_path = formatFieldPath(segs);
  if (w.side === 'input') field.required = required;
  if (p.alternative) field.x_alternatives = p.alternative;
  w.fields.push(field);
  return field;
}

function note(w: Walk, view: SchemaView, name: string): void {
  if (view.cycle !== undefined)
    w.notes.push(`${name}: "$ref": "${view.cycle}" refers back to itself; the cycle was cut there`);
  if (view.unresolved !== undefined) w.notes.push(`${name}: ${view.unresolved}`);
}

/** OpenAI strict mode's optional property: null in its `type`, or an `anyOf` / `oneOf` alternative of type null. */
function admitsNull(schema: JsonObject): boolean {
  const nullType = (type: unknown): boolean => type === 'null' || (Array.isArray(type) && type.includes('null'));
  const alternatives = [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return nullType(schema.type) || alternatives.some((a) => isObject(a) && nullType(a.type));
}

function autoRootName(view: SchemaView, refs: RefResolver): string {
  if (view.items === undefined) return 'result';
  const ref = viewSchema(view.items, refs, view.active).refName;
  if (ref === undefined) return 'items';
  const tokens = fieldTokens(normalizeFieldName(ref));
  const last = tokens.pop() ?? 'item';
  return [...tokens, pluralToken(singularToken(last))].join('_');
}
