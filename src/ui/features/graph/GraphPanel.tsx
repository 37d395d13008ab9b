import { useState } from 'react';
import type { MenuMethod } from '../../../core/index';
import type { MenusView } from '../../../worker/views/inspectorViews';
import { useResolvedTheme } from '../../app/useResolvedTheme';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { useSelectSlot } from '../../stores/useSelectSlot';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useViewStore } from '../../stores/useViewStore';
import { GraphDialog } from './GraphDialog';
import { GraphLegend } from './GraphLegend';
import { MenuGraph } from './MenuGraph';

const METHODS: readonly MenuMethod[] = ['relevance', 'state-path'];
const GRAPH_TOGGLE_LABEL: Record<MenuMethod, string> = { relevance: 'Relevance', 'state-path': 'State-Path' };

/** The top-L producer → consumer graph of one menu, with a relevance / State-Path toggle. */
export function GraphPanel({ menus }: { menus: MenusView }) {
  const method = useViewStore((s) => s.graphMethod);
  const setMethod = useViewStore((s) => s.setGraphMethod);
  const selection = useSelectionStore((s) => s.slot);
  const selectSlot = useSelectSlot();
  const theme = useResolvedTheme();
  const menu = method === 'relevance' ? menus.relevance : menus.statePath;
  const tools = menu.graph.nodes.filter((n) => n.kind === 'tool').length;
  const [enlarged, setEnlarged] = useState(false);
  const graphProps = {
    graph: menu.graph,
    theme,
    selectedToolId: selection?.method === method ? selection.toolId : null,
    onSelectTool: (toolId: string) => selectSlot({ method, toolId }),
    label: `${METHOD_TITLE[method]} menu, top ${menus.top} slots: ${tools} tools and their producer → consumer links`,
  };
  return (
    <section aria-label="Menu graph" className="flex min-h-0 flex-col gap-1.5 border-b border-slate-200 p-3 dark:border-slate-800">
      <header className="flex items-center justify-between gap-2">
        <h2 className="mr-auto text-sm font-semibold whitespace-nowrap text-slate-900 dark:text-slate-100">Graph · top {menus.top}</h2>
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Enlarge
        </button>
        <fieldset className="flex rounded-md border border-slate-300 p-0.5 text-xs dark:border-slate-600">
          <legend className="sr-only">Menu drawn in the graph</legend>
          {METHODS.map((m) => (
            <label key={m} className="relative cursor-pointer rounded px-2 py-0.5 whitespace-nowrap text-slate-600 has-checked:bg-sky-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-sky-500 dark:text-slate-300">
              <input type="radio" name="graph-method" value={m} checked={method === m} onChange={() => setMethod(m)} className="absolute inset-0 cursor-pointer appearance-none opacity-0" />
              {GRAPH_TOGGLE_LABEL[m]}
            </label>
          ))}
        </fieldset>
      </header>
      <div className="min-h-0 flex-1 rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <MenuGraph {...graphProps} />
      </div>
      <GraphLegend />
      {enlarged && (
        <GraphDialog title={`${METHOD_TITLE[method]} menu · top ${menus.top}`} onClose={() => setEnlarged(false)}>
          <MenuGraph {...graphProps} testId="menu-graph-large" />
        </GraphDialog>
      )}
    </section>
  );
}
