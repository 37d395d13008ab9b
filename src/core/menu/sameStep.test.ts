import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { sameStep } from './announcements';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

/**
 * A producer named in the clause its consumer is the best match of is a word of that step
 * (announcements.ts's sameStep): it announces nothing, so s0's own input stays the consumer's.
 */
describe('a producer named inside its consumer’s clause announces nothing', () => {
  const index = buildCatalogIndex(
    catalogOf([
      tool(
        'hf.Token Classification',
        'Identify the named entities and part-of-speech tags of a text.',
        ['text'],
        ['text'],
      ),
      tool('mm.Text Sentiment Analysis', 'Analyze the sentiment of a text.', ['text'], ['text']),
      tool('mm.Text Summarizer', 'Summarize a long text into a short text.', ['text'], ['text']),
      tool('mm.Image Editing', 'Edit an image.', ['image'], ['image']),
    ]),
  );
  // The tagger is local 0 of the analyzed set, the sentiment analysis local 1.
  const tools = ['hf.Token Classification', 'mm.Text Sentiment Analysis', 'mm.Text Summarizer', 'mm.Image Editing'].map(
    (id) => index.byId.get(id) ?? -1,
  );
  const [tokens = -1, sentiment = -1] = tools;

  it('one step in one clause: "analyze this text to identify the named entities"', () => {
    const ctx = createTaskContext(index, {
      query:
        'I have a text file and I would like to analyze this text to identify the named entities, as well as the tags of its words.',
      state: ['text'],
    });
    expect(sameStep(ctx, sentiment, tokens)).toBe(true);
    const a = analyzeSet(ctx, tools);
    expect(a.announced.get(0 * a.stride + 0)).toBeUndefined();
    // The entity step takes the user's text as it is: it can open the menu.
    expect(a.startFit[0]).toBe(1);
  });

  it('two steps in two clauses still announce: "analyze …, then identify …"', () => {
    const ctx = createTaskContext(index, {
      query: 'Analyze the sentiment of my text, then identify the named entities in it',
      state: ['text'],
    });
    expect(sameStep(ctx, sentiment, tokens)).toBe(false);
    const a = analyzeSet(ctx, tools);
    expect(a.announced.get(0 * a.stride + 0)).toEqual([1]);
  });
});
