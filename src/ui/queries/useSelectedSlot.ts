import { useSelectionStore } from '../stores/useSelectionStore';
import type { MenuView } from '../../worker/views/inspectorViews';
import type { SlotView } from '../../worker/views/slotViews';
import { useMenus } from './useMenus';

/** The selected slot and its menu in the current menus, or null when nothing (present) is selected. */
export function useSelectedSlot(): { slot: SlotView; menu: MenuView } | null {
  const selection = useSelectionStore((s) => s.slot);
  const { data } = useMenus();
  if (!data || !selection) return null;
  const menu = selection.method === 'relevance' ? data.relevance : data.statePath;
  const slot = menu.slots.find((s) => s.toolId === selection.toolId);
  return slot ? { slot, menu } : null;
}
