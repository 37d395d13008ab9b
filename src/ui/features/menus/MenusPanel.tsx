import type { MenuMethod } from '../../../core/index';
import type { MenusView } from '../../../worker/views/inspectorViews';
import type { SlotView } from '../../../worker/views/slotViews';
import { useSelectSlot } from '../../stores/useSelectSlot';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { MenuColumn } from './MenuColumn';

/** The two menus side by side: Relevance-only | State-Path. */
export function MenusPanel({ menus }: { menus: MenusView }) {
  const selection = useSelectionStore((s) => s.slot);
  const selectSlot = useSelectSlot();
  const choose = (method: MenuMethod, slot: SlotView): void => selectSlot({ method, toolId: slot.toolId });
  const selectedIn = (method: MenuMethod): string | null => (selection?.method === method ? selection.toolId : null);
  const echoIn = (method: MenuMethod): string | null => (selection && selection.method !== method ? selection.toolId : null);
  return (
    <div className="grid min-h-0 flex-1 grid-cols-2 gap-3">
      {[menus.relevance, menus.statePath].map((menu) => (
        <MenuColumn key={menu.method} menu={menu} top={menus.top} selectedToolId={selectedIn(menu.method)} echoToolId={echoIn(menu.method)} onChoose={choose} />
      ))}
    </div>
  );
}
