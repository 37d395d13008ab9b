import type { TraceOverlayView } from '../../../worker/views/runs/runsViews';
import { formatLatency, formatPercent, formatUsd } from './runsFormat';

/** Tool metadata before → after the exponential moving averages of the trace's observed calls. */
export function EmaTable({ ema }: { ema: TraceOverlayView['ema'] }) {
  if (ema.changes.length === 0)
    return <p className="text-[11px] text-slate-600 dark:text-slate-400">No matched calls to learn from.</p>;
  return (
    <div
      role="region"
      aria-label="Learned from the trace"
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <table data-testid="ema" className="w-full min-w-[22rem] table-fixed text-[11px] tabular-nums">
        <caption className="text-left text-xs font-medium">
          Learned from the trace (EMA, α = {ema.alpha}): before → after
        </caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-400">
            <th scope="col" className="font-normal">
              tool
            </th>
            <th scope="col" className="w-8 font-normal">
              calls
            </th>
            <th scope="col" className="font-normal">
              latency
            </th>
            <th scope="col" className="font-normal">
              cost
            </th>
            <th scope="col" className="font-normal">
              success
            </th>
          </tr>
        </thead>
        <tbody>
          {ema.changes.map((c) => (
            <tr key={c.toolId} className="border-t border-slate-100 dark:border-slate-800">
              <td className="truncate font-mono" title={c.toolId}>
                {c.toolId}
              </td>
              <td>{c.observations}</td>
              <td>
                {formatLatency(c.before.latencyMs)} → {formatLatency(c.after.latencyMs)}
              </td>
              <td>
                {formatUsd(c.before.costUsd)} → {formatUsd(c.after.costUsd)}
              </td>
              <td>
                {formatPercent(c.before.successRate)} → {formatPercent(c.after.successRate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
