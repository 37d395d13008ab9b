/** View model of a menu's producer → consumer graph, layered for a left → right drawing. */
import type { MenuMethod, Role } from '../../core/index';

/** A catalog tool that produces a field the menu lacks, with where it ranks. */
export interface MissingProducerView {
  toolId: string;
  name: string;
  /** BM25 rank in the catalog (0: unranked). */
  relevanceRank: number;
  /** Slot in the other menu, when it is there. */
  otherRank?: number;
}

export interface GraphNodeView {
  id: string;
  /** `missing`: a field a top-L tool needs that nothing on the menu produces (red in the UI). */
  kind: 'state' | 'tool' | 'missing';
  /** Tool name, s0 field or missing field. */
  label: string;
  role?: Role;
  toolId?: string;
  /** Slot of the tool in each menu that holds it (anywhere in K). */
  ranks?: Partial<Record<MenuMethod, number>>;
  /** The menus whose top-L graph has this node (one, or both in the overlay). */
  menus: MenuMethod[];
  /** Missing nodes: the catalog's producers of the field (best relevance first; empty for a schema gap). */
  producers?: MissingProducerView[];
  /** A consumer listed before the only producers of one of its inputs (an order inversion in the top L). */
  inverted?: boolean;
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
  /** Strongest link carried (1: exact or alias; lower: plural, entity, qualifier, description rules). */
  strength: number;
  /** The menus that draw this edge. */
  menus: MenuMethod[];
}

export interface MenuGraphView {
  nodes: GraphNodeView[];
  edges: GraphEdgeView[];
}
