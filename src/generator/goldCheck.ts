/**
 * Gold chains checked two ways. `chainsStillLink` asks the generator's own rules (fast, per
 * candidate edit) whether a chain links with the very edges recorded in its task;
 * `coreGoldFailures` asks the core's linker (catalog index, state resolution, supply
 * strength), the reading every consumer of the catalog uses.
 */
import {
  buildCatalogIndex,
  supplyStrength,
  givenStateFields,
  resolveState,
  type Catalog,
  type FieldSpec,
  type Tool,
} from '../core/index';
import { linkChain } from './chainLinks';
import { FieldLinker } from './fieldLinker';

/** A gold chain to check: its tools in order, the request state, and the recorded edges. */
export interface GoldChain {
  chain: readonly Tool[];
  state: readonly string[];
  edges: readonly (readonly [string, string])[];
}

function sameEdges(a: readonly (readonly [string, string])[], b: readonly (readonly [string, string])[]): boolean {
  return a.length === b.length && a.every(([p, c], i) => b[i]?.[0] === p && b[i]?.[1] === c);
}

/**
 * True when every chain still links under the generator's rules with exactly its recorded
 * edges. A fresh linker each call: signatures are cached by tool id, and fields change here.
 */
export function chainsStillLink(
  aliases: Readonly<Record<string, readonly string[]>>,
  golds: readonly GoldChain[],
): boolean {
  const linker = new FieldLinker(aliases);
  return golds.every((gold) => {
    const linkage = linkChain(linker, gold.chain, gold.state);
    return linkage.ok && sameEdges(linkage.edges, gold.edges);
  });
}

/**
 * Indices of the chains the core's linker rejects: some required input of some call is
 * neither satisfied by the state (`sat > 0`) nor supplied by an earlier call of the chain.
 *
 * The index is built over the gold tools alone, their field descriptions left out. Name
 * links, state links and supply strengths depend only on the two fields (and tools) they
 * join, so this reading differs from the full catalog's only by missing description links:
 * it is stricter, and a chain it accepts the full catalog accepts too (at 16,000 tools it
 * also saves indexing the whole catalog).
 */
export function coreGoldFailures(
  catalog: Catalog,
  golds: readonly { chain: readonly string[]; state: readonly string[] }[],
): number[] {
  const wanted = new Set(golds.flatMap((g) => g.chain));
  const bare = ({ description: _description, ...field }: FieldSpec): FieldSpec => field;
  const tools = catalog.tools
    .filter((t) => wanted.has(t.id))
    .map((t) => ({ ...t, inputs: t.inputs.map(bare), outputs: t.outputs.map(bare) }));
  const goldCatalog: Catalog = { ...catalog, tools };
  const index = buildCatalogIndex(goldCatalog);
  const failures: number[] = [];
  golds.forEach((gold, g) => {
    const state = resolveState(index, givenStateFields(index, gold.state));
    const chain = gold.chain.map((id) => index.tools[index.byId.get(id) ?? -1]);
    const fed = chain.every((tool, j) => {
      if (tool === undefined) return false;
      return tool.requirements.every((r) => {
        if ((state.sat[r.fieldId] ?? 0) > 0) return true;
        for (let k = 0; k < j; k++) {
          const producer = chain[k];
          if (producer !== undefined && supplyStrength(index, producer, tool, r) > 0) return true;
        }
        return false;
      });
    });
    if (!fed) failures.push(g);
  });
  return failures;
}
