import type { CatalogIndex } from '../catalog/catalogIndex';
import type { IndexedTool, Requirement } from '../catalog/toolFields';
import { linkScope } from '../catalog/linkScope';
import type { ResolvedState } from './stateFields';

/** χ_i = (Σ_{f∈I_i} sat(f, F0) + [I_i = ∅]) / max(1, |I_i|): how much of tool i's input s0 covers. */
export function stateFit(tool: IndexedTool, state: ResolvedState): number {
  const reqs = tool.requirements;
  if (reqs.length === 0) return 1;
  let sum = 0;
  for (const r of reqs) sum += state.sat[r.fieldId] ?? 0;
  return sum / reqs.length;
}

/** Strength with which `producer` supplies requirement `r` of `consumer` (0 when it does not). */
export function supplyStrength(
  index: CatalogIndex,
  producer: IndexedTool,
  consumer: IndexedTool,
  r: Requirement,
): number {
  let best = 0;
  for (const out of producer.outputs) {
    const os = out.rewrite?.strength ?? 1;
    for (const link of index.acceptedBy[r.fieldId] ?? [])
      if (link.from === out.fieldId) best = Math.max(best, link.strength * os);
    for (const link of r.extra) if (link.from === out.fieldId) best = Math.max(best, link.strength * os);
  }
  return best * (best > 0 ? linkScope(index, producer.index, consumer.index, r.fieldId) : 1);
}

/** κ_ij = Σ_{f∈I_j} link(O_i → f) / max(1, |I_j|): the share of j's required input that i produces, strength-weighted. */
export function producerOverlap(index: CatalogIndex, producer: IndexedTool, consumer: IndexedTool): number {
  if (producer.index === consumer.index || consumer.requirements.length === 0) return 0;
  let sum = 0;
  for (const r of consumer.requirements) sum += supplyStrength(index, producer, consumer, r);
  return sum / consumer.requirements.length;
}
