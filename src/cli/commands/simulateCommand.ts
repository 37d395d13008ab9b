import { InputError } from '../../adapters/node/readInputFile';
import {
  AGENT_PARAM_NAMES,
  CHAIN_BUCKETS,
  agentParams,
  simulateTasks,
  structuralScorer,
  type AgentParams,
  type SimulationReport,
  type SimulationStats,
  table,
} from '../../core/index';
import { checkKnown, integer, optional, required, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import { indexCatalog, CATALOG_OPTIONS, loadCatalogsFromArgs, loadPrior, loadTasks } from '../loadInputs';
import { progressReporter } from '../progress';

/** `--agent name=value,…` over the documented agent parameters (e.g. `callBudget=6,attentionDecay=0.85`). */
export function parseAgent(text: string | undefined): AgentParams {
  const overrides: Partial<AgentParams> = {};
  for (const part of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!(AGENT_PARAM_NAMES as readonly string[]).includes(name))
      throw new InputError(`--agent: unknown parameter "${name}" (known: ${AGENT_PARAM_NAMES.join(', ')})`);
    const n = Number(value);
    if (value === '' || !Number.isFinite(n) || n < 0)
      throw new InputError(`--agent: ${name} must be a number ≥ 0, got "${value}"`);
    if (name === 'callBudget' && !Number.isInteger(n))
      throw new InputError(`--agent: callBudget must be an integer, got "${value}"`);
    overrides[name as keyof AgentParams] = n;
  }
  return agentParams(overrides);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function row(bucket: string, method: string, s: SimulationStats, runsPerTask: number): string[] {
  return [
    bucket,
    method,
    String(Math.round(s.runs / runsPerTask)),
    pct(s.successRate),
    pct(s.prematureRate),
    pct(s.wrongToolRate),
    s.prematurePerRun.toFixed(2),
    s.wrongToolPerRun.toFixed(2),
    s.meanCalls.toFixed(2),
    `$${s.costUsd.toFixed(4)}`,
    `${Math.round(s.latencyMs)} ms`,
  ];
}

/** The report as one terminal table: overall, then each chain-length bucket, both methods. */
export function formatSimulation(r: SimulationReport): string {
  const a = r.agent;
  const rows = [
    [
      'chain',
      'method',
      'tasks',
      'success',
      'premature',
      'wrong-tool',
      'prem/run',
      'wrong/run',
      'calls/run',
      'cost/run',
      'latency/run',
    ],
  ];
  for (const bucket of ['all', ...CHAIN_BUCKETS] as const) {
    for (const method of ['relevance', 'state-path'] as const) {
      const m = r.methods[method];
      const stats = bucket === 'all' ? m.overall : m.buckets[bucket];
      if (stats.runs > 0) rows.push(row(bucket, method, stats, r.runs));
    }
  }
  return [
    `SIMULATION — ${r.note}.`,
    `${r.tasks} tasks with gold (${r.skippedWithoutGold} without gold skipped), ${r.runs} runs per menu, seed ${r.seed}; menus: relevance-only and State-Path (${r.scorer} scorer).`,
    `agent: ${a.callBudget} calls, attention ${a.attentionDecay}^(slot−1) ≥ ${a.attentionFloor}, premature ${a.prematurePropensity} (×${a.orderedShare} when the producer is listed above), wrong-tool ${a.wrongToolPropensity} × redundancy ≥ ${a.nearDuplicate}, distraction ${a.distraction}.`,
    '',
    table(rows),
    '',
    'success = runs that called every gold target successfully within the call budget; premature and wrong-tool are shares of all calls',
    '(a call before its inputs exist; a near-duplicate of a wanted tool); per-run means follow. Simulated, not measured.',
  ].join('\n');
}

/** `simulate`: the seeded simulated agent on both menus of every task, overall and by chain length. */
export async function simulateCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'tasks',
    'trajectories',
    'runs',
    'seed',
    'budget',
    'top',
    ...PARAMS_OPTIONS,
    'agent',
    'json',
  ]);
  const runs = integer(args, 'runs', 200);
  const seed = integer(args, 'seed', 1, 0);
  const agent = parseAgent(optional(args, 'agent'));
  const params = menuParamsFromArgs(args, { budget: integer(args, 'budget', 32), top: integer(args, 'top', 8) });
  const index = indexCatalog(loadCatalogsFromArgs(args));
  const tasks = loadTasks(required(args, 'tasks', 'FILE'), index);
  const prior = loadPrior(optional(args, 'trajectories'), index);
  const report = await simulateTasks(index, tasks, {
    runs,
    seed,
    agent,
    params,
    scorer: structuralScorer,
    onProgress: progressReporter('simulate'),
    ...(prior ? { prior } : {}),
  });
  process.stdout.write(
    args.flags.has('json') ? `${JSON.stringify(report, null, 2)}\n` : `${formatSimulation(report)}\n`,
  );
}
