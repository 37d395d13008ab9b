/**
 * Assembles the demo catalog: every vendor × endpoint of every family, then trimmed down
 * (never below the tools the task flows use) or grown with scale-mode distractors to the
 * requested size.
 */
import { CATALOG_FORMAT, forkRng, type Catalog, type Tool } from '../core/index';
import { ALL_FAMILIES } from './domains/allFamilies';
import { realVendorExtras, synthesizedVendorTools, type DistractorContext } from './distractors';
import { demoFieldAliases } from './fieldAliases';
import type { EndpointSpec } from './spec';
import { buildVendorTools, vendorEndpoints } from './vendorTools';

/** From this many tools on, real vendors also get resource endpoints. */
const SCALE_EXTRAS_FROM = 1000;

export interface CatalogBuildOptions {
  seed: number;
  tools: number;
  name: string;
  idPrefix: string;
  /** `vendor.endpointKey` references that must survive trimming (the flows' tools). */
  keepRefs: ReadonlySet<string>;
}

export interface BuiltCatalog {
  catalog: Catalog;
  /** `vendor.endpointKey` → tool, for the real vendors' tools still in the catalog. */
  refs: Map<string, Tool>;
}

function trim(tools: Tool[], refs: Map<string, Tool>, target: number, keep: ReadonlySet<string>, seed: number): Tool[] {
  const keptIds = new Set<string>();
  for (const ref of keep) {
    const tool = refs.get(ref);
    if (tool) keptIds.add(tool.id);
  }
  const removable = tools.filter((t) => !keptIds.has(t.id)).map((t) => t.id);
  const drop = new Set(
    forkRng(seed, 'trim')
      .shuffle(removable)
      .slice(0, Math.max(0, tools.length - target)),
  );
  for (const [ref, tool] of [...refs]) if (drop.has(tool.id)) refs.delete(ref);
  return tools.filter((t) => !drop.has(t.id));
}

/** Builds the catalog for the options; deterministic in the seed. */
export function buildCatalog(opts: CatalogBuildOptions): BuiltCatalog {
  const ctx: DistractorContext = {
    seed: opts.seed,
    idPrefix: opts.idPrefix,
    takenIds: new Set(),
    takenSlugs: new Set(),
  };
  const refs = new Map<string, Tool>();
  let tools: Tool[] = [];
  for (const family of ALL_FAMILIES) {
    for (const vendor of family.vendors) {
      if (ctx.takenSlugs.has(vendor.slug)) throw new Error(`vendor slug used twice: ${vendor.slug}`);
      ctx.takenSlugs.add(vendor.slug);
      const rng = forkRng(opts.seed, `vendor:${vendor.slug}`);
      const onTool = (endpoint: EndpointSpec, tool: Tool): void => {
        refs.set(`${vendor.slug}.${endpoint.key}`, tool);
      };
      tools.push(...buildVendorTools(family, vendor, vendorEndpoints(family, vendor), rng, ctx, onTool));
    }
  }
  if (opts.tools < tools.length) {
    tools = trim(tools, refs, opts.tools, opts.keepRefs, opts.seed);
  } else if (opts.tools > tools.length) {
    if (opts.tools >= SCALE_EXTRAS_FROM)
      tools.push(...realVendorExtras(ALL_FAMILIES, ctx).slice(0, opts.tools - tools.length));
    tools.push(...synthesizedVendorTools(ALL_FAMILIES, opts.tools - tools.length, ctx));
  }
  const catalog: Catalog = { format: CATALOG_FORMAT, name: opts.name, field_aliases: demoFieldAliases(), tools };
  return { catalog, refs };
}
