/**
 * Field-name normalization: the first step of field linking (see linking rules in
 * fieldLinks.ts). `originSkyID`, `origin-sky-id` and `Origin Sky Id` all become
 * `origin_sky_id`.
 */

const CAMEL_LOWER_UPPER = /([a-z0-9])([A-Z])/g;
const CAMEL_ACRONYM = /([A-Z]+)([A-Z][a-z])/g;
const NON_ALNUM = /[^a-z0-9]+/g;
const EDGE_UNDERSCORES = /^_+|_+$/g;

/** Names seen recently → normalized (a catalog repeats a few thousand names; cleared when large). */
const normalizedNames = new Map<string, string>();
const NORMALIZED_NAMES_MAX = 200_000;

/** Normalizes case, camelCase / snake_case / kebab-case and punctuation to snake_case. */
export function normalizeFieldName(raw: string): string {
  let name = normalizedNames.get(raw);
  if (name === undefined) {
    if (normalizedNames.size >= NORMALIZED_NAMES_MAX) normalizedNames.clear();
    name = normalizeUncached(raw);
    normalizedNames.set(raw, name);
  }
  return name;
}

function normalizeUncached(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(CAMEL_ACRONYM, '$1_$2')
    .replace(CAMEL_LOWER_UPPER, '$1_$2')
    .toLowerCase()
    .replace(NON_ALNUM, '_')
    .replace(EDGE_UNDERSCORES, '');
}

/** The tokens of a normalized field name (`origin_sky_id` → origin, sky, id). */
export function fieldTokens(normalized: string): string[] {
  return normalized.length === 0 ? [] : normalized.split('_');
}

/** Light singularization used by the plural-variant link rule (`order_ids` ~ `order_id`). */
export function singularToken(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(ches|shes|sses|xes)$/.test(token)) return token.slice(0, -2);
  if (
    token.length >= 3 &&
    token.endsWith('s') &&
    !token.endsWith('ss') &&
    !token.endsWith('us') &&
    !token.endsWith('is')
  ) {
    return token.slice(0, -1);
  }
  return token;
}
