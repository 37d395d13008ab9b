/**
 * Type names some published tool files write in place of JSON Schema's, read as JSON Schema's:
 * BFCL (Gorilla) writes Python's `dict`, `float`, `tuple` and `any`. `any` is no type at all.
 */
const PYTHON_TYPES: Readonly<Record<string, string | undefined>> = {
  dict: 'object',
  float: 'number',
  tuple: 'array',
  any: undefined,
};

/** The JSON Schema type a declared type name means (`dict` → `object`); undefined for `any`. */
export function jsonSchemaType(name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(PYTHON_TYPES, name) ? PYTHON_TYPES[name] : name;
}
