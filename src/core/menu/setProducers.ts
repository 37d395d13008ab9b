import type { CatalogIndex } from '../catalog/catalogIndex';
import { producedBefore } from '../catalog/toolFields';

/**
 * Per field, the set's producers of it, in catalog order: index.producersOf restricted to the
 * set (a tool produces each field of its outputs once, at the strength of its first output
 * with that field). Built from the set's own outputs: a common field's catalog-wide list has
 * thousands of producers at 16,000 tools, and walking those lists for every requirement of a
 * 256-tool pool was most of analyzeSet's time. Flat lists (a field's producers are local[start[s]
 * … start[s + 1]) for its slot s), not an object per producer: those, their arrays and the map
 * were 100 kB of a 16,000-tool request (bench/allocations.ts).
 */
export class SetProducers {
  constructor(
    /** Slot of each field the set produces. */
    readonly slot: ReadonlyMap<number, number>,
    readonly start: Int32Array,
    readonly local: Int32Array,
    readonly strength: Float64Array,
  ) {}

  /** The producers of one field as a list (for tests and inspection). */
  of(fieldId: number): { local: number; strength: number }[] {
    const s = this.slot.get(fieldId);
    if (s === undefined) return [];
    const out: { local: number; strength: number }[] = [];
    for (let p = this.start[s] ?? 0; p < (this.start[s + 1] ?? 0); p++)
      out.push({ local: this.local[p] ?? 0, strength: this.strength[p] ?? 0 });
    return out;
  }
}

/** The set's producers of each field it produces (SetProducers), from its tools' outputs. */
export function setProducers(index: CatalogIndex, tools: readonly number[]): SetProducers {
  const n = tools.length;
  const byCatalogOrder = new Int32Array(n);
  let total = 0;
  for (let l = 0; l < n; l++) {
    byCatalogOrder[l] = l;
    total += index.tools[tools[l] ?? 0]?.outputs.length ?? 0;
  }
  byCatalogOrder.sort((x, y) => (tools[x] ?? 0) - (tools[y] ?? 0));
  // (slot, local, strength) per producing output, in catalog order; then grouped by slot, stably.
  const slot = new Map<number, number>();
  const slotOf = new Int32Array(total);
  const localOf = new Int32Array(total);
  const strengthOf = new Float64Array(total);
  let count = 0;
  for (const l of byCatalogOrder) {
    const tool = index.tools[tools[l] ?? 0];
    if (!tool) continue;
    const outputs = tool.outputs;
    for (let o = 0; o < outputs.length; o++) {
      const output = outputs[o];
      if (!output || index.producersOf[output.fieldId] === undefined || producedBefore(outputs, o)) continue;
      let s = slot.get(output.fieldId);
      if (s === undefined) {
        s = slot.size;
        slot.set(output.fieldId, s);
      }
      slotOf[count] = s;
      localOf[count] = l;
      strengthOf[count++] = output.rewrite?.strength ?? 1;
    }
  }
  const start = new Int32Array(slot.size + 1);
  for (let k = 0; k < count; k++) start[(slotOf[k] ?? 0) + 1] = (start[(slotOf[k] ?? 0) + 1] ?? 0) + 1;
  for (let s = 0; s < slot.size; s++) start[s + 1] = (start[s + 1] ?? 0) + (start[s] ?? 0);
  const cursor = start.slice(0, slot.size);
  const local = new Int32Array(count);
  const strength = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const at = cursor[slotOf[k] ?? 0] ?? 0;
    cursor[slotOf[k] ?? 0] = at + 1;
    local[at] = localOf[k] ?? 0;
    strength[at] = strengthOf[k] ?? 0;
  }
  return new SetProducers(slot, start, local, strength);
}
