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

/**
 * The selection as a panel showing `taskId`'s menus draws it. A slot selected in another task
 * (after a task switch, the new task's first slot, selected as its menus arrive, while a large
 * catalog's panels still show the previous task's for a frame or more) shows once the panel
 * shows that task, in the same render: until then the panel keeps the selection it had rather
 * than rendering (and drawing) once more.
 */
export function useSelectionShownFor(taskId: string): SlotSelection | null {
  const slot = useSelectionStore((s) => s.slot);
  const slotTaskId = useSelectionStore((s) => s.slotTaskId);
  const [shown, setShown] = useState(slot);
  const now = selectionShownFor(taskId, slot, slotTaskId, shown);
  if (now !== shown) setShown(now);
  return now;
}

/** useSelectionShownFor's rule: the selection when it was made in `taskId` (or is none), else what the panel showed. */
export function selectionShownFor(taskId: string, slot: SlotSelection | null, slotTaskId: string | null, shown: SlotSelection | null): SlotSelection | null {
  return slot === null || slotTaskId === taskId ? slot : shown;
}
