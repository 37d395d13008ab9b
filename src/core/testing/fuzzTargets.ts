import fc from 'fast-check';
import { parseCatalog } from '../catalog/loadCatalog';
import { parseTasks } from '../catalog/loadTasks';
import { parseTrajectories } from '../catalog/loadTrajectories';
import { SourceError } from '../catalog/sourceErrors';
import { importCatalog } from '../importers/importCatalog';
import { parseTraces } from '../traces/parseTraces';

/**
 * Every loader and importer a user's file reaches, for fuzzing: on any text the only
 * outcomes allowed are a result or a SourceError (test support; imported by tests and the
 * fuzz benchmark only).
 */
export const FUZZ_TARGETS: Record<string, (text: string) => unknown> = {
  parseCatalog: (t) => parseCatalog(t, 'fuzz.json'),
  parseTasks: (t) => parseTasks(t, 'fuzz.json'),
  parseTrajectories: (t) => parseTrajectories(t, 'fuzz.json'),
  importCatalog: (t) => importCatalog(t, 'fuzz.json'),
  importCatalogYaml: (t) => importCatalog(t, 'fuzz.yaml'),
  parseTraces: (t) => parseTraces(t, 'fuzz.json'),
};

/** What one fuzz case did: a result, a located error, or a defect (anything else). */
export type FuzzOutcome = 'ok' | 'source-error' | 'defect';

/** Runs one target on one text; a thrown non-SourceError or a polluted prototype is a defect. */
export function runFuzzCase(
  target: (text: string) => unknown,
  text: string,
): { outcome: FuzzOutcome; error?: unknown } {
  try {
    target(text);
    return pollutionCheck() ?? { outcome: 'ok' };
  } catch (error) {
    if (error instanceof SourceError && error.problems.length > 0 && error.message.length > 0)
      return pollutionCheck() ?? { outcome: 'source-error' };
    return { outcome: 'defect', error };
  }
}

function pollutionCheck(): { outcome: FuzzOutcome; error: unknown } | undefined {
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin', 'tools', 'format', 'name']) {
    if (probe[key] !== undefined)
      return { outcome: 'defect', error: new Error(`Object.prototype.${key} was polluted`) };
  }
  return undefined;
}

const KEYS = [
  'format',
  'name',
  'tools',
  'id',
  'inputs',
  'outputs',
  'required',
  'description',
  'tasks',
  'query',
  'state',
  'gold',
  'chain',
  'edges',
  'trajectories',
  'calls',
  'success',
  '__proto__',
  'constructor',
  'prototype',
  'openapi',
  'swagger',
  'paths',
  '$ref',
  'components',
  'schemas',
  'inputSchema',
  'function',
  'parameters',
  'input_schema',
  'api_list',
  'messages',
  'tool_calls',
  'resourceSpans',
];
const FORMATS = ['tool-catalog/v1', 'tool-tasks/v1', 'tool-trajectories/v1', '3.1.0', '2.0', 'function'];

/** JSON-ish values biased towards the keys and tags our loaders look at. */
const biasedValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...FORMATS),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Random text cases: arbitrary JSON, biased JSON, mutated valid documents, raw strings. */
export function fuzzTextArbitrary(seeds: readonly string[]): fc.Arbitrary<string> {
  const mutated = fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 6 }),
    )
    .map(([text, edits]) => {
      let out = text;
      for (const [at, remove, insert] of edits) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + insert + out.slice(i + remove);
      }
      return out;
    });
  return fc.oneof(
    fc.json({ depthSize: 'medium' }),
    biasedValue.map((v) => JSON.stringify(v) ?? 'null'),
    mutated,
    fc.string({ maxLength: 200 }),
    fc.nat({ max: 60 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  );
}
