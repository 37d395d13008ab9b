/**
 * The training-data noise options: off by default (byte-identical demo), deterministic,
 * each one measurably changing the catalog, and gold chains still valid under the CORE's
 * linker (catalog index + state resolution + supply strength), not the generator's own.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogIndex,
  fieldTokens,
  normalizeFieldName,
  singularToken,
  GENERIC_FIELD_TOKENS,
  isGenericField,
  toolEntity,
  supplyStrength,
  givenStateFields,
  resolveState,
  type Catalog,
  type Tool,
} from '../core/index';
import { buildCatalog } from './buildCatalog';
import { buildTasks } from './buildTasks';
import { FieldLinker } from './fieldLinker';
import { ALL_FLOWS, flowRefs } from './flows/allFlows';
import { generateDemo, type GeneratedDemo, type NoiseOptions } from './generateDemo';
import { ABBREVIATIONS } from './noiseWords';

/** sha256 of JSON.stringify(generateDemo({ seed: 7 })), computed before the noise options existed. */
const DEFAULT_SEED7_SHA256 = '69d9a1b19c2f84753fcc7f26e776375ff807d9f07a40b8128c4a302b25b97855';
const ALL: NoiseOptions = { randomizeVocabulary: true, dropOutputs: 0.2, renameFields: 0.3, extraFamilies: 3 };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const tokensOf = (raw: string): string[] => fieldTokens(normalizeFieldName(raw));
const names = (fields: readonly { name: string }[]): string[] => fields.map((f) => f.name);
const goldIds = (demo: GeneratedDemo): Set<string> => new Set(demo.tasks.tasks.flatMap((t) => t.gold?.chain ?? []));

/** The state each task was built from (the ~10 % that omit `state` in the output included). */
function builtStates(seed: number): Map<string, readonly string[]> {
  const { catalog, refs } = buildCatalog({
    seed,
    tools: 450,
    name: 'demo-catalog',
    idPrefix: '',
    keepRefs: flowRefs(ALL_FLOWS),
  });
  const built = buildTasks({
    seed,
    count: 320,
    flows: ALL_FLOWS,
    refs,
    linker: new FieldLinker(catalog.field_aliases ?? {}),
  });
  return new Map(built.map((b) => [b.task.id, b.flow.state]));
}

/** Every required input of every gold call, unfed under the core's linker ("task: tool needs field"). */
function coreUnfed(demo: GeneratedDemo, omitted: ReadonlyMap<string, readonly string[]>): string[] {
  const index = buildCatalogIndex(demo.catalog);
  const out: string[] = [];
  for (const task of demo.tasks.tasks) {
    const state = resolveState(index, givenStateFields(index, task.state ?? omitted.get(task.id) ?? []));
    const chain = (task.gold?.chain ?? []).map((id) => index.tools[index.byId.get(id) ?? -1]);
    chain.forEach((tool, j) => {
      if (!tool) {
        out.push(`${task.id}: missing tool`);
        return;
      }
      for (const r of tool.requirements) {
        if ((state.sat[r.fieldId] ?? 0) > 0) continue;
        if (chain.slice(0, j).some((p) => p !== undefined && supplyStrength(index, p, tool, r) > 0)) continue;
        out.push(`${task.id}: ${tool.tool.id} needs ${index.vocab.names[r.fieldId]}`);
      }
    });
  }
  return out;
}

describe('generator noise options', () => {
  let plain: GeneratedDemo;
  beforeAll(() => {
    plain = generateDemo({ seed: 7 });
  });

  it('leaves the default output byte-identical (no option, {} or all-zero options)', () => {
    const json = JSON.stringify(plain);
    expect(sha256(json)).toBe(DEFAULT_SEED7_SHA256);
    expect(JSON.stringify(generateDemo({ seed: 7, noise: {} }))).toBe(json);
    expect(
      JSON.stringify(
        generateDemo({
          seed: 7,
          noise: { randomizeVocabulary: false, dropOutputs: 0, renameFields: 0, extraFamilies: 0 },
        }),
      ),
    ).toBe(json);
  });

  it('is deterministic for (seed, options) and differs across seeds and options', () => {
    const a = JSON.stringify(generateDemo({ seed: 7, noise: ALL }));
    expect(JSON.stringify(generateDemo({ seed: 7, noise: ALL }))).toBe(a);
    expect(JSON.stringify(generateDemo({ seed: 8, noise: ALL }))).not.toBe(a);
    expect(JSON.stringify(generateDemo({ seed: 7, noise: { ...ALL, renameFields: 0.31 } }))).not.toBe(a);
  });

  it('randomizeVocabulary renames field tokens consistently, keeping generic and entity words', () => {
    const noisy = generateDemo({ seed: 7, noise: { randomizeVocabulary: true } });
    expect(noisy.catalog.tools.map((t) => [t.id, t.name, t.description])).toEqual(
      plain.catalog.tools.map((t) => [t.id, t.name, t.description]),
    );
    const renamed = new Map<string, string>();
    let total = 0;
    let changed = 0;
    plain.catalog.tools.forEach((tool, i) => {
      const other = noisy.catalog.tools[i] as Tool;
      for (const side of ['inputs', 'outputs'] as const) {
        tool[side].forEach((f, k) => {
          const before = tokensOf(f.name);
          const after = tokensOf(other[side][k]?.name ?? '');
          expect(after.length).toBe(before.length);
          before.forEach((t, n) => {
            const now = after[n] as string;
            total++;
            if (now === t) return;
            changed++;
            expect(GENERIC_FIELD_TOKENS.has(singularToken(t)), t).toBe(false);
            // One catalog-wide bijection: a token always becomes the same new word.
            expect(renamed.get(t) ?? now, t).toBe(now);
            renamed.set(t, now);
          });
        });
      }
    });
    expect(new Set(renamed.values()).size).toBe(renamed.size);
    // Entity words that read a generic field (`get_order`'s `id` → `order_id`) keep their name.
    for (const tool of plain.catalog.tools) {
      const entity = toolEntity(tool);
      if (
        entity !== undefined &&
        [...tool.inputs, ...tool.outputs].some((f) => isGenericField(normalizeFieldName(f.name)))
      ) {
        expect(renamed.has(entity), `${tool.id}: ${entity}`).toBe(false);
      }
    }
    // ~55 % of token occurrences (the rest are generic or entity words such as id, order, email).
    expect(changed / total).toBeGreaterThan(0.3);
    expect(renamed.size).toBeGreaterThan(200);
    const after = new Set(
      noisy.catalog.tools.flatMap((t) => [...t.inputs, ...t.outputs].flatMap((f) => tokensOf(f.name))),
    );
    for (const t of renamed.keys()) expect(after.has(t), t).toBe(false);
    expect(Object.keys(noisy.catalog.field_aliases ?? {}).length).toBe(
      Object.keys(plain.catalog.field_aliases ?? {}).length,
    );
    // Gold and trajectories are untouched; state names follow the renaming.
    expect(noisy.tasks.tasks.map((t) => [t.id, t.query, t.gold])).toEqual(
      plain.tasks.tasks.map((t) => [t.id, t.query, t.gold]),
    );
    expect(noisy.trajectories).toEqual(plain.trajectories);
    const renamedState = noisy.tasks.tasks.filter(
      (t, i) => JSON.stringify(t.state) !== JSON.stringify(plain.tasks.tasks[i]?.state),
    );
    expect(renamedState.length).toBeGreaterThan(50);
  });

  it('dropOutputs removes exactly one output from the given share of non-gold tools', () => {
    const noisy = generateDemo({ seed: 7, noise: { dropOutputs: 0.25 } });
    const gold = goldIds(plain);
    const eligible = plain.catalog.tools.filter((t) => !gold.has(t.id) && t.outputs.length > 0);
    let dropped = 0;
    plain.catalog.tools.forEach((tool, i) => {
      const other = noisy.catalog.tools[i] as Tool;
      expect(other.inputs).toEqual(tool.inputs);
      if (other.outputs.length === tool.outputs.length) {
        expect(other.outputs).toEqual(tool.outputs);
        return;
      }
      expect(gold.has(tool.id), tool.id).toBe(false);
      expect(other.outputs.length).toBe(tool.outputs.length - 1);
      for (const f of other.outputs) expect(tool.outputs).toContainEqual(f);
      dropped++;
    });
    expect(dropped).toBe(Math.round(0.25 * eligible.length));
    expect(noisy.noise?.droppedOutputs).toEqual({ eligibleTools: eligible.length, tools: dropped });
  });

  it('renameFields gives the share of tools case, abbreviation and prefix variants', () => {
    const noisy = generateDemo({ seed: 7, noise: { renameFields: 0.3 } });
    const gold = goldIds(plain);
    let tools = 0;
    let goldTools = 0;
    let styleOnly = 0;
    let abbreviated = 0;
    let prefixed = 0;
    const shorts = new Set(Object.values(ABBREVIATIONS));
    plain.catalog.tools.forEach((tool, i) => {
      const other = noisy.catalog.tools[i] as Tool;
      const before = [...names(tool.inputs), ...names(tool.outputs)];
      const after = [...names(other.inputs), ...names(other.outputs)];
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      tools++;
      if (gold.has(tool.id)) goldTools++;
      if (before.every((n, k) => normalizeFieldName(n) === normalizeFieldName(after[k] ?? ''))) styleOnly++;
      else if (
        after.some(
          (n, k) => n !== before[k] && tokensOf(n).some((t) => shorts.has(t) && !tokensOf(before[k] ?? '').includes(t)),
        )
      )
        abbreviated++;
      else if (after.some((n, k) => tokensOf(n).length === tokensOf(before[k] ?? '').length + 1)) prefixed++;
    });
    expect(tools).toBe(Math.round(0.3 * plain.catalog.tools.length));
    expect(goldTools).toBeGreaterThan(20);
    expect(styleOnly).toBeGreaterThan(20);
    expect(abbreviated).toBeGreaterThan(10);
    expect(prefixed).toBeGreaterThan(10);
    expect(noisy.tasks).toEqual(plain.tasks);
    expect(coreUnfed(noisy, builtStates(7))).toEqual([]);
  });

  it('extraFamilies adds look-alike vendors that copy an existing dialect', () => {
    const noisy = generateDemo({ seed: 7, noise: { extraFamilies: 4 } });
    const before = new Set(plain.catalog.tools.map((t) => t.id));
    expect(noisy.catalog.tools.slice(0, plain.catalog.tools.length)).toEqual(plain.catalog.tools);
    const extra = noisy.catalog.tools.slice(plain.catalog.tools.length);
    expect(extra.length).toBe(noisy.noise?.extraFamilies?.tools);
    expect(extra.length).toBeGreaterThanOrEqual(8);
    expect(new Set(noisy.catalog.tools.map((t) => t.id)).size).toBe(noisy.catalog.tools.length);
    const oldVendors = new Set(plain.catalog.tools.map((t) => t.id.split('.')[0]));
    const newVendors = new Set(extra.map((t) => t.id.split('.')[0]));
    expect(newVendors.size).toBeGreaterThanOrEqual(8);
    for (const v of newVendors) expect(oldVendors.has(v), v).toBe(false);
    // Near duplicates: same category, and mostly the very call name and fields of an existing tool.
    const signature = (t: Tool): string => JSON.stringify([t.category, t.name, names(t.inputs), names(t.outputs)]);
    const existing = new Set(plain.catalog.tools.map(signature));
    for (const t of extra) expect(plain.catalog.tools.some((o) => o.category === t.category)).toBe(true);
    expect(extra.filter((t) => existing.has(signature(t))).length / extra.length).toBeGreaterThan(0.5);
    for (const t of extra) expect(before.has(t.id)).toBe(false);
    expect(noisy.tasks).toEqual(plain.tasks);
  });

  it.each([101, 102, 103])(
    'keeps every gold chain valid under the core linker with all options on (seed %i)',
    (seed) => {
      const clean = generateDemo({ seed });
      const noisy = generateDemo({ seed, noise: ALL });
      expect(noisy.tasks.tasks.map((t) => t.gold)).toEqual(clean.tasks.tasks.map((t) => t.gold));
      const omitted = builtStates(seed);
      // A task still omits `state` only where its state kept its names.
      noisy.tasks.tasks.forEach((t, i) => {
        if (t.state === undefined) expect(clean.tasks.tasks[i]?.state).toBeUndefined();
      });
      expect(coreUnfed(clean, omitted)).toEqual([]);
      expect(coreUnfed(noisy, omitted)).toEqual([]);
      // Every gold edge still carries some required input of its consumer.
      const index = buildCatalogIndex(noisy.catalog);
      for (const task of noisy.tasks.tasks) {
        for (const [p, c] of task.gold?.edges ?? []) {
          const producer = index.tools[index.byId.get(p) ?? -1];
          const consumer = index.tools[index.byId.get(c) ?? -1];
          expect(
            producer && consumer && consumer.requirements.some((r) => supplyStrength(index, producer, consumer, r) > 0),
            `${task.id}: ${p} → ${c}`,
          ).toBe(true);
        }
      }
      const changed = (a: Catalog, b: Catalog): number =>
        a.tools.filter((t, i) => JSON.stringify(t) !== JSON.stringify(b.tools[i])).length;
      expect(changed(clean.catalog, noisy.catalog)).toBeGreaterThan(clean.catalog.tools.length / 2);
    },
  );
});
