/**
 * `npx tsx bench/goldRank.ts [--seeds 1,2,3]`: where gold tools sit in the State-Path top 8
 * (learned encoder, K = 32, L = 8), a check for reranker rules that bench:quality's metrics miss:
 * order@8 counts gold producer → consumer pairs only, so an off-path tool moved above a gold
 * tool changes none of them. Per set: the mean rank of the gold tools in the top 8, how many
 * off-path tools sit above a gold tool there (summed over gold tools and tasks), and how many
 * gold tools are in the top 8. Sets: the embedded demo (public/demo) and, when
 * ../shared/data/taskbench/all exists, its held-out halves (split seeds --seeds, ρ from each
 * training half) among the 2,500 generated distractors of bench:quality. Prints JSON; never asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import {
  buildCatalogIndex,
  buildStatePathMenu,
  buildTransitionPrior,
  createTaskContext,
  encoderScorer,
  menuParams,
  parseCatalog,
  parseTasks,
  splitTasks,
  type Catalog,
  type CatalogIndex,
  type Task,
  type TransitionPrior,
} from '../src/core/index';
import { generateDemo } from '../src/generator/index';
import { option } from './benchArgs';

const TASKBENCH = '../shared/data/taskbench/all';
const encoder = encoderScorer(await loadNodeModelRunner('models/encoder.onnx'));

async function goldPlaces(
  index: CatalogIndex,
  tasks: readonly Task[],
  prior?: TransitionPrior,
): Promise<{ tasks: number; gold_in_top8: number; mean_gold_rank: number; off_path_above_gold: number }> {
  let rankSum = 0;
  let gold = 0;
  let offAbove = 0;
  for (const task of tasks) {
    const chain = new Set(task.gold?.chain ?? []);
    const { menu } = await buildStatePathMenu(createTaskContext(index, task, prior), menuParams(), encoder);
    const top = menu.slots.slice(0, 8);
    top.forEach((slot, k) => {
      if (!chain.has(slot.toolId)) return;
      gold++;
      rankSum += k + 1;
      offAbove += top.slice(0, k).filter((s) => !chain.has(s.toolId)).length;
    });
  }
  return {
    tasks: tasks.length,
    gold_in_top8: gold,
    mean_gold_rank: Math.round((rankSum / Math.max(1, gold)) * 1000) / 1000,
    off_path_above_gold: offAbove,
  };
}

const report: Record<string, unknown> = { bench: 'gold-rank', date: new Date().toISOString() };
const demoIndex = buildCatalogIndex(
  parseCatalog(readFileSync('public/demo/catalog.json', 'utf8'), 'public/demo/catalog.json'),
);
report.demo = await goldPlaces(
  demoIndex,
  parseTasks(readFileSync('public/demo/tasks.json', 'utf8'), 'public/demo/tasks.json').tasks,
);
if (existsSync(`${TASKBENCH}/catalog.json`)) {
  const tb = parseCatalog(readFileSync(`${TASKBENCH}/catalog.json`, 'utf8'), `${TASKBENCH}/catalog.json`);
  const distractors = generateDemo({ seed: 11, tools: 2500, tasks: 0, idPrefix: 'gen.', name: 'distractors' }).catalog;
  const index = buildCatalogIndex({ ...tb, tools: [...tb.tools, ...distractors.tools] } as Catalog);
  const all = parseTasks(readFileSync(`${TASKBENCH}/tasks.json`, 'utf8'), `${TASKBENCH}/tasks.json`);
  const taskbench: Record<string, unknown> = {};
  for (const seed of option('seeds', '1,2,3').split(',').map(Number)) {
    const { test, trajectories } = splitTasks(all, 0.5, seed);
    taskbench[`split_${seed}`] = await goldPlaces(index, test.tasks, buildTransitionPrior(index, trajectories).prior);
  }
  report.taskbench = taskbench;
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
