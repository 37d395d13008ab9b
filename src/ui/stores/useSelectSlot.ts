import { useCallback } from 'react';
import { useSelectionStore, type SlotSelection } from './useSelectionStore';
import { useViewStore } from './useViewStore';

/**
 * Selects a slot from anywhere (menus, graph, diagnosis): the breakdown tab opens and the
 * graph switches to the slot's menu (the overlay stays: it draws both) so the selection
 * shows in both places.
 */
export function useSelectSlot(): (slot: SlotSelection) => void {
  const selectSlot = useSelectionStore((s) => s.selectSlot);
  const setGraphMethod = useViewStore((s) => s.setGraphMethod);
  const setDetailTab = useViewStore((s) => s.setDetailTab);
  return useCallback(
    (slot: SlotSelection) => {
      selectSlot(slot);
      if (useViewStore.getState().graphMethod !== 'both') setGraphMethod(slot.method);
      setDetailTab('breakdown');
    },
    [selectSlot, setGraphMethod, setDetailTab],
  );
}
