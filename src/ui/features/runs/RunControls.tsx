import { WEIGHT_PRESET_NAMES, type WeightPreset } from '../../../core/index';
import { useRunsStore } from '../../stores/useRunsStore';
import { PlaybackControls } from './PlaybackControls';
import { INPUT } from './runsFormat';
import type { RunPlayback } from './useRunPlayback';

/** Run / Pause / Step / Reset of the simulated agent, the simulation seed and the weight preset. */
export function RunControls({ playback }: { playback: RunPlayback }) {
  const preset = useRunsStore((s) => s.preset);
  const setPreset = useRunsStore((s) => s.setPreset);
  const seed = useRunsStore((s) => s.seed);
  const setSeed = useRunsStore((s) => s.setSeed);
  return (
    <PlaybackControls playback={playback} label="Simulated run controls" unit="call" progressTestId="run-progress">
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
        <select
          aria-label="Weight preset"
          className={INPUT}
          value={preset}
          onChange={(e) => setPreset(e.target.value as WeightPreset)}
        >
          {WEIGHT_PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
    </PlaybackControls>
  );
}
