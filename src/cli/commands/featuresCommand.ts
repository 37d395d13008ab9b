import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { dumpHeader, menuParams, taskTrainingChunks } from '../../core/index';
import { checkKnown, required, optional, type ParsedArgs } from '../args';
import { indexCatalog, CATALOG_OPTIONS, loadCatalogsFromArgs, loadPrior, loadTasks } from '../loadInputs';
import { progressReporter } from '../progress';

/**
 * `features`: dumps encoder training samples (SPF1, see src/core/encoder/sampleWriter.ts) —
 * the core's features for the pool and menu of every task with gold, with gold labels.
 */
export async function featuresCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [...CATALOG_OPTIONS, 'tasks', 'trajectories', 'out', 'source']);
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const tasksPath = required(args, 'tasks', 'FILE');
  const tasks = loadTasks(tasksPath, index);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const out = required(args, 'out', 'FILE');
  mkdirSync(dirname(out), { recursive: true });
  const tmp = `${out}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  const write = (chunks: Uint8Array[]): void => chunks.forEach((c) => writeSync(fd, c));
  write(dumpHeader({ source: optional(args, 'source') ?? tasksPath, catalog_tools: index.tools.length }));
  const params = menuParams();
  const progress = progressReporter('features', 50);
  let samples = 0;
  for (const [k, task] of tasks.tasks.entries()) {
    const chunks = await taskTrainingChunks(index, task, params, prior);
    if (chunks.length > 0) samples += 2;
    write(chunks);
    progress(k + 1, tasks.tasks.length);
  }
  closeSync(fd);
  renameSync(tmp, out);
  process.stderr.write(`features: ${samples} samples from ${tasks.tasks.length} tasks → ${out}\n`);
}
