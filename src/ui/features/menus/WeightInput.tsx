import { useId } from 'react';
import { useDraftNumber } from '../../shared/useDraftNumber';

interface WeightInputProps {
  /** The paper's symbol (λ, η, w_m…). */
  symbol: string;
  /** What it weighs, in words (the accessible name starts with it). */
  label: string;
  value: number;
  defaultValue: number;
  onCommit: (value: number) => void;
  /** Largest accepted value (a share: 1); absent: any finite number ≥ 0. */
  max?: number;
}

const COMMIT_DELAY_MS = 200;
const isWeight = (x: number): boolean => x >= 0;

/**
 * A labelled weight (any finite number ≥ 0) that commits shortly after typing stops or on Enter;
 * marks a changed value. A negative or non-numeric value is refused with a message (the menus
 * keep the current weight); Escape puts the current weight back (and closes the panel).
 */
export function WeightInput({ symbol, label, value, defaultValue, onCommit, max }: WeightInputProps) {
  const id = useId();
  const { draft, valid, refused, setDraft, commitNow, revert, revertEmpty } = useDraftNumber(
    value,
    max === undefined ? isWeight : (x) => isWeight(x) && x <= max,
    COMMIT_DELAY_MS,
    onCommit,
  );
  const changed = value !== defaultValue;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_4.5rem] items-center gap-x-2">
      <label htmlFor={id} className="text-xs text-slate-700 dark:text-slate-300">
        {label} <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">{symbol}</span>
      </label>
      {changed && (
        <span id={`${id}-default`} className="col-start-1 row-start-2 -mt-1 text-[10px] text-sky-700 dark:text-sky-300">
          changed from the default {defaultValue}
        </span>
      )}
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={0.05}
        value={draft}
        aria-invalid={!valid}
        aria-describedby={changed ? `${id}-default` : undefined}
        aria-errormessage={refused ? `${id}-refused` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitNow();
          if (e.key === 'Escape') revert();
        }}
        onBlur={revertEmpty}
        className="h-7 rounded-md border border-slate-300 bg-white px-1.5 text-sm tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 aria-[invalid=true]:border-rose-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {refused && (
        <p
          id={`${id}-refused`}
          role="alert"
          data-testid={`refused-${symbol}`}
          className="col-span-2 text-[11px] leading-snug text-rose-700 dark:text-rose-300"
        >
          {symbol} must be a number {max === undefined ? '≥ 0' : `in [0, ${max}]`}: {draft.trim()} is not applied, the
          menus keep {symbol} = {value}.
        </p>
      )}
    </div>
  );
}
