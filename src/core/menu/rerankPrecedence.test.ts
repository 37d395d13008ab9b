import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkReach } from './rerankPrecedence';
import type { SetAnalysis } from './setAnalysis';

/** Reachability by a search from each tool over κ > 0 links (i ≠ j), the definition linkReach computes. */
function reachBySearch(n: number, kappa: Float32Array): Uint8Array {
  const reach = new Uint8Array(n * n);
  for (let s = 0; s < n; s++) {
    const stack = [s];
    const seen = new Uint8Array(n);
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      for (let j = 0; j < n; j++) {
        if (i === j || (kappa[i * n + j] ?? 0) <= 0 || seen[j]) continue;
        seen[j] = 1;
        reach[s * n + j] = 1;
        stack.push(j);
      }
    }
  }
  return reach;
}

describe('linkReach', () => {
  it('equals reachability by search over κ > 0 links, for sets across several bit words', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (n, seed, density) => {
          let state = seed;
          const random = (): number => {
            state = (state * 1103515245 + 12345) % 2147483648;
            return state / 2147483648;
          };
          const kappa = Float32Array.from({ length: n * n }, () => (random() < density ? 0.5 : 0));
          const analysis = { tools: Array.from({ length: n }, (_, k) => k), kappa } as unknown as SetAnalysis;
          expect(linkReach(analysis)).toEqual(reachBySearch(n, kappa));
        },
      ),
      { seed: 20261201, numRuns: 200 },
    );
  });

  it('marks a tool as reaching itself only through a cycle', () => {
    const n = 3;
    const kappa = new Float32Array(n * n);
    kappa[0 * n + 1] = 1;
    kappa[1 * n + 0] = 1;
    kappa[1 * n + 2] = 1;
    const reach = linkReach({ tools: [0, 1, 2], kappa } as unknown as SetAnalysis);
    expect([reach[0], reach[1 * n + 1], reach[2 * n + 2]]).toEqual([1, 1, 0]);
    expect(reach[0 * n + 2]).toBe(1);
    expect(reach[2 * n + 0]).toBe(0);
  });
});
