import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bm25Index, type Bm25Document } from './bm25';

const WORDS = [
  'order',
  'orders',
  'customer',
  'email',
  'receipt',
  'send',
  'get',
  'city',
  'weather',
  'flight',
  'book',
  'geoId',
  'sky_id',
  'refund',
];
const docArb = fc
  .array(fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }), { minLength: 1, maxLength: 3 })
  .map((parts): Bm25Document => ({
    parts: parts.map((words, k) => ({ text: words.join(' '), weight: k === 0 ? 3 : 1 })),
  }));

/** Everything a reader of the index can observe, keyed by token (term ids are internal). */
function observed(index: Bm25Index, queries: readonly string[]) {
  const byToken = (ids: Iterable<number>) => {
    const tokenOf = new Map([...index.termIds].map(([token, id]) => [id, token]));
    return [...ids].map((id) => tokenOf.get(id) ?? `?${id}`).sort();
  };
  return {
    known: [...index.termIds.keys()].sort(),
    docTerms: index.docTerms.map((terms) => byToken(terms)),
    scores: queries.map((q) => {
      const terms = index.queryTerms(q);
      return { tokens: terms.tokens, scores: [...index.score(terms.ids, terms.weights)] };
    }),
  };
}

describe('Bm25Index.replaceDocuments', () => {
  it('scores, knows and lists terms exactly as an index built from scratch over the new documents', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), docArb), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom(...WORDS, 'unseen'), { minLength: 1, maxLength: 4 }),
        (docs, edits, query) => {
          const changes = new Map(edits.map(([at, doc]) => [at % docs.length, doc] as const));
          const next = docs.map((d, k) => changes.get(k) ?? d);
          const before = new Bm25Index(docs);
          const snapshot = observed(before, [query.join(' ')]);
          const replaced = before.replaceDocuments(changes);
          expect(observed(replaced, [query.join(' '), WORDS.join(' ')])).toEqual(
            observed(new Bm25Index(next), [query.join(' '), WORDS.join(' ')]),
          );
          // Copy on write: the index it came from still answers for the old documents.
          expect(observed(before, [query.join(' ')])).toEqual(snapshot);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('forgets a word no document has any more and reuses nothing of it', () => {
    const index = new Bm25Index([
      { parts: [{ text: 'weather city', weight: 1 }] },
      { parts: [{ text: 'flight', weight: 1 }] },
    ]);
    const next = index.replaceDocuments(new Map([[1, { parts: [{ text: 'refund', weight: 1 }] }]]));
    expect(next.termIds.has('flight')).toBe(false);
    expect(next.queryTerms('refund flight').tokens).toEqual(['refund']);
    expect([...next.score(next.queryTerms('refund').ids)].map((s) => s > 0)).toEqual([false, true]);
    expect(index.termIds.has('flight')).toBe(true);
    // Replacing twice after a word was dropped does not reuse its id for a new word.
    const again = next.replaceDocuments(new Map([[0, { parts: [{ text: 'hotel', weight: 1 }] }]]));
    expect([...again.score(again.queryTerms('hotel').ids)].map((s) => s > 0)).toEqual([true, false]);
    expect([...again.score(again.queryTerms('refund').ids)].map((s) => s > 0)).toEqual([false, true]);
  });

  it('refuses a document position outside the index', () => {
    const index = new Bm25Index([{ parts: [{ text: 'a', weight: 1 }] }]);
    expect(() => index.replaceDocuments(new Map([[3, { parts: [] }]]))).toThrow(/no document 3/);
  });
});
