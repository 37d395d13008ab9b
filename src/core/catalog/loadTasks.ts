import { toSourceProblems } from './loadCatalog';
import { SourceError, parseJsonText, type PathSegment } from './sourceErrors';
import { TASKS_FORMAT, type GoldPath, type Task, type TaskSet } from './types';
import { ProblemCollector, describeType, isObject, type JsonObject, type RawProblem } from './validator';

function checkGold(c: ProblemCollector, raw: JsonObject, at: PathSegment[]): GoldPath {
  const chain = raw.chain === undefined ? undefined : c.array(raw, 'chain', at, false);
  const tools = raw.tools === undefined ? undefined : c.array(raw, 'tools', at, false);
  if (chain) c.stringArray(chain, [...at, 'chain']);
  if (tools) c.stringArray(tools, [...at, 'tools']);
  const edges = raw.edges === undefined ? undefined : c.array(raw, 'edges', at, false);
  edges?.forEach((edge, i) => {
    const ok = Array.isArray(edge) && edge.length === 2 && edge.every((x) => typeof x === 'string');
    if (!ok)
      c.add([...at, 'edges', i], `expected a [producer, consumer] pair of tool ids, found ${describeType(edge)}`);
  });
  return raw as GoldPath;
}

function checkTask(
  c: ProblemCollector,
  raw: unknown,
  i: number,
  firstIndexOfId: Map<string, number>,
): Task | undefined {
  const at: PathSegment[] = ['tasks', i];
  if (!isObject(raw)) {
    c.add(at, `expected a task object, found ${describeType(raw)}`);
    return undefined;
  }
  const id = c.string(raw, 'id', at, true);
  const query = c.string(raw, 'query', at, true);
  if (raw.state !== undefined) {
    const state = c.array(raw, 'state', at, false);
    if (state) c.stringArray(state, [...at, 'state']);
  }
  if (raw.gold !== undefined) {
    if (isObject(raw.gold)) checkGold(c, raw.gold, [...at, 'gold']);
    else c.add([...at, 'gold'], `expected an object with "chain" or "tools", found ${describeType(raw.gold)}`);
  }
  c.uniqueId(id, 'tasks', i, firstIndexOfId, 'task');
  if (id === undefined || query === undefined) return undefined;
  return raw as Task;
}

/** Validates a parsed `tool-tasks/v1` document. */
export function validateTasks(value: unknown): { tasks?: TaskSet; problems: RawProblem[] } {
  const c = new ProblemCollector();
  if (!isObject(value)) {
    c.add([], `expected a tool-tasks/v1 object, found ${describeType(value)}`);
    return { problems: c.problems };
  }
  c.format(value, TASKS_FORMAT, 'tool-tasks/v1');
  c.string(value, 'catalog', [], false, false);
  const list = c.array(value, 'tasks', [], true) ?? [];
  const firstIndexOfId = new Map<string, number>();
  const tasks: Task[] = [];
  for (let i = 0; i < list.length && !c.full; i++) {
    const task = checkTask(c, list[i], i, firstIndexOfId);
    if (task) tasks.push(task);
  }
  if (c.problems.length > 0) return { problems: c.problems };
  return { tasks: { ...value, format: TASKS_FORMAT, tasks } as TaskSet, problems: [] };
}

/** Parses and validates a `tool-tasks/v1` file. Throws SourceError naming file, line and JSON path. */
export function parseTasks(text: string, file: string): TaskSet {
  const { tasks, problems } = validateTasks(parseJsonText(text, file));
  if (!tasks) throw new SourceError(toSourceProblems(text, file, problems));
  return tasks;
}

/** Problems where tasks name tools the catalog lacks (gold chains, tools, edges). */
export function checkTasksAgainstCatalog(tasks: TaskSet, toolIds: ReadonlySet<string>): RawProblem[] {
  const c = new ProblemCollector();
  tasks.tasks.forEach((task, i) => {
    const gold = task.gold;
    if (!gold) return;
    for (const key of ['chain', 'tools'] as const) {
      gold[key]?.forEach((id, j) => {
        if (!toolIds.has(id)) c.add(['tasks', i, 'gold', key, j], `unknown tool id "${id}" (not in the catalog)`);
      });
    }
    gold.edges?.forEach((edge, j) => {
      edge.forEach((id, k) => {
        if (!toolIds.has(id))
          c.add(['tasks', i, 'gold', 'edges', j, k], `unknown tool id "${id}" (not in the catalog)`);
      });
    });
  });
  return c.problems;
}

/**
 * The same tasks without `state`: each s0 is then inferred from the request, as for a request a
 * user types with no data (createTaskContext). `eval`, `menus` and `inspect --infer-state`, and
 * the benchmarks' "s0 inferred" rows.
 */
export function withoutState(tasks: TaskSet): TaskSet {
  return {
    ...tasks,
    tasks: tasks.tasks.map((t): Task => {
      const { state: _state, ...rest } = t;
      return rest;
    }),
  };
}
