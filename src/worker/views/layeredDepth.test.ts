import { describe, expect, it } from 'vitest';
import { layeredDepth } from './layeredDepth';

const nodes = (...ids: string[]) => ids.map((id) => ({ id, minDepth: id.startsWith('s') ? 0 : 1 }));
const edge = (source: string, target: string) => ({ source, target });

describe('layeredDepth', () => {
  it('puts each node one layer right of its deepest producer', () => {
    const layers = layeredDepth(nodes('s0', 'a', 'b', 'c'), [
      edge('s0', 'a'),
      edge('a', 'b'),
      edge('a', 'c'),
      edge('b', 'c'),
    ]);
    expect([...layers.entries()].map(([id, p]) => [id, p.depth])).toEqual([
      ['s0', 0],
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('keeps unconnected tools in the first tool layer and numbers rows per layer', () => {
    const layers = layeredDepth(nodes('s0', 'a', 'b', 'x'), [edge('s0', 'a'), edge('a', 'b')]);
    expect(layers.get('x')).toEqual({ depth: 1, row: 1 });
    expect(layers.get('a')).toEqual({ depth: 1, row: 0 });
  });

  it('terminates on a cycle, breaking it at the earliest node', () => {
    const layers = layeredDepth(nodes('a', 'b'), [edge('a', 'b'), edge('b', 'a')]);
    expect(layers.get('a')?.depth).toBe(1);
    expect(layers.get('b')?.depth).toBe(2);
  });

  it('orders a layer by the rows of its producers (fewer crossings)', () => {
    const layers = layeredDepth(nodes('p', 'q', 'x', 'y'), [edge('p', 'y'), edge('q', 'x')]);
    // p, q in layer 1 (rows 0, 1); y follows p and x follows q, so y sits above x.
    expect(layers.get('y')).toEqual({ depth: 2, row: 0 });
    expect(layers.get('x')).toEqual({ depth: 2, row: 1 });
  });
});
