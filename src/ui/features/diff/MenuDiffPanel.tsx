import type { MenuMethod } from '../../../core/index';
import type { MenusView, MenuView } from '../../../worker/views/inspectorViews';
import type { SlotView } from '../../../worker/views/slotViews';
import { METHOD_TITLE, otherMethod } from '../../shared/methodLabels';
import { RoleBadge } from '../../shared/RoleBadge';
import { useSelectSlot } from '../../stores/useSelectSlot';

/** Under a tool only one menu holds: why State-Path left it out, or whose place State-Path gave it. */
function WhyOnlyHere({ slot }: { slot: SlotView }) {
  const text = slot.displacement
    ? slot.displacement.reason
    : slot.displaces && slot.displaces.length > 0
      ? `in place of ${slot.displaces.map((t) => `${t.toolId} (relevance #${t.rank})`).join(', ')}`
      : null;
  if (!text) return null;
  return (
    <p data-testid="diff-why" className="pl-8 pr-1 text-[11px] leading-snug text-slate-600 dark:text-slate-400">
      {text}
    </p>
  );
}

function OnlyIn({ menu }: { menu: MenuView }) {
  const selectSlot = useSelectSlot();
  const only = menu.slots.filter((s) => s.otherRank === undefined);
  const title = `Only on ${METHOD_TITLE[menu.method]}`;
  const other: MenuMethod = otherMethod(menu.method);
  return (
    <section
      aria-label={title}
      data-testid={`diff-${menu.method}`}
      className="flex flex-col gap-1 rounded-md border border-slate-200 p-2.5 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({only.length})</span>
      </h3>
      {only.length === 0 ? (
        <p className="text-xs italic text-slate-600 dark:text-slate-400">
          every tool is also on the {METHOD_TITLE[other]} menu
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {only.map((s) => (
            <li key={s.toolId}>
              <button
                type="button"
                data-testid="diff-tool"
                data-tool-id={s.toolId}
                onClick={() => selectSlot({ method: menu.method, toolId: s.toolId })}
                aria-label={`Slot ${s.rank}: ${s.name} (${s.toolId}), ${s.role}${s.gold ? ', gold' : ''}`}
                className="grid w-full grid-cols-[1.5rem_minmax(0,1fr)_auto_0.75rem] items-center gap-1.5 rounded px-1 py-0.5 text-left text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
              >
                <span className="text-right tabular-nums text-slate-600 dark:text-slate-400">{s.rank}</span>
                <span className="truncate" title={s.toolId}>
                  <span className="font-medium text-slate-900 dark:text-slate-100">{s.name}</span>{' '}
                  <span className="font-mono text-[11px] text-slate-600 dark:text-slate-400">{s.toolId}</span>
                </span>
                <RoleBadge role={s.role} />
                <span className="text-amber-500">{s.gold ? '★' : ''}</span>
              </button>
              <WhyOnlyHere slot={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tools only one menu holds, each a button selecting its slot, with why State-Path left it out or whose place it took. */
export function MenuDiffPanel({ menus }: { menus: MenusView }) {
  return (
    <div data-testid="menu-diff" className="flex flex-col gap-3 p-3">
      <OnlyIn menu={menus.relevance} />
      <OnlyIn menu={menus.statePath} />
    </div>
  );
}
