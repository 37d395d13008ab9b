import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { buildTransitionPrior } from '../state/transitionPrior';
import { catalogOf, tool } from '../testing/fixtures';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

/**
 * An input only successful runs announce (runs put speech recognition before the summarizer)
 * is told apart from one the wording announces: the reranker's constraints weigh the first at
 * rules.runAnnouncedHalf (default 1: not at all) and the second at announcedHalf (0.5). That the
 * rule changes menus is menuRules.test.ts's "every rule is wired" (on the TaskBench excerpt).
 */
describe('inputs announced by successful runs alone', () => {
  const index = buildCatalogIndex(
    catalogOf([
      tool('mm.Text Summarizer', 'Summarize a long text into a short text.', ['text'], ['text']),
      tool('hf.Automatic Speech Recognition', 'Transcribe the speech of an audio file into text.', ['audio'], ['text']),
      tool('mm.Image Captioning', 'Describe an image in text.', ['image'], ['text']),
      tool('mm.Image Editing', 'Edit an image.', ['image'], ['image']),
    ]),
  );
  // Successful runs put speech recognition before the summarizer, twice, never after.
  const { prior } = buildTransitionPrior(index, {
    format: 'tool-trajectories/v1',
    trajectories: [1, 2].map(() => ({
      calls: ['hf.Automatic Speech Recognition', 'mm.Text Summarizer'],
      success: true,
    })),
  });
  // A one-step request; s0 (the quoted text) inferred from it.
  const task = { query: "Summarize this transcript of a speech: 'We met on Monday and agreed to ship the release.'" };

  it('are told apart from those the wording announces', () => {
    const ctx = createTaskContext(index, task, prior);
    const a = analyzeSet(ctx, [0, 1, 2, 3]);
    const key = 0 * a.stride + 0;
    expect(a.announced.get(key)).toEqual([1]);
    expect(a.announcedByRuns.has(key)).toBe(true);
  });

  it('not when the wording names the producer first', () => {
    const worded = {
      query: 'Transcribe the speech of my audio file, then summarize the text',
      state: ['audio', 'text'],
    };
    const a = analyzeSet(createTaskContext(index, worded, prior), [0, 1, 2, 3]);
    const key = 0 * a.stride + 0;
    expect(a.announced.get(key)).toEqual([1]);
    expect(a.announcedByRuns.has(key)).toBe(false);
  });
});
