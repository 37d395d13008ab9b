import type { CatalogIndex } from './catalogIndex';
import { fieldTokens } from './fieldNames';

/**
 * Identifiers are scoped to the API that issued them: a `contact_id` from one CRM is no key
 * into another. A link into an identifier field (last token id, ids, uuid, token, key, …)
 * from a tool of another namespace keeps this share of its strength.
 */
export const CROSS_NAMESPACE_ID_FACTOR = 0.5;

const ID_TOKENS = new Set([
  'id',
  'ids',
  'uuid',
  'uuids',
  'guid',
  'token',
  'tokens',
  'key',
  'keys',
  'ref',
  'refs',
  'reference',
  'handle',
  'slug',
  'identifier',
  'sid',
  'rid',
]);

/** A tool's namespace: its id up to the last dot (`gen.hubspot.getContact` → `gen.hubspot`), else ''. */
export function toolNamespace(id: string): string {
  const dot = id.lastIndexOf('.');
  return dot > 0 ? id.slice(0, dot) : '';
}

/**
 * A tool's provider as a request writes it: the last part of its namespace, letters and digits
 * only, lower case (`gen.hubspot.getContact` → `hubspot`, `outlook-calendar.create` →
 * `outlookcalendar`), else ''.
 */
export function toolProvider(id: string): string {
  return (toolNamespace(id).split('.').pop() ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a canonical field name is an identifier (scoped to the issuing API). */
export function isIdentifierName(canonical: string): boolean {
  const tokens = fieldTokens(canonical);
  return ID_TOKENS.has(tokens[tokens.length - 1] ?? '');
}

/** Factor applied to a producer → consumer link into `fieldId` (1, or CROSS_NAMESPACE_ID_FACTOR). */
export function linkScope(index: CatalogIndex, producer: number, consumer: number, fieldId: number): number {
  if (index.identifierField[fieldId] !== 1) return 1;
  const a = index.namespaceOf[producer];
  const b = index.namespaceOf[consumer];
  return a === b ? 1 : CROSS_NAMESPACE_ID_FACTOR;
}
