import { InputError } from '../../adapters/node/readInputFile';
import {
  buildMenus,
  CHAIN_BUCKETS,
  evaluateTasks,
  MenuStageCache,
  taskMisses,
  type EvaluationReport,
  type MembershipScorer,
  type MenuParams,
  type MetricsSummary,
  type CatalogIndex,
  type TaskMiss,
  type TaskSet,
  type TransitionPrior,
  table,
} from '../../core/index';
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
import { checkGate, formatGate, parseGate } from '../evalGate';
import { progressReporter } from '../progress';
import { SCORER_OPTIONS, scorerFromArgs } from '../scorerOption';

function parseBudgets(text: string | undefined): number[] {
  const budgets = (text ?? '8,32,128').split(',').map((s) => Number(s.trim()));
  if (budgets.some((b) => !Number.isInteger(b) || b < 1))
    throw new InputError(`--budgets must be comma-separated positive integers, got "${text}"`);
  return budgets;
}

const pct = (x: number | null): string => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

/** The report as terminal tables: overall, then one table per chain-length bucket. */
export function formatReport(r: EvaluationReport, budgets: readonly number[]): string {
  const lines: string[] = [
    `${r.tasks} tasks with gold (${r.skippedWithoutGold} without gold skipped); order measured in the top ${r.top}; State-Path scorer: ${r.scorer}`,
    '',
  ];
  const section = (
    title: string,
    pick: (m: 'relevance' | 'state-path', b: number) => MetricsSummary | undefined,
  ): void => {
    const header = [
      'method',
      ...budgets.flatMap((b) => [`cov@${b}`, `rec@${b}`]),
      `order@${r.top}`,
      `gold@${r.top}`,
      'entry-first',
      'first1',
      'tasks',
    ];
    const rows = (['relevance', 'state-path'] as const).map((m) => {
      const at = budgets.map((b) => pick(m, b));
      const main = pick(m, mainBudget(budgets));
      return [
        m,
        ...at.flatMap((s) => [pct(s?.coverage ?? 0), pct(s?.recall ?? 0)]),
        `${pct(main?.producerBeforeConsumer ?? null)} (${main?.orderEdges ?? 0})`,
        pct(main?.goldTop ?? 0),
        pct(main?.entryFirst ?? 0),
        pct(main?.first1 ?? 0),
        String(main?.tasks ?? 0),
      ];
    });
    lines.push(title, table([header, ...rows]), '');
  };
  section('overall', (m, b) => r.methods[m][String(b)]?.overall);
  for (const bucket of CHAIN_BUCKETS)
    section(`chain length ${bucket}`, (m, b) => r.methods[m][String(b)]?.buckets[bucket]);
  lines.push(
    `cov = complete-chain coverage, rec = recall of gold tools; order = producer listed before consumer over gold edges with both tools in the top slots (edges counted), gold = share of the top slots that is gold (of min(top, chain length)); entry-first = slot 1 is a gold tool callable from s0; first1 = slot 1 is the gold chain's first step (gold.chain[0]; for an unordered gold tools set, a gold tool no gold producer feeds); the last four at budget ${mainBudget(budgets)}.`,
  );
  return lines.join('\n');
}

/** The budget the report's single-budget columns use: 32 where it was asked for, else the first. */
const mainBudget = (budgets: readonly number[]): number => (budgets.includes(32) ? 32 : (budgets[0] ?? 32));

/** Every task's State-Path misses at `budget` (taskMisses), in task order. */
async function collectMisses(
  index: CatalogIndex,
  tasks: TaskSet,
  params: MenuParams,
  scorer: MembershipScorer,
  prior: TransitionPrior | undefined,
): Promise<TaskMiss[]> {
  const out: TaskMiss[] = [];
  const progress = progressReporter('misses');
  for (const [k, task] of tasks.tasks.entries()) {
    // The explanation of a missing tool reads the pool pass the menu was built from (no second pass).
    const stages = new MenuStageCache(1);
    const pair = await buildMenus(index, task, { params, scorer, stages, ...(prior ? { prior } : {}) });
    const miss = await taskMisses(task.id, pair, task.gold, scorer, params, stages);
    if (miss) out.push(miss);
    progress(k + 1, tasks.tasks.length);
  }
  return out;
}

/**
 * The misses as lines under the report: a count of each kind, then per task what its State-Path
 * menu lacks (and why), what opens it instead of the first step, and its gold pairs out of order.
 */
export function formatMisses(misses: readonly TaskMiss[], tasks: number, budget: number, top: number): string {
  const lacking = misses.filter((m) => m.missing.length > 0);
  const lost = lacking.filter((m) => m.relevanceCovers).length;
  const opened = misses.filter((m) => m.firstSlot).length;
  const inverted = misses.filter((m) => m.inverted.length > 0).length;
  const lines = [
    `misses of the State-Path menu at ${budget} slots: ${lacking.length} of ${tasks} tasks lack a gold tool (relevance's ${budget} slots hold the whole chain in ${lost}), ${opened} open with another tool than the chain's first step, ${inverted} list a gold pair consumer first in the top ${top}`,
  ];
  for (const m of misses) {
    lines.push('', m.taskId);
    for (const a of m.missing) lines.push(`  lacks ${a.toolId}: ${a.text}`);
    if (m.missing.length > 0 && m.relevanceCovers) lines.push(`  relevance's ${budget} slots hold the whole chain`);
    const f = m.firstSlot;
    if (f)
      lines.push(
        `  slot 1 is ${f.toolId || '(empty)'}${f.rule ? ` (${f.rule})` : ''}; the first step ${f.firstSteps.join(' or ')} is ${f.firstStepSlot === null ? 'not on the menu' : `in slot ${f.firstStepSlot}`}`,
      );
    for (const p of m.inverted)
      lines.push(
        `  ${p.consumer} (slot ${p.consumerSlot}) before ${p.producer} (slot ${p.producerSlot}), which feeds it`,
      );
  }
  return lines.join('\n');
}

/**
 * `eval`: metrics of both methods over a task set, overall and by chain-length bucket; `--misses`
 * lists each task's; `--min` holds the State-Path menu to floors (evalGate.ts) and exits 1 below one.
 */
export async function evalCommand(args: ParsedArgs): Promise<number> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'trajectories',
    'budgets',
    'top',
    ...PARAMS_OPTIONS,
    'json',
    'misses',
    'min',
    ...SCORER_OPTIONS,
    ...STATE_OPTIONS,
  ]);
  const budgets = parseBudgets(optional(args, 'budgets'));
  const params = menuParamsFromArgs(args, { top: integer(args, 'top', 8) });
  const minText = optional(args, 'min');
  // Read before the catalog: a bad floor is an input error before minutes of menus.
  const floors = minText === undefined ? [] : parseGate(minText, budgets, params.top, mainBudget(budgets));
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const tasks = loadTasksFromArgs(args, required(args, 'tasks', 'FILE'), index);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const { scorer } = await scorerFromArgs(args);
  const report = await evaluateTasks(index, tasks, {
    budgets,
    params,
    scorer,
    onProgress: progressReporter('eval'),
    ...(prior ? { prior } : {}),
  });
  const budget = mainBudget(budgets);
  const misses = args.flags.has('misses')
    ? await collectMisses(
        index,
        tasks,
        // As evaluateTasks builds it: the pool holds at least the menu.
        { ...params, budget, pool: { ...params.pool, poolCap: Math.max(params.pool.poolCap, budget) } },
        scorer,
        prior,
      )
    : undefined;
  const gate = floors.length > 0 ? checkGate(report, floors) : undefined;
  const failed = gate?.some((c) => !c.pass) ? 1 : 0;
  if (args.flags.has('json')) {
    const doc = { ...report, ...(misses ? { misses } : {}), ...(gate ? { gate } : {}) };
    process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
    return failed;
  }
  const parts = [formatReport(report, budgets)];
  if (misses) parts.push(formatMisses(misses, report.tasks, budget, params.top));
  if (gate) parts.push(`floors (--min):\n${formatGate(gate, floors)}`);
  process.stdout.write(`${parts.join('\n\n')}\n`);
  return failed;
}
