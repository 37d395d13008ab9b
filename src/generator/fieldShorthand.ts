/**
 * Parses the field shorthand of the domain files (`?limit:integer`) and infers a JSON type
 * from the name when none is written (`*_ids` → array, `lat` → number).
 */

/** A parsed shorthand field, still in canonical snake_case. */
export interface FieldShape {
  name: string;
  type: string;
  optional: boolean;
}

const ARRAY_SUFFIX = /(_ids|_emails|_items|_numbers|_urls)$/;
const NUMBER_NAMES =
  /^(lat|lng|lon|latitude|longitude|amount|price|total|balance_days|rating|aqi|uv_index)$|(_amount|_price|_rate|_kg|_m|_s|_c|_kph|_pay|_days)$/;
const INTEGER_NAMES = /(_count|_minutes|_integer|quantity|adults|rooms|population)$/;
const BOOLEAN_NAMES = /^(is_|has_)|(_enabled|_valid)$/;

function inferType(name: string): string {
  if (ARRAY_SUFFIX.test(name)) return 'array';
  if (INTEGER_NAMES.test(name)) return 'integer';
  if (NUMBER_NAMES.test(name)) return 'number';
  if (BOOLEAN_NAMES.test(name)) return 'boolean';
  return 'string';
}

const cache = new Map<string, FieldShape>();

/** `?days:integer` → { name: 'days', type: 'integer', optional: true }. */
export function parseField(shorthand: string): FieldShape {
  let shape = cache.get(shorthand);
  if (shape === undefined) {
    const optional = shorthand.startsWith('?');
    const body = optional ? shorthand.slice(1) : shorthand;
    const colon = body.indexOf(':');
    const name = colon < 0 ? body : body.slice(0, colon);
    shape = { name, type: colon < 0 ? inferType(name) : body.slice(colon + 1), optional };
    cache.set(shorthand, shape);
  }
  return shape;
}
