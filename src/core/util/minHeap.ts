/** A binary min-heap of (key, node) pairs on typed arrays; stale entries are skipped by callers. */
export class MinHeap {
  private keys: Float64Array;
  private nodes: Int32Array;
  private count = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(capacity);
    this.nodes = new Int32Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(key: number, node: number): void {
    if (this.count === this.keys.length) this.grow();
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = this.keys[parent] ?? 0;
      if (pk <= key) break;
      this.keys[i] = pk;
      this.nodes[i] = this.nodes[parent] ?? 0;
      i = parent;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
  }

  /** Removes the smallest entry; returns its node (call `peekKey` first for its key). */
  pop(): number {
    const top = this.nodes[0] ?? -1;
    const last = --this.count;
    const key = this.keys[last] ?? 0;
    const node = this.nodes[last] ?? 0;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && (this.keys[child + 1] ?? 0) < (this.keys[child] ?? 0)) child++;
      if ((this.keys[child] ?? 0) >= key) break;
      this.keys[i] = this.keys[child] ?? 0;
      this.nodes[i] = this.nodes[child] ?? 0;
      i = child;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
    return top;
  }

  peekKey(): number {
    return this.keys[0] ?? Infinity;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const nodes = new Int32Array(this.nodes.length * 2);
    nodes.set(this.nodes);
    this.keys = keys;
    this.nodes = nodes;
  }
}
