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
}

const COMMIT_DELAY_MS = 200;
const isWeight = (x: number): boolean => x >= 0;

/** A labelled weight (any finite number ≥ 0) that commits shortly after typing stops or on Enter; marks a changed value. */
export function WeightInput({ symbol, label, value, defaultValue, onCommit }: WeightInputProps) {
  const id = useId();
  const { draft, valid, setDraft, commitNow, revert } = useDraftNumber(value, isWeight, COMMIT_DELAY_MS, onCommit);
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
        step={0.05}
        value={draft}
        aria-invalid={!valid}
        aria-describedby={changed ? `${id}-default` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitNow();
        }}
        onBlur={revert}
        className="h-7 rounded-md border border-slate-300 bg-white px-1.5 text-sm tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 aria-[invalid=true]:border-rose-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
