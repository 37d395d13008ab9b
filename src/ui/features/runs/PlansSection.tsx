import { useMemo } from 'react';
import { PLANNER_NAMES, type PlannerName } from '../../../core/index';
import { graphNodeId } from '../../../worker/views/graphNodeIds';
import type { PlanView, RunsView } from '../../../worker/views/runs/runsViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { useRunsStore } from '../../stores/useRunsStore';
import { useViewStore } from '../../stores/useViewStore';
import { PlaybackControls } from './PlaybackControls';
import { type PlayStep, type StepSource } from './usePlaybackHighlight';
import { useStepPlayback, type RunPlayback } from './useRunPlayback';
import { formatLatency, formatPercent, formatUsd, HEADING } from './runsFormat';

type MenuPlans = RunsView['plans'][PlannerName];

/** A fallback's decision in words: "ask the user for X", "answer with what is known". */
const fallbackWhat = (plan: PlanView): string =>
  plan.decision === 'ask-user'
    ? `ask the user ${plan.code === 'needs-confirmation' ? 'to confirm' : 'for'} ${plan.field ?? 'the missing input'}`
    : 'answer with what is known';

/** A plan's steps as played: its calls, then its fallback decision and reason when it falls back. */
function planSteps(plan: PlanView): PlayStep[] {
  const steps: PlayStep[] = plan.steps.map((s) => ({ nodeIds: [graphNodeId.tool(s.toolId)], text: s.toolId }));
  if (plan.kind === 'fallback') {
    // An ask-user fallback lights the field it asks for (its state node, or the missing-field node).
    const nodeIds = plan.field !== undefined ? [graphNodeId.state(plan.field), graphNodeId.missing(plan.field)] : [];
    steps.push({ nodeIds, text: `fallback, ${fallbackWhat(plan)}` });
  }
  return steps;
}

/** Both menus' plans of one planner as a playback's step source. */
const planSource = (plans: MenuPlans): StepSource => ({
  relevance: planSteps(plans.relevance),
  statePath: planSteps(plans.statePath),
});

/** Restarts the playback when the plans change (another task, planner, menu or preset). */
const planKey = (taskId: string, plans: MenuPlans): string =>
  [
    taskId,
    plans.relevance.planner,
    ...[plans.relevance, plans.statePath].map(
      (p) => `${p.kind}:${p.steps.map((s) => s.toolId).join(',')}:${p.code ?? ''}`,
    ),
  ].join('|');

const CURRENT = 'rounded px-1 aria-[current=step]:bg-sky-100 dark:aria-[current=step]:bg-sky-900/50';

function PlanOutcome({ plan }: { plan: PlanView }) {
  const t = plan.totals;
  const ok = plan.kind === 'plan';
  return (
    <p
      data-testid="plan-outcome"
      data-status={plan.kind}
      className={`mt-1 rounded px-1 text-[11px] font-semibold ${ok ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200' : 'bg-rose-50 text-rose-900 dark:bg-rose-950/60 dark:text-rose-200'}`}
    >
      {ok ? 'Planned' : `Fallback (${plan.code})`}: {t.calls} call{t.calls === 1 ? '' : 's'}
      {ok
        ? ` to the target, success ${formatPercent(t.successProbability)}`
        : `, then ${plan.decision === 'ask-user' ? 'ask the user' : 'answer'}`}{' '}
      · {formatLatency(t.latencyMs)}, {formatUsd(t.costUsd)}
    </p>
  );
}

/**
 * One menu's plan or fallback (its decision and reason as the last step); while it plays, the
 * played steps are marked, the current one lit, and the outcome shows at its end.
 */
function PlanCard({ plan, playback }: { plan: PlanView; playback: RunPlayback }) {
  const showFinding = useViewStore((s) => s.showFinding);
  const t = plan.totals;
  const length = plan.steps.length + (plan.kind === 'fallback' ? 1 : 0);
  const current = playback.step === 0 ? -1 : Math.min(playback.step, length) - 1;
  const finished = playback.started && playback.step >= length;
  const mark = (k: number): { 'aria-current'?: 'step'; className: string } => ({
    'aria-current': k === current ? 'step' : undefined,
    // Played steps carry a bar on their left (a border, not dimming: the text keeps its contrast).
    className: `${CURRENT} border-l-2 ${k <= current ? 'border-sky-400 dark:border-sky-600' : 'border-transparent'}`,
  });
  return (
    <section
      aria-label={`${METHOD_TITLE[plan.method]} plan`}
      data-testid={`plan-${plan.method}`}
      className="min-w-0 rounded border border-slate-200 p-2 text-[11px] dark:border-slate-800"
    >
      <h4 className="text-xs font-semibold">{METHOD_TITLE[plan.method]}</h4>
      {plan.kind === 'plan' ? (
        <p data-testid="plan-summary" className="text-emerald-800 dark:text-emerald-300">
          Plan: {t.calls} call{t.calls === 1 ? '' : 's'}, {formatLatency(t.latencyMs)}, {formatUsd(t.costUsd)}, success{' '}
          {formatPercent(t.successProbability)}
        </p>
      ) : (
        <p data-testid="plan-summary" className="text-rose-800 dark:text-rose-300">
          Fallback ({plan.code}): {fallbackWhat(plan)}.
        </p>
      )}
      {length > 0 && (
        <ol className="mt-1 flex list-decimal flex-col gap-0.5 pl-4">
          {plan.steps.map((s, k) => (
            <li key={`${s.slot}-${s.toolId}`} data-testid="plan-step" {...mark(k)}>
              <button
                type="button"
                title="Show on the graph"
                className="text-left font-mono break-all hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
                onClick={() =>
                  showFinding({
                    method: plan.method,
                    nodeIds: [graphNodeId.tool(s.toolId)],
                    label: `Plan step ${k + 1} (${plan.planner}): ${s.toolId}`,
                  })
                }
              >
                {s.toolId}
              </button>{' '}
              <span className="text-slate-600 dark:text-slate-400">slot {s.slot}</span>
              {s.effects === 'irreversible' && <span title="irreversible side effect"> (!)</span>}
              {s.produces.length > 0 && (
                <span className="text-slate-600 dark:text-slate-400"> → {s.produces.join(', ')}</span>
              )}
            </li>
          ))}
          {plan.kind === 'fallback' && (
            <li data-testid="plan-step" data-fallback="" {...mark(plan.steps.length)}>
              <span className="font-semibold text-rose-800 dark:text-rose-300">Fallback: {fallbackWhat(plan)}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">— {plan.reason}</span>
            </li>
          )}
        </ol>
      )}
      {plan.iterations !== undefined && (
        <p className="text-[10px] text-slate-600 dark:text-slate-400">{plan.iterations} MCTS iterations</p>
      )}
      {finished && <PlanOutcome plan={plan} />}
    </section>
  );
}

/** A planner selector (greedy, lookahead, MCTS) and its plan or fallback on each menu, playable step by step. */
export function PlansSection({ plans, taskId }: { plans: RunsView['plans']; taskId: string }) {
  const planner = useRunsStore((s) => s.planner);
  const setPlanner = useRunsStore((s) => s.setPlanner);
  const shown = plans[planner];
  const source = useMemo(() => planSource(shown), [shown]);
  const playback = useStepPlayback(source, planKey(taskId, shown), `Plan (${planner}) step`);
  return (
    <section aria-label="Plans" data-testid="plans" className="flex flex-col gap-1">
      <fieldset className="flex items-center gap-3 text-xs">
        <legend className={`${HEADING} float-left mr-2`}>Planner</legend>
        {PLANNER_NAMES.map((p) => (
          <label key={p} className="flex items-center gap-1">
            <input type="radio" name="planner" value={p} checked={planner === p} onChange={() => setPlanner(p)} />
            {p}
          </label>
        ))}
      </fieldset>
      <PlaybackControls
        playback={playback}
        label={`${planner} plan playback`}
        unit="step"
        nameSuffix=" plan"
        progressTestId="plan-progress"
      />
      <div className="grid grid-cols-2 gap-2">
        <PlanCard plan={shown.relevance} playback={playback} />
        <PlanCard plan={shown.statePath} playback={playback} />
      </div>
    </section>
  );
}
