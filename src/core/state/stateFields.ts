import type { CatalogIndex } from '../catalog/catalogIndex';
import { LINK_STRENGTH, type LinkRule, type NameLink } from '../catalog/nameLinks';
import { resourceLinksOfName } from '../catalog/resourceLinks';

/** How an initial state field was found. */
export type StateSource = 'given' | 'inferred';

/** One field of F0(q), the state the request exposes. */
export interface StateField {
  /** Canonical field name (normalized, aliases applied). */
  name: string;
  source: StateSource;
  /** Confidence in [0, 1]; given fields are 1. Multiplies every link out of this field. */
  confidence: number;
  /** For inferred fields: the rule, the literal value and where it is in the request. */
  rule?: string;
  value?: string;
  evidence?: { start: number; end: number; text: string };
}

/**
 * A requirement counts as satisfied by s0 from this strength on (an inferred field at
 * confidence 0.8 through a 0.8 link still counts) when deciding whether a producer is needed.
 */
export const SATISFIED = 0.5;

/** A state field feeding a consumer field, for explanations. */
export interface StateLink {
  state: string;
  fieldId: number;
  strength: number;
  rule: LinkRule;
}

/**
 * F0(q) resolved against a catalog: `sat[f]` is how well the state satisfies consumer field f
 * (max over state fields of confidence × link strength).
 */
export interface ResolvedState {
  fields: StateField[];
  sat: Float32Array;
  links: StateLink[];
}

/**
 * Links each state field to the catalog's consumer fields (exact, alias, qualifier rules, and
 * the resource rule: `customer_id` satisfies an input tagged `resource: customer`). A given
 * field of a generic name no field has as such (`numbers`) links to the inputs so named that the
 * index read through their tool's entity (`mean_numbers`), for the tools `requested` accepts
 * (createTaskContext: the relevance top 2 × LIKELY_TARGETS).
 */
export function resolveState(
  index: CatalogIndex,
  fields: StateField[],
  requested: (tool: number) => boolean = () => false,
): ResolvedState {
  const sat = new Float32Array(index.vocab.size);
  const links: StateLink[] = [];
  for (const field of fields) {
    const name = index.vocab.canonical(field.name).name;
    const found = index.matcher.linksFrom(name, -1);
    addStateLinks(field, found, sat, links);
    if (found.length === 0 && field.source === 'given')
      addStateLinks(field, qualifiedLinks(index, name, requested), sat, links);
    if (index.resources.typeOfName.size > 0)
      addStateLinks(field, resourceLinksOfName(index.resources, name, -1), sat, links);
  }
  // A URL the state gives stands for the identifier a tool takes in its place (locatorsOf).
  index.locatorsOf.forEach((locators, to) => {
    let best: StateLink | undefined;
    for (const l of links)
      if (locators.includes(l.fieldId) && (best === undefined || l.strength > best.strength)) best = l;
    const strength = (best?.strength ?? 0) * LINK_STRENGTH.locator;
    if (!best || strength <= (sat[to] ?? 0)) return;
    links.push({ state: best.state, fieldId: to, strength, rule: 'locator' });
    sat[to] = strength;
  });
  return { fields, sat, links };
}

function addStateLinks(field: StateField, found: readonly NameLink[], sat: Float32Array, links: StateLink[]): void {
  for (const link of found) {
    const strength = link.strength * field.confidence;
    if (link.rule === 'resource' && strength <= (sat[link.to] ?? 0)) continue;
    links.push({ state: field.name, fieldId: link.to, strength, rule: link.rule });
    if (strength > (sat[link.to] ?? 0)) sat[link.to] = strength;
  }
}

/** State fields given by the task (confidence 1), canonicalized and de-duplicated. */
export function givenStateFields(index: CatalogIndex, names: readonly string[]): StateField[] {
  const seen = new Set<string>();
  const out: StateField[] = [];
  for (const raw of names) {
    const name = index.vocab.canonical(raw).name;
    if (name.length === 0 || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, source: 'given', confidence: 1 });
  }
  return out;
}

const qualifiedCache = new WeakMap<CatalogIndex, Map<string, { fieldId: number; tool: number }[]>>();
/**
 * A generic name the task gives as state (`numbers`, `name`) that no field has as such: the
 * inputs the index qualified by their tool's entity (`numbers` of `mean` → mean_numbers), of the
 * tools the request is about (`requested`): a `name` the user gives is the name one of those
 * takes, not every tool's that has one.
 */
function qualifiedLinks(index: CatalogIndex, name: string, requested: (tool: number) => boolean): NameLink[] {
  let byRaw = qualifiedCache.get(index);
  if (!byRaw) {
    byRaw = new Map();
    for (const t of index.tools)
      for (const f of t.inputs) {
        if (f.rewrite?.rule !== 'entity') continue;
        const raw = index.vocab.canonical(f.rewrite.from).name;
        const list = byRaw.get(raw) ?? [];
        list.push({ fieldId: f.fieldId, tool: t.index });
        byRaw.set(raw, list);
      }
    qualifiedCache.set(index, byRaw);
  }
  const to = new Set<number>();
  for (const f of byRaw.get(name) ?? []) if (requested(f.tool)) to.add(f.fieldId);
  return [...to].map((fieldId) => ({ from: -1, to: fieldId, strength: LINK_STRENGTH.entity, rule: 'entity' }));
}
