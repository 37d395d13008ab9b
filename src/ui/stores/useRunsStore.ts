import { create } from 'zustand';
import type { PlannerName, WeightPreset } from '../../core/index';

/** An uploaded trace file (its text stays in memory; `revision` keys the overlay query). */
export interface UploadedTrace {
  file: string;
  text: string;
  revision: number;
}

interface RunsState {
  preset: WeightPreset;
  seed: number;
  planner: PlannerName;
  trace: UploadedTrace | null;
  setPreset: (preset: WeightPreset) => void;
  setSeed: (seed: number) => void;
  setPlanner: (planner: PlannerName) => void;
  setTrace: (file: string, text: string) => void;
  clearTrace: () => void;
}

/** The Runs tab's choices: weight preset, simulation seed, planner shown, uploaded trace. */
export const useRunsStore = create<RunsState>()((set) => ({
  preset: 'interactive',
  seed: 1,
  planner: 'greedy',
  trace: null,
  setPreset: (preset) => set({ preset }),
  setSeed: (seed) => set({ seed }),
  setPlanner: (planner) => set({ planner }),
  setTrace: (file, text) => set((s) => ({ trace: { file, text, revision: (s.trace?.revision ?? 0) + 1 } })),
  clearTrace: () => set({ trace: null }),
}));
