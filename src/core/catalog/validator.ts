import type { PathSegment } from './sourceErrors';

/** A problem found while validating parsed JSON, before it is located in the text. */
export interface RawProblem {
  segments: PathSegment[];
  message: string;
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `a string (${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
  return `${typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'a boolean' : typeof value} (${String(value)})`;
}

/** Collects problems with their JSON paths; stops collecting after `limit` so huge bad files stay fast. */
export class ProblemCollector {
  readonly problems: RawProblem[] = [];
  constructor(private readonly limit = 50) {}

  get full(): boolean {
    return this.problems.length >= this.limit;
  }

  add(segments: PathSegment[], message: string): void {
    if (this.problems.length < this.limit) this.problems.push({ segments, message });
  }

  /** Reads a string property; records a problem when it is missing (if required) or not a string. */
  string(obj: JsonObject, key: string, at: PathSegment[], required: boolean, nonEmpty = required): string | undefined {
    const value = obj[key];
    if (value === undefined) {
      if (required) this.add(at, `missing required key "${key}"`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.add([...at, key], `expected a string, found ${describeType(value)}`);
      return undefined;
    }
    if (nonEmpty && value.trim().length === 0) {
      this.add([...at, key], 'must not be empty');
      return undefined;
    }
    return value;
  }

  /** Reads an optional finite number property. */
  number(obj: JsonObject, key: string, at: PathSegment[], min = -Infinity, max = Infinity): number | undefined {
    const value = obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.add([...at, key], `expected a number, found ${describeType(value)}`);
      return undefined;
    }
    if (value < min || value > max) {
      this.add([...at, key], `must be between ${min} and ${max}, found ${value}`);
      return undefined;
    }
    return value;
  }

  /** Reads an array property (optional → `[]` when absent). */
  array(obj: JsonObject, key: string, at: PathSegment[], required: boolean): unknown[] | undefined {
    const value = obj[key];
    if (value === undefined) {
      if (required) this.add(at, `missing required key "${key}"`);
      return required ? undefined : [];
    }
    if (!Array.isArray(value)) {
      this.add([...at, key], `expected an array, found ${describeType(value)}`);
      return undefined;
    }
    return value;
  }

  /** Checks an array of strings, reporting each bad element by index. */
  stringArray(value: unknown[], at: PathSegment[]): string[] {
    const out: string[] = [];
    value.forEach((item, i) => {
      if (typeof item === 'string') out.push(item);
      else this.add([...at, i], `expected a string, found ${describeType(item)}`);
    });
    return out;
  }

  /** Records a duplicate id at `list[i].id`, naming where it was first used. */
  uniqueId(id: string | undefined, list: string, i: number, firstIndexOf: Map<string, number>, what: string): void {
    if (id === undefined) return;
    const first = firstIndexOf.get(id);
    if (first !== undefined)
      this.add([list, i, 'id'], `duplicate ${what} id "${id}" (first used at $.${list}[${first}])`);
    else firstIndexOf.set(id, i);
  }

  /** Checks the `format` tag, with a hint when the file is another of our formats. */
  format(obj: JsonObject, expected: string, what: string): void {
    const found = obj.format;
    if (found === expected) return;
    if (found === undefined) {
      this.add([], `missing "format": "${expected}" — is this a ${what} file?`);
    } else {
      const hint =
        typeof found === 'string' && found.startsWith('tool-')
          ? ` (this looks like a ${found} file, not a ${what} file)`
          : '';
      this.add(['format'], `expected "${expected}", found ${describeType(found)}${hint}`);
    }
  }
}
