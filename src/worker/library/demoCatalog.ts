import type { StoredCatalogMeta } from '../../core/index';
import type { DemoInputs } from '../demoSession';

/** The built-in demo's id in the library. */
export const DEMO_ID = 'demo';

/** The demo's listing: the built-in files, or the tasks / trajectories attached to it. */
export function demoMeta(demo: DemoInputs, stored: StoredCatalogMeta | undefined): StoredCatalogMeta {
  const meta: StoredCatalogMeta = {
    id: DEMO_ID,
    name: demo.catalog.name,
    format: 'tool-catalog/v1',
    source: { kind: 'builtin', name: demo.catalogFile },
    loadedAt: 0,
    toolCount: demo.catalog.tools.length,
    taskCount: stored?.tasksFile ? stored.taskCount : demo.tasks.tasks.length,
    trajectoryCount: stored?.trajectoryCount ?? 0,
    tasksFile: stored?.tasksFile ?? demo.tasksFile,
    warnings: stored?.warnings ?? [],
  };
  if (stored?.trajectoriesFile) meta.trajectoriesFile = stored.trajectoriesFile;
  return meta;
}
