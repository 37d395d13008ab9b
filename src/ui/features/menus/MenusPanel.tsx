import { memo } from 'react';
import type { MenuMethod } from '../../../core/index';
import type { MenusView } from '../../../worker/views/inspectorViews';
import type { SlotView } from '../../../worker/views/slotViews';
import { useAwaitingRequest } from '../../queries/useAwaitingRequest';
import { useSelectSlot } from '../../stores/useSelectSlot';
import { useSelectionShownIn } from '../../stores/useSelectionStore';
import { MenusToolbar } from '../share/MenusToolbar';
import { BaselineBar } from './BaselineBar';
import { MenuColumn } from './MenuColumn';
import { useMenuBaseline } from './useMenuBaseline';

/**
 * The two menus side by side (Relevance-only | State-Path) under the export and share toolbar.
 * `relevance`: the view the relevance column shows (App passes a large catalog's new menus a
 * frame later there than to the State-Path column); `menus` by default.
 */
export const MenusPanel = memo(function MenusPanel({
  menus,
  relevance = menus,
}: {
  menus: MenusView;
  relevance?: MenusView;
}) {
  // The State-Path column's task: a slot selected in the next task shows with its menus.
  const selection = useSelectionShownIn(menus);
  const selectSlot = useSelectSlot();
  const awaiting = useAwaitingRequest();
  const { baseline } = useMenuBaseline(menus.taskId);
  const choose = (method: MenuMethod, slot: SlotView): void => selectSlot({ method, toolId: slot.toolId });
  const selectedIn = (method: MenuMethod): string | null => (selection?.method === method ? selection.toolId : null);
  const echoIn = (method: MenuMethod): string | null =>
    selection && selection.method !== method ? selection.toolId : null;
  if (awaiting) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">Type a request above: both menus build as you type.</p>
    );
  }
  return (
    <>
      <MenusToolbar />
      <BaselineBar menus={menus} />
      <div className="grid min-h-0 flex-1 grid-cols-2 gap-3">
        <MenuColumn
          menu={relevance.relevance}
          top={relevance.top}
          selectedToolId={selectedIn('relevance')}
          echoToolId={echoIn('relevance')}
          baseline={relevance.taskId === menus.taskId ? baseline?.relevance : undefined}
          onChoose={choose}
        />
        <MenuColumn
          menu={menus.statePath}
          top={menus.top}
          selectedToolId={selectedIn('state-path')}
          echoToolId={echoIn('state-path')}
          baseline={baseline?.statePath}
          onChoose={choose}
        />
      </div>
    </>
  );
});
