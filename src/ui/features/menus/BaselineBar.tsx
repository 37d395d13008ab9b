import type { MenusView } from '../../../worker/views/inspectorViews';
import type { MenuBaseline } from '../../stores/useMenuBaselineStore';
import { useMenuBaseline } from './useMenuBaseline';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

/** Both menus on screen as a baseline to keep. */
export function baselineOf(menus: MenusView, keptAt = Date.now()): MenuBaseline {
  return {
    relevance: menus.relevance.slots.map((s) => s.toolId),
    statePath: menus.statePath.slots.map((s) => s.toolId),
    budget: menus.budget,
    top: menus.top,
    keptAt,
  };
}

const time = (ms: number): string => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Keep the menus on screen as this task's baseline, then change the request, s0, K, a rule or a
 * schema: each menu marks the slots that moved (MenuColumn) and lists the tools that left.
 */
export function BaselineBar({ menus }: { menus: MenusView }) {
  const { baseline, keep, clear } = useMenuBaseline(menus.taskId);
  const keepButton = (label: string, title: string) => (
    <button type="button" className={SMALL_BUTTON} onClick={() => keep(baselineOf(menus))} title={title}>
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Menu baseline"
      data-testid="menu-baseline"
      className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300"
    >
      <span className="font-semibold">Baseline</span>
      {baseline ? (
        <>
          <span
            data-testid="menu-baseline-status"
            title="The rows mark how each slot moved since (▲ higher, ▼ lower, new); each verdict lists the tools that left"
          >
            kept at {time(baseline.keptAt)} (K {baseline.budget}, L {baseline.top})
          </span>
          {keepButton('Keep these instead', 'Keep the menus on screen as the baseline instead')}
          <button type="button" className={SMALL_BUTTON} onClick={clear}>
            Clear
          </button>
        </>
      ) : (
        keepButton(
          'Keep as baseline',
          'Keep both menus as they are now; then change the request, s0, K, a rule or a schema, and each slot shows how it moved',
        )
      )}
    </div>
  );
}
