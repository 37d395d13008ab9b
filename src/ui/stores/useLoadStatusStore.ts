import { create } from 'zustand';
import type { LoadProgressView } from '../../worker/views/workspaceViews';

/** The latest load as the UI shows it: running (with progress), failed, or done. */
export type LoadStatus =
  | { state: 'idle' }
  | { state: 'running'; what: string; progress: LoadProgressView | null }
  | { state: 'failed'; what: string; message: string }
  | { state: 'done'; summary: string; warnings: string[] };

interface LoadStatusState {
  status: LoadStatus;
  setStatus: (status: LoadStatus) => void;
  /** Updates the progress of the running load (ignored when none runs). */
  setProgress: (progress: LoadProgressView) => void;
  dismiss: () => void;
}

/** UI state of catalog loads (the worker does the loading). */
export const useLoadStatusStore = create<LoadStatusState>()((set) => ({
  status: { state: 'idle' },
  setStatus: (status) => set({ status }),
  setProgress: (progress) => set((s) => (s.status.state === 'running' ? { status: { ...s.status, progress } } : s)),
  dismiss: () => set({ status: { state: 'idle' } }),
}));
