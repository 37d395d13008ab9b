import {
  checkTasksAgainstCatalog,
  type Catalog,
  type CatalogSource,
  type StoredCatalogData,
  type StoredCatalogMeta,
  type TaskSet,
} from '../../core/index';
import { DEMO_TASKS_FILE } from '../demoSession';
import type { ParsedInputs } from '../loading/parseInputs';
import type { CatalogInputs } from './openSession';
import type { OpenCatalog } from './catalogLibrary';
import { SAMPLE_TASKS_FILE, sampleTasks } from './sampleTasks';

/** A new catalog ready for the store and the session. */
export interface LoadedEntry {
  meta: StoredCatalogMeta;
  data: StoredCatalogData;
  inputs: CatalogInputs;
  warnings: string[];
}

/** One line when a task file's gold names tools the catalog lacks (menus still build; gold marks miss them). */
function goldWarnings(tasks: TaskSet, file: string, catalog: Catalog): string[] {
  const problems = checkTasksAgainstCatalog(tasks, new Set(catalog.tools.map((t) => t.id)));
  const [first] = problems;
  if (!first) return [];
  return [
    `${file}: ${problems.length} gold reference${problems.length === 1 ? '' : 's'} to tools not in ${catalog.name} (first: ${first.message})`,
  ];
}

/**
 * The listing, stored data and session inputs of a freshly loaded catalog. Without a tasks
 * file it gets sample tasks (sampleTasks.ts) so its menus show at once; they are not stored.
 */
export function loadedEntry(parsed: ParsedInputs, source: CatalogSource, id: string, now: number): LoadedEntry {
  const loaded = parsed.catalog;
  if (!loaded) throw new Error('no catalog file in this load');
  const { catalog } = loaded;
  const warnings = parsed.tasks ? goldWarnings(parsed.tasks.set, parsed.tasks.file, catalog) : [];
  const meta: StoredCatalogMeta = {
    id,
    name: catalog.name,
    format: loaded.format,
    source,
    loadedAt: now,
    toolCount: catalog.tools.length,
    taskCount: parsed.tasks?.set.tasks.length ?? 0,
    trajectoryCount: parsed.trajectories?.set.trajectories.length ?? 0,
    warnings: [...parsed.warnings, ...warnings],
  };
  const data: StoredCatalogData = { id, catalog };
  if (parsed.tasks) {
    meta.tasksFile = parsed.tasks.file;
    data.tasks = parsed.tasks.set;
  }
  if (parsed.trajectories) {
    meta.trajectoriesFile = parsed.trajectories.file;
    data.trajectories = parsed.trajectories.set;
  }
  return { meta, data, inputs: storedInputs(meta, data, catalog), warnings };
}

/** The session inputs of a stored catalog (sample tasks when it has none). */
export function storedInputs(meta: StoredCatalogMeta, data: StoredCatalogData, catalog: Catalog): CatalogInputs {
  const inputs: CatalogInputs = {
    catalogId: meta.id,
    base: catalog,
    tasks: data.tasks ?? sampleTasks(catalog),
    catalogFile: meta.source.name,
    tasksFile: data.tasks ? (meta.tasksFile ?? 'tasks') : SAMPLE_TASKS_FILE,
  };
  if (data.trajectories) inputs.trajectories = data.trajectories;
  return inputs;
}

/** Tasks and/or trajectories attached to the open catalog: its new listing, stored data and inputs. */
export interface AttachedInputs {
  meta: StoredCatalogMeta;
  data: StoredCatalogData;
  inputs: CatalogInputs;
  warnings: string[];
  summary: string;
}

/**
 * Attaches a tasks and/or trajectories file to the open catalog (replacing earlier ones). The
 * demo's stored data holds only what was attached; other catalogs store their base catalog too.
 */
export function attachInputs(open: OpenCatalog, parsed: ParsedInputs, demoId: string): AttachedInputs {
  if (!parsed.tasks && !parsed.trajectories) throw new Error('nothing to load: no catalog, tasks or trajectories file');
  const meta: StoredCatalogMeta = { ...open.meta };
  const inputs: CatalogInputs = { ...open.inputs };
  const warnings: string[] = [];
  const done: string[] = [];
  if (parsed.tasks) {
    inputs.tasks = parsed.tasks.set;
    inputs.tasksFile = parsed.tasks.file;
    meta.tasksFile = parsed.tasks.file;
    meta.taskCount = parsed.tasks.set.tasks.length;
    warnings.push(...goldWarnings(parsed.tasks.set, parsed.tasks.file, open.session.catalog));
    done.push(`${meta.taskCount} tasks from ${parsed.tasks.file}`);
  }
  if (parsed.trajectories) {
    inputs.trajectories = parsed.trajectories.set;
    meta.trajectoriesFile = parsed.trajectories.file;
    meta.trajectoryCount = parsed.trajectories.set.trajectories.length;
    done.push(`${meta.trajectoryCount} trajectories from ${parsed.trajectories.file}`);
  }
  meta.warnings = [...meta.warnings, ...parsed.warnings, ...warnings];
  const isDemo = open.meta.id === demoId;
  const data: StoredCatalogData = { id: meta.id };
  if (!isDemo) data.catalog = open.inputs.base;
  const tasksAttached = isDemo ? inputs.tasksFile !== DEMO_TASKS_FILE : inputs.tasksFile !== SAMPLE_TASKS_FILE;
  if (tasksAttached) data.tasks = inputs.tasks;
  if (inputs.trajectories) data.trajectories = inputs.trajectories;
  return { meta, data, inputs, warnings, summary: `Added ${done.join(' and ')} to ${meta.name}` };
}
