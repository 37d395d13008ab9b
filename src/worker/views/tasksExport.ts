import { goldToolIds, TASKS_FORMAT, type Task, type TaskSet } from '../../core/index';
import type { InspectorSession } from '../demoSession';
import type { AdHocTask } from './menusQuery';
import { goldOfChain } from './menusView';

/** A task as the page holds it: a loaded task's edits, or a task the user created. */
export interface TaskEdit extends AdHocTask {
  id: string;
  /** True for a task the user created (not in the loaded tasks file). */
  created: boolean;
}

export interface TasksExportRequest {
  /** The open catalog's edited and created tasks (useTaskDraftsStore). */
  edits: TaskEdit[];
}

/** The tasks file to save, how many tasks it holds, and what was left out. */
export interface TasksExportView {
  filename: string;
  text: string;
  taskCount: number;
  /** How many of them have a gold path (what `menu-inspector eval` and Scores score). */
  withGold: number;
  /** Tasks left out, each with why. */
  warnings: string[];
}

/** A loaded or created task with the page's edits applied: its request, s0 (absent: inferred) and gold chain. */
function editedTask(session: InspectorSession, base: Task | undefined, edit: TaskEdit): Task {
  const task: Task = { ...(base ?? {}), id: edit.id, query: edit.query };
  delete task.state;
  if (edit.state) task.state = [...edit.state];
  if (edit.gold !== undefined) {
    delete task.gold;
    // A stale chain (a tool the catalog no longer has) names its task: Scores and the export read every task.
    if (edit.gold.length > 0)
      try {
        task.gold = goldOfChain(session, edit.gold, base?.gold);
      } catch (e) {
        throw new Error(`task ${edit.id}: ${(e as Error).message}`);
      }
  }
  return task;
}

/**
 * The open catalog's tasks as the page holds them: the loaded tasks in their order with their
 * edits (request, s0, gold chain), then the tasks the user created, oldest first. A created task
 * with no request is left out with a warning. Scores scores these; Export → Tasks writes them.
 */
export function tasksAsEdited(
  session: InspectorSession,
  edits: readonly TaskEdit[],
): { tasks: TaskSet; warnings: string[] } {
  const byId = new Map(edits.map((e) => [e.id, e]));
  const tasks: Task[] = session.tasks.tasks.map((t) => {
    const edit = byId.get(t.id);
    return edit && !edit.created ? editedTask(session, t, edit) : t;
  });
  const warnings: string[] = [];
  const loadedIds = new Set(tasks.map((t) => t.id));
  const created = edits
    .filter((e) => e.created && !loadedIds.has(e.id))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  for (const edit of created) {
    if (edit.query.trim() === '') {
      warnings.push(`${edit.id}: no request yet, left out`);
      continue;
    }
    tasks.push(editedTask(session, undefined, edit));
  }
  return { tasks: { ...session.tasks, format: TASKS_FORMAT, tasks }, warnings };
}

/**
 * The open catalog's tasks as `tool-tasks/v1`, as the page holds them (tasksAsEdited):
 * `menu-inspector eval --tasks` reads the file, and loading it again brings the tasks back.
 */
export function tasksExport(session: InspectorSession, request: TasksExportRequest): TasksExportView {
  const { tasks: doc, warnings } = tasksAsEdited(session, request.edits);
  const name = session.catalogId ?? 'catalog';
  return {
    filename: `tasks-${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`,
    text: `${JSON.stringify(doc, null, 2)}\n`,
    taskCount: doc.tasks.length,
    withGold: doc.tasks.filter((t) => goldToolIds(t.gold).length > 0).length,
    warnings,
  };
}
