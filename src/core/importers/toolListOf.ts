import type { PathSegment } from '../catalog/sourceErrors';
import { isObject } from '../catalog/validator';

/** The tool array of a document (a bare array, or the first of `keys` that holds one), with its path. */
export function toolListOf(
  value: unknown,
  keys: readonly string[],
): { list: unknown[]; at: PathSegment[] } | undefined {
  if (Array.isArray(value)) return { list: value, at: [] };
  if (!isObject(value)) return undefined;
  for (const key of keys) {
    const list = value[key];
    if (Array.isArray(list)) return { list, at: [key] };
  }
  return undefined;
}
