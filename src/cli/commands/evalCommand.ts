import { InputError } from '../../adapters/node/readInputFile';
import { CHAIN_BUCKETS, evaluateTasks, type EvaluationReport, type MetricsSummary } from '../../core/index';
import { checkKnown, integer, optional, required, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import { indexCatalog, CATALOG_OPTIONS, loadCatalogsFromArgs, loadPrior, loadTasks } from '../loadInputs';
import { progressReporter } from '../progress';
import { SCORER_OPTIONS, scorerFromArgs } from '../scorerOption';
import { table } from '../table';

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
      const main = pick(m, budgets.includes(32) ? 32 : (budgets[0] ?? 32));
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
    "cov = complete-chain coverage, rec = recall of gold tools; order = producer listed before consumer over gold edges with both tools in the top slots (edges counted), gold = share of the top slots that is gold (of min(top, chain length)); entry-first = slot 1 is a gold tool callable from s0; first1 = slot 1 is the gold chain's first step (gold.chain[0]; for an unordered gold tools set, a gold tool no gold producer feeds); the last four at budget 32.",
  );
  return lines.join('\n');
}

/** `eval`: metrics of both methods over a task set, overall and by chain-length bucket. */
export async function evalCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'trajectories',
    'budgets',
    'top',
    ...PARAMS_OPTIONS,
    'json',
    ...SCORER_OPTIONS,
  ]);
  const budgets = parseBudgets(optional(args, 'budgets'));
  const params = menuParamsFromArgs(args, { top: integer(args, 'top', 8) });
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const tasks = loadTasks(required(args, 'tasks', 'FILE'), index);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const { scorer } = await scorerFromArgs(args);
  const report = await evaluateTasks(index, tasks, {
    budgets,
    params,
    scorer,
    onProgress: progressReporter('eval'),
    ...(prior ? { prior } : {}),
  });
  process.stdout.write(
    args.flags.has('json') ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report, budgets)}\n`,
  );
}
