import cytoscape, { type Core } from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { MenuGraphView } from '../../../worker/views/graphViews';
import type { Theme } from '../../stores/useThemeStore';
import { graphElements } from './graphElements';
import { graphStyle } from './graphStyle';

interface MenuGraphProps {
  graph: MenuGraphView;
  theme: Theme;
  selectedToolId: string | null;
  onSelectTool: (toolId: string) => void;
  label: string;
  testId?: string;
}

const FIT_PADDING = 24;

/** A Cytoscape canvas of one menu's graph (preset layered positions); tapping a tool node selects its slot. */
export function MenuGraph({ graph, theme, selectedToolId, onSelectTool, label, testId = 'menu-graph' }: MenuGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const onSelect = useRef(onSelectTool);
  useEffect(() => {
    onSelect.current = onSelectTool;
  }, [onSelectTool]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const core = cytoscape({ container: element, layout: { name: 'preset' }, minZoom: 0.25, maxZoom: 1.6, boxSelectionEnabled: false, autounselectify: true, autoungrabify: true });
    core.on('tap', 'node[kind = "tool"]', (event) => onSelect.current(String(event.target.data('toolId'))));
    const resize = new ResizeObserver(() => {
      core.resize();
      core.fit(undefined, FIT_PADDING);
    });
    resize.observe(element);
    cy.current = core;
    return () => {
      resize.disconnect();
      core.destroy();
      cy.current = null;
    };
  }, []);

  useEffect(() => {
    cy.current?.style(graphStyle(theme));
  }, [theme]);

  useEffect(() => {
    const core = cy.current;
    const element = container.current;
    if (!core || !element) return;
    core.batch(() => {
      core.elements().remove();
      core.add(graphElements(graph));
    });
    core.fit(undefined, FIT_PADDING);
    element.dataset.nodeCount = String(core.nodes().length);
    element.dataset.edgeCount = String(core.edges().length);
  }, [graph]);

  useEffect(() => {
    const core = cy.current;
    if (!core) return;
    core.nodes().removeClass('chosen');
    if (selectedToolId) core.nodes().filter((n) => n.data('kind') === 'tool' && n.data('toolId') === selectedToolId).addClass('chosen');
  }, [graph, selectedToolId]);

  return <div ref={container} role="img" aria-label={label} data-testid={testId} className="h-full w-full" />;
}
