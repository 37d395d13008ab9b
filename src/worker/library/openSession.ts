import {
  applyEdit,
  buildCatalogIndex,
  buildTransitionPrior,
  describeEdit,
  editedToolIds,
  type Catalog,
  type CatalogEdit,
  type CatalogIndex,
  type Clock,
  type TaskSet,
  type TrajectorySet,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';

/** A catalog as loaded (before edits) with its tasks and trajectories. */
export interface CatalogInputs {
  catalogId: string;
  base: Catalog;
  tasks: TaskSet;
  trajectories?: TrajectorySet;
  catalogFile: string;
  tasksFile: string;
}

/** The edits that still apply to a base catalog, the result, and a line for each that no longer does. */
export function applySavedEdits(
  base: Catalog,
  edits: readonly CatalogEdit[],
): { catalog: Catalog; applied: CatalogEdit[]; dropped: string[] } {
  let catalog = base;
  const applied: CatalogEdit[] = [];
  const dropped: string[] = [];
  for (const edit of edits) {
    try {
      catalog = applyEdit(catalog, edit);
      applied.push(edit);
    } catch (e) {
      dropped.push(`saved edit "${describeEdit(edit)}" no longer applies (${(e as Error).message}); it was set aside`);
    }
  }
  return { catalog, applied, dropped };
}

/**
 * The session the views read for a catalog with its edits applied: the index is rebuilt from
 * the edited catalog (buildCatalogIndex; given the `previous` session's index, its text index is
 * updated for the edited tools only), ρ from the trajectories over that index.
 */
export function openSession(
  inputs: CatalogInputs,
  catalog: Catalog,
  edits: readonly CatalogEdit[],
  revision: number,
  clock: Clock,
  previous?: CatalogIndex,
): InspectorSession {
  const t0 = clock.now();
  const index = buildCatalogIndex(catalog, previous);
  const session: InspectorSession = {
    catalog,
    index,
    tasks: inputs.tasks,
    catalogFile: inputs.catalogFile,
    tasksFile: inputs.tasksFile,
    loadMs: 0,
    catalogId: inputs.catalogId,
    editedTools: editedToolIds(edits),
    revision,
  };
  if (inputs.trajectories) session.prior = buildTransitionPrior(index, inputs.trajectories).prior;
  session.loadMs = clock.now() - t0;
  return session;
}
