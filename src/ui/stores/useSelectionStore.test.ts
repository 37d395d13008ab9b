import { beforeEach, describe, expect, it } from 'vitest';
import { selectionShownFor, useSelectionStore } from './useSelectionStore';

describe('the selection store', () => {
  beforeEach(() => useSelectionStore.setState({ taskId: null, slot: null, slotTaskId: null }));

  it('records the task a slot was selected in, and keeps the slot across a task switch', () => {
    const store = useSelectionStore.getState();
    store.selectTask('t1');
    store.selectSlot({ method: 'state-path', toolId: 'a.b' });
    expect(useSelectionStore.getState()).toMatchObject({ taskId: 't1', slot: { toolId: 'a.b' }, slotTaskId: 't1' });
    useSelectionStore.getState().selectTask('t2');
    expect(useSelectionStore.getState()).toMatchObject({ taskId: 't2', slot: { toolId: 'a.b' }, slotTaskId: 't1' });
    useSelectionStore.getState().selectSlot(null);
    expect(useSelectionStore.getState()).toMatchObject({ slot: null, slotTaskId: null });
  });
});

describe('selectionShownFor', () => {
  const old = { method: 'state-path' as const, toolId: 'old.tool' };
  const next = { method: 'state-path' as const, toolId: 'new.tool' };

  it('shows a selection made in the panel’s task at once', () => {
    expect(selectionShownFor('t2', next, 't2', old)).toBe(next);
  });

  it('keeps what the panel showed while the selection belongs to a task the panel does not show yet', () => {
    expect(selectionShownFor('t1', next, 't2', old)).toBe(old);
  });

  it('shows no selection as none', () => {
    expect(selectionShownFor('t1', null, null, old)).toBeNull();
  });
});
