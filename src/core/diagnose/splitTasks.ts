import { TASKS_FORMAT, TRAJECTORIES_FORMAT, type Task, type TaskSet, type TrajectorySet } from '../catalog/types';
import { fnv1a } from '../util/prng';
import { goldToolIds } from './goldTargets';

/**
 * Splits tasks into a training part, whose gold chains become successful trajectories (the
 * transition prior ρ learns from them), and a held-out part to report on. A task's side
 * depends only on its id and the seed.
 */
export function splitTasks(
  tasks: TaskSet,
  holdout: number,
  seed: number,
): { train: TaskSet; test: TaskSet; trajectories: TrajectorySet } {
  const train: Task[] = [];
  const test: Task[] = [];
  for (const task of tasks.tasks) (fnv1a(task.id, seed) / 0x100000000 < holdout ? test : train).push(task);
  const trajectories: TrajectorySet = {
    format: TRAJECTORIES_FORMAT,
    source: { derived_from: 'gold chains of the training split', seed, holdout },
    trajectories: train
      .filter((t) => goldToolIds(t.gold).length > 0)
      .map((t) => ({ task_id: t.id, calls: t.gold?.chain ?? goldToolIds(t.gold), success: true })),
  };
  const part = (list: Task[], name: string): TaskSet => ({
    ...tasks,
    format: TASKS_FORMAT,
    split: { name, seed, holdout },
    tasks: list,
  });
  return { train: part(train, 'train'), test: part(test, 'test'), trajectories };
}
