/**
 * `npx tsx bench/graphFrames.ts [--graphs 16] [--rounds 3] [--variant NAME]`: what Cytoscape
 * spends on the main thread drawing the side panel's graph for new menus, alone (no React, no
 * worker). The State-Path graphs of a 16,000-tool catalog's tasks (seed 3, structural scorer)
 * are patched into one Cytoscape instance in turn, the way MenuGraph does (diffElements, the
 * preset fit), in a 374 × 186 canvas (the panel at 1280 × 800); every requestAnimationFrame
 * callback is timed (Cytoscape is the only user on the page). Prints JSON: per graph, the
 * frames' total time (median / P95 over the graphs of every round after the first, which warms
 * the JIT and the texture caches), the longest single frame, frames per graph and the zoom.
 * `--variant no-edge-labels | no-labels` draws the same graphs without edge labels or without
 * any label (what the labels cost), `straight-edges` with straight instead of bezier edges;
 * `patch_ms` is the synchronous patch and viewport call before those frames. Figures are never
 * asserted.
 */
import { readFileSync } from 'node:fs';
import type { Core, ElementDefinition } from 'cytoscape';
import { buildCatalogIndex } from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import {
  applyPatch,
  diffElements,
  fitViewport,
  graphElements,
  nodeBoxes,
  wrapGraph,
} from '../src/ui/features/graph/graphElements';
import { graphStyle } from '../src/ui/features/graph/graphStyle';
import { menusView } from '../src/worker/views/menusView';
import type { InspectorSession } from '../src/worker/demoSession';
import { launchChromium, option } from './benchArgs';
import { summarize } from './stats';

const GRAPHS = Number(option('graphs', '16'));
const ROUNDS = Number(option('rounds', '3'));
const VARIANT = option('variant', 'app');
const WIDTH = 374;
const HEIGHT = 186;
const PADDING = 24;

const demo = generateDemo({ seed: 3, tools: 16_000, tasks: GRAPHS });
const session: InspectorSession = {
  catalog: demo.catalog,
  index: buildCatalogIndex(demo.catalog),
  tasks: demo.tasks,
  catalogFile: 'c',
  tasksFile: 't',
  loadMs: 0,
  catalogId: 'bench',
  editedTools: new Set(),
  revision: 1,
};
const clock = { now: () => performance.now() };
type Step = {
  remove: string[];
  add: ElementDefinition[];
  update: ElementDefinition[];
  view: { zoom: number; pan: { x: number; y: number } } | null;
};
const steps: Step[] = [];
let drawn = new Map<string, ElementDefinition>();
for (let round = 0; round < ROUNDS; round++) {
  for (const task of demo.tasks.tasks) {
    const view = await menusView(session, { taskId: task.id, budget: 32, top: 8 }, clock);
    const graph = view.statePath.graph;
    const wrap = wrapGraph(graph, WIDTH, HEIGHT, PADDING, 0.25, 1.6);
    const next = graphElements(graph, wrap);
    const patch = diffElements(drawn, next);
    drawn = new Map(next.map((e) => [String(e.data.id), e]));
    steps.push({ ...patch, view: fitViewport(nodeBoxes(graph, wrap), WIDTH, HEIGHT, PADDING, 0.25, 1.6) });
  }
}
const unlabelled = VARIANT === 'no-labels' ? ['node', 'edge'] : VARIANT === 'no-edge-labels' ? ['edge'] : [];
// The app's stylesheet, plus rules that blank the labels of the variant (later rules win).
const style = [
  ...graphStyle('light'),
  ...unlabelled.map((selector) => ({ selector, style: { label: '' } })),
  ...(VARIANT === 'straight-edges' ? [{ selector: 'edge', style: { 'curve-style': 'straight' } }] : []),
];

const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // tsx (esbuild keepNames) wraps the functions passed to the page in __name().
  await page.setContent(`<div id="g" style="width:${WIDTH}px;height:${HEIGHT}px"></div>`);
  await page.evaluate('window.__name = (f) => f');
  await page.addScriptTag({ content: readFileSync('node_modules/cytoscape/dist/cytoscape.min.js', 'utf8') });
  // The app's own patching (MenuGraph draws every new graph with it).
  await page.addScriptTag({ content: `window.applyPatch = ${applyPatch.toString()};` });
  const result = await page.evaluate(
    async ({ steps, style }) => {
      const frames: number[] = [];
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) =>
        raf((t) => {
          const t0 = performance.now();
          cb(t);
          frames.push(performance.now() - t0);
        });
      const cytoscape = (window as unknown as { cytoscape: (o: object) => Core }).cytoscape;
      const core = cytoscape({
        container: document.getElementById('g'),
        style,
        layout: { name: 'preset' },
        minZoom: 0.25,
        maxZoom: 1.6,
        boxSelectionEnabled: false,
        autounselectify: true,
        autoungrabify: true,
      });
      const settle = () => new Promise((ok) => setTimeout(ok, 400));
      await settle();
      const perGraph: { total: number; longest: number; frames: number; zoom: number; patch: number }[] = [];
      for (const step of steps) {
        frames.length = 0;
        const p0 = performance.now();
        (window as unknown as { applyPatch: (core: Core, patch: Step) => void }).applyPatch(core, step);
        if (step.view) core.viewport(step.view);
        const patch = performance.now() - p0;
        await settle();
        const busy = frames.filter((f) => f > 0.2);
        perGraph.push({
          total: busy.reduce((s, f) => s + f, 0),
          longest: Math.max(0, ...busy),
          frames: busy.length,
          zoom: core.zoom(),
          patch,
        });
      }
      return perGraph;
    },
    { steps, style },
  );
  const measured = result.slice(GRAPHS); // the first round warms the JIT and the texture caches
  console.log(
    JSON.stringify({
      bench: 'graph-frames',
      variant: VARIANT,
      graphs: measured.length,
      frames_total_ms: summarize(measured.map((g) => g.total)),
      patch_ms: summarize(measured.map((g) => g.patch)),
      longest_frame_ms: summarize(measured.map((g) => g.longest)),
      frames_per_graph: summarize(measured.map((g) => g.frames)),
      zoom: summarize(measured.map((g) => g.zoom)),
    }),
  );
} finally {
  await browser.close();
}
