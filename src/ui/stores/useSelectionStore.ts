import { useState } from 'react';
import { create } from 'zustand';
import type { MenuMethod } from '../../core/index';

/** A slot of one of the two menus, identified by tool (ranks move when K or L change). */
export interface SlotSelection {
  method: MenuMethod;
  toolId: string;
}

interface SelectionState {
  /** The task whose menus are shown; null until the task list has loaded. */
  taskId: string | null;
  slot: SlotSelection | null;
  /**
   * The task `slot` was selected in. A task switch keeps the slot (the previous task's menus stay
   * on screen, with it selected, until the new ones arrive), and useDefaultSelection then selects
   * the new task's first State-Path slot: nothing on the page changes twice.
   */
  slotTaskId: string | null;
  selectTask: (taskId: string) => void;
  selectSlot: (slot: SlotSelection | null) => void;
}

/** What the user is looking at: the task and the selected slot. */
export const useSelectionStore = create<SelectionState>()((set) => ({
  taskId: null,
  slot: null,
  slotTaskId: null,
  selectTask: (taskId) => set((s) => (s.taskId === taskId ? s : { taskId })),
  selectSlot: (slot) => set((s) => ({ slot, slotTaskId: slot ? s.taskId : null })),
}));

/** What the selection rules read of a menus view: its task and both menus' tools. */
export interface SelectionMenus {
  taskId: string;
  relevance: { slots: readonly { toolId: string }[] };
  statePath: { slots: readonly { toolId: string }[] };
}

/**
 * The slot to select for `menus` (the current task's): the first State-Path slot when the
 * selection is missing from them or was made in another task; undefined to keep the selection
 * (it is on these menus, or the menus on hand are still another task's: until the current task's
 * arrive, the previous ones and their selection stay on screen). useDefaultSelection applies it.
 */
export function defaultSlot(
  menus: SelectionMenus,
  taskId: string | null,
  slot: SlotSelection | null,
  slotTaskId: string | null,
): SlotSelection | undefined {
  if (menus.taskId !== taskId) return undefined;
  const menu = slot?.method === 'relevance' ? menus.relevance : menus.statePath;
  if (slot && slotTaskId === taskId && menu.slots.some((s) => s.toolId === slot.toolId)) return undefined;
  const first = menus.statePath.slots[0];
  return first ? { method: 'state-path', toolId: first.toolId } : undefined;
}

/**
 * The selection as a panel showing `menus` draws it, so that the selection changes on screen once,
 * with the menus it belongs to:
 * - for the current task's menus, the selection, or already the slot defaultSlot is about to
 *   select (after a task switch, the new task's first State-Path slot), not the previous task's
 *   slot for a render;
 * - for another task's menus (a large catalog's panels show the next task's a frame or more after
 *   they arrive), the selection the panel showed, until the panel shows the task it was made in.
 */
export function useSelectionShownIn(menus: SelectionMenus): SlotSelection | null {
  const taskId = useSelectionStore((s) => s.taskId);
  const slot = useSelectionStore((s) => s.slot);
  const slotTaskId = useSelectionStore((s) => s.slotTaskId);
  const [shown, setShown] = useState(slot);
  const now = selectionShownIn(menus, taskId, slot, slotTaskId, shown);
  if (now !== shown) setShown(now);
  return now;
}

/** useSelectionShownIn's rule; returns `shown` itself when the selection to show has not changed. */
export function selectionShownIn(
  menus: SelectionMenus,
  taskId: string | null,
  slot: SlotSelection | null,
  slotTaskId: string | null,
  shown: SlotSelection | null,
): SlotSelection | null {
  let next: SlotSelection | null;
  if (menus.taskId === taskId) next = defaultSlot(menus, taskId, slot, slotTaskId) ?? slot;
  else if (slot !== null && slotTaskId === menus.taskId) next = slot;
  else next = shown;
  return next === shown ||
    (next !== null && shown !== null && next.method === shown.method && next.toolId === shown.toolId)
    ? shown
    : next;
}
