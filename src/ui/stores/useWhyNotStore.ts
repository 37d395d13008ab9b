import { create } from 'zustand';

/** The tool the Why not? tab explains (kept while other tabs show; the baseline summary sets it too). */
export const useWhyNotStore = create<{ toolId: string | null; setToolId: (id: string | null) => void }>()((set) => ({
  toolId: null,
  setToolId: (toolId) => set({ toolId }),
}));
