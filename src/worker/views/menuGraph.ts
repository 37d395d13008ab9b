import type { Menu, MenuDiagnosis, TaskContext, ToolRef } from '../../core/index';
import { graphNodeId } from './graphNodeIds';
import type { GraphEdgeView, GraphNodeView, MenuGraphView, MissingProducerView } from './graphViews';
import { layeredDepth } from './layeredDepth';
import type { SlotLink } from './menuLinks';

/** State support at which an input counts as given (the diagnosis uses the same bar). */
const SATISFIED = 0.99;

/** The other menu's slot of each tool id, for "which menu holds it" on the nodes. */
export type OtherRanks = ReadonlyMap<string, number>;

/**
 * The top-L slots of a menu as a layered producer → consumer graph: s0 fields in layer 0,
 * each tool at its chain depth, and, for every field a top-L consumer needs that nothing on
 * the menu produces (a missing bridge, or a schema gap when nothing in the catalog does), a
 * red node listing the catalog's producers. Inputs s0 satisfies draw only their s0 edge.
 * Edges carry the strongest link strength; consumers of an order inversion are flagged.
 */
export function menuGraph(
  ctx: TaskContext,
  menu: Menu,
  top: number,
  links: readonly SlotLink[],
  diagnosis: MenuDiagnosis,
  otherRanks: OtherRanks = new Map(),
): MenuGraphView {
  const method = menu.method;
  const other = method === 'relevance' ? 'state-path' : 'relevance';
  const slots = menu.slots.slice(0, top);
  const inTop = new Set(slots.map((s) => s.tool));
  const edges = new Map<string, GraphEdgeView>();
  const addEdge = (
    source: string,
    target: string,
    field: string,
    kind: GraphEdgeView['kind'],
    strength: number,
  ): void => {
    const id = `${source}->${target}`;
    const edge = edges.get(id);
    if (!edge) edges.set(id, { id, source, target, field, kind, strength, menus: [method] });
    else {
      if (!edge.field.split(', ').includes(field)) edge.field += `, ${field}`;
      edge.strength = Math.max(edge.strength, strength);
    }
  };
  const stateFields = new Set<string>();
  for (const slot of slots) {
    for (const r of ctx.index.tools[slot.tool]?.requirements ?? []) {
      const field = ctx.index.vocab.names[r.fieldId] ?? '?';
      for (const s of ctx.state.links) {
        if (s.fieldId !== r.fieldId || s.strength <= 0) continue;
        stateFields.add(s.state);
        addEdge(graphNodeId.state(s.state), graphNodeId.tool(slot.toolId), field, 'state', s.strength);
      }
    }
  }
  const givenByState = new Set<string>();
  for (const s of ctx.state.links)
    if (s.strength >= SATISFIED) givenByState.add(ctx.index.vocab.names[s.fieldId] ?? '');
  for (const l of links) {
    if (!inTop.has(l.producer.tool) || !inTop.has(l.consumer.tool)) continue;
    for (const x of l.links) {
      // An input s0 already satisfies needs no producer (as in the diagnosis' inversions).
      if (givenByState.has(x.field)) continue;
      addEdge(
        graphNodeId.tool(l.producer.toolId),
        graphNodeId.tool(l.consumer.toolId),
        x.field,
        l.producer.rank < l.consumer.rank ? 'forward' : 'backward',
        x.strength,
      );
    }
  }
  const missing = new Map<string, GraphNodeView>();
  const addMissing = (field: string, consumer: ToolRef, producers: readonly ToolRef[]): void => {
    if (!inTop.has(consumer.tool)) return;
    const id = graphNodeId.missing(field);
    if (!missing.has(id))
      missing.set(id, {
        id,
        kind: 'missing',
        label: field,
        producers: producers.map((p) => producerView(ctx, p)),
        menus: [method],
        depth: 1,
        row: 0,
      });
    addEdge(id, graphNodeId.tool(consumer.toolId), field, 'missing', 1);
  };
  for (const b of diagnosis.missingBridges) addMissing(b.field, b.consumer, b.producers);
  for (const g of diagnosis.schemaGaps) addMissing(g.field, g.consumer, []);
  const inverted = new Set(diagnosis.inversions.map((x) => x.consumer.toolId));
  const nodes: GraphNodeView[] = [
    ...ctx.state.fields
      .filter((f) => stateFields.has(f.name) || f.source === 'given')
      .map((f): GraphNodeView => ({
        id: graphNodeId.state(f.name),
        kind: 'state',
        label: f.name,
        menus: [method],
        depth: 0,
        row: 0,
      })),
    ...slots.map((s): GraphNodeView => {
      const node: GraphNodeView = {
        id: graphNodeId.tool(s.toolId),
        kind: 'tool',
        label: ctx.index.tools[s.tool]?.tool.name ?? s.toolId,
        role: s.role,
        toolId: s.toolId,
        ranks: { [method]: s.rank },
        menus: [method],
        depth: 1,
        row: 0,
      };
      const otherRank = otherRanks.get(s.toolId);
      if (otherRank !== undefined && node.ranks) node.ranks[other] = otherRank;
      if (inverted.has(s.toolId)) node.inverted = true;
      return node;
    }),
    ...missing.values(),
  ];
  return layered(nodes, [...edges.values()]);
}

function producerView(ctx: TaskContext, p: ToolRef): MissingProducerView {
  const view: MissingProducerView = {
    toolId: p.toolId,
    name: ctx.index.tools[p.tool]?.tool.name ?? p.toolId,
    relevanceRank: p.relevanceRank,
  };
  if (p.otherRank !== undefined) view.otherRank = p.otherRank;
  return view;
}

/** Places nodes in layers (s0 fields at 0, everything else from 1) and rows. */
export function layered(nodes: GraphNodeView[], edges: GraphEdgeView[]): MenuGraphView {
  const layers = layeredDepth(
    nodes.map((n) => ({ id: n.id, minDepth: n.kind === 'state' ? 0 : 1 })),
    edges,
  );
  for (const n of nodes) Object.assign(n, layers.get(n.id));
  return { nodes, edges };
}
