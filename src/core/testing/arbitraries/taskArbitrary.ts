import fc from 'fast-check';
import {
  TASKS_FORMAT,
  TRAJECTORIES_FORMAT,
  type Catalog,
  type GoldPath,
  type Task,
  type TaskSet,
  type TrajectorySet,
} from '../../catalog/types';
import { ODD_TEXT, SHARED_FIELDS, WORDS } from './names';

/** Words of the catalog's names and descriptions (at most 200), so requests can match tools. */
function catalogWords(catalog: Catalog): string[] {
  const words = new Set<string>();
  for (const t of catalog.tools.slice(0, 100)) {
    for (const w of `${t.name} ${t.description.slice(0, 200)}`.split(/[^\p{L}\p{N}]+/u)) if (w) words.add(w);
    if (words.size >= 200) break;
  }
  return [...words];
}

/** A request: empty, stop words, words of the catalog, absurd text, or enormous (2,000 to `maxChars` characters). */
export function requestArbitrary(catalog: Catalog, maxChars = 200_000): fc.Arbitrary<string> {
  const words = catalogWords(catalog);
  const word =
    words.length > 0 ? fc.oneof(fc.constantFrom(...words), fc.constantFrom(...WORDS)) : fc.constantFrom(...WORDS);
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(word, { minLength: 1, maxLength: 10 }).map((w) => w.join(' ')) },
    { weight: 1, arbitrary: fc.constantFrom('', '   ', 'the and of to', '?!', '\n\t') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(word, { minLength: 1, maxLength: 5 }),
          fc.integer({ min: Math.min(2_000, maxChars), max: maxChars }),
        )
        .map(([w, n]) => `${w.join(' ')} `.repeat(Math.ceil(n / 4)).slice(0, n)),
    },
  );
}

/** Field names a state may hold: the catalog's own, shared ones, and names no tool has. */
function stateFieldArbitrary(catalog: Catalog): fc.Arbitrary<string> {
  const names = [
    ...new Set(catalog.tools.slice(0, 200).flatMap((t) => [...t.inputs, ...t.outputs].map((f) => f.name))),
  ];
  return fc.oneof(
    ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
    fc.constantFrom(...SHARED_FIELDS),
    fc.constantFrom('no_such_field', ...ODD_TEXT),
  );
}

/** A gold path: a chain of catalog tools, an unordered set, edges, or ids the catalog lacks. */
export function goldArbitrary(catalog: Catalog): fc.Arbitrary<GoldPath> {
  const ids = catalog.tools.map((t) => t.id);
  const id =
    ids.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.constant('missing.tool'))
      : fc.constant('missing.tool');
  return fc.oneof<fc.Arbitrary<GoldPath>[]>(
    fc.array(id, { minLength: 1, maxLength: 5 }).map((chain) => ({ chain })),
    fc.array(id, { minLength: 1, maxLength: 4 }).map((tools) => ({ tools })),
    fc
      .array(fc.tuple(id, id), { minLength: 1, maxLength: 3 })
      .map((edges) => ({ chain: [...new Set(edges.flat())], edges: edges as [string, string][] })),
    fc.constant<GoldPath>({ chain: [] }),
  );
}

/** One task on `catalog`: any request, state given or not, gold or not. */
export function taskArbitrary(catalog: Catalog, id = 't', maxChars?: number): fc.Arbitrary<Task> {
  return fc
    .record(
      {
        query: requestArbitrary(catalog, maxChars),
        state: fc.uniqueArray(stateFieldArbitrary(catalog), { maxLength: 4 }),
        gold: goldArbitrary(catalog),
      },
      { requiredKeys: ['query'] },
    )
    .map((t) => ({ id, ...t }) as Task);
}

/** A tool-tasks/v1 set of 0 to `max` tasks on `catalog`. */
export function taskSetArbitrary(catalog: Catalog, max = 6, maxChars?: number): fc.Arbitrary<TaskSet> {
  return fc.array(taskArbitrary(catalog, 't', maxChars), { maxLength: max }).map((tasks) => ({
    format: TASKS_FORMAT,
    // A task file's request may not be blank (the loader says so); the app's typed request may.
    tasks: tasks.map((t, i) => ({ ...t, id: `t-${i}`, query: t.query.trim() ? t.query : `${t.query}?` })),
  }));
}

/** Successful and failed runs calling catalog tools by id or name, and names the catalog lacks. */
export function trajectoriesArbitrary(catalog: Catalog, max = 8): fc.Arbitrary<TrajectorySet> {
  const refs = catalog.tools.slice(0, 300).flatMap((t) => [t.id, t.name]);
  const call =
    refs.length > 0
      ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...refs) }, fc.constant('unknown_call'))
      : fc.constant('unknown_call');
  return fc
    .array(
      fc.record(
        {
          task_id: fc.constantFrom('t-0', 't-1', 'other'),
          calls: fc.array(call, { maxLength: 6 }),
          success: fc.boolean(),
        },
        { requiredKeys: ['calls', 'success'] },
      ),
      { maxLength: max },
    )
    .map((trajectories) => ({ format: TRAJECTORIES_FORMAT, trajectories }));
}
