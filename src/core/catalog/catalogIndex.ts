import { Bm25Index, type Bm25Document } from '../relevance/bm25';
import { toolDocument } from '../relevance/toolDocument';
import { ToolNameFinder, addDescribedIdentityLinks, addDescriptionLinks } from './descriptionLinks';
import { descriptionText } from './descriptionText';
import { FieldVocabulary } from './fieldVocabulary';
import { LINK_STRENGTH, NameLinkMatcher, type NameLink } from './nameLinks';
import { addResourceLinks, type ResourceFields } from './resourceLinks';
import { addMeaningLinks } from './meaningLinks';
import { indexTool, producedBefore, type IndexedTool } from './toolFields';
import { isIdentifierName, toolNamespace } from './linkScope';
import type { Catalog, Tool } from './types';

/** A tool that outputs a field, with the strength of its output's rewrite (entity 0.9). */
export interface FieldProducer {
  tool: number;
  strength: number;
}

/**
 * Everything the pipeline needs about one catalog, built once and shared by every task:
 * canonical fields, name links between them, field → producers / consumers, and the BM25
 * index. Rebuild it after an edit, passing the previous index (buildCatalogIndex(edited, previous)):
 * the text index is then updated for the edited tools only.
 */
export interface CatalogIndex {
  catalog: Catalog;
  tools: IndexedTool[];
  byId: Map<string, number>;
  vocab: FieldVocabulary;
  /** consumer field id → the producer fields that satisfy it (itself, exact, when some tool outputs it). */
  acceptedBy: NameLink[][];
  /** field id → tools that output it. */
  producersOf: FieldProducer[][];
  /** field id → tools that require it. */
  consumersOf: number[][];
  /** field id → tools that take it as an optional input (a filter: entry candidates when s0 has it). */
  optionalConsumersOf: number[][];
  /**
   * Identifier field → the URL fields that stand for it, where some tool takes either as its
   * subject (toolFields' markNamedSubject: Sentry's `issue_id` or `issue_url`). A state field or
   * an output that gives the URL satisfies the identifier (rule `locator`; its links are in acceptedBy).
   */
  locatorsOf: Map<number, number[]>;
  /** Fields tagged with a resource, for the resource rule (resourceLinks.ts; its links are in acceptedBy). */
  resources: ResourceFields;
  /** Links state fields (names not declared by any tool) to consumer fields at query time. */
  matcher: NameLinkMatcher;
  bm25: Bm25Index;
  /** Number of description links found (tool-specific extra producers). */
  descriptionLinkCount: number;
  /** Number of meaning links found (tool-specific extra producers, meaningLinks.ts). */
  meaningLinkCount: number;
  /** Namespace number of each tool (see linkScope.ts). */
  namespaceOf: Int32Array;
  /** 1 where the canonical field is an identifier, scoped to the API that issued it. */
  identifierField: Uint8Array;
  /** Per tool, its sorted signature: 2·(required field id) and 2·(output field id) + 1 (redundancy). */
  signatures: Int32Array[];
}

/** The locator links of the tools' subjects (CatalogIndex.locatorsOf), added to `acceptedBy`. */
function addLocatorLinks(tools: readonly IndexedTool[], acceptedBy: NameLink[][]): Map<number, number[]> {
  const locatorsOf = new Map<number, number[]>();
  for (const t of tools) {
    const locator = t.subject?.locator;
    if (locator === undefined || t.subject === undefined) continue;
    const to = t.subject.fieldId;
    const list = locatorsOf.get(to) ?? [];
    if (list.includes(locator)) continue;
    list.push(locator);
    locatorsOf.set(to, list);
    const links = acceptedBy[to];
    if (links && !links.some((l) => l.from === locator))
      links.push({ from: locator, to, strength: LINK_STRENGTH.locator, rule: 'locator' });
  }
  return locatorsOf;
}

/** A tool's BM25 document; its description is read as text (descriptionText.ts: no markup, no link URLs). */
function bm25Document(t: IndexedTool): Bm25Document {
  return toolDocument(asText(t.tool));
}

/** The tool with its description as text (itself when the description has no markup). */
function asText(tool: Tool): Tool {
  const text = descriptionText(tool.description);
  return text === tool.description ? tool : { ...tool, description: text };
}

/** A tool's sorted distinct signature: 2·(required field id) and 2·(output field id) + 1, sorted in place, duplicates dropped. */
function signatureOf(t: IndexedTool): Int32Array {
  const ids = new Int32Array(t.requirements.length + t.outputs.length);
  let n = 0;
  for (const r of t.requirements) ids[n++] = 2 * r.fieldId;
  for (const o of t.outputs) ids[n++] = 2 * o.fieldId + 1;
  ids.sort();
  let m = 0;
  for (let k = 0; k < n; k++) if (m === 0 || ids[m - 1] !== ids[k]) ids[m++] = ids[k] ?? 0;
  return m === n ? ids : ids.slice(0, m);
}

/**
 * The BM25 index of a catalog: built from scratch, or — given the index of the catalog it was
 * edited from (same tools in the same places, unchanged ones shared by reference, as applyEdit
 * leaves them) — the previous one with only the changed tools' documents replaced.
 */
function bm25For(tools: readonly IndexedTool[], previous: CatalogIndex | undefined): Bm25Index {
  const before = previous?.catalog.tools;
  if (!previous || !before || before.length !== tools.length) return new Bm25Index(tools.map(bm25Document));
  const changed = new Map<number, Bm25Document>();
  for (const t of tools) {
    if (before[t.index] === t.tool) continue;
    changed.set(t.index, bm25Document(t));
    if (changed.size > tools.length / 8) return new Bm25Index(tools.map(bm25Document));
  }
  return changed.size === 0 ? previous.bm25 : previous.bm25.replaceDocuments(changed);
}

/**
 * Builds the index of a validated catalog. With `previous`, the index of the catalog this one
 * was edited from, the text index is updated for the changed tools instead of rebuilt (the
 * result is the same either way).
 */
export function buildCatalogIndex(catalog: Catalog, previous?: CatalogIndex): CatalogIndex {
  const vocab = new FieldVocabulary(catalog.field_aliases);
  const tools = catalog.tools.map((tool, i) => indexTool(vocab, tool, i));
  const byId = new Map<string, number>();
  tools.forEach((t) => byId.set(t.tool.id, t.index));

  const consumerIds = new Set<number>();
  const producerIds = new Set<number>();
  for (const t of tools) {
    // A credential (an API key, a token) is supplied by the runtime, never by a tool: no links into it.
    for (const f of t.inputs) if (f.spec.credential !== true) consumerIds.add(f.fieldId);
    for (const f of t.outputs) producerIds.add(f.fieldId);
  }
  const matcher = new NameLinkMatcher(vocab.names, consumerIds);
  const acceptedBy: NameLink[][] = Array.from({ length: vocab.size }, () => []);
  for (const from of producerIds) {
    for (const link of matcher.linksFrom(vocab.names[from] ?? '', from)) acceptedBy[link.to]?.push(link);
  }
  const resources = addResourceLinks(tools, vocab, acceptedBy);
  const descriptionLinkCount =
    addDescriptionLinks(tools, new ToolNameFinder(tools)) + addDescribedIdentityLinks(tools, vocab);
  const meaningLinkCount = addMeaningLinks(tools, acceptedBy);
  const locatorsOf = addLocatorLinks(tools, acceptedBy);

  const producersOf: FieldProducer[][] = Array.from({ length: vocab.size }, () => []);
  const consumersOf: number[][] = Array.from({ length: vocab.size }, () => []);
  const optionalConsumersOf: number[][] = Array.from({ length: vocab.size }, () => []);
  for (const t of tools) {
    for (let o = 0; o < t.outputs.length; o++) {
      const output = t.outputs[o];
      if (output && !producedBefore(t.outputs, o))
        producersOf[output.fieldId]?.push({ tool: t.index, strength: output.rewrite?.strength ?? 1 });
    }
    for (const r of t.requirements) consumersOf[r.fieldId]?.push(t.index);
    for (const f of t.inputs) {
      const list = optionalConsumersOf[f.fieldId];
      if (!f.required && f.spec.credential !== true && list && list[list.length - 1] !== t.index) list.push(t.index);
    }
  }
  const bm25 = bm25For(tools, previous);
  const namespaces = new Map<string, number>();
  const namespaceOf = Int32Array.from(tools, (t) => {
    const ns = toolNamespace(t.tool.id);
    if (!namespaces.has(ns)) namespaces.set(ns, namespaces.size);
    return namespaces.get(ns) ?? 0;
  });
  const identifierField = Uint8Array.from(vocab.names, (name) => (isIdentifierName(name) ? 1 : 0));
  // An input tagged with a resource takes an id (Stripe's `customer`), scoped to its API like any other.
  resources.consumers.forEach((fields) => fields.forEach((f) => (identifierField[f] = 1)));
  const signatures = tools.map(signatureOf);
  return {
    catalog,
    tools,
    byId,
    vocab,
    acceptedBy,
    producersOf,
    consumersOf,
    optionalConsumersOf,
    locatorsOf,
    resources,
    matcher,
    bm25,
    descriptionLinkCount,
    meaningLinkCount,
    namespaceOf,
    identifierField,
    signatures,
  };
}
