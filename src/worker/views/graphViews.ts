/** View model of a menu's producer → consumer graph, layered for a left → right drawing. */
import type { Role } from '../../core/index';

export interface GraphNodeView {
  id: string;
  kind: 'state' | 'tool' | 'missing';
  label: string;
  role?: Role;
  /** Slot rank for tool nodes. */
  rank?: number;
  toolId?: string;
  /** Layer (x): 0 for s0 fields, then chain depth. */
  depth: number;
  /** Position inside the layer (y). */
  row: number;
}

export interface GraphEdgeView {
  id: string;
  source: string;
  target: string;
  /** Field(s) carried, comma separated. */
  field: string;
  /** Producer listed after its consumer (an order inversion), or a missing producer. */
  kind: 'state' | 'forward' | 'backward' | 'missing';
}

export interface MenuGraphView {
  nodes: GraphNodeView[];
  edges: GraphEdgeView[];
}
