import { create } from 'zustand';
import type { MenuMethod } from '../../core/index';

export type DetailTab = 'breakdown' | 'diagnosis' | 'diff' | 'runs' | 'whyNot';

/** The graph draws one menu's top L, or both overlaid. */
export type GraphMode = MenuMethod | 'both';

/** Nodes a diagnosis finding points at, highlighted in the graph of its menu. */
export interface GraphHighlight {
  method: MenuMethod;
  /** Graph node ids (graphNodeId). */
  nodeIds: string[];
  /** What was clicked, for the graph's caption. */
  label: string;
}

interface ViewState {
  /** Which menu the graph draws. */
  graphMethod: GraphMode;
  detailTab: DetailTab;
  highlight: GraphHighlight | null;
  setGraphMethod: (method: GraphMode) => void;
  setDetailTab: (tab: DetailTab) => void;
  /** Highlights a finding's nodes and switches the graph to its menu. */
  showFinding: (highlight: GraphHighlight) => void;
  clearHighlight: () => void;
  /** Highlights a played call (Runs tab) without switching the graph's menu. */
  showRunCall: (highlight: GraphHighlight) => void;
}

/** Layout state: the graph's menu, the open detail tab, the highlighted finding. */
export const useViewStore = create<ViewState>()((set) => ({
  graphMethod: 'state-path',
  detailTab: 'breakdown',
  highlight: null,
  setGraphMethod: (graphMethod) =>
    set((s) => ({
      graphMethod,
      highlight: s.highlight && (graphMethod === 'both' || graphMethod === s.highlight.method) ? s.highlight : null,
    })),
  setDetailTab: (detailTab) => set({ detailTab }),
  showFinding: (highlight) => set({ highlight, graphMethod: highlight.method }),
  clearHighlight: () => set({ highlight: null }),
  showRunCall: (highlight) => set({ highlight }),
}));
