import type { Tool } from '../catalog/types';
import type { Bm25Document } from './bm25';
import { httpOperation, methodVerb } from './operations';

/**
 * Weights of a tool's BM25 document (BM25F-lite): what the tool is called counts above what its
 * description says of it. The name counts thrice; id, category, the words of an HTTP
 * operation's path and the verb its method gives it (operations.ts methodVerb: PostCustomers
 * creates), the description's first sentence (an operation's summary) and the field
 * names once; the rest of the description half. Long parts are capped (Bm25Part.maxTerms), so a
 * page of description or forty parameters weigh as a few words and do not bury the name's
 * match through the document's length.
 */
export const TOOL_DOCUMENT_PARTS = {
  name: 3,
  lead: 1,
  leadMaxTerms: 24,
  rest: 0.5,
  restMaxTerms: 16,
  fields: 1,
  fieldsMaxTerms: 8,
} as const;

/** The first sentence of a description (to its first ". ", "! ", "? " or line break) and the rest. */
export function splitLead(description: string): [string, string] {
  const end = description.search(/[.!?](\s|$)|\n/);
  return end < 0 ? [description, ''] : [description.slice(0, end + 1), description.slice(end + 1)];
}

/** The words of an imported HTTP operation's path (`/v1/customers/{customer}/refunds` → v1 customers refunds), else ''. */
export function pathWords(tool: Tool): string {
  const path = httpOperation(tool)?.path;
  if (path === undefined) return '';
  return path
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .join(' ');
}

/** The BM25 document of a tool: name, id, category, path, description (first sentence, rest) and field names, weighted. */
export function toolDocument(tool: Tool): Bm25Document {
  const fields = [...tool.inputs, ...tool.outputs].map((f) => f.name).join(' ');
  const [lead, rest] = splitLead(tool.description);
  const w = TOOL_DOCUMENT_PARTS;
  return {
    parts: [
      { text: tool.name, weight: w.name, maxTerms: undefined },
      { text: tool.id, weight: 1, maxTerms: undefined },
      { text: tool.category ?? '', weight: 1, maxTerms: undefined },
      { text: `${pathWords(tool)} ${methodVerb(tool)}`, weight: 1, maxTerms: undefined },
      { text: lead, weight: w.lead, maxTerms: w.leadMaxTerms },
      { text: rest, weight: w.rest, maxTerms: w.restMaxTerms },
      { text: fields, weight: w.fields, maxTerms: w.fieldsMaxTerms },
    ],
  };
}
