import { create } from 'zustand';
import type { MenuMethod } from '../../core/index';

export type DetailTab = 'breakdown' | 'diagnosis';

interface ViewState {
  /** Which menu the graph draws. */
  graphMethod: MenuMethod;
  detailTab: DetailTab;
  setGraphMethod: (method: MenuMethod) => void;
  setDetailTab: (tab: DetailTab) => void;
}

/** Layout state: the graph's menu and the open detail tab. */
export const useViewStore = create<ViewState>()((set) => ({
  graphMethod: 'state-path',
  detailTab: 'breakdown',
  setGraphMethod: (graphMethod) => set({ graphMethod }),
  setDetailTab: (detailTab) => set({ detailTab }),
}));
