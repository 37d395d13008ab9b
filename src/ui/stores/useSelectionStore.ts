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
  selectTask: (taskId: string) => void;
  selectSlot: (slot: SlotSelection | null) => void;
}

/** What the user is looking at: the task and the selected slot. */
export const useSelectionStore = create<SelectionState>()((set) => ({
  taskId: null,
  slot: null,
  selectTask: (taskId) => set((s) => (s.taskId === taskId ? s : { taskId, slot: null })),
  selectSlot: (slot) => set({ slot }),
}));
