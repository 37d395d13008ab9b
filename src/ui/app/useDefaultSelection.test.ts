import { describe, expect, it } from 'vitest';
import { defaultSlot } from './useDefaultSelection';

const menu = (...toolIds: string[]) => ({ slots: toolIds.map((toolId) => ({ toolId })) });
const menus = (taskId: string, statePath: string[], relevance: string[] = []) =>
  ({ taskId, statePath: menu(...statePath), relevance: menu(...relevance) }) as unknown as Parameters<typeof defaultSlot>[0];

describe('defaultSlot', () => {
  it('selects the first State-Path slot when nothing is selected', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', null, null)).toEqual({ method: 'state-path', toolId: 'a' });
  });

  it('keeps a selection made in this task that is on its menus', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', { method: 'state-path', toolId: 'b' }, 't1')).toBeUndefined();
    expect(defaultSlot(menus('t1', ['a'], ['c']), 't1', { method: 'relevance', toolId: 'c' }, 't1')).toBeUndefined();
  });

  it('replaces a selection the menus no longer hold', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't1', { method: 'state-path', toolId: 'z' }, 't1')).toEqual({ method: 'state-path', toolId: 'a' });
  });

  it('selects the new task’s first slot after a task switch, even when the old slot’s tool is on its menus', () => {
    expect(defaultSlot(menus('t2', ['a', 'b']), 't2', { method: 'state-path', toolId: 'b' }, 't1')).toEqual({ method: 'state-path', toolId: 'a' });
  });

  it('waits while the menus on hand are still the previous task’s', () => {
    expect(defaultSlot(menus('t1', ['a', 'b']), 't2', { method: 'state-path', toolId: 'b' }, 't1')).toBeUndefined();
  });
});
