import type { PathSegment } from '../catalog/sourceErrors';
import { describeType, isObject, type JsonObject } from '../catalog/validator';
import type { LocatableProblem } from './locateSourceProblems';

/** Stop collecting after this many errors: a huge bad file stays fast and the message short. */
const ERROR_LIMIT = 50;

/** Warnings kept per import; the rest are counted (see `capWarnings`). */
export const WARNING_LIMIT = ERROR_LIMIT * 4;

/**
 * State shared by one format importer: errors (fatal, thrown together at the end as one
 * SourceError), warnings (kept in the result) and tool-id allocation.
 */
export class ImportContext {
  readonly errors: LocatableProblem[] = [];
  readonly warnings: LocatableProblem[] = [];
  private readonly usedIds = new Set<string>();

  error(segments: PathSegment[], message: string): void {
    if (this.errors.length < ERROR_LIMIT) this.errors.push({ segments, message });
  }

  /** Warnings past WARNING_LIMIT, counted only: the last warning says "… and N more". */
  droppedWarnings = 0;

  warn(segments: PathSegment[], message: string): void {
    if (this.warnings.length < WARNING_LIMIT) this.warnings.push({ segments, message });
    else this.droppedWarnings++;
  }

  /** An object at `at`, or an error naming what was found instead. */
  object(value: unknown, at: PathSegment[], what: string): JsonObject | undefined {
    if (isObject(value)) return value;
    this.error(at, `expected ${what} object, found ${describeType(value)}`);
    return undefined;
  }

  /** A non-empty string property, or an error (when required) / undefined. */
  string(obj: JsonObject, key: string, at: PathSegment[], required: boolean): string | undefined {
    const value = obj[key];
    if (typeof value === 'string' && value.trim().length > 0) return value;
    if (value === undefined && !required) return undefined;
    if (value === undefined) this.error(at, `missing required key "${key}"`);
    else if (typeof value !== 'string') this.error([...at, key], `expected a string, found ${describeType(value)}`);
    else if (required) this.error([...at, key], 'must not be empty');
    return undefined;
  }

  /** An optional string property; a wrong type is a warning and reads as absent. */
  text(obj: JsonObject, key: string, at: PathSegment[]): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    this.warn([...at, key], `expected a string, found ${describeType(value)}; ignored`);
    return undefined;
  }

  /** An array property, or an error when it is present and not an array. */
  array(obj: JsonObject, key: string, at: PathSegment[], required: boolean): unknown[] | undefined {
    const value = obj[key];
    if (Array.isArray(value)) return value;
    if (value === undefined && !required) return undefined;
    this.error(
      value === undefined ? at : [...at, key],
      value === undefined ? `missing required key "${key}"` : `expected an array, found ${describeType(value)}`,
    );
    return undefined;
  }

  /** A catalog-unique tool id: `wanted`, or `wanted_2`, `wanted_3`… with a warning (`why`, else that the id is taken). */
  uniqueId(wanted: string, at: PathSegment[], why?: string): string {
    let id = wanted;
    for (let n = 2; this.usedIds.has(id); n++) id = `${wanted}_${n}`;
    if (id !== wanted) this.warn(at, `${why ?? `tool id "${wanted}" is already used`}; imported as "${id}"`);
    this.usedIds.add(id);
    return id;
  }
}
