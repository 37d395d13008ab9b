import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { SATISFIED } from '../state/stateFields';
import { catalogOf, tool } from '../testing/fixtures';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

describe('need (what a producer supplies beyond s0)', () => {
  const index = buildCatalogIndex(
    catalogOf([
      tool('text.extract_text', 'Extract the text of a document.', ['document'], ['text']),
      tool('text.translate_text', 'Translate a text into another language.', ['text'], ['translation']),
    ]),
  );
  const needOf = (query: string): { need: number; sat: number } => {
    const ctx = createTaskContext(index, { query });
    const a = analyzeSet(ctx, [0, 1]);
    const extract = a.local.get(index.byId.get('text.extract_text') ?? -1) ?? -1;
    const translate = a.local.get(index.byId.get('text.translate_text') ?? -1) ?? -1;
    const text = index.vocab.idOf('text') ?? -1;
    return { need: a.need[extract * a.tools.length + translate] ?? -1, sat: ctx.state.sat[text] ?? 0 };
  };

  it('is none for an input the inferred s0 satisfies, though below confidence 1', () => {
    // The quoted text is inferred as `text` at confidence 0.8: satisfied, so translate needs no producer.
    const quoted = needOf("Translate 'Where is the station?' into Spanish");
    expect(quoted.sat).toBeGreaterThanOrEqual(SATISFIED);
    expect(quoted.sat).toBeLessThan(1);
    expect(quoted.need).toBe(0);
  });

  it('is the link for an input s0 does not hold', () => {
    const none = needOf('Please translate it');
    expect(none.sat).toBe(0);
    expect(none.need).toBe(1);
  });
});
