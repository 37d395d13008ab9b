import { describe, expect, it } from 'vitest';
import { summarize } from './stats';

describe('summarize', () => {
  it('takes nearest-rank median and P95', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({ median: 50, p95: 95, n: 100 });
    expect(summarize([3, 1, 2])).toEqual({ median: 2, p95: 3, n: 3 });
  });
});
