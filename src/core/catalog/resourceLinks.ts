import { fieldTokens, normalizeFieldName } from './fieldNames';
import type { FieldVocabulary } from './fieldVocabulary';
import { LINK_STRENGTH, type NameLink } from './nameLinks';
import type { IndexedTool } from './toolFields';

/**
 * The resource rule of field linking: an output and an input tagged with the same `resource`
 * (the importers' reading of the schemas: Stripe's `charge` body parameter and GetCharges'
 * `data[].id` of charge objects; Twilio's `{CallSid}` and a call's `sid`) link at
 * LINK_STRENGTH.resource, whatever their names. Names that match already link by their own
 * rules; this adds what names miss, and never weakens a stronger name link.
 */
export interface ResourceFields {
  /** Resource type → the consumer field ids tagged with it (inputs, required or not). */
  consumers: Map<string, number[]>;
  /** Canonical field name → the resource type it holds the id of (tagged fields, and `<type>_id`), for state fields. */
  typeOfName: Map<string, string>;
}

/** Collects the tagged fields of every tool and adds the resource links to `acceptedBy` (consumer field → links into it). */
export function addResourceLinks(
  tools: readonly IndexedTool[],
  vocab: FieldVocabulary,
  acceptedBy: NameLink[][],
): ResourceFields {
  const producers = new Map<string, number[]>();
  const consumers = new Map<string, number[]>();
  const typeOfName = new Map<string, string>();
  for (const t of tools) {
    for (const f of t.outputs) collect(producers, typeOfName, f.spec.resource, f.fieldId, vocab);
    // A credential is supplied by the runtime: no resource link into it either.
    for (const f of t.inputs)
      if (f.spec.credential !== true) collect(consumers, typeOfName, f.spec.resource, f.fieldId, vocab);
  }
  consumers.forEach((into, type) => {
    const from = producers.get(type) ?? [];
    for (const to of into) for (const p of from) if (p !== to) offer(acceptedBy, p, to);
    typeOfName.set(`${type}_id`, type);
  });
  return { consumers, typeOfName };
}

function collect(
  byType: Map<string, number[]>,
  typeOfName: Map<string, string>,
  resource: unknown,
  fieldId: number,
  vocab: FieldVocabulary,
): void {
  if (typeof resource !== 'string') return;
  const type = fieldTokens(normalizeFieldName(resource)).join('_');
  if (type.length === 0) return;
  const list = byType.get(type);
  if (!list) byType.set(type, [fieldId]);
  else if (!list.includes(fieldId)) list.push(fieldId);
  const name = vocab.names[fieldId];
  if (name !== undefined && !typeOfName.has(name)) typeOfName.set(name, type);
}

/** Adds a resource link from field `from` into field `to`, or makes a weaker name link between them one. */
function offer(acceptedBy: NameLink[][], from: number, to: number): void {
  const links = acceptedBy[to];
  if (!links) return;
  const strength = LINK_STRENGTH.resource;
  const at = links.findIndex((l) => l.from === from);
  const link: NameLink = { from, to, strength, rule: 'resource' };
  if (at < 0) links.push(link);
  else if ((links[at]?.strength ?? 0) < strength) links[at] = link;
}

/**
 * Links of one state field by resource: a state field that names a resource's id (`customer_id`,
 * or a tagged output's name) satisfies the inputs tagged with that resource, at LINK_STRENGTH.resource.
 */
export function resourceLinksOfName(resources: ResourceFields, name: string, fromId: number): NameLink[] {
  const type = resources.typeOfName.get(name);
  if (type === undefined) return [];
  const out: NameLink[] = [];
  for (const to of resources.consumers.get(type) ?? [])
    out.push({ from: fromId, to, strength: LINK_STRENGTH.resource, rule: 'resource' });
  return out;
}
