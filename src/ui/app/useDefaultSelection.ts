import { useEffect } from 'react';
import type { InspectorSummary, MenusView } from '../../worker/views/inspectorViews';
import { useSelectionStore, type SlotSelection } from '../stores/useSelectionStore';

/**
 * The slot to select for `menus` (the current task's): the first State-Path slot when the
 * selection is missing from them or was made in another task; undefined to keep the selection
 * (it is on these menus, or the menus on hand are still another task's: until the current task's
 * arrive, the previous ones and their selection stay on screen).
 */
export function defaultSlot(menus: Pick<MenusView, 'taskId' | 'relevance' | 'statePath'>, taskId: string | null, slot: SlotSelection | null, slotTaskId: string | null): SlotSelection | undefined {
  if (menus.taskId !== taskId) return undefined;
  const menu = slot?.method === 'relevance' ? menus.relevance : menus.statePath;
  if (slot && slotTaskId === taskId && menu.slots.some((s) => s.toolId === slot.toolId)) return undefined;
  const first = menus.statePath.slots[0];
  return first ? { method: 'state-path', toolId: first.toolId } : undefined;
}

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
