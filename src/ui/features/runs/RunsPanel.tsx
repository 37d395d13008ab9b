import { useMemo } from 'react';
import { graphNodeId } from '../../../worker/views/graphNodeIds';
import type { MenusView } from '../../../worker/views/inspectorViews';
import type { RunsView, SimRunView } from '../../../worker/views/runs/runsViews';
import { LoadProblem } from '../../app/LoadProblem';
import { useRuns } from '../../queries/useRuns';
import { CostsSection } from './CostsSection';
import { MonteCarloTable } from './MonteCarloTable';
import { PlansSection } from './PlansSection';
import { RunControls } from './RunControls';
import { SimRunColumn } from './SimRunColumn';
import { TracePanel } from './TracePanel';
import type { StepSource } from './usePlaybackHighlight';
import { useStepPlayback } from './useRunPlayback';
import { VerdictAgreement } from './VerdictAgreement';

/** The simulated run's calls on both menus, as a playback's step source. */
function simulatedSource(view: RunsView): StepSource {
  const steps = (run: SimRunView) => run.steps.map((c) => ({ nodeIds: [graphNodeId.tool(c.toolId)], text: c.toolId }));
  return { relevance: steps(view.simulated.relevance), statePath: steps(view.simulated.statePath) };
}

/**
 * The Runs tab: the simulated agent played call by call on both menus side by side, the
 * Monte-Carlo summary, each menu's verdict beside its plan and runs (why they differ, when they
 * do), each planner's plan (played step by step the same way), the tools' costs and an uploaded
 * trace's overlay.
 */
export function RunsPanel({ menus }: { menus: MenusView }) {
  const runs = useRuns(true);
  const view = runs.data;
  const rel = view?.simulated.relevance;
  const sp = view?.simulated.statePath;
  const runKey = view ? `${view.taskId}|${view.seed}|${view.preset}|${rel?.steps.length}|${sp?.steps.length}` : '';
  const source = useMemo(() => (view ? simulatedSource(view) : undefined), [view]);
  const playback = useStepPlayback(source, runKey, 'Run call');
  return (
    // contain: inline-size keeps wide tables from widening the detail column (they scroll instead).
    <div data-testid="runs" className="flex flex-col gap-3 p-3 [contain:inline-size]" aria-busy={runs.isFetching}>
      {runs.error && <LoadProblem title="The runs could not be computed" error={runs.error} />}
      {!view && !runs.error && (
        <p className="text-xs text-slate-600 dark:text-slate-400">Simulating and planning on both menus…</p>
      )}
      {view && rel && sp && (
        <>
          <section aria-label="Simulated agent run" className="flex flex-col gap-2">
            <RunControls playback={playback} />
            <p className="text-[10px] text-slate-600 dark:text-slate-400">
              Simulation (seed {view.seed}): a seeded model of an LLM agent toward {view.targets.join(', ')} (
              {view.targetSource} target{view.targets.length === 1 ? '' : 's'}), at most {view.agent.callBudget} calls;
              both menus draw the same random numbers.
            </p>
            <div className="grid grid-cols-2 gap-2">
              <SimRunColumn run={rel} shown={playback.step} started={playback.started} />
              <SimRunColumn run={sp} shown={playback.step} started={playback.started} />
            </div>
          </section>
          <MonteCarloTable mc={view.monteCarlo} />
          {menus.taskId === view.taskId && <VerdictAgreement menus={menus} view={view} />}
          <PlansSection plans={view.plans} taskId={view.taskId} />
          <CostsSection view={view} />
        </>
      )}
      <TracePanel />
    </div>
  );
}
