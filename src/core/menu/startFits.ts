import { SATISFIED } from '../state/stateFields';
import type { TaskContext } from './taskContext';

/**
 * ρ(i, j) at or above this, ln 3, makes i an expected predecessor of j: with RHO_SMOOTHING = 1,
 * n_ij + 1 ≥ 3·(n_ji + 1), i.e. i first in at least two runs and never after j, or five against one.
 */
export const RHO_PREDECESSOR = Math.log(3);

/**
 * e_i for each tool (SetAnalysis.startFit): 0 unless s0 satisfies every required input (each ≥
 * SATISFIED); 1 for a tool with no inputs; else the mean of its inputs' fits to s0, an announced
 * input counted half. Halved again when successful runs put a requested tool before it.
 */
export function startFits(
  ctx: TaskContext,
  tools: readonly number[],
  mention: Float32Array,
  announced: ReadonlyMap<number, readonly number[]>,
  stride: number,
): Float32Array {
  const { index, state } = ctx;
  const n = tools.length;
  const startFit = new Float32Array(n);
  const requested: number[] = [];
  for (let l = 0; l < n; l++) if (!Number.isNaN(mention[l] ?? NaN)) requested.push(l);
  for (let j = 0; j < n; j++) {
    const reqs = index.tools[tools[j] ?? 0]?.requirements ?? [];
    let callable = true;
    for (const r of reqs) if ((state.sat[r.fieldId] ?? 0) < SATISFIED) callable = false;
    let fit = 0;
    if (callable && reqs.length === 0) fit = 1;
    else if (callable) {
      let sum = 0;
      for (let k = 0; k < reqs.length; k++)
        sum += (state.sat[reqs[k]?.fieldId ?? -1] ?? 0) * (announced.has(j * stride + k) ? 0.5 : 1);
      fit = sum / reqs.length;
    }
    // A requested tool that successful runs put before this one makes it a poor first call.
    if (!ctx.prior.isEmpty && requestedBefore(ctx, tools, requested, j)) fit *= 0.5;
    startFit[j] = fit;
  }
  return startFit;
}

/** Whether successful runs put a requested tool (other than j) before tool j. */
function requestedBefore(ctx: TaskContext, tools: readonly number[], requested: readonly number[], j: number): boolean {
  for (const i of requested) if (i !== j && ctx.prior.rho(tools[i] ?? 0, tools[j] ?? 0) >= RHO_PREDECESSOR) return true;
  return false;
}
