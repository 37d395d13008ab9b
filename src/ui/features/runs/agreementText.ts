import type { MenuView } from '../../../worker/views/inspectorViews';
import type { PlanView, RunsView } from '../../../worker/views/runs/runsViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { formatPercent } from './runsFormat';

type Stats = RunsView['monteCarlo']['relevance'];

/**
 * One menu's verdict against its greedy plan and its Monte-Carlo runs, in one sentence. They read
 * reachability the same way (menuReach), so a reachable menu can still differ only by the planner
 * (its utility threshold) or the simulated agent (errors, premature and wrong-tool calls, its call
 * budget): the sentence says which.
 */
export function agreementText(
  menu: Pick<MenuView, 'method' | 'diagnosis'>,
  plan: PlanView,
  stats: Stats,
  callBudget: number,
): { text: string; agrees: boolean } {
  const title = METHOD_TITLE[menu.method];
  const { reaches, calls, target } = menu.diagnosis.outcome;
  const runs = `the simulated agent succeeds in ${formatPercent(stats.successRate)} of ${stats.runs} runs`;
  if (!reaches) {
    const agrees = plan.kind === 'fallback' && stats.successRate === 0;
    return {
      text: `${title}: the verdict says it cannot reach ${target ?? 'a target'}; the greedy planner ${plan.kind === 'plan' ? 'still finds a plan' : 'falls back'} and ${runs}.`,
      agrees,
    };
  }
  const reached = `reaches ${target ?? 'the target'} in ${calls ?? '?'} call${calls === 1 ? '' : 's'}`;
  const buts: string[] = [];
  if (plan.kind === 'fallback') buts.push(`the greedy planner falls back (${plan.reason ?? plan.code ?? 'no plan'})`);
  if (stats.successRate < 1) {
    const outOfCalls = stats.meanCalls >= callBudget - 0.05 ? ': it runs out of its calls' : '';
    buts.push(
      `${runs} (${stats.meanCalls.toFixed(1)} calls a run of at most ${callBudget}${outOfCalls}; ${stats.prematurePerRun.toFixed(2)} premature and ${stats.wrongToolPerRun.toFixed(2)} wrong-tool calls a run)`,
    );
  }
  if (buts.length === 0)
    return {
      text: `${title} ${reached}; the greedy planner finds a plan and every simulated run succeeds.`,
      agrees: true,
    };
  return { text: `${title} ${reached}, but ${buts.join('; ')}.`, agrees: false };
}
