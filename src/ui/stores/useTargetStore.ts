import { create } from 'zustand';

interface TargetState {
  /** The target a user chose per task id (a tool id): menus and diagnosis are built for it. */
  chosen: Record<string, string>;
  /** Chooses a task's target, or (null) goes back to the predicted ones. */
  choose: (taskId: string, toolId: string | null) => void;
}

/** Targets chosen in the target picker, per task (session only: lost on reload). */
export const useTargetStore = create<TargetState>()((set) => ({
  chosen: {},
  choose: (taskId, toolId) =>
    set((s) => {
      if (toolId !== null) return { chosen: { ...s.chosen, [taskId]: toolId } };
      const { [taskId]: _dropped, ...chosen } = s.chosen;
      return { chosen };
    }),
}));
