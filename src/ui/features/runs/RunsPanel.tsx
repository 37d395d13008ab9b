import { useEffect } from 'react';
import { graphNodeId } from '../../../worker/views/graphNodeIds';
import type { RunsView, SimRunView } from '../../../worker/views/runs/runsViews';
import { LoadProblem } from '../../app/LoadProblem';
import { useRuns } from '../../queries/useRuns';
import { useViewStore } from '../../stores/useViewStore';
import { CostsSection } from './CostsSection';
import { MonteCarloTable } from './MonteCarloTable';
import { PlansSection } from './PlansSection';
import { RunControls } from './RunControls';
import { SimRunColumn } from './SimRunColumn';
import { TracePanel } from './TracePanel';
import { useRunPlayback, type RunPlayback } from './useRunPlayback';

/** The played call of a run at `step` (its last call once the run is shorter). */
const callAt = (run: SimRunView, step: number) => run.steps[Math.min(step, run.steps.length) - 1];

/** The caption prefix of a played call's highlight on the graph. */
const RUN_CALL = 'Run call';

/** Clears the graph's highlight when it is a played call (a diagnosis finding's stays). */
function clearRunHighlight(): void {
  const { highlight, clearHighlight } = useViewStore.getState();
  if (highlight?.label.startsWith(RUN_CALL)) clearHighlight();
}

/** Lights the played call(s) on the graph: the menu it draws, or both when it overlays them. */
function useRunHighlight(view: RunsView | undefined, playback: RunPlayback): void {
  const mode = useViewStore((s) => s.graphMethod);
  const showRunCall = useViewStore((s) => s.showRunCall);
  const { step } = playback;
  useEffect(() => {
    if (!view || step === 0) {
      clearRunHighlight();
      return;
    }
    const runs = mode === 'both' ? [view.simulated.relevance, view.simulated.statePath] : [mode === 'relevance' ? view.simulated.relevance : view.simulated.statePath];
    const calls = runs.map((r) => callAt(r, step)).filter((c) => c !== undefined);
    if (calls.length === 0) return;
    const tools = [...new Set(calls.map((c) => c.toolId))];
    showRunCall({ method: mode === 'both' ? 'state-path' : mode, nodeIds: tools.map(graphNodeId.tool), label: `${RUN_CALL} ${step}: ${tools.join(' / ')}` });
  }, [view, step, mode, showRunCall]);
  useEffect(() => clearRunHighlight, []);
}

/**
 * The Runs tab: the simulated agent played call by call on both menus side by side, the
 * Monte-Carlo summary, each planner's plan, the tools' costs and an uploaded trace's overlay.
 */
export function RunsPanel() {
  const runs = useRuns(true);
  const view = runs.data;
  const rel = view?.simulated.relevance;
  const sp = view?.simulated.statePath;
  const total = Math.max(rel?.steps.length ?? 0, sp?.steps.length ?? 0);
  const runKey = view ? `${view.taskId}|${view.seed}|${view.preset}|${rel?.steps.length}|${sp?.steps.length}` : '';
  const playback = useRunPlayback(total, runKey);
  useRunHighlight(view, playback);
  return (
    // contain: inline-size keeps wide tables from widening the detail column (they scroll instead).
    <div data-testid="runs" className="flex flex-col gap-3 p-3 [contain:inline-size]" aria-busy={runs.isFetching}>
      {runs.error && <LoadProblem title="The runs could not be computed" error={runs.error} />}
      {!view && !runs.error && <p className="text-xs text-slate-500 dark:text-slate-400">Simulating and planning on both menus…</p>}
      {view && rel && sp && (
        <>
          <section aria-label="Simulated agent run" className="flex flex-col gap-2">
            <RunControls playback={playback} />
            <p className="text-[10px] text-slate-500 dark:text-slate-400">
              Simulation (seed {view.seed}): a seeded model of an LLM agent toward {view.targets.join(', ')} ({view.targetSource} target{view.targets.length === 1 ? '' : 's'}), at most {view.agent.callBudget} calls; both menus draw the same random numbers.
            </p>
            <div className="grid grid-cols-2 gap-2">
              <SimRunColumn run={rel} shown={playback.step} started={playback.started} />
              <SimRunColumn run={sp} shown={playback.step} started={playback.started} />
            </div>
          </section>
          <MonteCarloTable mc={view.monteCarlo} />
          <PlansSection plans={view.plans} />
          <CostsSection view={view} />
        </>
      )}
      <TracePanel />
    </div>
  );
}
