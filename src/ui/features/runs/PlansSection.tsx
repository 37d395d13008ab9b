import { PLANNER_NAMES } from '../../../core/index';
import { graphNodeId } from '../../../worker/views/graphNodeIds';
import type { PlanView, RunsView } from '../../../worker/views/runs/runsViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { useRunsStore } from '../../stores/useRunsStore';
import { useViewStore } from '../../stores/useViewStore';
import { formatLatency, formatPercent, formatUsd, HEADING } from './runsFormat';

function PlanCard({ plan }: { plan: PlanView }) {
  const showFinding = useViewStore((s) => s.showFinding);
  const t = plan.totals;
  const what = plan.decision === 'ask-user' ? `ask the user ${plan.code === 'needs-confirmation' ? 'to confirm' : 'for'} ${plan.field ?? 'the missing input'}` : 'answer with what is known';
  return (
    <section aria-label={`${METHOD_TITLE[plan.method]} plan`} data-testid={`plan-${plan.method}`} className="min-w-0 rounded border border-slate-200 p-2 text-[11px] dark:border-slate-800">
      <h5 className="text-xs font-semibold">{METHOD_TITLE[plan.method]}</h5>
      {plan.kind === 'plan' ? (
        <p data-testid="plan-summary" className="text-emerald-800 dark:text-emerald-300">
          Plan: {t.calls} call{t.calls === 1 ? '' : 's'}, {formatLatency(t.latencyMs)}, {formatUsd(t.costUsd)}, success {formatPercent(t.successProbability)}
        </p>
      ) : (
        <p data-testid="plan-summary" className="text-rose-800 dark:text-rose-300">
          Fallback ({plan.code}): {what}. <span className="text-slate-600 dark:text-slate-400">{plan.reason}</span>
        </p>
      )}
      {plan.steps.length > 0 && (
        <ol className="mt-1 flex list-decimal flex-col gap-0.5 pl-4">
          {plan.steps.map((s, k) => (
            <li key={`${s.slot}-${s.toolId}`}>
              <button
                type="button"
                title="Show on the graph"
                className="text-left font-mono break-all hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
                onClick={() => showFinding({ method: plan.method, nodeIds: [graphNodeId.tool(s.toolId)], label: `Plan step ${k + 1} (${plan.planner}): ${s.toolId}` })}
              >
                {s.toolId}
              </button>{' '}
              <span className="text-slate-500 dark:text-slate-400">slot {s.slot}</span>
              {s.effects === 'irreversible' && <span title="irreversible side effect"> (!)</span>}
              {s.produces.length > 0 && <span className="text-slate-500 dark:text-slate-400"> → {s.produces.join(', ')}</span>}
            </li>
          ))}
        </ol>
      )}
      {plan.iterations !== undefined && <p className="text-[10px] text-slate-500 dark:text-slate-400">{plan.iterations} MCTS iterations</p>}
    </section>
  );
}

/** A planner selector (greedy, lookahead, MCTS) and its plan or fallback on each menu. */
export function PlansSection({ plans }: { plans: RunsView['plans'] }) {
  const planner = useRunsStore((s) => s.planner);
  const setPlanner = useRunsStore((s) => s.setPlanner);
  const shown = plans[planner];
  return (
    <section aria-label="Plans" data-testid="plans">
      <fieldset className="flex items-center gap-3 text-xs">
        <legend className={`${HEADING} float-left mr-2`}>Planner</legend>
        {PLANNER_NAMES.map((p) => (
          <label key={p} className="flex items-center gap-1">
            <input type="radio" name="planner" value={p} checked={planner === p} onChange={() => setPlanner(p)} />
            {p}
          </label>
        ))}
      </fieldset>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <PlanCard plan={shown.relevance} />
        <PlanCard plan={shown.statePath} />
      </div>
    </section>
  );
}
