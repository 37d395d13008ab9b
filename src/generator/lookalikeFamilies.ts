/**
 * `noise.extraFamilies`: near-duplicate distractor families. Each extra family clones one
 * existing family with two or three look-alike vendors (`Stripely`, `Shopefy`): every one
 * copies a real vendor's dialect (the call names its tools have in the catalog, renamed
 * fields, naming style, location inputs) and offers most of its endpoints, so its tools read
 * almost like the original's. Only endpoints whose original tool is in the catalog are cloned
 * (unless the model vendor has none left after trimming).
 */
import { forkRng, type Tool, type Rng } from '../core/index';
import { ALL_FAMILIES } from './domains/allFamilies';
import type { DistractorContext } from './distractors';
import type { FamilySpec, VendorSpec, VendorTier } from './spec';
import { synthesizeVendorName, type VendorName } from './vendorNames';
import { buildVendorTools, vendorEndpoints } from './vendorTools';

const TIERS: readonly VendorTier[] = ['standard', 'standard', 'budget', 'premium', 'legacy'];
const SUFFIXES = ['ly', 'io', 'hub', 'kit', 'go', 'x', 'ify', 'pro', 'now'];
const PREFIXES = ['my', 'go', 'open', 'neo', 'get'];
const VOWELS = 'aeiouy';

/** A name one edit away from the model vendor's (a vowel swapped, a suffix or prefix added). */
function lookalikeName(model: VendorSpec, family: FamilySpec, rng: Rng, taken: Set<string>): VendorName {
  const base = model.slug.replace(/[^a-z]/g, '');
  for (let attempt = 0; attempt < 12 && base.length >= 3; attempt++) {
    let slug: string;
    const roll = rng.next();
    if (roll < 0.4) {
      const vowels = [...base].map((c, i) => (VOWELS.includes(c) ? i : -1)).filter((i) => i > 0);
      if (vowels.length === 0) continue;
      const at = rng.pick(vowels);
      slug = base.slice(0, at) + rng.pick([...VOWELS].filter((v) => v !== base.charAt(at))) + base.slice(at + 1);
    } else if (roll < 0.8) {
      slug = base + rng.pick(SUFFIXES);
    } else {
      slug = rng.pick(PREFIXES) + base;
    }
    if (slug === base || taken.has(slug)) continue;
    taken.add(slug);
    return { slug, display: slug.charAt(0).toUpperCase() + slug.slice(1) };
  }
  return synthesizeVendorName(rng, family.noun, taken);
}

/** The snake_case call name the model vendor's tool for an endpoint has in the catalog, if it is there. */
export type CallNameOf = (vendorSlug: string, endpointKey: string) => string | undefined;

function lookalikeVendor(
  model: VendorSpec,
  family: FamilySpec,
  rng: Rng,
  taken: Set<string>,
  callNameOf: CallNameOf,
): VendorSpec {
  const name = lookalikeName(model, family, rng, taken);
  const vendor: VendorSpec = { slug: name.slug, display: name.display, style: model.style, tier: rng.pick(TIERS) };
  if (model.rename) vendor.rename = model.rename;
  if (model.loc) vendor.loc = model.loc;
  const names: Record<string, string> = { ...model.names };
  for (const endpoint of vendorEndpoints(family, model)) {
    const used = callNameOf(model.slug, endpoint.key);
    if (used !== undefined) names[endpoint.key] = used;
  }
  if (Object.keys(names).length > 0) vendor.names = names;
  return vendor;
}

/**
 * The tools of `count` look-alike families; families are taken in a seeded order, so more
 * than 19 extra families clone some family twice. Ids and slugs go into `ctx`.
 */
export function lookalikeFamilyTools(count: number, ctx: DistractorContext, callNameOf: CallNameOf): Tool[] {
  const families = forkRng(ctx.seed, 'noise:families').shuffle([...ALL_FAMILIES]);
  const tools: Tool[] = [];
  for (let k = 0; k < count; k++) {
    const family = families[k % families.length] as FamilySpec;
    const rng = forkRng(ctx.seed, `noise:family:${k}`);
    // Vendors with tools left in the catalog first (trimming may have removed a vendor's all).
    const inCatalog = (v: VendorSpec): boolean =>
      vendorEndpoints(family, v).some((e) => callNameOf(v.slug, e.key) !== undefined);
    const shuffled = rng.shuffle([...family.vendors]);
    const models = [...shuffled.filter(inCatalog), ...shuffled.filter((v) => !inCatalog(v))].slice(0, rng.int(2, 3));
    for (const model of models) {
      const vendor = lookalikeVendor(model, family, rng, ctx.takenSlugs, callNameOf);
      // Clone the endpoints whose original is in the catalog (all of them in scale mode).
      const all = vendorEndpoints(family, model);
      const present = all.filter((e) => callNameOf(model.slug, e.key) !== undefined);
      const offered = present.length > 0 ? present : all;
      const endpoints = offered.filter(() => rng.chance(0.7));
      if (endpoints.length === 0) endpoints.push(rng.pick(offered));
      tools.push(...buildVendorTools(family, vendor, endpoints, rng, ctx));
    }
  }
  return tools;
}
