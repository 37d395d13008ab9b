import { describe, expect, it } from 'vitest';
import { bagCover, bagWords, decodeBase64, wordBag, wordRow, wordSimilarity, wordVectors } from './wordVectors';

describe('word vectors', () => {
  it('decodes base64 without atob or Buffer', () => {
    expect([...decodeBase64('TWFu')]).toEqual([77, 97, 110]);
    expect([...decodeBase64('TWE=')]).toEqual([77, 97]);
    expect(() => decodeBase64('TW!u')).toThrow(/invalid character at 2/);
  });

  it('holds 20,000 unit vectors in frequency order', () => {
    const v = wordVectors();
    expect(v.words.length).toBe(50_000);
    expect(v.words[0]).toBe('the');
    for (const r of [0, 999, 49_999]) {
      let norm = 0;
      for (let d = 0; d < v.dims; d++) norm += (v.data[r * v.dims + d] ?? 0) ** 2;
      expect(norm).toBeCloseTo(1, 5);
    }
    // A plural the table lacks finds its singular's row.
    const singular = v.words.find((w) => w.length > 5 && /[^sy]$/.test(w) && !v.row.has(`${w}s`)) ?? '';
    expect(wordRow(v, `${singular}s`)).toBe(v.row.get(singular));
    const y = v.words.find((w) => w.length > 5 && w.endsWith('y') && !v.row.has(`${w.slice(0, -1)}ies`)) ?? '';
    expect(wordRow(v, `${y.slice(0, -1)}ies`)).toBe(v.row.get(y));
    expect(wordRow(v, 'zzzqx')).toBeUndefined();
  });

  it('puts words of one meaning closer than unrelated words', () => {
    const v = wordVectors();
    const sim = (a: string, b: string): number => wordSimilarity(v, wordRow(v, a) ?? -1, wordRow(v, b) ?? -1);
    expect(sim('plan', 'strategy')).toBeGreaterThan(sim('plan', 'logo') + 0.3);
    expect(sim('feedback', 'impressions')).toBeGreaterThan(sim('feedback', 'yoga') + 0.15);
  });

  it('splits names and drops stopwords and the most common words', () => {
    expect(bagWords('getOrderUpdate_info for the URL')).toEqual(['order', 'update', 'info', 'url']);
    const v = wordVectors();
    // "new" is no stopword but among the 150 most frequent words: it says nothing of a tool.
    expect(bagWords('new feedback')).toEqual(['new', 'feedback']);
    expect(wordBag(v, 'new feedback').rows).toEqual([wordRow(v, 'feedback')]);
  });

  it("covers a tool's name by a clause in other words, and names the pair", () => {
    const v = wordVectors();
    const clause = wordBag(v, 'collate their impressions and viewpoints on the post');
    const feedback = bagCover(v, wordBag(v, 'get_feedback'), clause);
    const yoga = bagCover(v, wordBag(v, 'suggest_yoga_type'), clause);
    expect(feedback.score).toBeGreaterThan(yoga.score + 0.1);
    expect(feedback.pair).toMatchObject({ target: 'feedback', source: 'impressions' });
    expect(bagCover(v, wordBag(v, ''), clause)).toEqual({ score: 0 });
  });

  it('matches a word the vectors do not know where both texts hold it', () => {
    const v = wordVectors();
    expect(wordRow(v, 'factorial')).toBeUndefined();
    const clause = wordBag(v, 'Commence by calculating the factorials of the number 5');
    expect(clause.unknown).toEqual([{ word: 'factorial', whole: true }]);
    const cover = bagCover(v, wordBag(v, 'factorial'), clause);
    expect(cover).toEqual({ score: 1, pair: { target: 'factorial', source: 'factorial', similarity: 1 } });
    // Not held by the clause: left out, so a known word of the name still covers it alone.
    const other = wordBag(v, 'get the binomial coefficient of the set');
    expect(bagCover(v, wordBag(v, 'factorial'), other).score).toBe(0);
    expect(bagCover(v, wordBag(v, 'factorial_coefficient'), other).score).toBeCloseTo(
      bagCover(v, wordBag(v, 'coefficient'), other).score,
      6,
    );
    // A camelCase part of a request word is no match: "GitHub" is not `git`.
    expect(bagCover(v, wordBag(v, 'git'), wordBag(v, "What's trending on GitHub today")).score).toBe(0);
    expect(bagCover(v, wordBag(v, 'git'), wordBag(v, 'init a git repository')).score).toBe(1);
  });
});
