import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { menuMoves, sharedVendorPrefix, type MenuMethod } from '../../../core/index';
import type { MenuView } from '../../../worker/views/inspectorViews';
import type { SlotView } from '../../../worker/views/slotViews';
import { formatCount } from '../../shared/formatNumber';
import { listboxKeyHandler } from '../../shared/listboxKeys';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { useEditedTools } from '../../queries/useWorkspace';
import { useScrollActiveIntoView } from '../../shared/useScrollActiveIntoView';
import { VerdictLine } from '../../shared/VerdictLine';
import { BaselineSummary } from './BaselineSummary';
import { SlotRow } from './SlotRow';

interface MenuColumnProps {
  menu: MenuView;
  top: number;
  selectedToolId: string | null;
  /** Tool selected in the other menu (echoed here when present). */
  echoToolId: string | null;
  /** This menu as kept for the task (tool ids in slot order): each row marks how its slot moved since. */
  baseline?: readonly string[] | undefined;
  onChoose: (method: MenuMethod, slot: SlotView) => void;
}

/** One menu as a keyboard-operable listbox; State-Path splits it after slot L. */
export function MenuColumn({ menu, top, selectedToolId, echoToolId, baseline, onChoose }: MenuColumnProps) {
  const idPrefix = useId();
  const editedTools = useEditedTools();
  const optionId = useCallback((rank: number): string => `${idPrefix}-slot-${rank}`, [idPrefix]);
  const selectedIndex = menu.slots.findIndex((s) => s.toolId === selectedToolId);
  const [active, setActive] = useState(selectedIndex);
  const [followed, setFollowed] = useState(selectedIndex);
  if (followed !== selectedIndex) {
    // A selection made elsewhere (graph, diagnosis) moves the active option too.
    setFollowed(selectedIndex);
    if (selectedIndex >= 0) setActive(selectedIndex);
  }
  // One API's menu (every id `twilio_api.` + name) shows names only; the ids stay in each row's title.
  const shared = useMemo(() => sharedVendorPrefix(menu.slots), [menu.slots]);
  const moves = useMemo(
    () =>
      baseline
        ? menuMoves(
            baseline,
            menu.slots.map((s) => s.toolId),
          )
        : undefined,
    [baseline, menu.slots],
  );
  const activeSlot = menu.slots[active];
  const activeId = activeSlot ? optionId(activeSlot.rank) : undefined;
  const clickedOption = useScrollActiveIntoView(activeId);

  // Stable (reads the latest menu through a ref), so memoized rows re-render only when their own props change.
  const latest = useRef({ menu, onChoose });
  useEffect(() => {
    latest.current = { menu, onChoose };
  }, [menu, onChoose]);
  const choose = useCallback((index: number): void => {
    const slot = latest.current.menu.slots[index];
    if (!slot) return;
    setActive(index);
    latest.current.onChoose(latest.current.menu.method, slot);
  }, []);
  // Rows are clicked: the clicked row is on screen, so it is not scrolled to (see useScrollActiveIntoView).
  const chooseByClick = useCallback(
    (index: number): void => {
      const slot = latest.current.menu.slots[index];
      if (slot) clickedOption(optionId(slot.rank));
      choose(index);
    },
    [choose, clickedOption, optionId],
  );
  // Rows are keyed by rank: a new task's menu updates the 32 rows in place instead of removing
  // them and creating 32 new ones (DOM nodes, their style and layout from scratch), and a row
  // whose slot is unchanged still skips rendering (React Query shares unchanged slot objects).
  const row = (slot: SlotView, index: number): ReactNode => (
    <SlotRow
      key={slot.rank}
      id={optionId(slot.rank)}
      slot={slot}
      method={menu.method}
      selected={slot.toolId === selectedToolId}
      active={index === active}
      echoed={slot.toolId === echoToolId}
      edited={editedTools.has(slot.toolId)}
      index={index}
      nameOnly={shared !== undefined}
      moved={moves?.moves.get(slot.toolId)}
      onChoose={chooseByClick}
    />
  );
  const title = METHOD_TITLE[menu.method];
  const split = menu.method === 'state-path' && menu.slots.length > top;
  return (
    <section
      aria-label={`${title} menu`}
      data-testid={`menu-${menu.method}`}
      className="flex min-h-0 min-w-0 flex-col gap-2"
    >
      <header className="flex flex-col gap-1.5">
        <h2 className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
          <span className="whitespace-nowrap">{title}</span>
          <span className="text-right text-xs font-normal text-slate-600 dark:text-slate-400">
            {shared && (
              <span
                data-testid="shared-prefix"
                title={`Every tool on this menu is ${shared}<name>; the rows show the names`}
              >
                <span className="font-mono">{shared}</span>* ·{' '}
              </span>
            )}
            {menu.slots.length} slots ·{' '}
            <span
              data-testid="prompt-tokens"
              title="What this menu costs in the agent's prompt: its tools as an OpenAI Chat Completions tools array, about 4 characters of compact JSON per token (±20 %; compare menus with it, do not bill with it)"
            >
              ≈{formatCount(menu.promptTokens)} tokens
            </span>
          </span>
        </h2>
        <VerdictLine diagnosis={menu.diagnosis} />
        {moves && (
          <BaselineSummary
            moves={moves}
            method={menu.method}
            nameOf={(toolId) => (shared && toolId.startsWith(shared) ? toolId.slice(shared.length) : toolId)}
          />
        )}
      </header>
      <div
        role="listbox"
        tabIndex={0}
        aria-label={`${title} menu slots`}
        aria-activedescendant={activeId}
        onKeyDown={(event) => listboxKeyHandler(menu.slots.length, active, setActive, choose)(event)}
        onFocus={() => {
          if (active < 0 && menu.slots.length > 0) setActive(0);
        }}
        className="@container min-h-0 flex-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900"
      >
        {split ? (
          <>
            <div role="group" aria-label={`Reranked top ${top}`}>
              {menu.slots.slice(0, top).map(row)}
            </div>
            <div
              aria-hidden="true"
              data-testid="rerank-divider"
              className="my-1 flex items-center gap-2 text-[10px] font-medium uppercase tracking-wide text-sky-700 dark:text-sky-300"
            >
              <span className="h-px flex-1 bg-sky-400/70" />
              reranked top {top} ↑ · retriever order ↓
              <span className="h-px flex-1 bg-sky-400/70" />
            </div>
            <div role="group" aria-label="Retriever order">
              {menu.slots.slice(top).map((s, k) => row(s, k + top))}
            </div>
          </>
        ) : (
          menu.slots.map(row)
        )}
      </div>
    </section>
  );
}
