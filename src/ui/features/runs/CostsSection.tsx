import type { RunsView, ToolCostView } from '../../../worker/views/runs/runsViews';
import { formatScore } from '../../shared/formatNumber';
import { HEADING, formatLatency, formatPercent, formatUsd } from './runsFormat';

function CostsTable({ title, costs, open }: { title: string; costs: ToolCostView[]; open: boolean }) {
  return (
    <details open={open} className="text-[11px]">
      <summary className="cursor-pointer text-xs font-medium">
        {title} ({costs.length} tools)
      </summary>
      {/* Focusable so a keyboard can scroll a table wider than the panel. */}
      <div
        role="region"
        aria-label={`${title} costs`}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        <table className="mt-1 w-full min-w-[22rem] table-fixed tabular-nums">
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th scope="col" className="w-6 font-normal">
                #
              </th>
              <th scope="col" className="font-normal">
                tool
              </th>
              <th scope="col" className="w-16 font-normal">
                latency
              </th>
              <th scope="col" className="w-16 font-normal">
                cost
              </th>
              <th scope="col" className="w-12 font-normal">
                success
              </th>
              <th scope="col" className="w-20 font-normal">
                effects
              </th>
              <th scope="col" className="w-10 font-normal" title="expected utility of calling it first, from s0">
                U₀
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.map((c) => (
              <tr
                key={c.slot}
                className="border-t border-slate-100 dark:border-slate-800"
                title={c.defaulted.length > 0 ? `defaults for: ${c.defaulted.join(', ')}` : undefined}
              >
                <td>{c.slot}</td>
                <td className="truncate font-mono" title={c.toolId}>
                  {c.toolId}
                </td>
                <td>{formatLatency(c.latencyMs)}</td>
                <td>{formatUsd(c.costUsd)}</td>
                <td>{formatPercent(c.successRate)}</td>
                <td>
                  {c.effects}
                  {c.defaulted.length > 0 ? '*' : ''}
                </td>
                <td>{formatScore(c.utilityAtStart)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Each menu tool's expected latency, price, success rate and effects, under the preset's weights. */
export function CostsSection({ view }: { view: RunsView }) {
  return (
    <section aria-label="Costs" data-testid="costs">
      <h3 className={HEADING}>
        Costs · weights {view.preset} (time {view.weights.time}, cost {view.weights.cost})
      </h3>
      <CostsTable title="State-Path menu" costs={view.costs.statePath} open />
      <CostsTable title="Relevance-only menu" costs={view.costs.relevance} open={false} />
      <p className="text-[10px] text-slate-600 dark:text-slate-400">
        * a value the catalog does not declare: the documented default stands in (hover a row).
      </p>
    </section>
  );
}
