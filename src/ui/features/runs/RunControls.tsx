import { WEIGHT_PRESET_NAMES, type WeightPreset } from '../../../core/index';
import { useRunsStore } from '../../stores/useRunsStore';
import { BUTTON, INPUT } from './runsFormat';
import type { RunPlayback } from './useRunPlayback';

/** Run / Pause / Step / Reset of the simulated agent, the simulation seed and the weight preset. */
export function RunControls({ playback }: { playback: RunPlayback }) {
  const preset = useRunsStore((s) => s.preset);
  const setPreset = useRunsStore((s) => s.setPreset);
  const seed = useRunsStore((s) => s.seed);
  const setSeed = useRunsStore((s) => s.setSeed);
  const { step, total, playing } = playback;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {playing ? (
        <button type="button" className={BUTTON} onClick={playback.pause}>
          Pause
        </button>
      ) : (
        <button type="button" className={`${BUTTON} border-sky-400 bg-sky-50 dark:border-sky-700 dark:bg-sky-950`} onClick={playback.play}>
          {step > 0 && step < total ? 'Resume' : 'Run'}
        </button>
      )}
      <button type="button" className={BUTTON} onClick={playback.stepForward} disabled={step >= total}>
        Step
      </button>
      <button type="button" className={BUTTON} onClick={playback.reset} disabled={step === 0 && !playback.started}>
        Reset
      </button>
      <span data-testid="run-progress" className="tabular-nums text-slate-500 dark:text-slate-400">
        call {step} / {total}
      </span>
      <label className="ml-auto flex items-center gap-1">
        Seed
        <input
          type="number"
          min={0}
          step={1}
          aria-label="Simulation seed"
          className={`${INPUT} w-14`}
          value={seed}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 0) setSeed(n);
          }}
        />
      </label>
      <label className="flex items-center gap-1">
        Weights
        <select aria-label="Weight preset" className={INPUT} value={preset} onChange={(e) => setPreset(e.target.value as WeightPreset)}>
          {WEIGHT_PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
