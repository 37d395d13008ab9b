import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, buildMenus } from '../../core/index';
import { generateDemo } from '../../generator/index';
import { menuLinks } from './menuLinks';

describe('menuLinks', () => {
  it('skips by κ only pairs that have no link: the same links as explaining every pair', async () => {
    // A noisy generated catalog: renamed fields, aliases, description links, cross-API ids.
    const demo = generateDemo({
      seed: 5,
      tools: 300,
      tasks: 12,
      noise: { randomizeVocabulary: true, renameFields: 0.3, extraFamilies: 2, dropOutputs: 0.15 },
    });
    const index = buildCatalogIndex(demo.catalog);
    let links = 0;
    for (const task of demo.tasks.tasks) {
      const pair = await buildMenus(index, task);
      for (const menu of [pair.relevance, pair.statePath]) {
        const filtered = menuLinks(index, menu.slots, menu.analysis);
        expect(filtered).toEqual(menuLinks(index, menu.slots));
        links += filtered.length;
      }
    }
    expect(links).toBeGreaterThan(50);
  });
});
