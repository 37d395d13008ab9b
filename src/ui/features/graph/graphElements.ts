import type { Core, ElementDefinition } from 'cytoscape';
import type { MenuDiagnosis } from '../../../core/index';
import type { GraphNodeView, MenuGraphView } from '../../../worker/views/graphViews';
import { METHOD_SHORT } from '../../shared/methodLabels';
import { middleEllipsis } from '../../shared/toolText';

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

/**
 * Characters of a name that fit one line of a node (150 units at the tool font, 17 px bold): longer names are
 * cut in the middle (middleEllipsis), since Cytoscape cannot wrap an id without spaces and it would
 * run over its neighbours; the full name is the graph's hover title (`fullName`).
 */
export const NODE_LABEL_CHARS = 15;

export function nodeLabel(n: GraphNodeView): string {
  if (n.kind === 'tool')
    return `${n.inverted ? '⚠ ' : ''}${middleEllipsis(n.label, NODE_LABEL_CHARS - (n.inverted ? 2 : 0))}\n${rankLine(n)}`;
  if (n.kind === 'missing') {
    const best = n.producers?.[0];
    const more = (n.producers?.length ?? 0) > 1 ? ` +${(n.producers?.length ?? 0) - 1}` : '';
    const producer = best
      ? `${middleEllipsis(best.name, 14)} (rank ${best.relevanceRank || '—'})${more}`
      : 'no producer in catalog';
    return `✗ ${middleEllipsis(n.label, NODE_LABEL_CHARS - 2)}\n${producer}`;
  }
  return middleEllipsis(n.label, NODE_LABEL_CHARS);
}

/** A node's hover text: the tool's full id, or the field with every producer the view lists. */
function fullName(n: GraphNodeView): string {
  if (n.kind === 'tool') return n.toolId && n.toolId !== n.label ? `${n.label} (${n.toolId})` : n.label;
  if (n.kind === 'missing') {
    const producers = (n.producers ?? []).map((p) => `${p.name} (rank ${p.relevanceRank || '—'})`);
    return `${n.label}: nothing on the menu produces it${producers.length > 0 ? `; catalog producers: ${producers.join(', ')}` : ''}`;
  }
  return `${n.label} (s0)`;
}

/** Vertical space between two bands of a wrapped graph, beyond their rows, in graph units. */
export const BAND_GAP = 40;

/**
 * How a graph folds to fit its panel (wrapGraph picks it): tool layers per band, and rows per
 * column within a layer. Infinity for either: no folding that way.
 */
export interface GraphWrap {
  bandLayers: number;
  columnRows: number;
}

/** One band, one column per layer: the plain left-to-right layering. */
export const NO_WRAP: GraphWrap = { bandLayers: Infinity, columnRows: Infinity };

/**
 * Preset positions of the worker's layering: x = layer (chain depth), y = row, each layer centred
 * vertically. Two folds fit a long or tall graph into a short, narrow panel at a readable zoom
 * (wrapGraph picks them):
 * - with `bandLayers` below the number of tool layers, those wrap like lines of text: layers
 *   1…bandLayers form the first band, the next ones a band below it, each band starting right of
 *   the s0 column (layer 0), which stays centred on the whole drawing;
 * - with `columnRows` below a layer's rows (eight alternatives that all read s0, or six s0
 *   fields), that layer's rows fill side-by-side columns of `columnRows`, top to bottom then left
 *   to right, and the layers after it move right.
 */
export function graphPositions(graph: MenuGraphView, wrap: GraphWrap = NO_WRAP): Map<string, { x: number; y: number }> {
  const perBand = Math.max(1, wrap.bandLayers);
  const perColumn = Math.max(1, wrap.columnRows);
  const bandOf = (depth: number): number => (depth === 0 ? 0 : Math.floor((depth - 1) / perBand));
  const layerSize = new Map<number, number>();
  for (const n of graph.nodes) layerSize.set(n.depth, Math.max(layerSize.get(n.depth) ?? 0, n.row + 1));
  const columnsOf = (depth: number): number =>
    Number.isFinite(perColumn) ? Math.ceil((layerSize.get(depth) ?? 1) / perColumn) : 1;
  const shownRows = (depth: number): number => Math.min(layerSize.get(depth) ?? 1, perColumn);
  // Each layer's first column: s0's columns first, then each band's layers left to right after them.
  const maxDepth = Math.max(0, ...layerSize.keys());
  const stateColumns = layerSize.has(0) ? columnsOf(0) : 1;
  const firstColumn = new Map<number, number>([[0, 0]]);
  let column = stateColumns;
  for (let depth = 1; depth <= maxDepth; depth++) {
    if ((depth - 1) % perBand === 0) column = stateColumns;
    firstColumn.set(depth, column);
    column += layerSize.has(depth) ? columnsOf(depth) : 1;
  }
  // A band is as tall as its tallest tool layer; bands stack downwards from y = 0.
  const bandRows = new Map<number, number>();
  for (const depth of layerSize.keys())
    if (depth > 0) bandRows.set(bandOf(depth), Math.max(bandRows.get(bandOf(depth)) ?? 0, shownRows(depth)));
  const bandMiddle = new Map<number, number>();
  let top = 0;
  for (const band of [...bandRows.keys()].sort((a, b) => a - b)) {
    const height = ((bandRows.get(band) ?? 1) - 1) * ROW_GAP + NODE_HEIGHT;
    bandMiddle.set(band, top + height / 2);
    top += height + BAND_GAP;
  }
  // The s0 columns are centred on all the bands (on y = 0 when there are none).
  const middle = bandMiddle.size === 0 ? 0 : (top - BAND_GAP) / 2;
  const out = new Map<string, { x: number; y: number }>();
  for (const n of graph.nodes) {
    const centre = n.depth === 0 ? middle : (bandMiddle.get(bandOf(n.depth)) ?? 0);
    const sub = Number.isFinite(perColumn) ? Math.floor(n.row / perColumn) : 0;
    const row = n.row - sub * (Number.isFinite(perColumn) ? perColumn : 0);
    out.set(n.id, {
      x: ((firstColumn.get(n.depth) ?? 0) + sub) * LAYER_GAP,
      y: (row - (shownRows(n.depth) - 1) / 2) * ROW_GAP + centre,
    });
  }
  return out;
}

/** Width of a node as drawn (graphStyle reads it from the element's data). */
function nodeWidth(n: GraphNodeView): number {
  return n.kind === 'state' ? stateWidth(n.label) : 150;
}

/** Height of a node as drawn (graphStyle): s0 field pills are lower than tool and missing-field nodes. */
export function nodeHeight(kind: string): number {
  return kind === 'state' ? STATE_NODE_HEIGHT : NODE_HEIGHT;
}

/** Every node's box in model coordinates, folded by `wrap` (what a fit reads). */
export function nodeBoxes(graph: MenuGraphView, wrap: GraphWrap = NO_WRAP): NodeBox[] {
  const positions = graphPositions(graph, wrap);
  return graph.nodes.map((n) => {
    const at = positions.get(n.id);
    return { x: at?.x ?? 0, y: at?.y ?? 0, width: nodeWidth(n), height: nodeHeight(n.kind) };
  });
}

/** Fold only when it makes the fitted graph at least this much larger on screen. */
const WRAP_GAIN = 1.25;

/**
 * How to fold `graph` (graphPositions) to fit a `width` × `height` viewport at the largest zoom:
 * a chain of nine tools fitted into the side panel (about 370 × 190 px at 1280 × 800) drew its
 * labels at zoom 0.25, 3 px high, and in three bands twice that; eight alternatives in one layer
 * drew as one thin column, and in two columns about twice as large. NO_WRAP (plain left to
 * right) unless folding enlarges the drawing by WRAP_GAIN.
 */
export function wrapGraph(
  graph: MenuGraphView,
  width: number,
  height: number,
  padding: number,
  minZoom: number,
  maxZoom: number,
): GraphWrap {
  const layers = graph.nodes.reduce((m, n) => Math.max(m, n.depth), 0);
  const rows = graph.nodes.reduce((m, n) => Math.max(m, n.row + 1), 0);
  const zoomFor = (wrap: GraphWrap): number =>
    fitViewport(nodeBoxes(graph, wrap), width, height, padding, minZoom, maxZoom)?.zoom ?? 0;
  const options = (most: number): number[] => [
    Infinity,
    ...Array.from({ length: Math.max(0, most - 2) }, (_, k) => most - 1 - k),
  ];
  let best = NO_WRAP;
  let bestZoom = zoomFor(NO_WRAP) * WRAP_GAIN;
  for (const bandLayers of options(layers)) {
    for (const columnRows of options(rows)) {
      const wrap = { bandLayers, columnRows };
      const zoom = zoomFor(wrap);
      if (zoom > bestZoom) {
        best = wrap;
        bestZoom = zoom;
      }
    }
  }
  return best;
}

/** Whether two folds are the same. */
export const sameWrap = (a: GraphWrap, b: GraphWrap): boolean =>
  a.bandLayers === b.bandLayers && a.columnRows === b.columnRows;

/** Cytoscape elements with preset positions (graphPositions, folded by `wrap`). */
export function graphElements(graph: MenuGraphView, wrap: GraphWrap = NO_WRAP): ElementDefinition[] {
  const positions = graphPositions(graph, wrap);
  const nodes: ElementDefinition[] = graph.nodes.map((n) => ({
    group: 'nodes',
    data: {
      id: n.id,
      label: nodeLabel(n),
      fullName: fullName(n),
      kind: n.kind,
      role: n.role ?? 'none',
      toolId: n.toolId ?? '',
      held: heldBy(n),
      inverted: n.inverted ? 'yes' : 'no',
      width: nodeWidth(n),
    },
    position: positions.get(n.id) ?? { x: 0, y: 0 },
  }));
  const edges: ElementDefinition[] = graph.edges.map((e) => ({
    group: 'edges',
    data: {
      id: e.id,
      source: e.source,
      target: e.target,
      label: e.field,
      kind: e.kind,
      strength: e.strength,
      held: e.menus.length > 1 ? 'both' : (e.menus[0] ?? 'state-path'),
    },
  }));
  return [...nodes, ...edges];
}

/**
 * Height of a tool or missing-field node, and of a state-field node (graphStyle.ts draws these).
 * A tool's two lines (its name, then its SP and Rel ranks) at 17 px and line height 1.1 take
 * 37.4: at 36 they crossed the node's top and bottom borders.
 */
export const NODE_HEIGHT = 42;
export const STATE_NODE_HEIGHT = 28;

/** A node's box in model coordinates: its centre and size. */
export interface NodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The zoom and pan that fit `boxes` into a `width` × `height` viewport with `padding` on every
 * side, zoom clamped to [minZoom, maxZoom] and the boxes centred: what Cytoscape's fit does,
 * from the preset boxes alone. Every label sits inside its node, so nothing is measured (the fit
 * would otherwise compute every element's rendered style, the larger part of a graph update).
 * Null when there is nothing to fit or no room.
 */
export function fitViewport(
  boxes: readonly NodeBox[],
  width: number,
  height: number,
  padding: number,
  minZoom: number,
  maxZoom: number,
): { zoom: number; pan: { x: number; y: number } } | null {
  if (boxes.length === 0 || width <= 0 || height <= 0) return null;
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const b of boxes) {
    x1 = Math.min(x1, b.x - b.width / 2);
    x2 = Math.max(x2, b.x + b.width / 2);
    y1 = Math.min(y1, b.y - b.height / 2);
    y2 = Math.max(y2, b.y + b.height / 2);
  }
  const fit = Math.min((width - 2 * padding) / Math.max(1, x2 - x1), (height - 2 * padding) / Math.max(1, y2 - y1));
  const zoom = Math.min(maxZoom, Math.max(minZoom, fit));
  return { zoom, pan: { x: (width - zoom * (x1 + x2)) / 2, y: (height - zoom * (y1 + y2)) / 2 } };
}

/** What turns the drawn elements into the next graph's: ids to remove, elements to add, elements to change in place. */
export interface ElementPatch {
  remove: string[];
  add: ElementDefinition[];
  /** Same id, new data or (nodes) position; edges keep their endpoints (else removed and added). */
  update: ElementDefinition[];
}

const elementId = (e: ElementDefinition): string => String(e.data.id ?? '');

function sameData(a: ElementDefinition['data'], b: ElementDefinition['data']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

function samePosition(a: ElementDefinition['position'], b: ElementDefinition['position']): boolean {
  return a?.x === b?.x && a?.y === b?.y;
}

/**
 * The patch from the drawn elements (by id) to `next` (graphElements' output). New menus with
 * the same graph (a weight that moves only slots below the top L and no rank the graph shows)
 * draw nothing new, and others touch only the elements that changed: replacing every element
 * restyled, re-measured and redrew them all, Cytoscape's largest part of a rebuild.
 */
export function diffElements(
  drawn: ReadonlyMap<string, ElementDefinition>,
  next: readonly ElementDefinition[],
): ElementPatch {
  const patch: ElementPatch = { remove: [], add: [], update: [] };
  const nextIds = new Set(next.map(elementId));
  for (const id of drawn.keys()) if (!nextIds.has(id)) patch.remove.push(id);
  for (const e of next) {
    const before = drawn.get(elementId(e));
    if (!before) patch.add.push(e);
    else if (e.group === 'edges' && (before.data.source !== e.data.source || before.data.target !== e.data.target)) {
      patch.remove.push(elementId(e));
      patch.add.push(e);
    } else if (!sameData(before.data, e.data) || !samePosition(before.position, e.position)) patch.update.push(e);
  }
  return patch;
}

/**
 * Applies a patch (diffElements) to a Cytoscape instance in one batch; an empty patch touches
 * nothing. Self-contained (bench/graphFrames.ts runs this very function in a bare page).
 */
export function applyPatch(core: Core, patch: ElementPatch): void {
  if (patch.remove.length + patch.add.length + patch.update.length === 0) return;
  core.batch(() => {
    for (const id of patch.remove) core.getElementById(id).remove();
    for (const e of patch.update) {
      const element = core.getElementById(String(e.data.id));
      element.data(e.data);
      if (e.position && element.isNode()) element.position(e.position);
    }
    if (patch.add.length > 0) core.add(patch.add);
  });
}

/** The elements each Cytoscape instance shows, by id (drawGraph): a new instance starts with none. */
const shownBy = new WeakMap<Core, Map<string, ElementDefinition>>();

/**
 * Draws `graph` folded by `wrap` on `core`, changing only what differs from what that instance
 * shows (diffElements): unchanged elements keep Cytoscape's cached textures, the same graph
 * changes none, and a re-fold only moves nodes. What is shown is kept per instance, not per
 * component: React's StrictMode (in `npm start`'s development build) mounts a component, destroys
 * its canvas and makes another, and a record kept beside the component said the new, empty canvas
 * already showed the graph, so it stayed blank.
 */
export function drawGraph(core: Core, graph: MenuGraphView, wrap: GraphWrap): void {
  const next = graphElements(graph, wrap);
  applyPatch(core, diffElements(shownBy.get(core) ?? new Map(), next));
  shownBy.set(core, new Map(next.map((e) => [elementId(e), e])));
}

/**
 * The diagnosis' blocked producers of the menus drawn, by tool id: the inputs each lacks (in the
 * overlay, what it lacks on either menu). The graph marks them and names what they lack on hover.
 */
export function blockedTools(diagnoses: readonly Pick<MenuDiagnosis, 'blocked'>[]): Map<string, string> {
  const lacks = new Map<string, Set<string>>();
  for (const d of diagnoses)
    for (const b of d.blocked) {
      const fields = lacks.get(b.producer.toolId) ?? new Set<string>();
      for (const field of b.lacks) fields.add(field);
      lacks.set(b.producer.toolId, fields);
    }
  return new Map([...lacks].map(([toolId, fields]) => [toolId, [...fields].join(', ')]));
}
