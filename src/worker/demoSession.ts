import { buildCatalogIndex, parseCatalog, parseTasks, type Catalog, type CatalogIndex, type Clock, type TaskSet } from '../core/index';
import { fetchText } from '../adapters/web/fetchText';

/** The catalog and tasks the worker serves, indexed once at launch. */
export interface InspectorSession {
  catalog: Catalog;
  index: CatalogIndex;
  tasks: TaskSet;
  catalogFile: string;
  tasksFile: string;
  loadMs: number;
}

export const DEMO_CATALOG_FILE = 'demo/catalog.json';
export const DEMO_TASKS_FILE = 'demo/tasks.json';

/** Fetches, validates and indexes the embedded demo (`public/demo/*.json`) relative to `base`. */
export async function loadDemoSession(base: URL, clock: Clock): Promise<InspectorSession> {
  const t0 = clock.now();
  const [catalogText, tasksText] = await Promise.all([
    fetchText(new URL(DEMO_CATALOG_FILE, base)),
    fetchText(new URL(DEMO_TASKS_FILE, base)),
  ]);
  const catalog = parseCatalog(catalogText, DEMO_CATALOG_FILE);
  const tasks = parseTasks(tasksText, DEMO_TASKS_FILE);
  const index = buildCatalogIndex(catalog);
  return { catalog, index, tasks, catalogFile: DEMO_CATALOG_FILE, tasksFile: DEMO_TASKS_FILE, loadMs: clock.now() - t0 };
}
