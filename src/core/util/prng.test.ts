import { describe, expect, it } from 'vitest';
import { createRng, forkRng, hashString } from './prng';

describe('prng', () => {
  it('repeats a stream for a seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
  });

  it('stays in range', () => {
    const rng = createRng(9);
    for (let i = 0; i < 1000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(() => rng.pick([])).toThrow();
  });

  it('forks independent streams by label', () => {
    expect(hashString('vendor:stripe', 1)).not.toBe(hashString('vendor:square', 1));
    expect(forkRng(1, 'a').next()).toBe(forkRng(1, 'a').next());
    expect(forkRng(1, 'a').next()).not.toBe(forkRng(1, 'b').next());
    const shuffled = createRng(3).shuffle([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
