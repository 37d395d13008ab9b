/**
 * `noise.randomizeVocabulary`: one seeded, catalog-wide renaming of field-name tokens
 * (`customer_email` → `customer_parcel`, `sky_id` → `drelon_id`) so that a model trained on
 * many seeds cannot learn field names by heart.
 *
 * The renaming is a bijection on singular token stems onto words the catalog does not use,
 * and it keeps a plural a plural (`items` → `widgets`). Every link rule reads names token by
 * token (same stem, token suffix, all-generic), so links are preserved exactly as long as the
 * tokens the rules give a meaning stay: generic tokens (`id`, `name`, `status`, …),
 * identifier tokens (`sid`), and the entity words of tool names that rewrite a generic field
 * (`get_order`'s `id` is read as `order_id`, so `order` keeps its name everywhere). Tool
 * names, descriptions and queries are left as they are.
 */
import {
  singularToken,
  FieldVocabulary,
  GENERIC_FIELD_TOKENS,
  isIdentifierName,
  isGenericField,
  toolEntity,
  forkRng,
  type Catalog,
  type FieldSpec,
} from '../core/index';
import { nameStyleOf, nameTokens, PLAUSIBLE_WORDS, syntheticWord, usableWord, writeName } from './noiseWords';

/** Share of renamed stems that get a real-looking word (the rest get a made-up one). */
const PLAUSIBLE_SHARE = 0.5;

/** The renaming drawn for one catalog. */
export interface VocabularyRenaming {
  /** singular stem → its new word, for every renamed stem. */
  stems: ReadonlyMap<string, string>;
  /** Stems kept because a link rule reads them (generic, identifier, entity words). */
  kept: ReadonlySet<string>;
  /** A normalized token, renamed. */
  token(token: string): string;
  /** A declared name, renamed and written in its own style. */
  name(raw: string): string;
}

/** Entity words that some tool reads a generic field through (see toolFields.ts). */
function rewritingEntities(catalog: Catalog): Set<string> {
  const vocab = new FieldVocabulary(catalog.field_aliases);
  const generic = new Map<string, boolean>();
  const isGeneric = (raw: string): boolean => {
    let g = generic.get(raw);
    if (g === undefined) {
      g = isGenericField(vocab.canonical(raw).name);
      generic.set(raw, g);
    }
    return g;
  };
  const out = new Set<string>();
  for (const tool of catalog.tools) {
    if (![...tool.inputs, ...tool.outputs].some((f) => isGeneric(f.name))) continue;
    const entity = toolEntity(tool);
    if (entity !== undefined) out.add(entity);
  }
  return out;
}

function isKept(stem: string, token: string, entities: ReadonlySet<string>): boolean {
  return (
    !/^[a-z]{2,}$/.test(token) ||
    !/^[a-z]{2,}$/.test(stem) ||
    GENERIC_FIELD_TOKENS.has(stem) ||
    GENERIC_FIELD_TOKENS.has(token) ||
    isIdentifierName(stem) ||
    isIdentifierName(token) ||
    entities.has(stem)
  );
}

/** Draws the renaming for a catalog and the state field names of its tasks. */
export function drawVocabulary(catalog: Catalog, stateNames: readonly string[], seed: number): VocabularyRenaming {
  const entities = rewritingEntities(catalog);
  const names = new Set<string>(stateNames);
  for (const tool of catalog.tools) for (const f of [...tool.inputs, ...tool.outputs]) names.add(f.name);
  for (const [canonical, aliases] of Object.entries(catalog.field_aliases ?? {}))
    for (const n of [canonical, ...aliases]) names.add(n);
  const tokens = new Set([...names].flatMap(nameTokens));
  // Words a replacement must not be: anything the catalog spells, in fields, tool names or categories.
  const taken = new Set<string>();
  for (const t of tokens) taken.add(t).add(singularToken(t));
  const toolWords = new Set<string>();
  for (const tool of catalog.tools) toolWords.add(tool.name).add(tool.category ?? '');
  for (const t of [...toolWords].flatMap(nameTokens)) taken.add(t).add(singularToken(t));
  const kept = new Set<string>();
  const stems = new Set<string>();
  for (const t of tokens) {
    const stem = singularToken(t);
    if (isKept(stem, t, entities)) kept.add(stem);
    else stems.add(stem);
  }
  for (const stem of kept) stems.delete(stem);
  const rng = forkRng(seed, 'noise:vocabulary');
  const pool = rng.shuffle(PLAUSIBLE_WORDS.filter((w) => usableWord(w, taken)));
  const map = new Map<string, string>();
  for (const stem of [...stems].sort()) {
    let word: string | undefined;
    if (rng.chance(PLAUSIBLE_SHARE)) {
      while (word === undefined && pool.length > 0) {
        const next = pool.pop() as string;
        if (usableWord(next, taken)) word = next;
      }
    }
    while (word === undefined) {
      const next = syntheticWord(rng);
      if (usableWord(next, taken)) word = next;
    }
    taken.add(word);
    map.set(stem, word);
  }
  const token = (t: string): string => {
    const stem = singularToken(t);
    const word = kept.has(stem) ? undefined : map.get(stem);
    if (word === undefined) return t;
    return t === stem ? word : `${word}s`;
  };
  const renamed = new Map<string, string>();
  const name = (raw: string): string => {
    let out = renamed.get(raw);
    if (out === undefined) {
      out = writeName(nameTokens(raw).map(token), nameStyleOf(raw));
      renamed.set(raw, out);
    }
    return out;
  };
  return { stems: map, kept, token, name };
}

function renameFields(fields: readonly FieldSpec[], renaming: VocabularyRenaming): FieldSpec[] {
  return fields.map((f) => {
    const name = renaming.name(f.name);
    return name === f.name ? f : { ...f, name };
  });
}

/** Applies a renaming to every field and alias of the catalog (in place). */
export function renameCatalogVocabulary(catalog: Catalog, renaming: VocabularyRenaming): void {
  for (const tool of catalog.tools) {
    tool.inputs = renameFields(tool.inputs, renaming);
    tool.outputs = renameFields(tool.outputs, renaming);
  }
  if (catalog.field_aliases) {
    const aliases: Record<string, string[]> = {};
    for (const [canonical, names] of Object.entries(catalog.field_aliases)) {
      aliases[renaming.name(canonical)] = names.map((n) => renaming.name(n));
    }
    catalog.field_aliases = aliases;
  }
}
