import type { MenuView } from '../../../worker/views/inspectorViews';
import type { RunsView } from '../../../worker/views/runs/runsViews';
import { agreementText } from './agreementText';
import { HEADING } from './runsFormat';

/** The verdict of each menu beside its plan and its simulated runs, and why they differ when they do. */
export function VerdictAgreement({
  menus,
  view,
}: {
  menus: { relevance: MenuView; statePath: MenuView };
  view: RunsView;
}) {
  const verdictTargets = menus.statePath.diagnosis.targets.map((t) => t.target.toolId);
  const sameTargets =
    verdictTargets.length === view.targets.length && verdictTargets.every((t) => view.targets.includes(t));
  const rows = [
    { key: 'relevance', menu: menus.relevance, plan: view.plans.greedy.relevance, stats: view.monteCarlo.relevance },
    { key: 'state-path', menu: menus.statePath, plan: view.plans.greedy.statePath, stats: view.monteCarlo.statePath },
  ] as const;
  return (
    <section aria-label="Verdict, plan and simulation" data-testid="verdict-agreement">
      <h3 className={HEADING}>Verdict, plan and simulation</h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-[11px] text-slate-700 dark:text-slate-300">
        {rows.map((r) => {
          const { text, agrees } = agreementText(r.menu, r.plan, r.stats, view.agent.callBudget);
          return (
            <li key={r.key} data-testid={`agreement-${r.key}`} data-agrees={agrees}>
              {text}
            </li>
          );
        })}
        {!sameTargets && (
          <li data-testid="agreement-targets">
            The runs aim at {view.targets.join(', ')} (the first predicted target); the verdicts at{' '}
            {verdictTargets.join(', ') || 'no target'}.
          </li>
        )}
      </ul>
    </section>
  );
}
