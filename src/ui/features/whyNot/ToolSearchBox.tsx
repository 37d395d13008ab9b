import { useId, useState, type KeyboardEvent } from 'react';
import type { ToolHitView } from '../../../worker/views/whyNotView';
import { useToolSearch } from './useToolQueries';

/**
 * A search over the whole catalog by tool id or name (in the worker, per keystroke): a combobox
 * whose list the arrows walk; Enter or a click chooses a tool, Escape closes the list, then clears.
 */
export function ToolSearchBox({
  label,
  placeholder,
  onChoose,
  testId,
}: {
  label: string;
  placeholder: string;
  onChoose: (hit: ToolHitView) => void;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useToolSearch(text);
  const listId = useId();
  const typed = text.trim() !== '';
  const hits = typed ? (search.data?.hits ?? []) : [];
  const shown = open && typed;
  const choose = (hit: ToolHitView | undefined): void => {
    if (!hit) return;
    onChoose(hit);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const move = (to: number): void => {
      event.preventDefault();
      setOpen(true);
      setActive(Math.max(0, Math.min(hits.length - 1, to)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[Math.min(active, hits.length - 1)]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      if (shown) setOpen(false);
      else setText('');
    }
  };
  const optionId = (k: number): string => `${listId}-${k}`;
  return (
    <div className="relative min-w-0" data-testid={testId}>
      <input
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={shown && hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && hits.length > 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded border border-slate-300 bg-white px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900"
      />
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: matches`}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded border border-slate-200 bg-white py-1 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {hits.length === 0 ? (
            <li className="px-2 py-1 text-slate-600 italic dark:text-slate-400">
              {search.isFetching ? 'Searching…' : 'No tool matches.'}
            </li>
          ) : (
            hits.map((h, k) => (
              <li
                key={h.toolId}
                id={optionId(k)}
                role="option"
                aria-selected={k === active}
                // Chosen before the input's blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(h)}
                onMouseEnter={() => setActive(k)}
                className="cursor-pointer truncate px-2 py-1 font-mono aria-selected:bg-sky-100 dark:aria-selected:bg-sky-900/60"
                title={h.name === h.toolId ? h.toolId : `${h.toolId} — ${h.name}`}
              >
                {h.toolId}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
