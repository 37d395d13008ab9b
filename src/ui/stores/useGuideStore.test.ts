import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryEntry } from '../shared/glossary';
import { shouldShowGuide } from './useGuideStore';

describe('shouldShowGuide', () => {
  it('shows on a first open, never once dismissed', () => {
    expect(shouldShowGuide({ dismissed: false, automated: false, forced: false })).toBe(true);
    expect(shouldShowGuide({ dismissed: true, automated: false, forced: false })).toBe(false);
    expect(shouldShowGuide({ dismissed: true, automated: true, forced: true })).toBe(false);
  });

  it('stays out of automated browsers unless ?guide=1 asks for it', () => {
    expect(shouldShowGuide({ dismissed: false, automated: true, forced: false })).toBe(false);
    expect(shouldShowGuide({ dismissed: false, automated: true, forced: true })).toBe(true);
  });
});

describe('glossary', () => {
  it('explains every score term the breakdown draws, with a formula', () => {
    for (const key of ['bm25', 'M', 'lambdaC', 'etaD', 'sR', 'm', 'phi', 'P', 'e', 'order', 'sO']) {
      const entry = glossaryEntry(key);
      expect(entry, key).toBeDefined();
      expect(entry?.formula, key).toBeTruthy();
      expect(entry?.plain.length, key).toBeLessThanOrEqual(28);
    }
  });

  it('has unique ids and covers the jargon a newcomer meets (s0, pool, φ, ρ, verdict)', () => {
    expect(new Set(GLOSSARY.map((e) => e.id)).size).toBe(GLOSSARY.length);
    const symbols = GLOSSARY.map((e) => e.symbol).join(' ');
    for (const word of ['s0', 'pool', 'φ', 'ρ', 'sᴿ', 'sᴼ', 'λC', 'verdict', 'K', 'L']) expect(symbols).toContain(word);
  });
});
