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
    parts: parts.map((words, k) => ({
      text: words.join(' '),
      weight: k === 0 ? 3 : 1,
      maxTerms: k === 2 ? 2 : undefined,
    })),
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
    expect(next.queryTerms('refund flight').tokens).toEqual(['refund', '~refund']);
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

describe('Bm25Index parts', () => {
  const scoreOf = (index: Bm25Index, query: string): number[] => {
    const terms = index.queryTerms(query);
    return [...index.score(terms.ids, terms.weights)];
  };

  it('counts a part with maxTerms as at most that many terms, however long it is', () => {
    const long = Array.from({ length: 40 }, (_, k) => `filler${k}`).join(' ');
    const index = new Bm25Index([
      { parts: [{ text: `refund ${long}`, weight: 1, maxTerms: 8 }] },
      { parts: [{ text: `refund ${long}`, weight: 1 }] },
      { parts: [{ text: 'weather', weight: 1 }] },
    ]);
    const [capped, uncapped] = scoreOf(index, 'refund');
    // 41 terms weighed as 8: the word counts 8/41, and the document is no longer 41 terms long.
    expect(capped).toBeGreaterThan(0);
    expect(capped).not.toBeCloseTo(uncapped ?? 0, 3);
    const short = new Bm25Index([
      { parts: [{ text: 'refund', weight: 1 }] },
      { parts: [{ text: `refund ${long}`, weight: 1, maxTerms: 8 }] },
    ]);
    expect(scoreOf(short, 'refund')[0]).toBeGreaterThan(scoreOf(short, 'refund')[1] ?? 0);
  });

  it('keeps a long description from burying a name match through the document length', () => {
    const description = Array.from({ length: 200 }, (_, k) => `word${k}`).join(' ');
    const docs = (maxTerms: number | undefined) =>
      new Bm25Index([
        // The operation named after the request, with a page of description.
        {
          parts: [
            { text: 'createRefund', weight: 3 },
            { text: `${description} refund`, weight: 1, maxTerms },
          ],
        },
        // A tool whose short text mentions a refund once.
        {
          parts: [
            { text: 'get_balance', weight: 3 },
            { text: 'balance after a refund', weight: 1, maxTerms },
          ],
        },
      ]);
    const [named, mentions] = scoreOf(docs(16), 'refund');
    expect(named).toBeGreaterThan(mentions ?? 0);
    const [namedUncapped, mentionsUncapped] = scoreOf(docs(undefined), 'refund');
    expect(namedUncapped).toBeLessThan(mentionsUncapped ?? 0);
  });
});
