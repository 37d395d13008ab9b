import type { ElementDefinition } from 'cytoscape';
import type { GraphNodeView, MenuGraphView } from '../../../worker/views/graphViews';
import { METHOD_SHORT } from '../../shared/methodLabels';

/** Horizontal distance between layers and vertical distance between rows, in graph units. */
export const LAYER_GAP = 180;
export const ROW_GAP = 54;

/** Width of an s0 field pill: its monospace label plus padding, within a tool node's width. */
const stateWidth = (label: string): number => Math.max(90, Math.min(150, label.length * 8 + 22));

/** Which menus hold a node: `both`, or the one menu (drawn with a different border in the overlay). */
export function heldBy(n: GraphNodeView): 'both' | 'relevance' | 'state-path' {
  if (n.menus.length > 1) return 'both';
  return n.menus[0] ?? 'state-path';
}

/** The second label line of a tool: its slot in each menu that holds it ("SP 2 · Rel 7"). */
export function rankLine(n: GraphNodeView): string {
  const parts: string[] = [];
  if (n.ranks?.['state-path'] !== undefined) parts.push(`${METHOD_SHORT['state-path']} ${n.ranks['state-path']}`);
  if (n.ranks?.relevance !== undefined) parts.push(`${METHOD_SHORT.relevance} ${n.ranks.relevance}`);
  return parts.length > 0 ? parts.join(' · ') : 'on neither menu';
}

function nodeLabel(n: GraphNodeView): string {
  if (n.kind === 'tool') return `${n.inverted ? '⚠ ' : ''}${n.label}\n${rankLine(n)}`;
  if (n.kind === 'missing') {
    const best = n.producers?.[0];
    const more = (n.producers?.length ?? 0) > 1 ? ` +${(n.producers?.length ?? 0) - 1}` : '';
    return `✗ ${n.label}\n${best ? `${best.name} (rank ${best.relevanceRank || '—'})${more}` : 'no producer in catalog'}`;
  }
  return n.label;
}

/**
 * Cytoscape elements with preset positions from the worker's layering: x = layer (chain
 * depth), y = row, each layer centred vertically.
 */
export function graphElements(graph: MenuGraphView): ElementDefinition[] {
  const layerSize = new Map<number, number>();
  for (const n of graph.nodes) layerSize.set(n.depth, Math.max(layerSize.get(n.depth) ?? 0, n.row + 1));
  const nodes: ElementDefinition[] = graph.nodes.map((n) => ({
    group: 'nodes',
    data: {
      id: n.id, label: nodeLabel(n), kind: n.kind, role: n.role ?? 'none', toolId: n.toolId ?? '', held: heldBy(n),
      inverted: n.inverted ? 'yes' : 'no', width: n.kind === 'state' ? stateWidth(n.label) : 150,
    },
    position: { x: n.depth * LAYER_GAP, y: (n.row - ((layerSize.get(n.depth) ?? 1) - 1) / 2) * ROW_GAP },
  }));
  const edges: ElementDefinition[] = graph.edges.map((e) => ({
    group: 'edges',
    data: { id: e.id, source: e.source, target: e.target, label: e.field, kind: e.kind, strength: e.strength, held: e.menus.length > 1 ? 'both' : (e.menus[0] ?? 'state-path') },
  }));
  return [...nodes, ...edges];
}
