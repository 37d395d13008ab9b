import { describe, expect, it } from 'vitest';
import type { RelevanceRanking } from '../relevance/rankByRelevance';
import { distinctMentions, namedOrder } from './stepMentions';

/** A ranking of query terms at the given word positions (of a request whose last word is `last`) and importances. */
function ranking(last: number, terms: [position: number, importance: number][]): RelevanceRanking {
  return {
    scores: new Float32Array(0),
    order: new Int32Array(0),
    rank: new Int32Array(0),
    terms: terms.map((_, k) => `t${k}`),
    termIds: terms.map((_, k) => k),
    termPositions: Float64Array.from(terms, ([at]) => at / last),
    termPresented: new Uint8Array(terms.length),
    termWeights: Float64Array.from(terms, () => 1),
    termImportance: Float64Array.from(terms, ([, w]) => w),
    max: 1,
  };
}

describe('where the request names a step', () => {
  it('reads the distinctive words only: words both tools match place neither', () => {
    // Term 0 is shared, term 1 is A's own, term 2 B's own.
    const r = ranking(20, [
      [19, 3],
      [2, 2],
      [10, 2],
    ]);
    expect(distinctMentions(r, 0b011, 0b101)).toEqual([2 / 20, 10 / 20]);
    expect(namedOrder(r, 0b011, 0b101, 'mean')).toBe(1);
    expect(namedOrder(r, 0b101, 0b011, 'median')).toBe(-1);
  });

  it('is NaN, and no order, for a tool whose own words weigh less than the least idf', () => {
    const r = ranking(20, [
      [2, 1],
      [10, 2],
    ]);
    expect(Number.isNaN(distinctMentions(r, 0b01, 0b10)[0])).toBe(true);
    expect(namedOrder(r, 0b01, 0b10, 'mean')).toBe(0);
    expect(namedOrder(r, 0b01, 0b10, 'median')).toBe(0);
  });

  it('by the median, a late stray word does not move a step; by the mean it does', () => {
    // A: words at 2 and 3 (weight 2 each) and a stray one at 20 (weight 1.5); B: one word at 8.
    const r = ranking(20, [
      [2, 2],
      [3, 2],
      [20, 1.5],
      [8, 2],
    ]);
    expect(distinctMentions(r, 0b0111, 0b1000, 'median')[0]).toBe(3 / 20);
    expect(namedOrder(r, 0b0111, 0b1000, 'median')).toBe(1);
    expect(namedOrder(r, 0b0111, 0b1000, 'mean')).toBe(0);
  });

  it('keeps each reading its comparison: two words apart in 26, the mean says first, the median too close', () => {
    // 15/25 − 13/25 rounds to 0.07999…96 < 0.08, while 15/25 − 0.08 is 0.52 = 13/25 exactly.
    const r = ranking(25, [
      [13, 2],
      [15, 2],
    ]);
    expect(namedOrder(r, 0b01, 0b10, 'mean')).toBe(1);
    expect(namedOrder(r, 0b10, 0b01, 'mean')).toBe(-1);
    expect(namedOrder(r, 0b01, 0b10, 'median')).toBe(0);
    // Three words apart both readings agree.
    const wider = ranking(25, [
      [13, 2],
      [16, 2],
    ]);
    expect(namedOrder(wider, 0b01, 0b10, 'mean')).toBe(1);
    expect(namedOrder(wider, 0b01, 0b10, 'median')).toBe(1);
  });
});
