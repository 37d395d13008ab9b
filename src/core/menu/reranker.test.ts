import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { rerankTop, WAIT_MIN_MEMBERSHIP_SHARE } from './reranker';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

const weights = { m: 2, p: 1, s: 1, e: 1, d: 1 };

/** Four callable steps that share no fields; the scores come from `out`, not from the text. */
function setUp(membership: number[], before: [number, number][]) {
  const index = buildCatalogIndex(catalogOf([
    tool('life.start', 'Start.', ['a'], []),
    tool('life.second', 'Second step.', ['b'], []),
    tool('life.third', 'Third step.', ['c'], []),
    tool('junk.lookup', 'Unrelated lookup.', ['d'], []),
  ]));
  const ctx = createTaskContext(index, { query: 'start', state: ['a', 'b', 'c', 'd'] });
  return { analysis: analyzeSet(ctx, [0, 1, 2, 3]), out: scoredSet(membership, { roles: ['entry'], before }) };
}

describe('the reranker precedence wait', () => {
  it('makes a step wait for a likely predecessor', () => {
    // second ← third precedes it (both likely on the path): third must come first.
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.05], [[2, 1]]);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(1));
  });

  it('does not let an off-path tool hold the path back', () => {
    // junk (m far below second's) "precedes" second, and second precedes third.
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.1], [[3, 1], [1, 2]]);
    expect(0.1).toBeLessThan(WAIT_MIN_MEMBERSHIP_SHARE * 0.9);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('still waits for that tool when the scorer holds it about as likely', () => {
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.7], [[3, 1], [1, 2]]);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 3, 1, 2]);
  });
});
