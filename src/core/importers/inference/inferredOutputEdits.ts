import type { FieldSpec, Tool } from '../../catalog/types';
import type { CatalogEdit } from '../../edits/catalogEdits';

/** What a user decided about an inferred output. */
export type InferenceDecision = 'accept' | 'reject';

/**
 * The schema edits that accept or reject one inferred output, together with its short-name
 * copy (`x_alias_of`): accepting drops the `inferred` mark and evidence (the field becomes
 * declared), rejecting removes the fields. Highest positions first, so the edits apply in order.
 */
export function inferredOutputEdits(tool: Tool, outputIndex: number, decision: InferenceDecision): CatalogEdit[] {
  const field = tool.outputs[outputIndex];
  if (field === undefined || field.inferred !== true) return [];
  const positions = tool.outputs
    .map((f, i) => (i === outputIndex || (f.inferred === true && f.x_alias_of === field.name) ? i : -1))
    .filter((i) => i >= 0)
    .sort((a, b) => b - a);
  return positions.map((index): CatalogEdit => {
    if (decision === 'reject') return { op: 'remove-field', tool: tool.id, side: 'outputs', index };
    const { inferred: _inferred, evidence: _evidence, ...declared } = tool.outputs[index] as FieldSpec;
    return { op: 'update-field', tool: tool.id, side: 'outputs', index, field: declared as FieldSpec };
  });
}
