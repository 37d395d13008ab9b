import type { MonteCarloView } from '../../../worker/views/runs/runsViews';
import { formatLatency, formatPercent, formatUsd, HEADING } from './runsFormat';

type Stats = MonteCarloView['relevance'];

const ROWS: readonly { label: string; value: (s: Stats) => string }[] = [
  { label: 'success rate', value: (s) => formatPercent(s.successRate) },
  { label: 'premature calls / run', value: (s) => s.prematurePerRun.toFixed(2) },
  { label: 'wrong-tool calls / run', value: (s) => s.wrongToolPerRun.toFixed(2) },
  { label: 'mean calls', value: (s) => s.meanCalls.toFixed(2) },
  { label: 'expected cost', value: (s) => formatUsd(s.costUsd) },
  { label: 'expected latency', value: (s) => formatLatency(s.latencyMs) },
];

/** Monte-Carlo summary of the simulated agent on both menus, labelled as simulation. */
export function MonteCarloTable({ mc }: { mc: MonteCarloView }) {
  return (
    <section aria-label="Monte-Carlo simulation" data-testid="monte-carlo">
      <h3 className={HEADING}>Monte Carlo ({mc.label})</h3>
      <table className="mt-1 w-full text-[11px] tabular-nums">
        <caption className="caption-bottom pt-1 text-left text-[10px] text-slate-600 dark:text-slate-400">
          {mc.note}; {mc.runs} runs per menu, seed {mc.seed}.
        </caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-400">
            <th scope="col" className="font-normal">
              simulation
            </th>
            <th scope="col" className="font-normal">
              Relevance-only
            </th>
            <th scope="col" className="font-normal">
              State-Path
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.label} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="text-left font-normal">
                {r.label}
              </th>
              <td>{r.value(mc.relevance)}</td>
              <td>{r.value(mc.statePath)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
