import { createRng, hashString, type Rng } from '../util/prng';
import { DEFAULT_AGENT, SIMULATION_LABEL, type AgentParams } from './agentModel';
import type { MenuProblem } from './menuProblem';
import { nearDuplicates, simulateRun, type SimRun } from './simulateRun';

/** Sums over simulated runs; merge tallies of several menus, then summarize. */
export interface SimulationTally {
  runs: number;
  successes: number;
  calls: number;
  premature: number;
  wrongTool: number;
  offPath: number;
  toolErrors: number;
  /** Runs with at least one premature call. */
  runsWithPremature: number;
  costUsd: number;
  latencyMs: number;
}

/** Monte Carlo results of the simulated agent: every figure is a simulation, and says so. */
export interface SimulationStats {
  label: typeof SIMULATION_LABEL;
  runs: number;
  successRate: number;
  /** Per run. */
  meanCalls: number;
  prematurePerRun: number;
  wrongToolPerRun: number;
  /** Shares of all calls. */
  prematureRate: number;
  wrongToolRate: number;
  /** Share of runs with at least one premature call. */
  runsWithPremature: number;
  /** Expected cost (USD) and latency (ms) of a run. */
  costUsd: number;
  latencyMs: number;
}

export function emptyTally(): SimulationTally {
  return {
    runs: 0,
    successes: 0,
    calls: 0,
    premature: 0,
    wrongTool: 0,
    offPath: 0,
    toolErrors: 0,
    runsWithPremature: 0,
    costUsd: 0,
    latencyMs: 0,
  };
}

/** Adds one run to a tally (in place). */
export function tallyRun(t: SimulationTally, run: SimRun): void {
  t.runs++;
  if (run.success) t.successes++;
  t.calls += run.calls.length;
  let premature = 0;
  for (const c of run.calls) {
    if (c.kind === 'premature') premature++;
    else if (c.kind === 'wrong-tool') t.wrongTool++;
    else if (c.kind === 'off-path') t.offPath++;
    else if (c.kind === 'tool-error') t.toolErrors++;
  }
  t.premature += premature;
  if (premature > 0) t.runsWithPremature++;
  t.costUsd += run.costUsd;
  t.latencyMs += run.latencyMs;
}

/** Adds tally b into a (in place). */
export function mergeTally(a: SimulationTally, b: SimulationTally): void {
  for (const k of Object.keys(a) as (keyof SimulationTally)[]) a[k] += b[k];
}

export function summarizeTally(t: SimulationTally): SimulationStats {
  const perRun = (x: number): number => (t.runs === 0 ? 0 : x / t.runs);
  const perCall = (x: number): number => (t.calls === 0 ? 0 : x / t.calls);
  return {
    label: SIMULATION_LABEL,
    runs: t.runs,
    successRate: perRun(t.successes),
    meanCalls: perRun(t.calls),
    prematurePerRun: perRun(t.premature),
    wrongToolPerRun: perRun(t.wrongTool),
    prematureRate: perCall(t.premature),
    wrongToolRate: perCall(t.wrongTool),
    runsWithPremature: perRun(t.runsWithPremature),
    costUsd: perRun(t.costUsd),
    latencyMs: perRun(t.latencyMs),
  };
}

export interface MonteCarloOptions {
  runs: number;
  seed: number;
  /** Names the stream: run k draws from hash(`${label}#${k}`, seed), so two menus of one task share random numbers. */
  label: string;
  agent?: AgentParams;
}

/** The random stream of run k of a Monte Carlo batch (replay one run with simulateRun). */
export function runRng(seed: number, label: string, k: number): Rng {
  return createRng(hashString(`${label}#${k}`, seed));
}

/** Runs the simulated agent `runs` times on one menu; deterministic for (seed, label). */
export function simulateMenu(
  p: MenuProblem,
  options: MonteCarloOptions,
): { tally: SimulationTally; stats: SimulationStats } {
  const agent = options.agent ?? DEFAULT_AGENT;
  const dups = nearDuplicates(p, agent);
  const tally = emptyTally();
  for (let k = 0; k < options.runs; k++)
    tallyRun(tally, simulateRun(p, agent, runRng(options.seed, options.label, k), dups));
  return { tally, stats: summarizeTally(tally) };
}
