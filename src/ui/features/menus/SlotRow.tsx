import { memo } from 'react';
import type { MenuMethod } from '../../../core/index';
import type { SlotView } from '../../../worker/views/slotViews';
import { METHOD_SHORT, METHOD_TITLE, otherMethod } from '../../shared/methodLabels';
import { MiddleEllipsis } from '../../shared/MiddleEllipsis';
import { RoleBadge } from '../../shared/RoleBadge';
import { EditedMark } from '../schemaEditor/EditedBadge';
import type { SlotMove } from '../../../core/index';

interface SlotRowProps {
  id: string;
  slot: SlotView;
  method: MenuMethod;
  selected: boolean;
  active: boolean;
  /** The same tool is selected in the other menu. */
  echoed: boolean;
  /** The user edited this tool's schema. */
  edited: boolean;
  /** Every id of this menu is one vendor prefix + the tool's name (sharedVendorPrefix): the row shows the name only. */
  nameOnly: boolean;
  /** How the slot moved since the task's baseline menu (undefined: the same slot, or no baseline). */
  moved?: SlotMove | undefined;
  /** Slot position in the menu (0-based), passed back to onChoose. */
  index: number;
  /** Stable across renders, so an unchanged row skips rendering (memo). */
  onChoose: (index: number) => void;
}

/** One menu slot: rank, tool, role, its rank in the other menu, gold mark. */
export const SlotRow = memo(function SlotRow({
  id,
  slot,
  method,
  selected,
  active,
  echoed,
  edited,
  index,
  nameOnly,
  moved,
  onChoose,
}: SlotRowProps) {
  const other = otherMethod(method);
  const otherText =
    slot.otherRank === undefined
      ? `not on the ${METHOD_TITLE[other]} menu`
      : `${METHOD_TITLE[other]} slot ${slot.otherRank}`;
  const movedText = moveText(moved);
  const label = `Slot ${slot.rank}: ${slot.name} (${slot.toolId}), ${slot.role}, ${otherText}${slot.gold ? ', gold' : ''}${movedText ? `, ${movedText}` : ''}`;
  const idShowsName =
    slot.toolId !== slot.name &&
    slot.toolId.endsWith(slot.name) &&
    /[./_]$/.test(slot.toolId.slice(0, -slot.name.length));
  const tone = selected
    ? 'bg-sky-100 dark:bg-sky-900/50'
    : echoed
      ? 'bg-sky-50 dark:bg-sky-950/40'
      : 'hover:bg-slate-100 dark:hover:bg-slate-800/70';
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={label}
      data-testid="slot"
      data-rank={slot.rank}
      data-tool-id={slot.toolId}
      onClick={() => onChoose(index)}
      className={`grid cursor-pointer grid-cols-[1.5rem_minmax(0,1fr)_auto_2.9rem_0.75rem] items-center gap-1.5 @sm:gap-2 rounded px-1.5 py-[3px] text-sm ${tone} ${active ? 'outline-2 -outline-offset-2 outline-sky-500' : ''}`}
    >
      <span className="text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">{slot.rank}</span>
      <span className="flex min-w-0 items-baseline gap-1.5" title={`${slot.name} — ${slot.toolId}`}>
        {/* An id that ends with the name (vendor.name) shows whole, its vendor prefix muted, so two
            vendors' create_flight_order differ at a glance (on a menu of one vendor, the name
            alone: the header shows the prefix); else the name, then the id. */}
        {nameOnly ? (
          <MiddleEllipsis text={slot.name} className="font-medium text-slate-900 dark:text-slate-100" />
        ) : idShowsName ? (
          <MiddleEllipsis
            text={slot.toolId}
            className="font-medium text-slate-900 dark:text-slate-100"
            prefixClassName="text-[11px] font-normal text-slate-600 dark:text-slate-400"
          />
        ) : (
          <>
            <MiddleEllipsis text={slot.name} className="shrink-0 font-medium text-slate-900 dark:text-slate-100" />
            <MiddleEllipsis
              text={slot.toolId}
              className="hidden font-mono text-[11px] text-slate-600 @sm:inline-flex dark:text-slate-400"
            />
          </>
        )}
        {edited && <EditedMark />}
        {moved && movedText && <MovedMark moved={moved} rank={slot.rank} text={movedText} />}
      </span>
      <RoleBadge role={slot.role} />
      <span
        title={otherText}
        className={`text-right text-xs tabular-nums ${slot.otherRank === undefined ? 'text-slate-600 dark:text-slate-400' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {slot.otherRank === undefined ? '—' : `${METHOD_SHORT[other]} ${slot.otherRank}`}
      </span>
      <span title={slot.gold ? 'in the gold path' : undefined} className="text-center text-amber-500">
        {slot.gold ? '★' : ''}
      </span>
    </div>
  );
});

/** What a slot's move says in words (its row's label and the mark's title). */
function moveText(moved: SlotMove | undefined): string | undefined {
  if (!moved) return undefined;
  return moved.kind === 'new' ? 'new since the baseline' : `slot ${moved.from} in the baseline`;
}

/** ▲n / ▼n (slots up or down since the baseline) or "new", after the tool's name. */
function MovedMark({ moved, rank, text }: { moved: SlotMove; rank: number; text: string }) {
  const up = moved.kind === 'moved' && moved.from > rank;
  const tone =
    moved.kind === 'new'
      ? 'text-sky-700 dark:text-sky-300'
      : up
        ? 'text-emerald-700 dark:text-emerald-300'
        : 'text-amber-700 dark:text-amber-300';
  return (
    <span data-testid="slot-moved" title={text} className={`shrink-0 text-[11px] font-medium tabular-nums ${tone}`}>
      {moved.kind === 'new' ? 'new' : `${up ? '▲' : '▼'}${Math.abs(moved.from - rank)}`}
    </span>
  );
}
