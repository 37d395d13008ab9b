import { normalizeFieldName } from '../../catalog/fieldNames';
import type { FieldSpec, Tool } from '../../catalog/types';
import type { ResponseExample } from '../importTypes';
import { describedOutputs } from './describedOutputs';
import { isListingName, namedOutputs, readsAll } from './namedOutputs';
import { outputsFromExample } from './outputsFromExample';

/** The normalized names of every input of a catalog's tools (inferOutputs' `inputNames`). */
function catalogInputNames(tools: readonly Pick<Tool, 'inputs'>[]): Set<string> {
  const names = new Set<string>();
  for (const t of tools) for (const f of t.inputs) names.add(normalizeFieldName(f.name));
  return names;
}

/**
 * A catalog's tools with outputs inferred for each that declares none (inferOutputs, reading the
 * whole catalog's inputs for the ids its reads give), `examples(k)` the response examples of tool
 * k; the others as they are.
 */
export function inferCatalogOutputs<T extends Tool>(
  tools: readonly T[],
  examples: (k: number) => readonly ResponseExample[] = () => [],
): T[] {
  const inputNames = catalogInputNames(tools);
  return tools.map((t, k) =>
    t.outputs.length === 0 ? { ...t, outputs: inferOutputs(t, examples(k), inputNames) } : t,
  );
}

/** Where an inferred output came from, and the text that suggested it. */
export interface InferenceEvidence {
  source: 'description' | 'name' | 'example';
  text: string;
}

/** An output the tool does not declare, guessed with its evidence (the UI draws it dashed). */
export interface InferredField extends FieldSpec {
  inferred: true;
  evidence: InferenceEvidence;
}

/**
 * Guesses the outputs of a tool that declares none, from the strongest evidence present:
 * 1. a response example (its keys, flattened) — when there is one, nothing else is used;
 * 2. else the description's "returns …" clauses, plus the collection a list / search name
 *    implies (`list_orders` → `orders`, `order_ids`; `get_jobs` described as "Get all jobs …" too);
 * 3. else the name alone (`get_customer_email` → `customer_email`).
 * Every field is marked `inferred: true` with `evidence`. Tools that declare outputs get `[]`.
 */
export function inferOutputs(
  tool: Pick<Tool, 'name' | 'description' | 'outputs' | 'category'> & Partial<Pick<Tool, 'inputs'>>,
  examples: readonly ResponseExample[] = [],
  inputNames?: ReadonlySet<string>,
): InferredField[] {
  if (tool.outputs.length > 0) return [];
  for (const example of examples) {
    const fields = outputsFromExample(tool, example) as InferredField[];
    if (fields.length > 0) return fields;
  }
  const out: InferredField[] = describedOutputs(tool.description).map((d) => ({
    name: d.name,
    ...(d.collection ? { type: 'array' } : {}),
    inferred: true,
    evidence: { source: 'description', text: d.phrase },
  }));
  const all = readsAll(tool.name, tool.description);
  if (out.length === 0 || isListingName(tool.name) || all) {
    for (const n of namedOutputs(tool.name, all)) {
      out.push({
        name: n.name,
        ...(n.type === undefined ? {} : { type: n.type }),
        ...(n.resource === undefined || n.record ? {} : { resource: n.resource }),
        inferred: true,
        evidence: { source: 'name', text: tool.name },
      });
      // A record holds its own id: where the catalog's tools take that id (`customer_id`) and this
      // read does not (`get_customer` by `customer_id` echoes it), the read gives it.
      const id = `${n.resource ?? ''}_id`;
      if (
        n.record &&
        n.name !== id &&
        inputNames?.has(id) &&
        !tool.inputs?.some((f) => normalizeFieldName(f.name) === id)
      )
        out.push({
          name: id,
          type: 'string',
          resource: n.resource,
          inferred: true,
          evidence: { source: 'name', text: tool.name },
        });
    }
  }
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = normalizeFieldName(f.name);
    return key.length > 0 && !seen.has(key) && seen.add(key);
  });
}
