/**
 * Turns one endpoint of one vendor into a catalog tool: the vendor's call name and field
 * dialect, a description drawn from the endpoint's templates, and utility metadata.
 */
import type { FieldSpec, Tool, Rng } from '../core/index';
import { describeField } from './fieldGlossary';
import { parseField } from './fieldShorthand';
import { styleName } from './nameStyle';
import type { EndpointSpec, FamilySpec, VendorSpec } from './spec';
import { toolUtility } from './toolUtility';

const EFFECT_TAILS: Readonly<Record<string, readonly string[]>> = {
  read: ['Read-only.', 'Safe to retry.'],
  write: ['Idempotent when an Idempotency-Key is sent.', 'Returns the updated record.'],
  irreversible: ['This action cannot be undone.', 'Not idempotent: do not retry blindly.'],
};

/** What a tool is built from. `name` is the chosen snake_case call name. */
export interface ToolRecipe {
  family: FamilySpec;
  vendor: VendorSpec;
  endpoint: EndpointSpec;
  name: string;
  idPrefix: string;
}

function fieldsOf(recipe: ToolRecipe, list: readonly string[], isInput: boolean, rng: Rng): FieldSpec[] {
  const { vendor, endpoint } = recipe;
  const out: FieldSpec[] = [];
  for (const item of list) {
    const expanded = item === '$loc' ? (vendor.loc ?? ['city']) : [item];
    for (const shorthand of expanded) {
      const shape = parseField(shorthand);
      const own = vendor.rename?.[`${endpoint.key}:${shape.name}`] ?? vendor.rename?.[shape.name] ?? shape.name;
      const field: FieldSpec = { name: styleName(own, vendor.style), type: shape.type };
      if (isInput) field.required = !shape.optional;
      // References document most inputs and few outputs.
      // Notes speak the family's canonical vocabulary; a vendor that renamed the field gets the glossary.
      const note = isInput && own === shape.name ? endpoint.notes?.[shape.name] : undefined;
      if (note !== undefined) field.description = note;
      else if (rng.chance(isInput ? 0.8 : 0.3)) field.description = describeField(own);
      out.push(field);
    }
  }
  return out;
}

function describe(recipe: ToolRecipe, rng: Rng): string {
  const { family, vendor, endpoint } = recipe;
  let text = rng.pick(endpoint.about).replace(/\{Vendor\}/g, vendor.display);
  if (rng.chance(0.3)) {
    // Family remarks fit the family's own operations, not the generic resource endpoints.
    const own = family.tails !== undefined && !endpoint.key.startsWith('crud:');
    const tails = own && rng.chance(0.5) ? (family.tails ?? []) : (EFFECT_TAILS[endpoint.effects] ?? []);
    if (tails.length > 0) text = `${text} ${rng.pick(tails)}`;
  }
  return text;
}

/** Builds the catalog tool for a recipe; `rng` is the vendor's stream. */
export function buildTool(recipe: ToolRecipe, rng: Rng): Tool {
  const { family, vendor, endpoint } = recipe;
  const name = styleName(recipe.name, vendor.style);
  return {
    id: `${recipe.idPrefix}${vendor.slug}.${name}`,
    name,
    description: describe(recipe, rng),
    category: family.category,
    inputs: fieldsOf(recipe, endpoint.inputs, true, rng),
    outputs: fieldsOf(recipe, endpoint.outputs, false, rng),
    effects: endpoint.effects,
    utility: toolUtility(family.base, vendor.tier ?? 'standard', endpoint.effects, rng),
  };
}
