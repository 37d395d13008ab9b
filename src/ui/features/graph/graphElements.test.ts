import cytoscape from 'cytoscape';
import { describe, expect, it } from 'vitest';
import type { GraphNodeView, MenuGraphView } from '../../../worker/views/graphViews';
import {
  applyPatch,
  BAND_GAP,
  blockedTools,
  diffElements,
  drawGraph,
  fitViewport,
  graphElements,
  graphPositions,
  LAYER_GAP,
  NO_WRAP,
  NODE_HEIGHT,
  nodeBoxes,
  ROW_GAP,
  wrapGraph,
  type GraphWrap,
} from './graphElements';
import { TOOL_FONT_SIZE, TOOL_LINE_HEIGHT } from './graphStyle';

describe('fitViewport', () => {
  it('scales the boxes to the tighter side with the padding and centres them', () => {
    // Boxes span x −75…435 (510 wide) and y −18…72 (90 high); 530 × 400 viewport, padding 10.
    const view = fitViewport(
      [
        { x: 0, y: 0, width: 150, height: 36 },
        { x: 360, y: 54, width: 150, height: 36 },
      ],
      530,
      400,
      10,
      0.25,
      1.6,
    );
    expect(view?.zoom).toBeCloseTo(1);
    // Centre (180, 27) lands on the viewport's centre (265, 200).
    expect(view?.pan.x).toBeCloseTo(265 - 180);
    expect(view?.pan.y).toBeCloseTo(200 - 27);
  });

  it('keeps the zoom within its bounds', () => {
    expect(fitViewport([{ x: 0, y: 0, width: 10, height: 10 }], 1000, 1000, 0, 0.25, 1.6)?.zoom).toBe(1.6);
    expect(fitViewport([{ x: 0, y: 0, width: 100_000, height: 10 }], 100, 100, 0, 0.25, 1.6)?.zoom).toBe(0.25);
  });

  it('fits nothing without boxes or room', () => {
    expect(fitViewport([], 100, 100, 0, 0.25, 1.6)).toBeNull();
    expect(fitViewport([{ x: 0, y: 0, width: 10, height: 10 }], 0, 100, 0, 0.25, 1.6)).toBeNull();
  });
});

/** A chain: s0 field `s` at layer 0, then one tool per layer 1…length, each feeding the next. */
function chain(length: number): MenuGraphView {
  const nodes: GraphNodeView[] = [
    { id: 'state:s', kind: 'state', label: 's', menus: ['state-path'], depth: 0, row: 0 },
  ];
  for (let d = 1; d <= length; d++)
    nodes.push({
      id: `tool:t${d}`,
      kind: 'tool',
      label: `t${d}`,
      toolId: `t${d}`,
      menus: ['state-path'],
      depth: d,
      row: 0,
    });
  return { nodes, edges: [] };
}

describe('graphPositions', () => {
  it('lays layers out left to right, one column per layer, without wrapping', () => {
    const positions = graphPositions(chain(4));
    expect([1, 2, 3, 4].map((d) => positions.get(`tool:t${d}`)?.x)).toEqual([1, 2, 3, 4].map((d) => d * LAYER_GAP));
    expect(new Set([1, 2, 3, 4].map((d) => positions.get(`tool:t${d}`)?.y)).size).toBe(1);
    expect(positions.get('state:s')).toEqual({ x: 0, y: positions.get('tool:t1')?.y });
  });

  it('wraps tool layers into bands like lines of text, right of the s0 column, which stays centred', () => {
    const positions = graphPositions(chain(7), { bandLayers: 3, columnRows: Infinity });
    const at = (d: number) => positions.get(`tool:t${d}`) ?? { x: NaN, y: NaN };
    // Layers 1–3, 4–6 and 7 start each band in column 1.
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => at(d).x / LAYER_GAP)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(at(4).y - at(1).y).toBe(NODE_HEIGHT + BAND_GAP);
    expect(at(7).y - at(4).y).toBe(NODE_HEIGHT + BAND_GAP);
    expect(positions.get('state:s')).toEqual({ x: 0, y: (at(1).y + at(7).y) / 2 });
  });
});

/** s0 field `s` feeding `width` alternatives, all in layer 1 (rows 0…width−1). */
function fan(width: number): MenuGraphView {
  const nodes: GraphNodeView[] = [
    { id: 'state:s', kind: 'state', label: 's', menus: ['state-path'], depth: 0, row: 0 },
  ];
  for (let r = 0; r < width; r++)
    nodes.push({
      id: `tool:a${r}`,
      kind: 'tool',
      label: `a${r}`,
      toolId: `a${r}`,
      menus: ['state-path'],
      depth: 1,
      row: r,
    });
  return { nodes, edges: [] };
}

describe('graphPositions with columns', () => {
  it('fills the columns of a tall layer top to bottom, then left to right, and moves later layers right', () => {
    const graph = fan(5);
    graph.nodes.push({ id: 'tool:z', kind: 'tool', label: 'z', toolId: 'z', menus: ['state-path'], depth: 2, row: 0 });
    const positions = graphPositions(graph, { bandLayers: Infinity, columnRows: 3 });
    const at = (id: string) => positions.get(id) ?? { x: NaN, y: NaN };
    expect([0, 1, 2, 3, 4].map((r) => at(`tool:a${r}`).x / LAYER_GAP)).toEqual([1, 1, 1, 2, 2]);
    expect(at('tool:a1').y - at('tool:a0').y).toBe(ROW_GAP);
    expect(at('tool:a3').y).toBe(at('tool:a0').y);
    expect(at('tool:z').x).toBe(3 * LAYER_GAP);
  });
});

describe('wrapGraph', () => {
  const zoom = (graph: MenuGraphView, wrap: GraphWrap) =>
    fitViewport(nodeBoxes(graph, wrap), 370, 190, 24, 0.25, 1.6)?.zoom ?? 0;

  it('wraps a long chain into bands in a small panel, where it draws larger than on one line', () => {
    const graph = chain(8);
    const wrap = wrapGraph(graph, 370, 190, 24, 0.25, 1.6);
    expect(Number.isFinite(wrap.bandLayers)).toBe(true);
    expect(zoom(graph, wrap)).toBeGreaterThan(1.25 * zoom(graph, NO_WRAP));
  });

  it('splits a tall layer of alternatives into columns in a small panel', () => {
    const graph = fan(8);
    const wrap = wrapGraph(graph, 370, 190, 24, 0.25, 1.6);
    expect(Number.isFinite(wrap.columnRows)).toBe(true);
    expect(zoom(graph, wrap)).toBeGreaterThan(1.25 * zoom(graph, NO_WRAP));
  });

  it('keeps a short chain on one line in a wide panel', () => {
    expect(wrapGraph(chain(3), 1200, 300, 24, 0.25, 1.6)).toEqual(NO_WRAP);
  });
});

describe('diffElements', () => {
  const linked = (length: number): MenuGraphView => {
    const graph = chain(length);
    for (let d = 1; d < length; d++)
      graph.edges.push({
        id: `e${d}`,
        source: `tool:t${d}`,
        target: `tool:t${d + 1}`,
        field: `f${d}`,
        kind: 'forward',
        strength: 1,
        menus: ['state-path'],
      });
    return graph;
  };
  const drawnOf = (graph: MenuGraphView) => new Map(graphElements(graph).map((e) => [String(e.data.id), e]));
  /** linked(4) with its last tool (and the edge into it) replaced by a new tool t9. */
  const lastReplaced = (): MenuGraphView => {
    const graph = linked(4);
    graph.nodes = graph.nodes.filter((n) => n.id !== 'tool:t4');
    graph.edges = graph.edges.filter((e) => e.id !== 'e3');
    graph.nodes.push({
      id: 'tool:t9',
      kind: 'tool',
      label: 't9',
      toolId: 't9',
      menus: ['state-path'],
      depth: 4,
      row: 0,
    });
    return graph;
  };

  it('changes nothing when the next graph draws the same elements', () => {
    const graph = linked(4);
    expect(diffElements(drawnOf(graph), graphElements(linked(4)))).toEqual({ remove: [], add: [], update: [] });
  });

  it('patches a drawing into exactly the next graph, and an empty patch changes nothing', () => {
    const before = linked(4);
    const after = lastReplaced();
    after.edges.push({
      id: 'e9',
      source: 'tool:t3',
      target: 'tool:t9',
      field: 'f9',
      kind: 'forward',
      strength: 0.5,
      menus: ['state-path'],
    });
    const moved = after.nodes.find((n) => n.id === 'tool:t2');
    if (moved) moved.row = 1;
    const core = cytoscape({ headless: true, layout: { name: 'preset' }, elements: graphElements(before) });
    const next = graphElements(after);
    applyPatch(core, diffElements(drawnOf(before), next));
    const drawn = (c: cytoscape.Core) =>
      c
        .elements()
        .map((e) => JSON.stringify({ data: e.data(), position: e.isNode() ? e.position() : undefined }))
        .sort();
    expect(drawn(core)).toEqual(drawn(cytoscape({ headless: true, layout: { name: 'preset' }, elements: next })));
    let changes = 0;
    core.on('add remove data position', () => changes++);
    applyPatch(core, { remove: [], add: [], update: [] });
    expect(changes).toBe(0);
  });

  it('removes, adds and updates only the elements that differ', () => {
    const before = linked(4);
    const after = lastReplaced();
    const t2 = after.nodes.find((n) => n.id === 'tool:t2');
    if (t2) t2.role = 'bridge';
    const patch = diffElements(drawnOf(before), graphElements(after));
    expect(patch.remove.sort()).toEqual(['e3', 'tool:t4']);
    expect(patch.add.map((e) => e.data.id)).toEqual(['tool:t9']);
    expect(patch.update.map((e) => e.data.id)).toEqual(['tool:t2']);
  });

  it('moves a node whose position changed, and replaces an edge whose endpoints changed', () => {
    const before = linked(3);
    const after = linked(3);
    const t3 = after.nodes.find((n) => n.id === 'tool:t3');
    if (t3) t3.depth = 4;
    const e1 = after.edges.find((e) => e.id === 'e1');
    if (e1) e1.source = 'state:s';
    const patch = diffElements(drawnOf(before), graphElements(after));
    expect(patch.update.map((e) => e.data.id)).toEqual(['tool:t3']);
    expect(patch.remove).toEqual(['e1']);
    expect(patch.add.map((e) => e.data.id)).toEqual(['e1']);
  });
});

describe('node height', () => {
  it("holds a tool's two label lines (name, then ranks) inside its borders", () => {
    const border = 4; // the widest border a tool node gets (graphStyle: chosen, held by both menus)
    expect(NODE_HEIGHT).toBeGreaterThanOrEqual(2 * TOOL_FONT_SIZE * TOOL_LINE_HEIGHT + border);
  });
});

describe('drawGraph', () => {
  const graph = (): MenuGraphView => chain(4);
  const shown = (c: cytoscape.Core): string[] =>
    c
      .elements()
      .map((e) => String(e.id()))
      .sort();

  it('draws the whole graph on a new canvas, though an earlier one showed it (StrictMode remounts)', () => {
    const first = cytoscape({ headless: true, layout: { name: 'preset' } });
    drawGraph(first, graph(), NO_WRAP);
    const expected = shown(first);
    expect(expected.length).toBeGreaterThan(0);
    first.destroy();
    const second = cytoscape({ headless: true, layout: { name: 'preset' } });
    drawGraph(second, graph(), NO_WRAP);
    expect(shown(second)).toEqual(expected);
  });

  it('changes nothing when a canvas is drawn the graph it shows', () => {
    const core = cytoscape({ headless: true, layout: { name: 'preset' } });
    drawGraph(core, graph(), NO_WRAP);
    let changes = 0;
    core.on('add remove data position', () => changes++);
    drawGraph(core, graph(), NO_WRAP);
    expect(changes).toBe(0);
  });
});

describe('blockedTools', () => {
  const ref = (toolId: string) => ({ tool: 0, toolId, relevanceRank: 1, rank: 1 });
  it('maps each blocked producer to the inputs it lacks, merged over the menus drawn', () => {
    const relevance = { blocked: [{ producer: ref('easypost.purchase_label'), lacks: ['rate_id'], feeds: [] }] };
    const statePath = {
      blocked: [
        { producer: ref('easypost.purchase_label'), lacks: ['rate_id'], feeds: [] },
        { producer: ref('easypost.list_rates'), lacks: ['shipment_id', 'carrier'], feeds: [] },
      ],
    };
    expect(blockedTools([relevance])).toEqual(new Map([['easypost.purchase_label', 'rate_id']]));
    expect(blockedTools([relevance, statePath])).toEqual(
      new Map([
        ['easypost.purchase_label', 'rate_id'],
        ['easypost.list_rates', 'shipment_id, carrier'],
      ]),
    );
    expect(blockedTools([])).toEqual(new Map());
  });
});
