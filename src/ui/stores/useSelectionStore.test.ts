import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSlot, selectionShownIn, useSelectionStore, type SelectionMenus } from './useSelectionStore';

const menu = (...toolIds: string[]) => ({ slots: toolIds.map((toolId) => ({ toolId })) });
const menus = (taskId: string, statePath: string[], relevance: string[] = []): SelectionMenus => ({
  taskId,
  statePath: menu(...statePath),
  relevance: menu(...relevance),
});
const sp = (toolId: string) => ({ method: 'state-path' as const, toolId });

describe('the selection store', () => {
  beforeEach(() => useSelectionStore.setState({ taskId: null, slot: null, slotTaskId: null }));

  it('records the task a slot was selected in, and keeps the slot across a task switch', () => {
    const store = useSelectionStore.getState();
    store.selectTask('t1');
    store.selectSlot(sp('a.b'));
    expect(useSelectionStore.getState()).toMatchObject({ taskId: 't1', slot: { toolId: 'a.b' }, slotTaskId: 't1' });
    useSelectionStore.getState().selectTask('t2');
    expect(useSelectionStore.getState()).toMatchObject({ taskId: 't2', slot: { toolId: 'a.b' }, slotTaskId: 't1' });
    useSelectionStore.getState().selectSlot(null);
    expect(useSelectionStore.getState()).toMatchObject({ slot: null, slotTaskId: null });
  });
});

describe('defaultSlot', () => {
  it('selects the first State-Path slot when nothing is selected', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', null, null)).toEqual(sp('a'));
  });

  it('keeps a selection made in this task that is on its menus', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', sp('b'), 't1')).toBeUndefined();
    expect(defaultSlot(menus('t1', ['a'], ['c']), 't1', { method: 'relevance', toolId: 'c' }, 't1')).toBeUndefined();
  });

  it('replaces a selection the menus no longer hold', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', sp('z'), 't1')).toEqual(sp('a'));
  });

  it('selects the new task’s first slot after a task switch, even when the old slot’s tool is on its menus', () => {
    expect(defaultSlot(menus('t2', ['a', 'b']), 't2', sp('b'), 't1')).toEqual(sp('a'));
  });

  it('waits while the menus on hand are still the previous task’s', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't2', sp('b'), 't1')).toBeUndefined();
  });
});

describe('selectionShownIn', () => {
  it('shows the selection in the menus of the task it was made in', () => {
    const shown = sp('a');
    expect(selectionShownIn(menus('t1', ['a', 'b']), 't1', sp('b'), 't1', shown)).toEqual(sp('b'));
    // The previous task's menus, still on screen after a switch, keep their selection.
    expect(selectionShownIn(menus('t1', ['a', 'b']), 't2', sp('b'), 't1', shown)).toEqual(sp('b'));
  });

  it('shows the slot about to be selected in the current task’s menus, not the previous task’s slot', () => {
    expect(selectionShownIn(menus('t2', ['x', 'b']), 't2', sp('b'), 't1', sp('b'))).toEqual(sp('x'));
    expect(selectionShownIn(menus('t2', ['x']), 't2', null, null, null)).toEqual(sp('x'));
  });

  it('keeps what a lagging panel showed while the selection belongs to a task it does not show yet', () => {
    const shown = sp('b');
    expect(selectionShownIn(menus('t1', ['a', 'b']), 't2', sp('x'), 't2', shown)).toBe(shown);
  });

  it('returns the same object while the selection shown does not change (no render loop)', () => {
    const shown = sp('x');
    expect(selectionShownIn(menus('t2', ['x']), 't2', sp('b'), 't1', shown)).toBe(shown);
  });
});
