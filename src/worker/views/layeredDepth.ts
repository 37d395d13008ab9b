/** A node to place in layers: `minDepth` is its leftmost allowed layer. */
export interface LayerNode {
  id: string;
  minDepth: number;
}

/**
 * Longest-path layering for a left → right drawing: depth(v) = max(minDepth(v), depth(u) + 1
 * over edges u → v). Cycles (two tools feeding each other) are broken by taking the earliest
 * unplaced node in `nodes` order, so the result always exists. Returns layer and row per node.
 */
export function layeredDepth(
  nodes: readonly LayerNode[],
  edges: readonly { source: string; target: string }[],
): Map<string, { depth: number; row: number }> {
  const depth = new Map(nodes.map((n) => [n.id, n.minDepth]));
  const successors = new Map<string, Set<string>>();
  const indegree = new Map(nodes.map((n) => [n.id, 0]));
  for (const e of edges) {
    if (e.source === e.target || !depth.has(e.source) || !depth.has(e.target)) continue;
    const next = successors.get(e.source) ?? new Set<string>();
    if (next.has(e.target)) continue;
    next.add(e.target);
    successors.set(e.source, next);
    indegree.set(e.target, (indegree.get(e.target) ?? 0) + 1);
  }
  const done = new Set<string>();
  const queue = nodes.filter((n) => indegree.get(n.id) === 0).map((n) => n.id);
  while (done.size < nodes.length) {
    // Only a cycle leaves the queue empty with nodes unplaced: break it at the earliest one.
    if (queue.length === 0) queue.push(nodes.find((n) => !done.has(n.id))?.id ?? '');
    const id = queue.shift() ?? '';
    if (done.has(id)) continue;
    done.add(id);
    for (const s of successors.get(id) ?? []) {
      if (done.has(s)) continue;
      depth.set(s, Math.max(depth.get(s) ?? 0, (depth.get(id) ?? 0) + 1));
      const left = (indegree.get(s) ?? 1) - 1;
      indegree.set(s, left);
      if (left === 0) queue.push(s);
    }
  }
  return assignRows(nodes, depth, edges);
}

/**
 * Orders each layer by the barycenter of its predecessors' rows in earlier layers (one sweep,
 * left to right; ties keep `nodes` order), which removes most edge crossings of small graphs.
 */
function assignRows(
  nodes: readonly LayerNode[],
  depth: ReadonlyMap<string, number>,
  edges: readonly { source: string; target: string }[],
): Map<string, { depth: number; row: number }> {
  const layers = new Map<number, string[]>();
  for (const n of nodes) {
    const d = depth.get(n.id) ?? n.minDepth;
    layers.set(d, [...(layers.get(d) ?? []), n.id]);
  }
  const predecessors = new Map<string, string[]>();
  for (const e of edges) predecessors.set(e.target, [...(predecessors.get(e.target) ?? []), e.source]);
  const out = new Map<string, { depth: number; row: number }>();
  for (const d of [...layers.keys()].sort((a, b) => a - b)) {
    const ids = layers.get(d) ?? [];
    const centre = (id: string): number => {
      const rows = (predecessors.get(id) ?? [])
        .map((p) => out.get(p))
        .filter((p) => p !== undefined && p.depth < d)
        .map((p) => p?.row ?? 0);
      return rows.length === 0 ? Number.POSITIVE_INFINITY : rows.reduce((a, b) => a + b, 0) / rows.length;
    };
    const keyed = ids.map((id, k) => ({ id, k, c: centre(id) }));
    keyed.sort((a, b) => (a.c === b.c ? a.k - b.k : a.c - b.c));
    keyed.forEach(({ id }, row) => out.set(id, { depth: d, row }));
  }
  return out;
}
