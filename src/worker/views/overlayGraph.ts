import type { GraphEdgeView, GraphNodeView, MenuGraphView } from './graphViews';
import { layered } from './menuGraph';

/**
 * Both menus' top-L graphs in one drawing: the union of their nodes and edges, each marked
 * with the menus that hold it, re-layered. An edge drawn with a different kind in each menu
 * (a producer before its consumer in one, after it in the other) stays two edges.
 */
export function overlayGraph(first: MenuGraphView, second: MenuGraphView): MenuGraphView {
  const nodes = new Map<string, GraphNodeView>();
  const edges = new Map<string, GraphEdgeView>();
  for (const graph of [first, second]) {
    for (const n of graph.nodes) {
      const seen = nodes.get(n.id);
      if (!seen) {
        nodes.set(n.id, { ...n, menus: [...n.menus], ...(n.ranks ? { ranks: { ...n.ranks } } : {}) });
        continue;
      }
      for (const m of n.menus) if (!seen.menus.includes(m)) seen.menus.push(m);
      if (n.ranks) seen.ranks = { ...seen.ranks, ...n.ranks };
      if (n.inverted) seen.inverted = true;
    }
    for (const e of graph.edges) {
      const id = `${e.id}#${e.kind}`;
      const seen = edges.get(id);
      if (!seen) edges.set(id, { ...e, id, menus: [...e.menus] });
      else for (const m of e.menus) if (!seen.menus.includes(m)) seen.menus.push(m);
    }
  }
  // s0 fields first, then tools as the first graph lists them, then the second's, then missing fields.
  const order = { state: 0, tool: 1, missing: 2 } as const;
  const list = [...nodes.values()].sort((a, b) => order[a.kind] - order[b.kind]);
  return layered(list, [...edges.values()]);
}
