import { useEffect } from 'react';
import type { InspectorSummary, MenusView } from '../../worker/views/inspectorViews';
import { defaultSlot, useSelectionStore } from '../stores/useSelectionStore';

/** Never an empty screen: the first task opens once the list loads, and a slot is always selected (defaultSlot). */
export function useDefaultSelection(summary: InspectorSummary | undefined, menus: MenusView | undefined): void {
  const taskId = useSelectionStore((s) => s.taskId);
  const slot = useSelectionStore((s) => s.slot);
  const slotTaskId = useSelectionStore((s) => s.slotTaskId);
  const selectTask = useSelectionStore((s) => s.selectTask);
  const selectSlot = useSelectionStore((s) => s.selectSlot);
  const firstTask = summary?.tasks[0]?.id;
  useEffect(() => {
    if (taskId === null && firstTask !== undefined) selectTask(firstTask);
  }, [taskId, firstTask, selectTask]);
  useEffect(() => {
    const next = menus ? defaultSlot(menus, taskId, slot, slotTaskId) : undefined;
    if (next) selectSlot(next);
  }, [menus, taskId, slot, slotTaskId, selectSlot]);
}
