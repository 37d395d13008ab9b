import type { Menu, MenuDiagnosis, TaskContext } from '../../core/index';
import type { GraphEdgeView, GraphNodeView, MenuGraphView } from './graphViews';
import { layeredDepth } from './layeredDepth';
import type { SlotLink } from './menuLinks';

const toolNode = (toolId: string): string => `tool:${toolId}`;
const stateNode = (field: string): string => `state:${field}`;
const missingNode = (toolId: string): string => `missing:${toolId}`;
/** State support at which an input counts as given (the diagnosis uses the same bar). */
const SATISFIED = 0.99;

/**
 * The top-L slots of a menu as a layered producer → consumer graph: s0 fields in layer 0,
 * each tool at its chain depth, and, for every missing bridge of a top-L consumer, the catalog
 * producer the menu lacks (dashed in the UI). Inputs s0 satisfies draw only their s0 edge.
 */
export function menuGraph(ctx: TaskContext, menu: Menu, top: number, links: readonly SlotLink[], diagnosis: MenuDiagnosis): MenuGraphView {
  const slots = menu.slots.slice(0, top);
  const inTop = new Set(slots.map((s) => s.tool));
  const edges = new Map<string, GraphEdgeView>();
  const addEdge = (source: string, target: string, field: string, kind: GraphEdgeView['kind']): void => {
    const id = `${source}->${target}`;
    const edge = edges.get(id);
    if (edge && !edge.field.split(', ').includes(field)) edge.field += `, ${field}`;
    else if (!edge) edges.set(id, { id, source, target, field, kind });
  };
  const stateFields = new Set<string>();
  for (const slot of slots) {
    for (const r of ctx.index.tools[slot.tool]?.requirements ?? []) {
      const field = ctx.index.vocab.names[r.fieldId] ?? '?';
      for (const s of ctx.state.links) {
        if (s.fieldId !== r.fieldId || s.strength <= 0) continue;
        stateFields.add(s.state);
        addEdge(stateNode(s.state), toolNode(slot.toolId), field, 'state');
      }
    }
  }
  const givenByState = new Set<string>();
  for (const s of ctx.state.links) if (s.strength >= SATISFIED) givenByState.add(ctx.index.vocab.names[s.fieldId] ?? '');
  for (const l of links) {
    if (!inTop.has(l.producer.tool) || !inTop.has(l.consumer.tool)) continue;
    for (const x of l.links) {
      // An input s0 already satisfies needs no producer (as in the diagnosis' inversions).
      if (givenByState.has(x.field)) continue;
      addEdge(toolNode(l.producer.toolId), toolNode(l.consumer.toolId), x.field, l.producer.rank < l.consumer.rank ? 'forward' : 'backward');
    }
  }
  const missing: GraphNodeView[] = [];
  for (const b of diagnosis.missingBridges) {
    const p = b.suggested ?? b.producers[0];
    if (!p || !inTop.has(b.consumer.tool)) continue;
    if (!missing.some((m) => m.toolId === p.toolId)) {
      missing.push({ id: missingNode(p.toolId), kind: 'missing', label: `missing: ${ctx.index.tools[p.tool]?.tool.name ?? p.toolId}`, toolId: p.toolId, depth: 1, row: 0 });
    }
    addEdge(missingNode(p.toolId), toolNode(b.consumer.toolId), b.field, 'missing');
  }
  const nodes: GraphNodeView[] = [
    ...ctx.state.fields.filter((f) => stateFields.has(f.name) || f.source === 'given').map((f): GraphNodeView => ({ id: stateNode(f.name), kind: 'state', label: f.name, depth: 0, row: 0 })),
    ...slots.map((s): GraphNodeView => ({ id: toolNode(s.toolId), kind: 'tool', label: `${s.rank}. ${ctx.index.tools[s.tool]?.tool.name ?? s.toolId}`, role: s.role, rank: s.rank, toolId: s.toolId, depth: 1, row: 0 })),
    ...missing,
  ];
  const edgeList = [...edges.values()];
  const layers = layeredDepth(nodes.map((n) => ({ id: n.id, minDepth: n.kind === 'state' ? 0 : 1 })), edgeList);
  for (const n of nodes) Object.assign(n, layers.get(n.id));
  return { nodes, edges: edgeList };
}
