import { describe, expect, it } from 'vitest';
import { menuMoves } from './menuMoves';

describe('menuMoves', () => {
  it('finds nothing between a menu and itself', () => {
    const m = menuMoves(['a', 'b', 'c'], ['a', 'b', 'c']);
    expect([...m.moves]).toEqual([]);
    expect(m.left).toEqual([]);
    expect(m.moved).toBe(0);
    expect(m.added).toBe(0);
    expect(m.reordered).toBe(0);
  });

  it('says which tools are new, which moved from which slot and which left', () => {
    const m = menuMoves(['a', 'b', 'c', 'd'], ['c', 'b', 'e', 'a']);
    expect(m.moves.get('c')).toEqual({ kind: 'moved', from: 3 });
    expect(m.moves.get('a')).toEqual({ kind: 'moved', from: 1 });
    expect(m.moves.get('e')).toEqual({ kind: 'new' });
    // b kept slot 2.
    expect(m.moves.has('b')).toBe(false);
    expect(m.left).toEqual([{ toolId: 'd', rank: 4 }]);
    expect(m.moved).toBe(2);
    expect(m.added).toBe(1);
    // c, b, a are reversed: keeping one in place, two changed places.
    expect(m.reordered).toBe(2);
  });

  it('counts a tool that enters and shifts the rest as moves, not as reordering', () => {
    const m = menuMoves(['a', 'b', 'c', 'd'], ['a', 'x', 'b', 'c', 'd']);
    expect(m.moved).toBe(3);
    expect(m.reordered).toBe(0);
    const swap = menuMoves(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd']);
    expect(swap.moved).toBe(2);
    expect(swap.reordered).toBe(1);
  });

  it('lists the tools a shorter menu drops in slot order', () => {
    const m = menuMoves(['a', 'b', 'c', 'd', 'e'], ['a', 'b']);
    expect(m.left).toEqual([
      { toolId: 'c', rank: 3 },
      { toolId: 'd', rank: 4 },
      { toolId: 'e', rank: 5 },
    ]);
    expect(m.moves.size).toBe(0);
  });

  it('counts every tool of a longer menu past the baseline as new', () => {
    const m = menuMoves(['a'], ['a', 'b', 'c']);
    expect(m.added).toBe(2);
    expect(m.moves.get('c')).toEqual({ kind: 'new' });
  });
});
