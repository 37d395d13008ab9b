import { fieldTokens, normalizeFieldName, singularToken } from './fieldNames';
import { GENERIC_FIELD_TOKENS, TOOL_NAME_VERBS } from './lexicon';
import type { Tool } from './types';

/**
 * The entity a tool acts on: the last noun of its name once verbs and fillers are dropped,
 * singular (`get_order_details` → order, `listInvoices` → invoice). Falls back to the
 * category. Undefined when nothing names one.
 */
export function toolEntity(tool: Pick<Tool, 'name' | 'category'>): string | undefined {
  const fromName = nounsOf(beforeWith(tool.name));
  if (fromName.length > 0) return fromName[fromName.length - 1];
  const fromCategory = tool.category === undefined ? [] : nounsOf(tool.category);
  return fromCategory.length > 0 ? fromCategory[fromCategory.length - 1] : undefined;
}

/** A name up to "with": what follows is what comes along (`getStoryWithComments` acts on a story). */
function beforeWith(name: string): string {
  const tokens = fieldTokens(normalizeFieldName(name));
  const at = tokens.indexOf('with');
  return at > 0 ? tokens.slice(0, at).join('_') : name;
}

function nounsOf(text: string): string[] {
  return fieldTokens(normalizeFieldName(text))
    .map(singularToken)
    .filter((t) => !TOOL_NAME_VERBS.has(t) && !GENERIC_FIELD_TOKENS.has(t) && !/^\d+$/.test(t) && t.length > 1);
}

/** Names asked about recently → generic or not (indexing asks for every field of every tool; cleared when large). */
const genericNames = new Map<string, boolean>();
const GENERIC_NAMES_MAX = 200_000;

/** True when a normalized field name is made only of generic tokens (`id`, `name`, `status_code`). */
export function isGenericField(normalized: string): boolean {
  let generic = genericNames.get(normalized);
  if (generic === undefined) {
    if (genericNames.size >= GENERIC_NAMES_MAX) genericNames.clear();
    const tokens = fieldTokens(normalized);
    generic = tokens.length > 0 && tokens.every((t) => GENERIC_FIELD_TOKENS.has(singularToken(t)));
    genericNames.set(normalized, generic);
  }
  return generic;
}
