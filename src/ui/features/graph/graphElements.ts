import type { ElementDefinition } from 'cytoscape';
import type { MenuGraphView } from '../../../worker/views/graphViews';

/** Horizontal distance between layers and vertical distance between rows, in graph units. */
export const LAYER_GAP = 168;
export const ROW_GAP = 46;

/** Width of an s0 field pill: its monospace label plus padding, within a tool node's width. */
const stateWidth = (label: string): number => Math.max(90, Math.min(150, label.length * 8 + 22));

/**
 * Cytoscape elements with preset positions from the worker's layering: x = layer (chain
 * depth), y = row, each layer centred vertically.
 */
export function graphElements(graph: MenuGraphView): ElementDefinition[] {
  const layerSize = new Map<number, number>();
  for (const n of graph.nodes) layerSize.set(n.depth, Math.max(layerSize.get(n.depth) ?? 0, n.row + 1));
  const nodes: ElementDefinition[] = graph.nodes.map((n) => ({
    group: 'nodes',
    data: { id: n.id, label: n.label, kind: n.kind, role: n.role ?? 'none', toolId: n.toolId ?? '', width: n.kind === 'state' ? stateWidth(n.label) : 142 },
    position: { x: n.depth * LAYER_GAP, y: (n.row - ((layerSize.get(n.depth) ?? 1) - 1) / 2) * ROW_GAP },
  }));
  const edges: ElementDefinition[] = graph.edges.map((e) => ({
    group: 'edges',
    data: { id: e.id, source: e.source, target: e.target, label: e.field, kind: e.kind },
  }));
  return [...nodes, ...edges];
}
