import type { ReactNode } from 'react';
import { BUTTON } from './runsFormat';
import type { RunPlayback } from './useRunPlayback';

export interface PlaybackControlsProps {
  playback: RunPlayback;
  /** The group's accessible name ("Simulated run controls"). */
  label: string;
  /** What one step is called in the progress ("call", "step"). */
  unit: string;
  /** Appended to each button's accessible name (" plan") so two playbacks on one panel stay distinct. */
  nameSuffix?: string;
  progressTestId: string;
  /** Extra controls after the progress (seed, weights). */
  children?: ReactNode;
}

/** Run / Pause / Step / Reset and the progress of a playback, whatever it steps through. */
export function PlaybackControls({
  playback,
  label,
  unit,
  nameSuffix = '',
  progressTestId,
  children,
}: PlaybackControlsProps) {
  const { step, total, playing } = playback;
  const name = (verb: string): string | undefined => (nameSuffix ? `${verb}${nameSuffix}` : undefined);
  const runVerb = step > 0 && step < total ? 'Resume' : 'Run';
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2 text-xs">
      {/* One button position for Run and Pause: React keeps the element, so keyboard focus stays on it. */}
      {playing ? (
        <button type="button" className={BUTTON} onClick={playback.pause} aria-label={name('Pause')}>
          Pause
        </button>
      ) : (
        <button
          type="button"
          className={`${BUTTON} border-sky-400 bg-sky-50 dark:border-sky-700 dark:bg-sky-950`}
          onClick={playback.play}
          aria-label={name(runVerb)}
        >
          {runVerb}
        </button>
      )}
      <button
        type="button"
        className={BUTTON}
        onClick={playback.stepForward}
        disabled={step >= total}
        aria-label={name('Step')}
      >
        Step
      </button>
      <button
        type="button"
        className={BUTTON}
        onClick={playback.reset}
        disabled={step === 0 && !playback.started}
        aria-label={name('Reset')}
      >
        Reset
      </button>
      <span data-testid={progressTestId} aria-live="polite" className="tabular-nums text-slate-600 dark:text-slate-400">
        {unit} {step} / {total}
      </span>
      {children}
    </div>
  );
}
