import { fieldTokens, singularToken } from '../../catalog/fieldNames';
import { FieldVocabulary } from '../../catalog/fieldVocabulary';
import { resolveToolField } from '../../catalog/toolFields';
import { toolEntity } from '../../catalog/toolEntity';
import type { FieldSpec, Tool } from '../../catalog/types';

/** One labelled tool: what inference predicted and the outputs it truly has. */
export interface InferenceCase {
  tool: Pick<Tool, 'name' | 'category'>;
  predicted: readonly FieldSpec[];
  truth: readonly string[];
}

export interface InferenceScore {
  /** Correct predictions / predictions. */
  precision: number;
  /** True outputs found / true outputs. */
  recall: number;
  predictions: number;
  correct: number;
  truths: number;
  found: number;
}

/**
 * Precision and recall of output inference. Names compare as field linking reads them:
 * normalized, the entity rewrite applied (`get_order`'s `id` = `order_id`), every token
 * singular (`orders` = `order`). A nested field and its short name (`x_alias_of`) are one
 * prediction, right when either name is a true output.
 */
export function scoreInference(cases: readonly InferenceCase[]): InferenceScore {
  let predictions = 0;
  let correct = 0;
  let truths = 0;
  let found = 0;
  for (const c of cases) {
    const key = comparisonKey(c.tool);
    const truth = new Set(c.truth.map((n) => key(n)));
    const groups = new Map<string, Set<string>>();
    for (const f of c.predicted) {
      const owner = typeof f.x_alias_of === 'string' ? f.x_alias_of : f.name;
      const group = groups.get(owner) ?? new Set<string>();
      group.add(key(f.name));
      groups.set(owner, group);
    }
    const hit = new Set<string>();
    for (const names of groups.values()) {
      predictions++;
      const matches = [...names].filter((n) => truth.has(n));
      if (matches.length > 0) correct++;
      for (const m of matches) hit.add(m);
    }
    truths += truth.size;
    found += hit.size;
  }
  return {
    precision: predictions === 0 ? 0 : correct / predictions,
    recall: truths === 0 ? 0 : found / truths,
    predictions,
    correct,
    truths,
    found,
  };
}

function comparisonKey(tool: Pick<Tool, 'name' | 'category'>): (name: string) => string {
  const vocab = new FieldVocabulary(undefined);
  const entity = toolEntity(tool);
  return (name) =>
    fieldTokens(resolveToolField(vocab, { name }, entity, false).canonical)
      .map(singularToken)
      .join('_');
}
