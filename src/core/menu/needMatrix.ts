import type { SupplierLists } from './supplierLists';
import type { TaskContext } from './taskContext';
import { SATISFIED } from '../state/stateFields';

/**
 * need[i·n + j]: how much of j's required input producer i supplies beyond s0 (SetAnalysis.need):
 * per requirement of j, i's link strength less s0's fit to it, none where s0 satisfies it
 * (fit ≥ SATISFIED: an inferred field at confidence 0.8 leaves no producer anything to supply),
 * or all of it where the request announces i for that input (0 from producers it does not
 * announce); each requirement weighs 1 / (j's requirements).
 */
export function needMatrix(
  ctx: TaskContext,
  tools: readonly number[],
  suppliers: SupplierLists,
  announced: ReadonlyMap<number, readonly number[]>,
  stride: number,
): Float32Array {
  const { index, state } = ctx;
  const n = tools.length;
  const need = new Float32Array(n * n);
  for (let j = 0; j < n; j++) {
    const reqs = index.tools[tools[j] ?? 0]?.requirements ?? [];
    for (let k = 0; k < reqs.length; k++) {
      const fromState = state.sat[reqs[k]?.fieldId ?? -1] ?? 0;
      const by = announced.get(j * stride + k);
      const node = (suppliers.reqStart[j] ?? 0) + k;
      for (let p = suppliers.start[node] ?? 0, end = suppliers.start[node + 1] ?? 0; p < end; p++) {
        const producer = suppliers.producer[p] ?? 0;
        const strength = suppliers.strength[p] ?? 0;
        // Announced inputs are needed from their announcers only; others beyond what s0 gives.
        let v = 0;
        if (by) v = by.includes(producer) ? strength : 0;
        else if (fromState < SATISFIED) v = Math.max(0, strength - fromState);
        need[producer * n + j] = (need[producer * n + j] ?? 0) + v / reqs.length;
      }
    }
  }
  return need;
}
