/**
 * Training-data noise for the generated demo: a learned encoder trained on these catalogs
 * must not learn field names by heart and must cope with messy real catalogs. Applied after
 * tasks and trajectories are built, in this order: look-alike families, vocabulary, field
 * variants, dropped outputs. Gold chains, their edges and the trajectories never change, and
 * every gold chain is re-checked with the core's linker at the end (field variants of the
 * chains it rejects are undone; anything else rejected is a bug and throws).
 */
import { normalizeFieldName, toolNamespace, forkRng, type Catalog, type Task, type Tool } from '../core/index';
import type { BuiltTask } from './buildTasks';
import type { DistractorContext } from './distractors';
import { ALL_FAMILIES } from './domains/allFamilies';
import { applyFieldVariants, type FieldBackup, type FieldVariantStats } from './fieldVariants';
import { chainsStillLink, coreGoldFailures, type GoldChain } from './goldCheck';
import { lookalikeFamilyTools } from './lookalikeFamilies';
import { drawVocabulary, renameCatalogVocabulary } from './vocabularyNoise';

export interface NoiseOptions {
  /** Consistently rename field-name tokens (per seed) to other plausible or synthetic words, except generic tokens (id, name, …) and words that tools' names use as their entity; every gold chain must still link under the core's rules. */
  randomizeVocabulary?: boolean;
  /** Share of non-gold tools that lose one of their outputs ("outputs declared poorly"). */
  dropOutputs?: number;
  /** Share of tools whose field names get a vendor-style variant (camelCase, abbreviation like qty/addr/desc, prefix) — only where the core linker still links gold edges, or on non-gold tools. */
  renameFields?: number;
  /** Extra near-duplicate distractor families (look-alike vendors of existing families). */
  extraFamilies?: number;
}

/** What the noise did, for logs and tests. */
export interface NoiseReport {
  extraFamilies?: { families: number; tools: number };
  vocabulary?: {
    /** Token stems renamed, and kept because a link rule reads them. */
    renamedStems: number;
    keptStems: number;
    /** Tasks that omitted `state` and got it back, renamed (the core infers English names from queries). */
    statesRestored: number;
  };
  fieldVariants?: FieldVariantStats & { eligibleTools: number; revertedTools: number };
  droppedOutputs?: { eligibleTools: number; tools: number };
}

function share(value: number | undefined): number {
  return value === undefined || !Number.isFinite(value) ? 0 : Math.min(1, Math.max(0, value));
}

function familyCount(value: number | undefined): number {
  return value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.round(value));
}

/** True when the options ask for any noise at all (otherwise the output is the plain demo). */
export function noiseActive(noise: NoiseOptions | undefined): boolean {
  return (
    noise !== undefined &&
    (noise.randomizeVocabulary === true ||
      share(noise.dropOutputs) > 0 ||
      share(noise.renameFields) > 0 ||
      familyCount(noise.extraFamilies) > 0)
  );
}

export interface NoiseInput {
  seed: number;
  idPrefix: string;
  catalog: Catalog;
  /** The tasks (their `task` objects are the ones in the task set, edited in place). */
  built: BuiltTask[];
  /** `vendor.endpointKey` → tool, as buildCatalog returns it (look-alikes copy call names). */
  refs: ReadonlyMap<string, Tool>;
  options: NoiseOptions;
}

function distractorContext(seed: number, idPrefix: string, tools: readonly Tool[]): DistractorContext {
  const takenSlugs = new Set<string>(ALL_FAMILIES.flatMap((f) => f.vendors.map((v) => v.slug)));
  for (const t of tools) takenSlugs.add(toolNamespace(t.id.slice(idPrefix.length)));
  return { seed, idPrefix, takenIds: new Set(tools.map((t) => t.id)), takenSlugs };
}

function withState(task: Task, state: string[]): Task {
  const { id, query, state: _old, ...rest } = task;
  return { id, query, state, ...rest };
}

function dropOutputs(
  tools: readonly Tool[],
  rate: number,
  seed: number,
  gold: ReadonlySet<string>,
): { eligibleTools: number; tools: number } {
  const eligible = tools.filter((t) => !gold.has(t.id) && t.outputs.length > 0);
  const count = Math.round(rate * eligible.length);
  const rng = forkRng(seed, 'noise:drop-outputs');
  for (const tool of rng.shuffle([...eligible]).slice(0, count)) {
    const pos = rng.int(0, tool.outputs.length - 1);
    tool.outputs = tool.outputs.filter((_, i) => i !== pos);
  }
  return { eligibleTools: eligible.length, tools: count };
}

/** Applies the noise options to a freshly generated catalog and its tasks, in place. */
export function applyNoise(input: NoiseInput): NoiseReport {
  const { seed, idPrefix, catalog, built, refs, options } = input;
  const report: NoiseReport = {};
  const states = built.map((b) => [...b.flow.state]);

  const families = familyCount(options.extraFamilies);
  if (families > 0) {
    const callNameOf = (slug: string, key: string): string | undefined => {
      const tool = refs.get(`${slug}.${key}`);
      return tool === undefined ? undefined : normalizeFieldName(tool.name);
    };
    const extra = lookalikeFamilyTools(families, distractorContext(seed, idPrefix, catalog.tools), callNameOf);
    catalog.tools.push(...extra);
    report.extraFamilies = { families, tools: extra.length };
  }

  if (options.randomizeVocabulary === true) {
    const renaming = drawVocabulary(catalog, states.flat(), seed);
    renameCatalogVocabulary(catalog, renaming);
    let statesRestored = 0;
    built.forEach((b, i) => {
      const renamed = (states[i] ?? []).map((s) => renaming.name(s));
      states[i] = renamed;
      if (b.task.state !== undefined) b.task.state = [...renamed];
      else if (renamed.some((s, k) => s !== b.flow.state[k])) {
        b.task = withState(b.task, [...renamed]);
        statesRestored++;
      }
    });
    report.vocabulary = { renamedStems: renaming.stems.size, keptStems: renaming.kept.size, statesRestored };
  }

  const goldIds = new Set(built.flatMap((b) => b.chain.map((t) => t.id)));
  const backup: FieldBackup = new Map();
  const rename = share(options.renameFields);
  if (rename > 0) {
    // Tasks of one flow often share chain and state: check each distinct chain once.
    const tasksOf = new Map<Tool, number[]>();
    const seen = new Set<string>();
    built.forEach((b, i) => {
      const key = JSON.stringify([b.chain.map((t) => t.id), states[i]]);
      if (seen.has(key)) return;
      seen.add(key);
      for (const t of new Set(b.chain)) tasksOf.set(t, [...(tasksOf.get(t) ?? []), i]);
    });
    const aliases = (): Readonly<Record<string, readonly string[]>> => catalog.field_aliases ?? {};
    const goldChain = (i: number): GoldChain => {
      const b = built[i] as BuiltTask;
      return { chain: b.chain, state: states[i] ?? [], edges: b.task.gold?.edges ?? [] };
    };
    const stats = applyFieldVariants(
      catalog.tools,
      rename,
      seed,
      (tool) => toolNamespace(tool.id.slice(idPrefix.length)),
      {
        isGold: (tool) => goldIds.has(tool.id),
        stillLinks: (tool) => chainsStillLink(aliases(), (tasksOf.get(tool) ?? []).map(goldChain)),
      },
      backup,
    );
    report.fieldVariants = {
      ...stats,
      eligibleTools: catalog.tools.filter((t) => t.inputs.length + t.outputs.length > 0).length,
      revertedTools: 0,
    };
  }

  const drop = share(options.dropOutputs);
  if (drop > 0) report.droppedOutputs = dropOutputs(catalog.tools, drop, seed, goldIds);

  // The core's reading is the one that counts: undo field variants on any chain it rejects.
  const golds = built.map((b, i) => ({ chain: b.task.gold?.chain ?? [], state: states[i] ?? [] }));
  let failures = coreGoldFailures(catalog, golds);
  if (failures.length > 0 && backup.size > 0) {
    for (const i of failures) {
      for (const tool of built[i]?.chain ?? []) {
        const old = backup.get(tool);
        if (!old) continue;
        tool.inputs = old.inputs;
        tool.outputs = old.outputs;
        backup.delete(tool);
        if (report.fieldVariants) report.fieldVariants.revertedTools++;
      }
    }
    failures = coreGoldFailures(catalog, golds);
  }
  if (failures.length > 0) {
    const ids = failures
      .slice(0, 5)
      .map((i) => built[i]?.task.id)
      .join(', ');
    throw new Error(`noise left ${failures.length} gold chain(s) unlinked under the core's rules (${ids})`);
  }
  return report;
}
