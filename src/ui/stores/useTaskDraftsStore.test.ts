import { beforeEach, describe, expect, it } from 'vitest';
import { useTaskDraftsStore } from './useTaskDraftsStore';

describe('the task drafts store', () => {
  beforeEach(() => useTaskDraftsStore.setState({ catalogId: null, drafts: {}, created: [], others: {} }));

  it('brings back the drafts kept for the catalog a reload opens, and keeps another catalog’s for it', () => {
    // As rehydrated from localStorage: drafts of `demo`, and of `imported` put aside.
    useTaskDraftsStore.setState({
      catalogId: 'demo',
      drafts: { 'new-1': { id: 'new-1', query: 'refund it', created: true, gold: ['shop.refund'] } },
      created: ['new-1'],
      others: { imported: { drafts: { t1: { id: 't1', query: 'edited', created: false } }, created: [] } },
    });
    useTaskDraftsStore.getState().openCatalog('demo');
    expect(useTaskDraftsStore.getState().drafts['new-1']?.gold).toEqual(['shop.refund']);
    // The library reopened another catalog: demo's drafts wait, imported's come back.
    useTaskDraftsStore.getState().openCatalog('imported');
    const now = useTaskDraftsStore.getState();
    expect([now.catalogId, Object.keys(now.drafts), now.others['demo']?.created]).toEqual([
      'imported',
      ['t1'],
      ['new-1'],
    ]);
  });

  it('gives drafts made before any catalog opened (a share link’s) to the first one', () => {
    useTaskDraftsStore.getState().restoreDraft({ id: 'new-3', query: 'shared', created: true });
    useTaskDraftsStore.getState().openCatalog('demo');
    expect(useTaskDraftsStore.getState()).toMatchObject({ catalogId: 'demo', created: ['new-3'] });
  });

  it('keeps a task made in one catalog with it when another catalog opens, and brings it back', () => {
    const store = useTaskDraftsStore.getState();
    const id = store.createTask('refund the last order');
    store.setQuery('t-0001', 'an edited demo request', { query: 'the demo request' });
    store.switchCatalog('demo', 'imported');
    expect(useTaskDraftsStore.getState().created).toEqual([]);
    expect(useTaskDraftsStore.getState().drafts).toEqual({});
    // The other catalog's t-0001 is its own task: no edit of the demo's follows it.
    useTaskDraftsStore.getState().createTask('a task of the imported catalog');
    expect(useTaskDraftsStore.getState().others['demo']?.created).toEqual([id]);
    useTaskDraftsStore.getState().switchCatalog('imported', 'demo');
    const back = useTaskDraftsStore.getState();
    expect(back.created).toEqual([id]);
    expect(back.drafts[id]?.query).toBe('refund the last order');
    expect(back.drafts['t-0001']?.query).toBe('an edited demo request');
    expect(back.others['imported']?.created).toHaveLength(1);
  });

  it('changes nothing when the same catalog stays open (a tasks file attached)', () => {
    const id = useTaskDraftsStore.getState().createTask('x');
    useTaskDraftsStore.getState().switchCatalog('demo', 'demo');
    expect(useTaskDraftsStore.getState().created).toEqual([id]);
  });

  it('sets a gold chain on a draft, keeps it through other edits, and goes back to the loaded gold', () => {
    const base = { query: 'the demo request', state: ['order_id'] };
    const store = useTaskDraftsStore.getState();
    store.setGold('t-0001', ['a.one', 'b.two'], base);
    expect(useTaskDraftsStore.getState().drafts['t-0001']).toEqual({
      id: 't-0001',
      query: 'the demo request',
      state: ['order_id'],
      created: false,
      gold: ['a.one', 'b.two'],
    });
    store.setQuery('t-0001', 'edited', base);
    expect(useTaskDraftsStore.getState().drafts['t-0001']?.gold).toEqual(['a.one', 'b.two']);
    store.setGold('t-0001', [], base);
    expect(useTaskDraftsStore.getState().drafts['t-0001']?.gold).toEqual([]);
    store.setGold('t-0001', undefined, base);
    expect(useTaskDraftsStore.getState().drafts['t-0001']).not.toHaveProperty('gold');
    store.revert('t-0001');
    expect(useTaskDraftsStore.getState().drafts['t-0001']).toBeUndefined();
  });

  it('deletes a created task, and leaves a loaded task to revert', () => {
    const store = useTaskDraftsStore.getState();
    const id = store.createTask('a new one');
    store.setQuery('t-0001', 'edited', { query: 'loaded' });
    store.deleteTask(id);
    store.deleteTask('t-0001');
    const now = useTaskDraftsStore.getState();
    expect([now.created, Object.keys(now.drafts)]).toEqual([[], ['t-0001']]);
  });
});
