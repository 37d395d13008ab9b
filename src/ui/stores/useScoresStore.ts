import { create } from 'zustand';
import type { EvaluationQuery, EvaluationView } from '../../worker/views/evaluationView';

/** Scores kept to compare later ones with: what they were scored with, and on which catalog revision. */
export interface ScoresBaseline {
  view: EvaluationView;
  query: EvaluationQuery;
  revision: number | undefined;
}

interface ScoresState {
  baseline: ScoresBaseline | null;
  keepBaseline: (baseline: ScoresBaseline) => void;
  clearBaseline: () => void;
}

/** The Scores dialog's baseline: kept while the page is open (a tuned rule or a schema edit is then scored against it). */
export const useScoresStore = create<ScoresState>()((set) => ({
  baseline: null,
  keepBaseline: (baseline) => set({ baseline }),
  clearBaseline: () => set({ baseline: null }),
}));
