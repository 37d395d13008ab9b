import { join } from 'node:path';
import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import { InputError, readInputFile } from '../../adapters/node/readInputFile';
import { SourceError, parseTasks, splitTasks } from '../../core/index';
import { checkKnown, integer, number, required, type ParsedArgs } from '../args';

/** `split`: held-out tasks to report on, and the training part's gold chains as trajectories for ρ. */
export function splitCommand(args: ParsedArgs): void {
  checkKnown(args, ['tasks', 'holdout', 'seed', 'out-dir']);
  const path = required(args, 'tasks', 'FILE');
  const holdout = number(args, 'holdout', 0.5);
  if (holdout <= 0 || holdout >= 1)
    throw new InputError(`--holdout must be between 0 and 1 (exclusive), got ${holdout}`);
  let tasks;
  try {
    tasks = parseTasks(readInputFile(path), path);
  } catch (e) {
    if (e instanceof SourceError) throw new InputError(e.message);
    throw e;
  }
  const { train, test, trajectories } = splitTasks(tasks, holdout, integer(args, 'seed', 1, 0));
  const dir = required(args, 'out-dir', 'DIR');
  writeOutputFile(join(dir, 'train-tasks.json'), `${JSON.stringify(train, null, 2)}\n`);
  writeOutputFile(join(dir, 'test-tasks.json'), `${JSON.stringify(test, null, 2)}\n`);
  writeOutputFile(join(dir, 'train-trajectories.json'), `${JSON.stringify(trajectories, null, 2)}\n`);
  process.stderr.write(
    `split ${tasks.tasks.length} tasks: ${train.tasks.length} train (${trajectories.trajectories.length} trajectories), ${test.tasks.length} held out → ${dir}\n`,
  );
}
