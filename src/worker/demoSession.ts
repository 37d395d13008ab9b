import {
  buildCatalogIndex,
  parseCatalog,
  parseTasks,
  type Catalog,
  type CatalogIndex,
  type Clock,
  type TaskSet,
  type TransitionPrior,
} from '../core/index';
import { fetchText } from '../adapters/web/fetchText';

/** The catalog and tasks the worker serves: the demo, or one the user loaded, with its edits applied. */
export interface InspectorSession {
  catalog: Catalog;
  index: CatalogIndex;
  tasks: TaskSet;
  catalogFile: string;
  tasksFile: string;
  loadMs: number;
  /** The catalog's id in the library (`demo` for the built-in one). */
  catalogId?: string;
  /** ρ from the catalog's loaded trajectories (none: ρ = 0). */
  prior?: TransitionPrior;
  /** Tools the user's schema edits touch (the "edited" badge). */
  editedTools?: ReadonlySet<string>;
  /** Changes with every load, switch and schema edit (the UI caches menus by it). */
  revision?: number;
}

/** The demo's files before indexing (the library applies saved edits first). */
export interface DemoInputs {
  catalog: Catalog;
  tasks: TaskSet;
  catalogFile: string;
  tasksFile: string;
  /** Fetch + parse time. */
  loadMs: number;
}

export const DEMO_CATALOG_FILE = 'demo/catalog.json';
export const DEMO_TASKS_FILE = 'demo/tasks.json';

/** Fetches and validates the embedded demo (`public/demo/*.json`) relative to `base`. */
export async function loadDemoInputs(base: URL, clock: Clock): Promise<DemoInputs> {
  const t0 = clock.now();
  const [catalogText, tasksText] = await Promise.all([
    fetchText(new URL(DEMO_CATALOG_FILE, base)),
    fetchText(new URL(DEMO_TASKS_FILE, base)),
  ]);
  const catalog = parseCatalog(catalogText, DEMO_CATALOG_FILE);
  const tasks = parseTasks(tasksText, DEMO_TASKS_FILE);
  return { catalog, tasks, catalogFile: DEMO_CATALOG_FILE, tasksFile: DEMO_TASKS_FILE, loadMs: clock.now() - t0 };
}

/** Fetches, validates and indexes the embedded demo, without saved edits. */
export async function loadDemoSession(base: URL, clock: Clock): Promise<InspectorSession> {
  const t0 = clock.now();
  const demo = await loadDemoInputs(base, clock);
  const index = buildCatalogIndex(demo.catalog);
  return {
    catalog: demo.catalog,
    index,
    tasks: demo.tasks,
    catalogFile: demo.catalogFile,
    tasksFile: demo.tasksFile,
    loadMs: clock.now() - t0,
    catalogId: 'demo',
  };
}
