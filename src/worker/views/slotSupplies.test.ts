import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, buildMenus, menuParams, type Catalog } from '../../core/index';
import { menuLinks } from './menuLinks';
import { tool } from './receiptSession';
import { slotSupplies } from './slotSupplies';

/** The breakdown says when the request announces an input from an earlier step (SetAnalysis.announced). */
describe('slotSupplies: announced inputs', () => {
  const catalog: Catalog = {
    format: 'tool-catalog/v1',
    name: 'media',
    tools: [
      tool('mm.Text Summarizer', 'Summarize a long text into a short text.', ['text'], ['text']),
      tool('hf.Automatic Speech Recognition', 'Transcribe the speech of an audio file into text.', ['audio'], ['text']),
      tool('mm.Image Captioning', 'Describe an image in text.', ['image'], ['text']),
      tool('mm.Image Editing', 'Edit an image.', ['image'], ['image']),
    ],
  };
  const index = buildCatalogIndex(catalog);
  const supplyOf = async (query: string, state: string[]) => {
    const { context, statePath } = await buildMenus(index, { query, state }, { params: menuParams({ budget: 4 }) });
    const slot = statePath.slots.find((s) => s.toolId === 'mm.Text Summarizer');
    if (!slot) throw new Error('the summarizer is not on the menu');
    const links = menuLinks(index, statePath.slots, statePath.analysis);
    return slotSupplies(context, slot, links, statePath.analysis)[0];
  };

  it('names the step the request names first, next to s0 and the producing slots', async () => {
    const supply = await supplyOf('Transcribe the speech of my audio file, then summarize the text', ['audio', 'text']);
    expect(supply?.fromState).toEqual(['text']);
    expect(supply?.announcedBy).toEqual(['hf.Automatic Speech Recognition']);
    expect(supply?.producers.map((p) => p.toolId)).toContain('hf.Automatic Speech Recognition');
  });

  it('is absent when the request announces nothing', async () => {
    const supply = await supplyOf("Summarize this text: 'We met on Monday and agreed to ship.'", ['text']);
    expect(supply?.fromState).toEqual(['text']);
    expect(supply?.announcedBy).toBeUndefined();
  });
});
