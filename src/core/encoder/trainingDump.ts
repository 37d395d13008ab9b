import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Task } from '../catalog/types';
import { goldToolIds } from '../diagnose/goldTargets';
import { buildStatePathMenu } from '../menu/buildMenus';
import type { MenuParams } from '../menu/params';
import { createTaskContext } from '../menu/taskContext';
import type { TransitionPrior } from '../state/transitionPrior';
import { dumpSample } from './sampleWriter';
import { buildSetFeatures } from './setFeatures';
import { buildSetLabels } from './trainingLabels';

/**
 * Training samples of one task: the candidate pool (first pass) and the structural menu
 * (second pass), each with features and gold labels. Empty for tasks without gold.
 */
export async function taskTrainingChunks(
  index: CatalogIndex,
  task: Task,
  params: MenuParams,
  prior?: TransitionPrior,
): Promise<Uint8Array[]> {
  if (!task.gold || goldToolIds(task.gold).length === 0) return [];
  const ctx = createTaskContext(index, task, prior);
  const { menu, poolAnalysis } = await buildStatePathMenu(ctx, params);
  const chunks: Uint8Array[] = [];
  for (const [pass, analysis] of [
    ['pool', poolAnalysis],
    ['menu', menu.analysis],
  ] as const) {
    chunks.push(
      ...dumpSample(task.id, pass, buildSetFeatures(analysis, pass), buildSetLabels(index, analysis, task.gold)),
    );
  }
  return chunks;
}
