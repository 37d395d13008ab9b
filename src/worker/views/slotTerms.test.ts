import { describe, expect, it } from 'vitest';
import { menuParams, type MenuSlot } from '../../core/index';
import { slotTerms, termScale } from './slotTerms';

const slot = (terms: Record<string, number>): MenuSlot => ({
  rank: 20,
  tool: 3,
  toolId: 'mean',
  role: 'none',
  score: 1,
  terms,
  relevanceRank: 0,
  matchedTerms: [],
});

describe('slotTerms', () => {
  it('shows a slot filled past the retriever by its own terms, in their own group', () => {
    const terms = slotTerms('state-path', slot({ api: 1, supplied: 0.5, similarity: 0.66 }), menuParams());
    expect(terms.map((t) => [t.group, t.key, t.value])).toEqual([
      ['fill', 'api', 1],
      ['fill', 'supplied', 0.5],
      ['fill', 'similarity', 0.66],
    ]);
    expect(termScale([{ terms }]).fill).toBe(1);
  });

  it('shows a retrieved slot by the retriever terms only', () => {
    const terms = slotTerms('state-path', slot({ M: 0.4, C: 0, D: 0.1, sR: 0.3 }), menuParams());
    expect(new Set(terms.map((t) => t.group))).toEqual(new Set(['retriever']));
    expect(terms.map((t) => t.key)).not.toContain('link');
  });

  it('shows what chain links added to a slot past the first L, and names it in s^R', () => {
    const terms = slotTerms('state-path', slot({ M: 0.05, link: 0.1, C: 0, D: 0.1, sR: 0.148 }), menuParams());
    expect(terms.find((t) => t.key === 'link')?.value).toBe(0.1);
    expect(terms.find((t) => t.key === 'sR')?.label).toContain('M + link + λC');
  });
});
