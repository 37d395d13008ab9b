/** A producer able to supply one requirement of a consumer, by local index. */
export interface Supplier {
  producer: number;
  strength: number;
}

/**
 * Who in the set supplies each requirement, flat: requirement k of tool j is node
 * reqStart[j] + k, and its suppliers (local producer, link strength) are positions
 * start[node] … start[node + 1] of `producer` and `strength`, in the order they were found.
 * Typed arrays, not a { producer, strength } object per supplier: a pool has 1,000–22,000
 * suppliers at 16,000 tools, they outlive a scavenge, and V8 then pretenured the objects'
 * allocation site, after which building them ran 3–4× slower for the rest of the process in
 * about half the runs (a double in an old-space object is a young HeapNumber behind a write
 * barrier; `node --no-allocation-site-pretenuring` made every run fast).
 */
export interface SupplierLists {
  reqStart: Int32Array;
  start: Int32Array;
  producer: Int32Array;
  strength: Float32Array;
}

/** The suppliers of requirement k of local tool j (a fresh array; for tests and cold paths). */
export function suppliersOf(lists: SupplierLists, j: number, k: number): Supplier[] {
  const node = (lists.reqStart[j] ?? 0) + k;
  const out: Supplier[] = [];
  if (node >= (lists.reqStart[j + 1] ?? 0)) return out;
  for (let p = lists.start[node] ?? 0, end = lists.start[node + 1] ?? 0; p < end; p++)
    out.push({ producer: lists.producer[p] ?? 0, strength: lists.strength[p] ?? 0 });
  return out;
}
