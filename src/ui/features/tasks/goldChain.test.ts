import { describe, expect, it } from 'vitest';
import { moveStep } from './GoldChain';

describe('moveStep', () => {
  it('moves a step earlier or later and leaves the others in order', () => {
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });
});
