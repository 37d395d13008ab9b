import type { CatalogIndex } from '../catalog/catalogIndex';
import { linkScope } from '../catalog/linkScope';
import type { Requirement } from '../catalog/toolFields';
import { stateFit } from '../state/fit';
import { FoundSuppliers } from './foundSuppliers';
import { setProducers, type SetProducers } from './setProducers';
import type { SupplierLists } from './supplierLists';
import type { TaskContext } from './taskContext';

/** What the set's field links give each tool (SetAnalysis's part from supplyLinks). */
export interface SetSupply {
  /** relevance / best relevance, in [0, 1]. */
  relevance: Float32Array;
  /** χ_i. */
  chi: Float32Array;
  /** κ_ij at [i * n + j]. */
  kappa: Float32Array;
  /** Who in the set supplies each requirement of each tool (SupplierLists). */
  suppliers: SupplierLists;
}

/**
 * Relevance share, χ, κ and the suppliers of each requirement within the set: for each
 * requirement of each tool, the set's producers of a field its links accept (SetProducers), at
 * the link's strength × the producer's output strength × linkScope; κ_ij sums i's best
 * strength per requirement of j, each requirement weighing 1 / (j's requirements).
 */
export function supplyLinks(ctx: TaskContext, tools: readonly number[]): SetSupply {
  const { index, state, relevance } = ctx;
  const n = tools.length;
  const rel = new Float32Array(n);
  const chi = new Float32Array(n);
  const kappa = new Float32Array(n * n);
  const reqStart = new Int32Array(n + 1);
  for (let j = 0; j < n; j++)
    reqStart[j + 1] = (reqStart[j] ?? 0) + (index.tools[tools[j] ?? 0]?.requirements.length ?? 0);
  const found = new FoundSuppliers(reqStart[n] ?? 0, n);
  const producers = setProducers(index, tools);
  for (let j = 0; j < n; j++) {
    const consumer = index.tools[tools[j] ?? 0];
    rel[j] = (relevance.scores[tools[j] ?? 0] ?? 0) / relevance.max;
    if (!consumer) continue;
    chi[j] = stateFit(consumer, state);
    const share = 1 / Math.max(1, consumer.requirements.length);
    let node = reqStart[j] ?? 0;
    for (const r of consumer.requirements)
      supplyRequirement(index, tools, producers, j, r, share, kappa, found, ++node);
  }
  const suppliers: SupplierLists = {
    reqStart,
    start: found.start,
    producer: found.producer.slice(0, found.count),
    strength: found.strength.slice(0, found.count),
  };
  return { relevance: rel, chi, kappa, suppliers };
}

/**
 * Appends the set's suppliers of consumer j's requirement `r` (requirement node `node` − 1) and
 * adds them to κ's column j. A function of its own, called once per requirement: inside
 * supplyLinks' loops, V8 optimized this work with TurboFan only after ~20 menus of a
 * 16,000-tool catalog (a function's tier-up waits for work in proportion to its bytecode), and
 * compiled it twice (~300 ms of a background thread) while the browser-scale bench measured.
 */
function supplyRequirement(
  index: CatalogIndex,
  tools: readonly number[],
  producers: SetProducers,
  j: number,
  r: Requirement,
  share: number,
  kappa: Float32Array,
  found: FoundSuppliers,
  node: number,
): void {
  const n = tools.length;
  for (const link of index.acceptedBy[r.fieldId] ?? [])
    considerProducers(index, producers, link.from, link.strength, tools, j, r.fieldId, found);
  for (const link of r.extra) considerProducers(index, producers, link.from, link.strength, tools, j, r.fieldId, found);
  const { scratch, touched } = found;
  for (let k = 0; k < found.touchedCount; k++) {
    const i = touched[k] ?? 0;
    const s = scratch[i] ?? 0;
    found.push(i, s);
    kappa[i * n + j] = (kappa[i * n + j] ?? 0) + s * share;
    scratch[i] = 0;
  }
  found.touchedCount = 0;
  found.start[node] = found.count;
}

/** Records in `found.scratch` (and `found.touched`, on first touch) what each producer of one link supplies consumer j's requirement. */
function considerProducers(
  index: CatalogIndex,
  producers: SetProducers,
  from: number,
  strength: number,
  tools: readonly number[],
  j: number,
  fieldId: number,
  found: FoundSuppliers,
): void {
  const slot = producers.slot.get(from);
  if (slot === undefined) return;
  for (let p = producers.start[slot] ?? 0, end = producers.start[slot + 1] ?? 0; p < end; p++) {
    const i = producers.local[p] ?? 0;
    if (i === j) continue;
    const s = strength * (producers.strength[p] ?? 0) * linkScope(index, tools[i] ?? 0, tools[j] ?? 0, fieldId);
    if ((found.scratch[i] ?? 0) === 0) found.touch(i);
    if (s > (found.scratch[i] ?? 0)) found.scratch[i] = s;
  }
}
