import { toSourceProblems } from './loadCatalog';
import { SourceError, parseJsonText, type PathSegment } from './sourceErrors';
import { TRAJECTORIES_FORMAT, type Trajectory, type TrajectorySet } from './types';
import { ProblemCollector, describeType, isObject, type RawProblem } from './validator';

function checkTrajectory(c: ProblemCollector, raw: unknown, i: number): Trajectory | undefined {
  const at: PathSegment[] = ['trajectories', i];
  if (!isObject(raw)) {
    c.add(at, `expected a trajectory object, found ${describeType(raw)}`);
    return undefined;
  }
  c.string(raw, 'task_id', at, false, false);
  const calls = c.array(raw, 'calls', at, true);
  if (calls) c.stringArray(calls, [...at, 'calls']);
  if (typeof raw.success !== 'boolean') {
    if (raw.success === undefined) c.add(at, 'missing required key "success"');
    else c.add([...at, 'success'], `expected true or false, found ${describeType(raw.success)}`);
    return undefined;
  }
  return calls ? (raw as Trajectory) : undefined;
}

/** Validates a parsed `tool-trajectories/v1` document. */
export function validateTrajectories(value: unknown): { trajectories?: TrajectorySet; problems: RawProblem[] } {
  const c = new ProblemCollector();
  if (!isObject(value)) {
    c.add([], `expected a tool-trajectories/v1 object, found ${describeType(value)}`);
    return { problems: c.problems };
  }
  c.format(value, TRAJECTORIES_FORMAT, 'tool-trajectories/v1');
  const list = c.array(value, 'trajectories', [], true) ?? [];
  const trajectories: Trajectory[] = [];
  for (let i = 0; i < list.length && !c.full; i++) {
    const t = checkTrajectory(c, list[i], i);
    if (t) trajectories.push(t);
  }
  if (c.problems.length > 0) return { problems: c.problems };
  return { trajectories: { ...value, format: TRAJECTORIES_FORMAT, trajectories } as TrajectorySet, problems: [] };
}

/** Parses and validates a `tool-trajectories/v1` file. Throws SourceError naming file, line and JSON path. */
export function parseTrajectories(text: string, file: string): TrajectorySet {
  const { trajectories, problems } = validateTrajectories(parseJsonText(text, file));
  if (!trajectories) throw new SourceError(toSourceProblems(text, file, problems));
  return trajectories;
}
