import { useState } from 'react';
import { SMALL_BUTTON } from '../../shared/buttonStyles';
import { ToolSearchBox } from '../whyNot/ToolSearchBox';

const CHIP = 'rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100';
const ICON_BUTTON =
  'rounded px-1 text-[11px] leading-none text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-30 dark:text-amber-100 dark:hover:bg-amber-800';

/** A chain with the step at `from` moved to `to` (both in range). */
export function moveStep(chain: readonly string[], from: number, to: number): string[] {
  const next = [...chain];
  const [step] = next.splice(from, 1);
  if (step !== undefined) next.splice(to, 0, step);
  return next;
}

/**
 * The task's gold path: the ordered chain, or the unordered gold tools. With `onChange`, it can
 * be edited: **Edit gold** (or **+ Gold chain** where the task has none) lists the steps with
 * buttons to move each earlier or later or remove it, and a catalog search adds a step at the
 * end; each change rebuilds the menus (the ★, the verdict's targets, Scores' figures for a file
 * exported with it). Unordered gold tools become a chain in their listed order once edited.
 */
export function GoldChain({
  gold,
  onChange,
}: {
  gold: { chain: string[]; tools: string[] } | null;
  /** Sets the chain (tool ids, first step first; [] for none). Absent: read only. */
  onChange?: (chain: string[]) => void;
}) {
  const [editing, setEditing] = useState(false);
  const ordered = gold !== null && gold.chain.length > 0;
  const ids = gold === null ? [] : ordered ? gold.chain : gold.tools;
  if (editing && onChange) return <GoldChainEditor chain={ids} onChange={onChange} onDone={() => setEditing(false)} />;
  if (ids.length === 0)
    return onChange ? (
      <button type="button" className={SMALL_BUTTON} onClick={() => setEditing(true)}>
        + Gold chain
      </button>
    ) : null;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 font-semibold whitespace-nowrap">{ordered ? 'Gold chain' : 'Gold tools'}</span>
      <ol aria-label={ordered ? 'Gold chain' : 'Gold tools'} className="flex min-w-0 flex-wrap items-center gap-1">
        {ids.map((id, k) => (
          <li key={id} className="flex items-center gap-1 font-mono text-[11px]">
            {k > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                {ordered ? '→' : '·'}
              </span>
            )}
            <span className={CHIP}>{id}</span>
          </li>
        ))}
      </ol>
      {onChange && (
        <button type="button" className={`${SMALL_BUTTON} shrink-0 whitespace-nowrap`} onClick={() => setEditing(true)}>
          Edit gold
        </button>
      )}
    </div>
  );
}

/** The gold chain's steps with move and remove buttons, and a catalog search that adds a step. */
function GoldChainEditor({
  chain,
  onChange,
  onDone,
}: {
  chain: readonly string[];
  onChange: (chain: string[]) => void;
  onDone: () => void;
}) {
  const last = chain.length - 1;
  return (
    <div role="group" aria-label="Edit the gold chain" className="flex min-w-0 flex-wrap items-center gap-1.5">
      <span className="shrink-0 font-semibold whitespace-nowrap">Gold chain</span>
      {chain.length === 0 && <span className="italic">no steps yet: add the first one</span>}
      <ol aria-label="Gold chain" className="flex min-w-0 flex-wrap items-center gap-1">
        {chain.map((id, k) => (
          <li key={id} className={`flex items-center gap-0.5 font-mono text-[11px] ${CHIP}`}>
            <span className="mr-0.5 text-[10px]">{k + 1}.</span>
            {id}
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={k === 0}
              aria-label={`Move ${id} earlier`}
              title="Earlier"
              onClick={() => onChange(moveStep(chain, k, k - 1))}
            >
              ←
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={k === last}
              aria-label={`Move ${id} later`}
              title="Later"
              onClick={() => onChange(moveStep(chain, k, k + 1))}
            >
              →
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={`Remove ${id} from the gold chain`}
              title="Remove"
              onClick={() => onChange(chain.filter((c) => c !== id))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className="w-56">
        <ToolSearchBox
          label="Add a gold step"
          placeholder="Add a step: tool id or name…"
          testId="gold-search"
          onChoose={(hit) => {
            if (!chain.includes(hit.toolId)) onChange([...chain, hit.toolId]);
          }}
        />
      </div>
      <button type="button" className={SMALL_BUTTON} onClick={onDone}>
        Done
      </button>
    </div>
  );
}
