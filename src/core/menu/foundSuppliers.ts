/**
 * Supplier lists as they grow (SupplierLists' `start`, `producer` and `strength`: typed arrays
 * that double when full; as number arrays they were the largest allocation of a request), and
 * the per-requirement scratch of the search for them (one strength per set tool and the tools
 * touched). A class, not a literal: a literal starting with `start` would share its hidden
 * class with text spans (see chainSearch.ts).
 */
export class FoundSuppliers {
  readonly start: Int32Array;
  producer: Int32Array;
  strength: Float32Array;
  count = 0;
  readonly scratch: Float32Array;
  /** The tools touched for the current requirement (touchedCount of them; a zero-strength link can touch one twice). */
  touched: Int32Array;
  touchedCount = 0;

  constructor(requirements: number, tools: number) {
    this.start = new Int32Array(requirements + 1);
    this.scratch = new Float32Array(tools);
    // A typed list with a count: a number[] emptied with `length = 0` per requirement gave V8 a
    // new backing store at the next push (130 kB of a 16,000-tool request, bench/allocations.ts).
    this.touched = new Int32Array(tools + 16);
    this.producer = new Int32Array(Math.max(16, 4 * requirements));
    this.strength = new Float32Array(this.producer.length);
  }

  push(producer: number, strength: number): void {
    if (this.count === this.producer.length) {
      const producers = new Int32Array(2 * this.count);
      producers.set(this.producer);
      this.producer = producers;
      const strengths = new Float32Array(2 * this.count);
      strengths.set(this.strength);
      this.strength = strengths;
    }
    this.producer[this.count] = producer;
    this.strength[this.count++] = strength;
  }

  touch(tool: number): void {
    if (this.touchedCount === this.touched.length) {
      const touched = new Int32Array(2 * this.touchedCount);
      touched.set(this.touched);
      this.touched = touched;
    }
    this.touched[this.touchedCount++] = tool;
  }
}
