import type { Core } from 'cytoscape';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { MenuMethod } from '../../../core/index';
import type { MenuGraphView } from '../../../worker/views/graphViews';
import type { MenusView } from '../../../worker/views/inspectorViews';
import { useResolvedTheme } from '../../app/useResolvedTheme';
import { useAwaitingRequest } from '../../queries/useAwaitingRequest';
import { useLargeCatalog, useValueAfterPaint } from '../../queries/largeCatalog';
import { downloadBlob } from '../../shared/downloadFile';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { useSelectSlot } from '../../stores/useSelectSlot';
import { useSelectionShownIn, useSelectionStore, type SlotSelection } from '../../stores/useSelectionStore';
import { useViewStore, type GraphMode } from '../../stores/useViewStore';
import { useLibraryStore } from '../../stores/useLibraryStore';
import { ModalDialog } from '../../shared/ModalDialog';
import { blockedTools } from './graphElements';
import { GraphLegend } from './GraphLegend';
import { MenuGraph } from './MenuGraph';
import { MissingFields } from './MissingFields';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

const MODES: readonly GraphMode[] = ['relevance', 'state-path', 'both'];
const GRAPH_TOGGLE_LABEL: Record<GraphMode, string> = {
  relevance: 'Relevance',
  'state-path': 'State-Path',
  both: 'Both',
};
const MODE_TITLE: Record<GraphMode, string> = {
  relevance: `${METHOD_TITLE.relevance} menu`,
  'state-path': `${METHOD_TITLE['state-path']} menu`,
  both: 'Both menus overlaid',
};

/** The slot a tapped overlay node selects: in the selected menu when it is there, else State-Path, else relevance. */
function overlaySlot(graph: MenuGraphView, toolId: string, current: SlotSelection | null): SlotSelection {
  const ranks = graph.nodes.find((n) => n.toolId === toolId)?.ranks ?? {};
  const order: MenuMethod[] = current ? [current.method, 'state-path', 'relevance'] : ['state-path', 'relevance'];
  const method = order.find((m) => ranks[m] !== undefined) ?? 'state-path';
  return { method, toolId };
}

/** The top-L producer → consumer graph: one menu or both overlaid, a finding's highlight, PNG export. */
export const GraphPanel = memo(function GraphPanel({ menus: current }: { menus: MenusView }) {
  // A large catalog's graph follows the menus a frame later, in a task of its own.
  const large = useLargeCatalog();
  const menus = useValueAfterPaint(current, large);
  const mode = useViewStore((s) => s.graphMethod);
  const setMode = useViewStore((s) => s.setGraphMethod);
  const highlight = useViewStore((s) => s.highlight);
  const clearHighlight = useViewStore((s) => s.clearHighlight);
  const selection = useSelectionStore((s) => s.slot);
  // Highlighted in the same draw as the graph of the task it was selected in.
  const graphSelection = useSelectionShownIn(menus);
  const selectSlot = useSelectSlot();
  const theme = useResolvedTheme();
  const awaiting = useAwaitingRequest();
  const graph = mode === 'both' ? menus.overlay : mode === 'relevance' ? menus.relevance.graph : menus.statePath.graph;
  const tools = graph.nodes.filter((n) => n.kind === 'tool').length;
  const [enlarged, setEnlarged] = useState(false);
  const blocked = useMemo(
    () =>
      blockedTools(
        mode === 'both'
          ? [menus.relevance.diagnosis, menus.statePath.diagnosis]
          : [(mode === 'relevance' ? menus.relevance : menus.statePath).diagnosis],
      ),
    [menus, mode],
  );
  const core = useRef<Core | null>(null);
  const onCore = useCallback((c: Core | null) => {
    core.current = c;
  }, []);
  const shownHighlight = highlight && (mode === 'both' || highlight.method === mode) ? highlight : null;
  const exportPng = (): void => {
    const c = core.current;
    if (!c) return;
    const blob = c.png({ output: 'blob', full: true, scale: 2, bg: theme === 'dark' ? '#0f172a' : '#ffffff' });
    downloadBlob(`graph-${mode}-${menus.taskId.replace(/[^A-Za-z0-9._-]+/g, '_')}.png`, blob);
  };
  const graphProps = {
    graph,
    theme,
    selectedToolId: mode === 'both' || graphSelection?.method === mode ? (graphSelection?.toolId ?? null) : null,
    onSelectTool: (toolId: string) =>
      selectSlot(
        mode === 'both' ? overlaySlot(graph, toolId, useSelectionStore.getState().slot) : { method: mode, toolId },
      ),
    highlighted: shownHighlight?.nodeIds ?? null,
    blocked,
    label: `${MODE_TITLE[mode]}, top ${menus.top} slots: ${tools} tools and their producer → consumer links`,
  };
  const button = `shrink-0 ${SMALL_BUTTON}`;
  return (
    <section
      aria-label="Menu graph"
      className="flex min-h-0 min-w-0 flex-col [contain:size_layout] gap-1.5 overflow-hidden border-b border-slate-200 p-3 dark:border-slate-800"
    >
      <header className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
        <h2 className="mr-auto text-sm font-semibold whitespace-nowrap text-slate-900 dark:text-slate-100">
          Graph · top {menus.top}
        </h2>
        <button type="button" onClick={exportPng} className={button} title="Download the graph as a PNG image">
          PNG
        </button>
        <button type="button" onClick={() => setEnlarged(true)} className={button}>
          Enlarge
        </button>
        {selection && (
          <button
            type="button"
            onClick={() => useLibraryStore.getState().openEditor(selection.toolId)}
            className={button}
            aria-label="Edit the schema of the selected tool"
            title={`Edit the schema of ${selection.toolId}`}
          >
            Edit
          </button>
        )}
        {/* The key opens over the graph: in the side panel at 1280×800 every line of a visible
            legend is a line the canvas loses, and the labels shrink with it. */}
        <details className="group relative mr-auto">
          <summary className={`${button} cursor-pointer list-none`}>Legend</summary>
          <div className="absolute left-0 z-20 mt-1 w-72 rounded-md border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-600 dark:bg-slate-900">
            <GraphLegend overlay={mode === 'both'} />
          </div>
        </details>
        <fieldset className="flex rounded-md border border-slate-300 p-0.5 text-xs dark:border-slate-600">
          <legend className="sr-only">Menu drawn in the graph</legend>
          {MODES.map((m) => (
            <label
              key={m}
              title={MODE_TITLE[m]}
              className="relative cursor-pointer rounded px-1.5 py-0.5 whitespace-nowrap text-slate-600 has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-sky-500 dark:text-slate-300"
            >
              <input
                type="radio"
                name="graph-method"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              {GRAPH_TOGGLE_LABEL[m]}
            </label>
          ))}
        </fieldset>
      </header>
      {shownHighlight && (
        <p
          data-testid="graph-highlight"
          className="flex items-center gap-2 rounded bg-amber-50 px-2 py-0.5 text-[11px] text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <span className="min-w-0 flex-1 truncate" title={shownHighlight.label}>
            Highlighted: {shownHighlight.label}
          </span>
          <button
            type="button"
            onClick={clearHighlight}
            className="shrink-0 underline focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            Clear
          </button>
        </p>
      )}
      <div className="relative min-h-0 flex-1 rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <MenuGraph {...graphProps} compact onCore={onCore} />
        {awaiting && (
          <p className="absolute inset-0 flex items-center justify-center bg-white/90 text-xs text-slate-600 dark:bg-slate-900/90 dark:text-slate-400">
            The graph draws once the new task has a request.
          </p>
        )}
      </div>
      <MissingFields graph={graph} />
      {enlarged && (
        <ModalDialog title={`${MODE_TITLE[mode]} · top ${menus.top}`} onClose={() => setEnlarged(false)}>
          <MenuGraph {...graphProps} testId="menu-graph-large" />
        </ModalDialog>
      )}
    </section>
  );
});
