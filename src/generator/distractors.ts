/**
 * Scale mode: believable distractor tools. Real vendors get resource endpoints around their
 * family's entities, then synthesized vendors join every family, each speaking the dialect
 * of a real vendor (same renamed fields, same location inputs) with its own call names.
 */
import { forkRng, type Tool, type Rng } from '../core/index';
import { CRUD_VERBS, crudEndpoint } from './crudEndpoints';
import type { EndpointSpec, FamilySpec, VendorSpec, VendorTier } from './spec';
import { synthesizeVendorName } from './vendorNames';
import { buildVendorTools, type VendorBuildContext } from './vendorTools';

/** Ids and slugs already used, shared with the core catalog build. */
export interface DistractorContext extends VendorBuildContext {
  seed: number;
  takenSlugs: Set<string>;
}

const TIERS: readonly VendorTier[] = ['standard', 'standard', 'budget', 'premium', 'legacy'];

function crudFor(
  family: FamilySpec,
  rng: Rng,
  entityCount: number,
  minVerbs: number,
  maxVerbs: number,
): EndpointSpec[] {
  const entities = rng.shuffle([...family.entities]).slice(0, entityCount);
  const out: EndpointSpec[] = [];
  for (const entity of entities) {
    const verbs = rng.shuffle([...CRUD_VERBS]).slice(0, rng.int(minVerbs, maxVerbs));
    for (const verb of CRUD_VERBS) if (verbs.includes(verb)) out.push(crudEndpoint(entity, verb));
  }
  return out;
}

/** Resource endpoints (2–4 verbs on 1–2 entities) for every real vendor. */
export function realVendorExtras(families: readonly FamilySpec[], ctx: DistractorContext): Tool[] {
  const tools: Tool[] = [];
  for (const family of families) {
    for (const vendor of family.vendors) {
      const rng = forkRng(ctx.seed, `extras:${vendor.slug}`);
      tools.push(...buildVendorTools(family, vendor, crudFor(family, rng, rng.int(1, 2), 2, 4), rng, ctx));
    }
  }
  return tools;
}

function synthesizedVendor(family: FamilySpec, rng: Rng, ctx: DistractorContext): VendorSpec {
  const name = synthesizeVendorName(rng, family.noun, ctx.takenSlugs);
  const dialect = rng.pick(family.vendors);
  const vendor: VendorSpec = {
    slug: name.slug,
    display: name.display,
    style: rng.chance(0.5) ? 'snake' : 'camel',
    tier: rng.pick(TIERS),
  };
  if (dialect.rename) vendor.rename = dialect.rename;
  if (dialect.loc) vendor.loc = dialect.loc;
  return vendor;
}

/** Exactly `count` tools from synthesized vendors spread evenly over the families. */
export function synthesizedVendorTools(families: readonly FamilySpec[], count: number, ctx: DistractorContext): Tool[] {
  const tools: Tool[] = [];
  for (let i = 0; tools.length < count; i++) {
    const rng = forkRng(ctx.seed, `synth:${i}`);
    const family = families[i % families.length] as FamilySpec;
    const vendor = synthesizedVendor(family, rng, ctx);
    const own = family.endpoints.filter(() => rng.chance(0.45));
    if (own.length === 0) own.push(rng.pick(family.endpoints));
    const endpoints = [...own, ...crudFor(family, rng, rng.int(1, 2), 3, 6)];
    const room = count - tools.length;
    tools.push(...buildVendorTools(family, vendor, endpoints.slice(0, room), rng, ctx));
  }
  return tools;
}
