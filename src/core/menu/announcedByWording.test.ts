import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { buildTransitionPrior } from '../state/transitionPrior';
import { catalogOf, tool } from '../testing/fixtures';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

/**
 * Only the request's wording announces a producer for an input s0 has (announcements.ts).
 * Successful runs did too until sp-features/4: runs that put speech recognition before the
 * summarizer made every "summarize this text" expect its text from the transcription.
 */
describe('announced producers come from the wording, not from the runs', () => {
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

  it('a one-step request: the runs announce nothing', () => {
    const task = { query: "Summarize this transcript of a speech: 'We met on Monday and agreed to ship the release.'" };
    const a = analyzeSet(createTaskContext(index, task, prior), [0, 1, 2, 3]);
    expect(a.announced.size).toBe(0);
    // The summarizer's text fits s0 whole (an announced input counts half there).
    expect(a.startFit[0]).toBeGreaterThan(0);
  });

  it('the wording that names the producer first announces it', () => {
    const worded = {
      query: 'Transcribe the speech of my audio file, then summarize the text',
      state: ['audio', 'text'],
    };
    const a = analyzeSet(createTaskContext(index, worded, prior), [0, 1, 2, 3]);
    expect(a.announced.get(0 * a.stride + 0)).toEqual([1]);
  });
});
