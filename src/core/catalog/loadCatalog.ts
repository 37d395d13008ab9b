import {
  SourceError,
  jsonPath,
  locateProblems,
  parseJsonText,
  type PathSegment,
  type SourceProblem,
} from './sourceErrors';
import { CATALOG_FORMAT, type Catalog, type FieldSpec, type Tool } from './types';
import { ProblemCollector, describeType, isObject, type JsonObject, type RawProblem } from './validator';

const EFFECTS = new Set(['read', 'write', 'irreversible']);

/** A field every check passes (a non-blank name; type and description strings; required and credential booleans; resource a non-blank string), read without building its path. */
function plainField(raw: JsonObject): boolean {
  const { name, type, description, required, resource, credential } = raw;
  return (
    typeof name === 'string' &&
    name.trim().length > 0 &&
    (type === undefined || typeof type === 'string') &&
    (description === undefined || typeof description === 'string') &&
    (required === undefined || typeof required === 'boolean') &&
    (resource === undefined || (typeof resource === 'string' && resource.trim().length > 0)) &&
    (credential === undefined || typeof credential === 'boolean')
  );
}

/** The fields of a tool's `inputs` or `outputs` (`side`); a field's path is built only for its problems (a catalog has ~100,000 fields). */
function checkFields(c: ProblemCollector, list: unknown[], at: PathSegment[], side: string): FieldSpec[] {
  const out: FieldSpec[] = [];
  for (let i = 0; i < list.length; i++) {
    // As forEach did: a hole in a sparse array is no field (parsed JSON has none).
    if (!(i in list)) continue;
    const raw = list[i];
    if (isObject(raw) && plainField(raw)) {
      out.push(raw as FieldSpec);
      continue;
    }
    const here = [...at, side, i];
    if (!isObject(raw)) {
      c.add(here, `expected a field object, found ${describeType(raw)}`);
      continue;
    }
    const name = c.string(raw, 'name', here, true);
    c.string(raw, 'type', here, false, false);
    c.string(raw, 'description', here, false, false);
    for (const key of ['required', 'credential'] as const) {
      if (raw[key] !== undefined && typeof raw[key] !== 'boolean')
        c.add([...here, key], `expected true or false, found ${describeType(raw[key])}`);
    }
    if (raw.resource !== undefined) c.string(raw, 'resource', here, false, true);
    if (name !== undefined) out.push(raw as FieldSpec);
  }
  return out;
}

function checkTool(
  c: ProblemCollector,
  raw: unknown,
  i: number,
  firstIndexOfId: Map<string, number>,
): Tool | undefined {
  const at: PathSegment[] = ['tools', i];
  if (!isObject(raw)) {
    c.add(at, `expected a tool object, found ${describeType(raw)}`);
    return undefined;
  }
  const id = c.string(raw, 'id', at, true);
  const name = c.string(raw, 'name', at, true);
  const description = c.string(raw, 'description', at, false, false);
  c.string(raw, 'category', at, false, false);
  const inputs = c.array(raw, 'inputs', at, false);
  const outputs = c.array(raw, 'outputs', at, false);
  const inputSpecs = inputs ? checkFields(c, inputs, at, 'inputs') : [];
  const outputSpecs = outputs ? checkFields(c, outputs, at, 'outputs') : [];
  if (raw.effects !== undefined && !EFFECTS.has(raw.effects as string)) {
    c.add([...at, 'effects'], `expected "read", "write" or "irreversible", found ${describeType(raw.effects)}`);
  }
  if (raw.utility !== undefined) {
    if (!isObject(raw.utility)) c.add([...at, 'utility'], `expected an object, found ${describeType(raw.utility)}`);
    else {
      c.number(raw.utility, 'latency_ms', [...at, 'utility'], 0);
      c.number(raw.utility, 'cost_usd', [...at, 'utility'], 0);
      c.number(raw.utility, 'success_rate', [...at, 'utility'], 0, 1);
    }
  }
  c.uniqueId(id, 'tools', i, firstIndexOfId, 'tool');
  if (id === undefined || name === undefined || !inputs || !outputs) return undefined;
  // Keep every key the user wrote; fill only the defaults the model needs.
  return { ...raw, id, name, description: description ?? '', inputs: inputSpecs, outputs: outputSpecs } as Tool;
}

function checkAliases(c: ProblemCollector, raw: JsonObject): void {
  const aliases = raw.field_aliases;
  if (aliases === undefined) return;
  if (!isObject(aliases)) {
    c.add(['field_aliases'], `expected an object of canonical name → alias names, found ${describeType(aliases)}`);
    return;
  }
  for (const [canonical, names] of Object.entries(aliases)) {
    if (!Array.isArray(names))
      c.add(['field_aliases', canonical], `expected an array of names, found ${describeType(names)}`);
    else c.stringArray(names, ['field_aliases', canonical]);
  }
}

/** Validates a parsed `tool-catalog/v1` document; returns it or the list of problems. */
export function validateCatalog(value: unknown): { catalog?: Catalog; problems: RawProblem[] } {
  const c = new ProblemCollector();
  if (!isObject(value)) {
    c.add([], `expected a tool-catalog/v1 object, found ${describeType(value)}`);
    return { problems: c.problems };
  }
  c.format(value, CATALOG_FORMAT, 'tool-catalog/v1');
  const name = c.string(value, 'name', [], false, false);
  checkAliases(c, value);
  const tools = c.array(value, 'tools', [], true) ?? [];
  const firstIndexOfId = new Map<string, number>();
  const checked: Tool[] = [];
  for (let i = 0; i < tools.length && !c.full; i++) {
    const tool = checkTool(c, tools[i], i, firstIndexOfId);
    if (tool) checked.push(tool);
  }
  if (c.problems.length > 0) return { problems: c.problems };
  return {
    catalog: { ...value, format: CATALOG_FORMAT, name: name ?? 'catalog', tools: checked } as Catalog,
    problems: [],
  };
}

/** Turns validator problems into located SourceProblems for `file`. */
export function toSourceProblems(text: string, file: string, raw: RawProblem[]): SourceProblem[] {
  const segmentsOf = new Map<SourceProblem, PathSegment[]>();
  const problems = raw.map((p) => {
    const sp: SourceProblem = { file, path: jsonPath(p.segments), message: p.message };
    segmentsOf.set(sp, p.segments);
    return sp;
  });
  return locateProblems(text, problems, segmentsOf);
}

/** Parses and validates a `tool-catalog/v1` file. Throws SourceError naming file, line and JSON path. */
export function parseCatalog(text: string, file: string): Catalog {
  const value = parseJsonText(text, file);
  const { catalog, problems } = validateCatalog(value);
  if (!catalog) throw new SourceError(toSourceProblems(text, file, problems));
  return catalog;
}

/** Serializes a catalog back to `tool-catalog/v1` JSON, unknown keys included. */
export function serializeCatalog(catalog: Catalog): string {
  return `${JSON.stringify(catalog, null, 2)}\n`;
}
