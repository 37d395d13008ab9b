import { nodeClock } from '../../adapters/node/nodeClock';
import { InputError } from '../../adapters/node/readInputFile';
import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import { buildMenus, menuResultJson, menusDocument, type MenuResultJson } from '../../core/index';
import { checkKnown, integer, optional, required, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import {
  indexCatalog,
  CATALOG_OPTIONS,
  loadCatalogsFromArgs,
  loadPrior,
  loadTasksFromArgs,
  STATE_OPTIONS,
} from '../loadInputs';
import { progressReporter } from '../progress';
import { SCORER_OPTIONS, scorerFromArgs } from '../scorerOption';

const METHODS = ['relevance', 'state-path', 'both'] as const;

/** `menus`: builds the menus of every task and writes `tool-menus/v1` (stdout without --out). */
export async function menusCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'trajectories',
    'method',
    'budget',
    'top',
    ...PARAMS_OPTIONS,
    'out',
    'task',
    ...SCORER_OPTIONS,
    ...STATE_OPTIONS,
  ]);
  const method = optional(args, 'method') ?? 'both';
  if (!(METHODS as readonly string[]).includes(method))
    throw new InputError(`--method must be relevance, state-path or both, got "${method}"`);
  const params = menuParamsFromArgs(args, { budget: integer(args, 'budget', 32), top: integer(args, 'top', 8) });
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const tasks = loadTasksFromArgs(args, required(args, 'tasks', 'FILE'), index);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const only = optional(args, 'task');
  const selected = only === undefined ? tasks.tasks : tasks.tasks.filter((t) => t.id === only);
  if (only !== undefined && selected.length === 0)
    throw new InputError(`--task ${only}: no task with this id in ${required(args, 'tasks', 'FILE')}`);
  const { scorer } = await scorerFromArgs(args);
  const results: MenuResultJson[] = [];
  const progress = progressReporter('menus');
  for (const [k, task] of selected.entries()) {
    const pair = await buildMenus(index, task, { params, clock: nodeClock, scorer, ...(prior ? { prior } : {}) });
    if (method !== 'state-path') results.push(menuResultJson(task.id, pair, pair.relevance));
    if (method !== 'relevance') results.push(menuResultJson(task.id, pair, pair.statePath));
    progress(k + 1, selected.length);
  }
  const text = `${JSON.stringify(menusDocument(params, results), null, 2)}\n`;
  const out = optional(args, 'out');
  if (out) writeOutputFile(out, text);
  else process.stdout.write(text);
}
