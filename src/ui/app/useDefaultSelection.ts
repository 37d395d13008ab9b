import { useEffect } from 'react';
import type { InspectorSummary, MenusView } from '../../worker/views/inspectorViews';
import { useSelectionStore } from '../stores/useSelectionStore';

/**
 * Never an empty screen: the first task opens once the list loads, and the first State-Path
 * slot is selected whenever the selection is missing from the current menus.
 */
export function useDefaultSelection(summary: InspectorSummary | undefined, menus: MenusView | undefined): void {
  const taskId = useSelectionStore((s) => s.taskId);
  const slot = useSelectionStore((s) => s.slot);
  const selectTask = useSelectionStore((s) => s.selectTask);
  const selectSlot = useSelectionStore((s) => s.selectSlot);
  const firstTask = summary?.tasks[0]?.id;
  useEffect(() => {
    if (taskId === null && firstTask !== undefined) selectTask(firstTask);
  }, [taskId, firstTask, selectTask]);
  useEffect(() => {
    if (!menus || menus.taskId !== taskId) return;
    const menu = slot?.method === 'relevance' ? menus.relevance : menus.statePath;
    if (slot && menu.slots.some((s) => s.toolId === slot.toolId)) return;
    const first = menus.statePath.slots[0];
    if (first) selectSlot({ method: 'state-path', toolId: first.toolId });
  }, [menus, taskId, slot, selectSlot]);
}
