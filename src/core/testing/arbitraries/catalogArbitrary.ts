import fc from 'fast-check';
import { CATALOG_FORMAT, type Catalog, type FieldSpec, type Tool, type ToolEffects } from '../../catalog/types';
import {
  descriptionArbitrary,
  fieldNameArbitrary,
  hugeDescriptionArbitrary,
  nameArbitrary,
  SHARED_FIELDS,
  WORDS,
} from './names';

/** Sizes of the generated catalogs. */
export interface CatalogShape {
  /** Most tools a catalog gets (the bulk part's cap; default 2,000). */
  maxTools?: number;
  /** Most hand-varied tools before the bulk part (default 40). */
  maxVaried?: number;
  /** How often (of 100) a catalog gets a bulk part of 100 to maxTools tools (default 3). */
  bulkPercent?: number;
}

const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'STRING', 'weird type'] as const;

const fieldArbitrary = (side: 'inputs' | 'outputs'): fc.Arbitrary<FieldSpec> =>
  fc
    .record(
      {
        name: fieldNameArbitrary,
        type: fc.constantFrom(...TYPES),
        required: fc.boolean(),
        description: descriptionArbitrary,
        resource: fc.constantFrom('order', 'customer', 'pet'),
      },
      { requiredKeys: ['name'] },
    )
    .map((f) => {
      if (side === 'outputs') delete f.required;
      return f as FieldSpec;
    });

interface ToolSpec {
  name: string;
  description: string;
  category?: string;
  inputs: FieldSpec[];
  outputs: FieldSpec[];
  effects?: ToolEffects;
  utility?: { latency_ms?: number; cost_usd?: number; success_rate?: number };
}

const fieldsArbitrary = (side: 'inputs' | 'outputs', max: number): fc.Arbitrary<FieldSpec[]> =>
  fc.uniqueArray(fieldArbitrary(side), { selector: (f) => f.name, maxLength: max });

const toolSpecArbitrary: fc.Arbitrary<ToolSpec> = fc.record(
  {
    name: nameArbitrary,
    description: descriptionArbitrary,
    category: fc.constantFrom('shop', 'travel', 'mail', ''),
    inputs: fieldsArbitrary('inputs', 4),
    outputs: fieldsArbitrary('outputs', 3),
    effects: fc.constantFrom<ToolEffects>('read', 'write', 'irreversible'),
    utility: fc.record(
      {
        latency_ms: fc.integer({ min: 0, max: 60_000 }),
        cost_usd: fc.double({ min: 0, max: 5, noNaN: true }),
        success_rate: fc.double({ min: 0, max: 1, noNaN: true }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['name', 'description', 'inputs', 'outputs'] },
);

/** What a bulk part looks like: many tools sharing one field, colliding names, or a long producer chain. */
export type BulkStyle = 'one-shared-field' | 'colliding-names' | 'chain';

export interface CatalogRecipe {
  name: string;
  idStyle: 'namespaced' | 'plain' | 'unicode';
  tools: ToolSpec[];
  /** Positions of tools copied with the same signature under a new id. */
  duplicates: number[];
  /** Tools producing each other's inputs (a cycle of producers of this length). */
  cycle?: { length: number; field: string };
  aliases?: Record<string, string[]>;
  huge?: { at: number; text: string };
  bulk?: { count: number; style: BulkStyle; field: string };
}

/** The recipe a catalog is built from (shrinks by tools, duplicates, cycle, aliases, bulk). */
export function catalogRecipeArbitrary(shape: CatalogShape = {}): fc.Arbitrary<CatalogRecipe> {
  const maxTools = shape.maxTools ?? 2000;
  const maxVaried = Math.min(shape.maxVaried ?? 40, maxTools);
  const bulkPercent = shape.bulkPercent ?? 3;
  const bulk =
    maxTools >= 100
      ? fc.record({
          count: fc.integer({ min: 100, max: maxTools }),
          style: fc.constantFrom<BulkStyle>('one-shared-field', 'colliding-names', 'chain'),
          field: fc.constantFrom(...SHARED_FIELDS),
        })
      : fc.constant(undefined);
  return fc
    .record(
      {
        name: fc.oneof(nameArbitrary, fc.constant('catalog')),
        idStyle: fc.constantFrom('namespaced', 'plain', 'unicode'),
        tools: fc.array(toolSpecArbitrary, { maxLength: maxVaried, size: '-1' }),
        duplicates: fc.array(fc.nat(maxVaried), { maxLength: 3 }),
        cycle: fc.record({ length: fc.integer({ min: 1, max: 4 }), field: fc.constantFrom(...SHARED_FIELDS) }),
        aliases: fc.dictionary(
          fc.constantFrom(...SHARED_FIELDS),
          fc.array(fc.oneof(fc.constantFrom(...SHARED_FIELDS), nameArbitrary), { minLength: 1, maxLength: 3 }),
          { maxKeys: 3 },
        ),
        huge: rare(fc.record({ at: fc.nat(), text: hugeDescriptionArbitrary }), 5),
        bulk: rare(bulk, bulkPercent),
      },
      { requiredKeys: ['name', 'idStyle', 'tools', 'duplicates', 'huge', 'bulk'] },
    )
    .map((r) => {
      const recipe = r as CatalogRecipe;
      if (recipe.bulk === undefined) delete recipe.bulk;
      if (recipe.huge === undefined) delete recipe.huge;
      return recipe;
    });
}

/** `arbitrary`'s value in `percent` of cases, else undefined (which shrinks to undefined). */
function rare<T>(arbitrary: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | undefined> {
  if (percent <= 0) return fc.constant(undefined);
  return fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(undefined) }, { weight: percent, arbitrary });
}

function idOf(style: CatalogRecipe['idStyle'], name: string, i: number, used: Set<string>): string {
  const base =
    style === 'plain' ? name : style === 'unicode' ? `🔧${name}·${i}` : `ns${i % 7}.${name.replace(/\s+/g, '_')}`;
  let id = base.trim().length > 0 ? base : `tool${i}`;
  if (used.has(id)) id = `${id}~${i}`;
  used.add(id);
  return id;
}

function bulkTools(bulk: NonNullable<CatalogRecipe['bulk']>): ToolSpec[] {
  const out: ToolSpec[] = [];
  for (let i = 0; i < bulk.count; i++) {
    const w1 = WORDS[i % WORDS.length] ?? 'get';
    const w2 = WORDS[(i * 7 + 3) % WORDS.length] ?? 'order';
    if (bulk.style === 'one-shared-field') {
      out.push({
        name: `${w1}_${w2}_${i}`,
        description: `${w1} ${w2} number ${i}`,
        inputs: [{ name: bulk.field, type: 'string', required: true }],
        outputs: [{ name: bulk.field, type: 'string' }],
      });
    } else if (bulk.style === 'colliding-names') {
      const spellings = [
        `${w1}_${w2}`,
        `${w1}${w2.charAt(0).toUpperCase()}${w2.slice(1)}`,
        `${w1}-${w2}`.toUpperCase(),
      ];
      out.push({
        name: spellings[i % spellings.length] ?? w1,
        description: `${w1} the ${w2}`,
        inputs: [{ name: `${w2}_id`, required: true }],
        outputs: [{ name: `${w1}_result` }],
      });
    } else {
      out.push({
        name: `step_${i}_${w1}`,
        description: `${w1} step ${i}`,
        inputs: i === 0 ? [] : [{ name: `link_${i - 1}`, required: true }],
        outputs: [{ name: `link_${i}` }],
      });
    }
  }
  return out;
}

/** The catalog a recipe describes (always a valid tool-catalog/v1 document). */
export function catalogFromRecipe(recipe: CatalogRecipe): Catalog {
  const specs: ToolSpec[] = [...recipe.tools];
  for (const d of recipe.duplicates) {
    const original = recipe.tools[d % Math.max(1, recipe.tools.length)];
    if (original) specs.push({ ...original });
  }
  if (recipe.cycle) {
    const { length, field } = recipe.cycle;
    for (let k = 0; k < length; k++) {
      specs.push({
        name: `cycle_step_${k}`,
        description: `turns ${field} ${k} into the next`,
        inputs: [{ name: k === 0 ? field : `${field}_${k}`, required: true }],
        outputs: [{ name: k === length - 1 ? field : `${field}_${k + 1}` }],
      });
    }
  }
  if (recipe.huge && specs.length > 0) {
    const at = recipe.huge.at % specs.length;
    const spec = specs[at];
    if (spec) specs[at] = { ...spec, description: recipe.huge.text };
  }
  if (recipe.bulk) specs.push(...bulkTools(recipe.bulk));
  const used = new Set<string>();
  const tools: Tool[] = specs.map((s, i) => {
    const tool: Tool = {
      id: idOf(recipe.idStyle, s.name, i, used),
      name: s.name,
      description: s.description,
      inputs: s.inputs.map((f) => ({ ...f })),
      outputs: s.outputs.map((f) => ({ ...f })),
    };
    if (s.category !== undefined) tool.category = s.category;
    if (s.effects !== undefined) tool.effects = s.effects;
    if (s.utility !== undefined) tool.utility = { ...s.utility };
    return tool;
  });
  const catalog: Catalog = { format: CATALOG_FORMAT, name: recipe.name, tools };
  if (recipe.aliases && Object.keys(recipe.aliases).length > 0) catalog.field_aliases = recipe.aliases;
  return catalog;
}

/** Valid tool-catalog/v1 catalogs of 0 to `maxTools` tools. */
export function catalogArbitrary(shape: CatalogShape = {}): fc.Arbitrary<Catalog> {
  return catalogRecipeArbitrary(shape).map(catalogFromRecipe);
}
