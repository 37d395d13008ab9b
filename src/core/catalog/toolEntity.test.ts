import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { toolEntity } from './toolEntity';

describe('toolEntity', () => {
  it('is the last noun of the name once verbs are dropped, singular, else of the category', () => {
    expect(toolEntity({ name: 'get_order_details' })).toBe('order');
    expect(toolEntity({ name: 'listInvoices' })).toBe('invoice');
    expect(toolEntity({ name: 'get', category: 'Weather Alerts' })).toBe('alert');
  });

  it('stops at "with": what follows comes along with the object the tool acts on', () => {
    expect(toolEntity({ name: 'getStoryWithComments' })).toBe('story');
    // Hacker News' `id` of getStoryWithComments is the story's ("The ID of the story").
    const index = buildCatalogIndex(
      catalogOf([tool('hn.getStoryWithComments', 'Get a story with its comments', ['id'], ['story'])]),
    );
    expect(index.tools[0]?.inputs[0]?.canonical).toBe('story_id');
  });
});
