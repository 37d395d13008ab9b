import cytoscape, { type Core, type NodeCollection } from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { MenuGraphView } from '../../../worker/views/graphViews';
import type { Theme } from '../../stores/useThemeStore';
import { drawGraph, fitViewport, NO_WRAP, nodeHeight, sameWrap, wrapGraph, type GraphWrap } from './graphElements';
import { graphStyle } from './graphStyle';

interface MenuGraphProps {
  graph: MenuGraphView;
  theme: Theme;
  selectedToolId: string | null;
  onSelectTool: (toolId: string) => void;
  /** Node ids of a diagnosis finding: ringed, the rest faded. */
  highlighted?: readonly string[] | null;
  /** Tools on the menu that cannot run (the diagnosis' blocked producers): tool id → the inputs they lack. */
  blocked?: ReadonlyMap<string, string> | null;
  label: string;
  testId?: string;
  /** The side panel's small canvas: edge field names hide until the graph is drawn at 1:1 or more (graphStyle). */
  compact?: boolean;
  /** Receives the Cytoscape instance (PNG export), null when it goes. */
  onCore?: (core: Core | null) => void;
}

/** Margin around the fitted graph (small: at 1280×800 the side panel's canvas is under 200 px tall). */
const FIT_PADDING = 10;
/** Margin around a highlighted finding's nodes, so the zoom onto it keeps some context. */
const LIT_PADDING = 72;

/** Fits the view to `nodes` from their preset boxes (fitViewport): no label is measured. An unchanged view is not set again (that would redraw). */
function fitNodes(core: Core, nodes: NodeCollection, padding: number): void {
  const boxes = nodes.map((n) => ({
    ...n.position(),
    width: Number(n.data('width')) || 0,
    height: nodeHeight(String(n.data('kind'))),
  }));
  const view = fitViewport(boxes, core.width(), core.height(), padding, core.minZoom(), core.maxZoom());
  const pan = core.pan();
  if (view && (view.zoom !== core.zoom() || view.pan.x !== pan.x || view.pan.y !== pan.y)) core.viewport(view);
}

/** The fold on the container, for tests and for reading a screenshot (`data-band-layers`, `data-column-rows`). */
function showWrap(element: HTMLElement, wrap: GraphWrap): void {
  element.dataset.bandLayers = String(wrap.bandLayers);
  element.dataset.columnRows = String(wrap.columnRows);
}

/**
 * Holds Cytoscape's style and geometry work for a new graph until a task of its own: the patch
 * runs in a batch that ends in the next macrotask, which applies the styles and measures the
 * labels and edges (boundingBox), so the next animation frame only draws. In one task, a new
 * 16,000-tool menu's graph took 14–21 ms of the main thread's CPU, stretched past 50 ms when the
 * other core was busy (bench:app's long tasks). Returns the function that ends it early.
 */
function deferLayoutWork(core: Core): () => void {
  core.startBatch();
  let open = true;
  const end = (): void => {
    if (!open) return;
    open = false;
    clearTimeout(timer);
    if (core.destroyed()) return;
    core.endBatch();
    core.elements().boundingBox();
  };
  const timer = setTimeout(end, 0);
  return end;
}

/** A Cytoscape canvas of one menu's graph (preset layered positions); tapping a tool node selects its slot. */
export function MenuGraph({
  graph,
  theme,
  selectedToolId,
  onSelectTool,
  highlighted = null,
  blocked = null,
  label,
  testId = 'menu-graph',
  compact = false,
  onCore,
}: MenuGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const onSelect = useRef(onSelectTool);
  const coreListener = useRef(onCore);
  // The graph drawn and how it is folded (graphPositions), to fold it again when the panel resizes.
  const drawn = useRef<{ graph: MenuGraphView; wrap: GraphWrap } | null>(null);
  // Ends the open deferred batch of the last graph (deferLayoutWork), if any.
  const endDeferred = useRef<(() => void) | null>(null);
  // What each blocked tool lacks, for the hover title (read by the listener set up once).
  const blockedNow = useRef(blocked);
  useEffect(() => {
    onSelect.current = onSelectTool;
    coreListener.current = onCore;
    blockedNow.current = blocked;
  }, [onSelectTool, onCore, blocked]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const core = cytoscape({
      container: element,
      layout: { name: 'preset' },
      minZoom: 0.25,
      maxZoom: 1.6,
      boxSelectionEnabled: false,
      autounselectify: true,
      autoungrabify: true,
    });
    core.on('tap', 'node[kind = "tool"]', (event) => onSelect.current(String(event.target.data('toolId'))));
    // Labels are cut to fit their node: the full name shows on hover.
    core.on('mouseover', 'node', (event) => {
      const lacks = blockedNow.current?.get(String(event.target.data('toolId') ?? ''));
      const name = String(event.target.data('fullName') ?? '');
      element.title = lacks ? `${name}: on the menu but cannot run, it lacks ${lacks}` : name;
    });
    core.on('mouseout', 'node', () => {
      element.title = '';
    });
    const resize = new ResizeObserver(() => {
      core.resize();
      const current = drawn.current;
      const wrap = current
        ? wrapGraph(current.graph, core.width(), core.height(), FIT_PADDING, core.minZoom(), core.maxZoom())
        : NO_WRAP;
      if (current && !sameWrap(wrap, current.wrap)) {
        drawGraph(core, current.graph, wrap);
        drawn.current = { graph: current.graph, wrap };
        showWrap(element, wrap);
      }
      fitNodes(core, core.nodes(), FIT_PADDING);
    });
    resize.observe(element);
    cy.current = core;
    coreListener.current?.(core);
    return () => {
      endDeferred.current?.();
      resize.disconnect();
      coreListener.current?.(null);
      core.destroy();
      cy.current = null;
    };
  }, []);

  useEffect(() => {
    cy.current?.style(graphStyle(theme, compact));
  }, [theme, compact]);

  useEffect(() => {
    const core = cy.current;
    const element = container.current;
    if (!core || !element) return;
    const wrap = wrapGraph(graph, core.width(), core.height(), FIT_PADDING, core.minZoom(), core.maxZoom());
    endDeferred.current?.();
    endDeferred.current = deferLayoutWork(core);
    drawn.current = { graph, wrap };
    drawGraph(core, graph, wrap);
    // Fitted by the highlight effect below, which runs after this one for every new graph.
    // Counts drawings of new graphs (the app benchmark waits on it: menus and graph updated).
    element.dataset.renders = String(Number(element.dataset.renders ?? 0) + 1);
    element.dataset.nodeCount = String(core.nodes().length);
    showWrap(element, wrap);
    element.dataset.edgeCount = String(core.edges().length);
    element.dataset.missingCount = String(core.nodes('[kind = "missing"]').length);
    element.dataset.invertedCount = String(core.nodes('[inverted = "yes"]').length);
  }, [graph]);

  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    // Only nodes whose class changes are touched (a class change restyles and redraws the node).
    const chosen = selectedToolId
      ? core.nodes().filter((n) => n.data('kind') === 'tool' && n.data('toolId') === selectedToolId)
      : core.collection();
    core.batch(() => {
      core.nodes('.chosen').difference(chosen).removeClass('chosen');
      chosen.filter((n) => !n.hasClass('chosen')).addClass('chosen');
    });
  }, [graph, selectedToolId]);

  useEffect(() => {
    const core = cy.current;
    const element = container.current;
    if (!core || !element) return;
    const marked = core
      .nodes()
      .filter((n) => n.data('kind') === 'tool' && (blocked?.has(String(n.data('toolId'))) ?? false));
    core.batch(() => {
      core.nodes('.blocked').difference(marked).removeClass('blocked');
      marked.filter((n) => !n.hasClass('blocked')).addClass('blocked');
    });
    element.dataset.blockedCount = String(marked.length);
  }, [graph, blocked]);

  useEffect(() => {
    const core = cy.current;
    const element = container.current;
    if (!core || !element) return;
    const ids = new Set(highlighted ?? []);
    let lit = 0;
    core.batch(() => {
      core.elements().removeClass('faded lit');
      if (ids.size === 0) return;
      const nodes = core.nodes().filter((n) => ids.has(n.id()));
      lit = nodes.length;
      nodes.addClass('lit');
      core
        .elements()
        .difference(nodes.union(nodes.edgesWith(nodes)))
        .addClass('faded');
    });
    // Zoom onto the finding (a wide graph fits too small to read); back to the whole graph when cleared.
    fitNodes(core, lit > 0 ? core.nodes('.lit') : core.nodes(), lit > 0 ? LIT_PADDING : FIT_PADDING);
    element.dataset.highlightCount = String(lit);
  }, [graph, highlighted]);

  return <div ref={container} role="img" aria-label={label} data-testid={testId} className="h-full w-full" />;
}
