import { serializeCatalog, type Clock } from '../../core/index';
import type { DemoInputs } from '../demoSession';
import { parseInputs, type InputText } from '../loading/parseInputs';
import { loadedEntry } from './libraryEntries';
import { openSession } from './openSession';

/**
 * The demo's catalog and tasks as the files a person would load (`tool-catalog/v1`,
 * `tool-tasks/v1`), for warmLoadPass; the catalog holds `copies` copies of the demo's tools (ids
 * and names suffixed `_1`, `_2`, …): a pass over the 450-tool demo alone left the first large
 * load ~0.1–0.2 s slower than the later ones.
 */
export function warmupTexts(demo: DemoInputs, copies: number): InputText[] {
  const tools = Array.from({ length: copies }, (_, k) =>
    demo.catalog.tools.map((t) => (k === 0 ? t : { ...t, id: `${t.id}_${k}`, name: `${t.name}_${k}` })),
  ).flat();
  return [
    { name: 'warm-up.tool-catalog.json', text: serializeCatalog({ ...demo.catalog, tools }), role: 'catalog' },
    { name: 'warm-up.tasks.json', text: JSON.stringify(demo.tasks), role: 'tasks' },
  ];
}

/**
 * One pass of a new catalog's load on `texts`, without the reading and the store: parsing and
 * validation (parseInputs), the listing (loadedEntry) and the session's index (openSession). The
 * result is dropped. Returns the tools it indexed.
 *
 * Why: a person's first large load into the open app ran that code before V8 had optimized it.
 * At 16,000 tools in Chromium (2026-12-02, a scratch page timing three loads into the app's
 * worker) the first load took 1.39–1.68 s against 1.12–1.15 s after a 2,000-tool load had run the
 * same code, its index build 0.69–0.89 s against ~0.48 s. With two passes over 4 × the demo
 * (1,800 tools; 150–430 ms each) once the model has loaded, the first load took 1.14–1.32 s,
 * as fast as the next two (warmLoadPath; figures: `npx tsx bench/browserScale.ts
 * --sizes 16000`, first_load).
 */
export function warmLoadPass(texts: readonly InputText[], clock: Clock): number {
  const entry = loadedEntry(parseInputs(texts), { kind: 'file', name: 'warm-up' }, 'warm-up', 0);
  return openSession(entry.inputs, entry.inputs.base, [], 0, clock).index.tools.length;
}

/**
 * Runs `passes` of a new catalog's load path (warmLoadPass) over `copies` copies of the demo's
 * tools, so V8 has optimized that code before a person loads a large catalog; `pause` runs before
 * each pass to let requests in (a pass over 1,800 tools is one task of 150–430 ms in Chromium).
 * Changes nothing; resolves with the tools indexed.
 */
export async function warmLoadPath(
  demo: DemoInputs,
  passes: number,
  copies: number,
  pause: () => Promise<void>,
  clock: Clock,
): Promise<number> {
  const texts = warmupTexts(demo, copies);
  let tools = 0;
  for (let i = 0; i < passes; i++) {
    await pause();
    tools += warmLoadPass(texts, clock);
  }
  return tools;
}
