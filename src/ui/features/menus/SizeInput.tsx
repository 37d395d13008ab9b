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
  onCommit: (value: number) => void;
}

const COMMIT_DELAY_MS = 250;

/**
 * A labelled integer input that commits a valid value shortly after typing stops (or on
 * Enter), so typing "16" does not build a 1-slot menu first.
 */
export function SizeInput({ label, symbol, value, min, max, description, onCommit }: SizeInputProps) {
  const id = useId();
  const inRange = (x: number): boolean => Number.isInteger(x) && x >= min && x <= max;
  const { draft, valid, setDraft, commitNow, revert } = useDraftNumber(value, inRange, COMMIT_DELAY_MS, onCommit);

  return (
    <div className="flex items-center gap-1.5">
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
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitNow();
        }}
        onBlur={revert}
        className="h-8 w-16 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 aria-[invalid=true]:border-rose-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
