import { nodeClock } from '../../adapters/node/nodeClock';
import { InputError } from '../../adapters/node/readInputFile';
import {
  PLANNER_NAMES,
  WEIGHT_PRESET_NAMES,
  buildMenus,
  compileMenuProblem,
  goldTargetIds,
  planMenu,
  planOptions,
  structuralScorer,
  utilityWeights,
  type CatalogIndex,
  type Menu,
  type PlannerName,
  type PlanOptions,
  type PlanResult,
  type Task,
  type UtilityWeights,
  type WeightPreset,
  clip,
  table,
} from '../../core/index';
import { checkKnown, integer, number, optional, required, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import { indexCatalog, CATALOG_OPTIONS, loadCatalogsFromArgs, loadPrior, loadTasks } from '../loadInputs';

function choice<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const v = optional(args, name) ?? fallback;
  if (!(choices as readonly string[]).includes(v))
    throw new InputError(`--${name} must be one of ${choices.join(', ')}, got "${v}"`);
  return v as T;
}

/** `--weights time=0.2,cost=0.1` on top of the preset. */
function weightsFrom(args: ParsedArgs, preset: WeightPreset): UtilityWeights {
  const w = utilityWeights(preset);
  for (const part of (optional(args, 'weights') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if ((name !== 'time' && name !== 'cost') || value === '' || !Number.isFinite(n) || n < 0)
      throw new InputError(`--weights takes time=X,cost=Y with numbers ≥ 0, got "${part}"`);
    w[name] = n;
  }
  return w;
}

const ms = (x: number): string => `${Math.round(x).toLocaleString('en-US')} ms`;
const usd = (x: number): string => `$${x.toFixed(x < 0.01 ? 5 : 4)}`;

/** One menu's plan (or fallback) as terminal text. */
export function planText(label: string, r: PlanResult): string {
  const t = r.totals;
  const lines: string[] = [];
  if (r.kind === 'plan')
    lines.push(
      `${label} — plan: ${t.calls} call${t.calls === 1 ? '' : 's'}, ${ms(t.latencyMs)}, ${usd(t.costUsd)}, success ${(100 * t.successProbability).toFixed(1)}%, utility ${t.utility.toFixed(3)}`,
    );
  else {
    const what =
      r.decision === 'ask-user'
        ? `ask the user ${r.code === 'needs-confirmation' ? 'to confirm' : 'for'} ${r.field ?? 'the missing input'}`
        : 'answer with what is known';
    lines.push(
      `${label} — fallback (${r.code}): ${what}`,
      `  ${r.reason}`,
      `  known: ${r.known.join(', ') || '(nothing)'}`,
    );
    if (r.steps.length > 0) lines.push(`  calls worth making first (${ms(t.latencyMs)}, ${usd(t.costUsd)}):`);
  }
  if (r.steps.length > 0) {
    const rows = [['#', 'slot', 'tool', 'consumes (from)', 'produces', 'latency', 'cost', 'p', 'G', 'U']];
    r.steps.forEach((s, k) =>
      rows.push([
        String(k + 1),
        String(s.slot),
        `${clip(s.toolId, 40)}${s.effects === 'irreversible' ? ' (!)' : ''}`,
        clip(
          s.consumes
            .map((c) => `${c.field}←${c.from}${c.strength < 0.99 ? ` ${c.strength.toFixed(2)}` : ''}`)
            .join(', ') || '—',
          60,
        ),
        clip(s.produces.join(', ') || '—', 40),
        ms(s.latencyMs),
        usd(s.costUsd),
        s.successRate.toFixed(3),
        s.gain.toFixed(3),
        s.utility.toFixed(3),
      ]),
    );
    lines.push(
      table(rows)
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n'),
    );
  }
  if (r.iterations !== undefined) lines.push(`  (${r.iterations} MCTS iterations)`);
  return lines.join('\n');
}

function describeOptions(planner: PlannerName, preset: WeightPreset, o: PlanOptions): string {
  const search =
    planner === 'lookahead'
      ? ` (depth ${o.depth})`
      : planner === 'mcts'
        ? ` (seed ${o.mcts.seed}, ${o.mcts.iterations} iterations or ${o.mcts.timeBudgetMs} ms)`
        : '';
  return `planner: ${planner}${search}; weights: ${preset} (time ${o.weights.time}, cost ${o.weights.cost}); threshold ${o.threshold}; at most ${o.maxCalls} calls`;
}

/** `plan`: the utility-guided plan (or fallback) from s0 to the task's targets on each menu. */
export async function planCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'task',
    'trajectories',
    'planner',
    'preset',
    'weights',
    'threshold',
    'confirm',
    'seed',
    'iterations',
    'time-ms',
    'calls',
    'budget',
    'top',
    ...PARAMS_OPTIONS,
    'json',
  ]);
  const planner = choice(args, 'planner', PLANNER_NAMES, 'greedy');
  const preset = choice(args, 'preset', WEIGHT_PRESET_NAMES, 'interactive');
  const options = planOptions({
    weights: weightsFrom(args, preset),
    threshold: number(args, 'threshold', 0.01),
    maxCalls: integer(args, 'calls', 8),
    clock: nodeClock,
    mcts: {
      seed: integer(args, 'seed', 1, 0),
      iterations: integer(args, 'iterations', 400),
      timeBudgetMs: number(args, 'time-ms', 40),
    },
  });
  const confirmed = (optional(args, 'confirm') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const params = menuParamsFromArgs(args, { budget: integer(args, 'budget', 32), top: integer(args, 'top', 8) });
  const index: CatalogIndex = indexCatalog(loadCatalogsFromArgs(args));
  const tasksPath = required(args, 'tasks', 'FILE');
  const id = required(args, 'task', 'ID');
  const task: Task | undefined = loadTasks(tasksPath, index).tasks.find((t) => t.id === id);
  if (!task) throw new InputError(`--task ${id}: no task with this id in ${tasksPath}`);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const pair = await buildMenus(index, task, { params, scorer: structuralScorer, ...(prior ? { prior } : {}) });
  const gold = goldTargetIds(task.gold)
    .map((t) => index.byId.get(t))
    .filter((t): t is number => t !== undefined);
  const targets = gold.length > 0 ? gold : pair.context.targets.slice(0, 1).map((t) => t.tool);
  const planFor = (menu: Menu): PlanResult =>
    planMenu(
      compileMenuProblem(
        index,
        pair.context.state,
        menu.slots.map((s) => s.tool),
        targets,
        { confirmedFields: confirmed, weights: options.weights },
      ),
      planner,
      options,
    );
  const results = { relevance: planFor(pair.relevance), 'state-path': planFor(pair.statePath) };
  const targetIds = targets.map((t) => index.tools[t]?.tool.id ?? '?');
  if (args.flags.has('json')) {
    process.stdout.write(
      `${JSON.stringify({ task: task.id, targets: targetIds, targetSource: gold.length > 0 ? 'gold' : 'predicted', planner, weights: options.weights, threshold: options.threshold, confirmed, results }, null, 2)}\n`,
    );
    return;
  }
  const s0 = pair.context.state.fields.map((f) =>
    f.source === 'given' ? f.name : `${f.name} (inferred, ${f.confidence.toFixed(2)})`,
  );
  process.stdout.write(
    `${[
      `Task ${task.id}: ${JSON.stringify(task.query)}`,
      `s0: ${s0.join(', ') || '(empty)'}${confirmed.length > 0 ? `; confirmed by the user: ${confirmed.join(', ')}` : ''}`,
      `target${targetIds.length === 1 ? '' : 's'} (${gold.length > 0 ? 'gold' : 'predicted'}): ${targetIds.join(', ')}`,
      describeOptions(planner, preset, options),
      '',
      planText('Relevance menu', results.relevance),
      '',
      planText('State-Path menu', results['state-path']),
      '',
      "G = information gain toward the targets, U = p × (G − w_time·L̂ − w_cost·Ĉ); (!) irreversible. Expected values from the catalog's utility metadata.",
    ].join('\n')}\n`,
  );
}
