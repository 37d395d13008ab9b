import type { MenusView } from '../../../worker/views/inspectorViews';
import { useMenus } from '../../queries/useMenus';
import { useSelectionShownIn } from '../../stores/useSelectionStore';
import { formatScore } from '../../shared/formatNumber';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { RoleBadge } from '../../shared/RoleBadge';
import { EditedBadgeFor } from '../schemaEditor/EditedBadge';
import { EditSchemaButton } from '../schemaEditor/EditSchemaButton';
import { ScoreTerms } from './ScoreTerms';
import { ToolFields } from './ToolFields';
import { plainText } from '../../shared/toolText';

/**
 * The selected slot: its score breakdown, the tool's description and its fields, from the latest
 * menus (for a large catalog in a render of its own as they arrive, before the staged panels).
 * After a task switch it shows the new task's first slot as soon as its menus arrive
 * (useSelectionShownIn), not the previous task's slot for a render first.
 */
export function BreakdownPanel() {
  const menus = useMenus().data;
  return menus ? <SlotBreakdown menus={menus} /> : null;
}

function SlotBreakdown({ menus }: { menus: MenusView }) {
  const selection = useSelectionShownIn(menus);
  const menu = selection?.method === 'relevance' ? menus.relevance : menus.statePath;
  const slot = selection ? menu.slots.find((s) => s.toolId === selection.toolId) : undefined;
  if (!slot) {
    return (
      <p className="p-3 text-sm text-slate-600 dark:text-slate-400">
        Select a slot in a menu or a node in the graph to see why it is there.
      </p>
    );
  }
  return (
    <article
      data-testid="breakdown"
      aria-label={`Slot ${slot.rank} of the ${METHOD_TITLE[menu.method]} menu`}
      className="flex flex-col gap-3 p-3"
    >
      <header className="flex flex-col gap-1">
        <p className="text-[11px] font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {METHOD_TITLE[menu.method]} · slot {slot.rank} · score {formatScore(slot.score)}
        </p>
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-slate-50">
          <span className="min-w-0 truncate">{slot.name}</span>
          <RoleBadge role={slot.role} />
          {slot.gold && (
            <span title="in the gold path" className="text-amber-500">
              ★
            </span>
          )}
          <EditedBadgeFor toolId={slot.toolId} />
          <span className="ml-auto" />
          <EditSchemaButton toolId={slot.toolId} name={slot.name} />
        </h3>
        <p className="font-mono text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
          {slot.toolId}
          {slot.category && ` · ${slot.category}`}
          {slot.effects && ` · ${slot.effects}`}
        </p>
        {slot.description && (
          <p
            data-testid="tool-description"
            className="text-sm leading-snug text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300"
          >
            {plainText(slot.description)}
          </p>
        )}
      </header>
      <ScoreTerms slot={slot} menu={menu} />
      <ToolFields slot={slot} />
    </article>
  );
}
