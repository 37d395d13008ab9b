import { fieldTokens, normalizeFieldName, singularToken } from '../catalog/fieldNames';
import type { FieldSpec } from '../catalog/types';
import { isGenericField } from '../catalog/toolEntity';
import { parseFieldPath } from './fieldPath';
import { isOwnIdName } from './resourceTypes';

/** `order` → `orders`, `category` → `categories`, `box` → `boxes`. */
export function pluralToken(token: string): string {
  if (/[^aeiou]y$/.test(token)) return `${token.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(token)) return `${token}es`;
  return `${token}s`;
}

/**
 * Gives every nested output its short name too, as an extra output with `x_alias_of`:
 * the leaf (`order.customer_id` → `customer_id`), or, when the leaf is generic, the resource it
 * identifies + leaf (`data[].id` of charges → `charge_id`, Twilio's `calls[].sid` → `call_sid`) or parent + leaf (`items[].id` →
 * `item_id`). Skipped when a field already normalizes to that name (`customer.id` is
 * `customer_id` to field linking); the first nested field to claim a short name keeps it. The
 * short name keeps the field's `resource`.
 */
export function addShortNames(fields: FieldSpec[]): void {
  const taken = new Set(fields.map((f) => normalizeFieldName(f.name)));
  const aliases: FieldSpec[] = [];
  for (const f of fields) {
    const path = typeof f.x_path === 'string' ? parseFieldPath(f.x_path).map((s) => s.key) : [];
    if (path.length < 2) continue;
    const short = shortName(path, typeof f.resource === 'string' ? f.resource : undefined);
    const key = normalizeFieldName(short);
    if (key.length === 0 || taken.has(key)) continue;
    taken.add(key);
    const alias: FieldSpec = { name: short, x_alias_of: f.name };
    if (f.type !== undefined) alias.type = f.type;
    if (f.description !== undefined) alias.description = f.description;
    if (f.resource !== undefined) alias.resource = f.resource;
    aliases.push(alias);
  }
  fields.push(...aliases);
}

function shortName(path: readonly string[], resource: string | undefined): string {
  const leaf = path[path.length - 1] ?? '';
  const leafName = normalizeFieldName(leaf);
  if (resource !== undefined && (isGenericField(leafName) || isOwnIdName(leafName)) && !leafName.includes(resource))
    return `${resource}_${leafName}`;
  if (!isGenericField(leafName)) return leaf;
  const parentTokens = fieldTokens(normalizeFieldName(path[path.length - 2] ?? ''));
  const last = parentTokens.pop();
  if (last === undefined || singularToken(last) === leafName) return leaf;
  return [...parentTokens, singularToken(last), leafName].join('_');
}
