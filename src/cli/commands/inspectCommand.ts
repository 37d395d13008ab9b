import { nodeClock } from '../../adapters/node/nodeClock';
import { InputError } from '../../adapters/node/readInputFile';
import {
  buildMenus,
  diagnosisRecord,
  explainAbsentTools,
  explainMissingTools,
  inspectText,
  type CatalogIndex,
  type MenuPair,
  type Task,
} from '../../core/index';
import { checkKnown, integer, optional, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import {
  indexCatalog,
  CATALOG_OPTIONS,
  loadCatalogsFromArgs,
  loadPrior,
  loadTasksFromArgs,
  STATE_OPTIONS,
} from '../loadInputs';
import { SCORER_OPTIONS, scorerFromArgs, type ChosenScorer } from '../scorerOption';

/** The encoder's two forward passes (features and model time), when the encoder built the menu. */
function encoderPassesText(chosen: ChosenScorer, pair: MenuPair): string {
  const passes = chosen.passTimings;
  if (!passes) return '';
  const sizes = { pool: pair.pool.tools.length, menu: pair.statePath.slots.length };
  const parts = (['pool', 'menu'] as const).flatMap((p) => {
    const t = passes[p];
    return t ? [`${p} pass (n=${sizes[p]}) features ${t.features.toFixed(1)}, model ${t.model.toFixed(1)}`] : [];
  });
  return `encoder (ms): ${parts.join('; ')}\n`;
}

/** The tasks `inspect` runs on: an ad-hoc query, one task of a file, or (with --json) every task of it. */
function inspectTasks(args: ParsedArgs, index: CatalogIndex): Task[] {
  const query = optional(args, 'query');
  if (query !== undefined) {
    const state = optional(args, 'state');
    if (state !== undefined && args.flags.has('infer-state'))
      throw new InputError('--state and --infer-state exclude each other: give s0, or have it inferred from the query');
    return [
      {
        id: 'query',
        query,
        ...(state !== undefined
          ? {
              state: state
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            }
          : {}),
      },
    ];
  }
  const tasksPath = optional(args, 'tasks');
  const id = optional(args, 'task');
  const json = args.flags.has('json');
  if (!tasksPath || (!id && !json))
    throw new InputError(
      'inspect needs --tasks FILE --task ID, --tasks FILE --json (every task), or --query TEXT [--state a,b]',
    );
  const tasks = loadTasksFromArgs(args, tasksPath, index).tasks;
  if (id === undefined) return tasks;
  const found = tasks.find((t) => t.id === id);
  if (!found) throw new InputError(`--task ${id}: no task with this id in ${tasksPath}`);
  return [found];
}

/**
 * `inspect`: both menus side by side with breakdowns and diagnosis, for a task or an ad-hoc
 * query; with --json, one menu-diagnosis/v1 object per task (JSON Lines over every task of
 * --tasks when no --task is given).
 */
export async function inspectCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'task',
    'query',
    'state',
    'trajectories',
    'budget',
    'top',
    ...PARAMS_OPTIONS,
    'json',
    ...SCORER_OPTIONS,
    ...STATE_OPTIONS,
  ]);
  const params = menuParamsFromArgs(args, { budget: integer(args, 'budget', 32), top: integer(args, 'top', 8) });
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const tasks = inspectTasks(args, index);
  const chosen = await scorerFromArgs(args);
  for (const task of tasks) {
    const pair = await buildMenus(index, task, {
      params,
      clock: nodeClock,
      scorer: chosen.scorer,
      ...(prior ? { prior } : {}),
    });
    if (args.flags.has('json')) {
      const absent = await explainAbsentTools(pair, task.gold, chosen.scorer, params);
      process.stdout.write(`${JSON.stringify(diagnosisRecord(pair, task, params.top, absent))}\n`);
      continue;
    }
    // Read before the displacement's own pool pass (the encoder's runs it again) overwrites the timings.
    const passes = encoderPassesText(chosen, pair);
    const displaced = await explainMissingTools(pair, chosen.scorer, params);
    process.stdout.write(
      `${inspectText(index, task, pair, params.top, params.lambda, params.eta, displaced)}\n${passes}`,
    );
  }
}
