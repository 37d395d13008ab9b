import { useCallback, useEffect, useState } from 'react';
import { sourceLength, usePlaybackHighlight, type StepSource } from './usePlaybackHighlight';

/** Milliseconds between played calls. */
export const PLAY_INTERVAL_MS = 600;

export interface RunPlayback {
  /** Calls shown so far (0: nothing played yet). */
  step: number;
  total: number;
  playing: boolean;
  /** Played at least once since the run changed (outcomes show once a column's calls are all shown). */
  started: boolean;
  play: () => void;
  pause: () => void;
  stepForward: () => void;
  reset: () => void;
}

/** Play / pause / step through `total` calls; starts over when `runKey` changes (another task, seed or preset). */
export function useRunPlayback(total: number, runKey: string): RunPlayback {
  const [state, setState] = useState({ step: 0, playing: false, started: false, key: runKey });
  if (state.key !== runKey) setState({ step: 0, playing: false, started: false, key: runKey });
  const current = state.key === runKey ? state : { step: 0, playing: false, started: false };
  const { step, started } = current;
  // Playing stops by itself at the last call.
  const playing = current.playing && step < total;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(
      () => setState((s) => ({ ...s, step: Math.min(total, s.step + 1) })),
      step === 0 ? 0 : PLAY_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [playing, step, total]);
  const play = useCallback(
    () => setState((s) => ({ ...s, started: true, playing: true, step: s.step >= total ? 0 : s.step })),
    [total],
  );
  const pause = useCallback(() => setState((s) => ({ ...s, playing: false })), []);
  const stepForward = useCallback(
    () => setState((s) => ({ ...s, started: true, playing: false, step: Math.min(total, s.step + 1) })),
    [total],
  );
  const reset = useCallback(() => setState((s) => ({ ...s, step: 0, playing: false, started: false })), []);
  return { step, total, playing, started, play, pause, stepForward, reset };
}

/**
 * A playback over a step source (the simulated run's calls, a planner's plan) on both menus: the
 * controls' state, and the played step lit on the graph under `caption` ("Run call", "Plan step").
 * Starts over when `key` changes. `source` should be memoized.
 */
export function useStepPlayback(source: StepSource | undefined, key: string, caption: string): RunPlayback {
  const playback = useRunPlayback(source ? sourceLength(source) : 0, key);
  usePlaybackHighlight(source, playback.step, caption);
  return playback;
}
