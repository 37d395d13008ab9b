import type { FieldSpec } from '../catalog/types';

/**
 * A nested field's path (`x_path`, an extension key of tool-catalog/v1): the property keys from
 * the schema's root to the field, joined by `.`, with `[]` after a key whose value is an array
 * of objects the path goes into (`items[].sku`). A key's own `.`, `[` and `\` are escaped with
 * `\` (`order.a\.b` is the key `a.b` inside `order`; `order.ids\[]` the key `ids[]`), so that
 * any key survives export and re-import. Paths without those characters read as they always did.
 * The field's `name` stays the keys joined by `.` unescaped (`order.a.b`): the name is what
 * people read and what field linking normalizes; only `x_path` has to be exact.
 */
export interface PathStep {
  key: string;
  /** The key's value is an array of objects, and the path goes on into its items. */
  array: boolean;
}

const ESCAPED = new Set(['\\', '.', '[']);

/** One step as written in `x_path`: the key escaped, `[]` after it when the path goes into its items. */
export function pathSegment(step: PathStep): string {
  const key = step.key.replace(/[\\.[]/g, (c) => `\\${c}`);
  return step.array ? `${key}[]` : key;
}

/** The `x_path` of these steps. */
export function formatFieldPath(steps: readonly PathStep[]): string {
  return steps.map(pathSegment).join('.');
}

/** The field name of these steps: the keys joined by `.`, as written (`items.sku`, `order.a.b`). */
export function pathName(steps: readonly PathStep[]): string {
  return steps.map((s) => s.key).join('.');
}

/**
 * The steps of an `x_path`. A `\` before a character other than `\`, `.` or `[` is kept as
 * written (so is a trailing one), and an unescaped `[` is an array marker only as the last two
 * characters of a step: paths written before keys were escaped read as they were meant.
 */
export function parseFieldPath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  let key = '';
  // Whether the last character added to `key` was an unescaped `[`, and where it is.
  let openAt = -1;
  const end = (): void => {
    const array = openAt >= 0 && openAt === key.length - 2 && key.endsWith('[]');
    steps.push({ key: array ? key.slice(0, -2) : key, array });
    key = '';
    openAt = -1;
  };
  for (let i = 0; i < path.length; i++) {
    const c = path.charAt(i);
    const next = path.charAt(i + 1);
    if (c === '\\' && ESCAPED.has(next)) {
      key += next;
      i++;
    } else if (c === '.') end();
    else {
      if (c === '[') openAt = key.length;
      key += c;
    }
  }
  end();
  return steps;
}

/** A field's path: its `x_path` when it has one, else its name as one key (`order.id` with no `x_path` is the key `order.id`). */
export function fieldPath(field: FieldSpec): PathStep[] {
  return typeof field.x_path === 'string' && field.x_path.length > 0
    ? parseFieldPath(field.x_path)
    : [{ key: field.name, array: false }];
}
