import { useId } from 'react';
import { useDraftNumber } from '../../shared/useDraftNumber';

interface SizeInputProps {
  label: string;
  /** Symbol shown after the label (K, L). */
  symbol: string;
  value: number;
  min: number;
  max: number;
  description: string;
  /** How the range's upper end reads in the refusal when it is another parameter (L's is K). */
  maxLabel?: string;
  onCommit: (value: number) => void;
}

const COMMIT_DELAY_MS = 250;

/**
 * A labelled integer input that commits a valid value shortly after typing stops (or on
 * Enter), so typing "16" does not build a 1-slot menu first. A value out of range is refused
 * with a message under the input (the menus keep the current value); Escape puts it back.
 */
export function SizeInput({ label, symbol, value, min, max, description, maxLabel, onCommit }: SizeInputProps) {
  const id = useId();
  const inRange = (x: number): boolean => Number.isInteger(x) && x >= min && x <= max;
  const { draft, valid, refused, setDraft, commitNow, revert, revertEmpty } = useDraftNumber(
    value,
    inRange,
    COMMIT_DELAY_MS,
    onCommit,
  );
  const upper = maxLabel ? `${maxLabel} (${max})` : String(max);

  return (
    <div className="relative flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-600 dark:text-slate-300" title={description}>
        {/* The words hide visually on narrower screens (the symbol and the tooltip stay); the accessible name keeps them. */}
        <span className="sr-only 2xl:not-sr-only">{label} </span>
        <span className="font-semibold italic text-slate-900 dark:text-slate-100">{symbol}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        aria-invalid={!valid}
        aria-description={`${description} (${min}–${max})`}
        aria-errormessage={refused ? `${id}-refused` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitNow();
          if (e.key === 'Escape') revert();
        }}
        onBlur={revertEmpty}
        className="h-8 w-16 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 aria-[invalid=true]:border-rose-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {refused && (
        <p
          id={`${id}-refused`}
          role="alert"
          data-testid={`refused-${symbol}`}
          className="absolute top-full right-0 z-30 mt-1 w-max max-w-72 rounded-md border border-rose-300 bg-rose-50 px-2 py-1 text-xs text-rose-900 shadow dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
        >
          {symbol} must be a whole number from {min} to {upper}: {draft.trim()} is not applied, the menus keep {symbol}{' '}
          = {value} (Escape puts it back).
        </p>
      )}
    </div>
  );
}
