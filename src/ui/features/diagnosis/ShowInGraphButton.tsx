import type { MenuMethod } from '../../../core/index';
import { useViewStore } from '../../stores/useViewStore';

/** "graph": highlights a finding's nodes in its menu's graph (the graph switches to that menu). */
export function ShowInGraphButton({
  method,
  nodeIds,
  label,
}: {
  method: MenuMethod;
  nodeIds: string[];
  label: string;
}) {
  const showFinding = useViewStore((s) => s.showFinding);
  return (
    <button
      type="button"
      onClick={() => showFinding({ method, nodeIds, label })}
      aria-label={`Show in graph: ${label}`}
      title="Highlight in the graph"
      data-testid="show-in-graph"
      className="ml-1 rounded border border-slate-300 px-1 text-[10px] font-medium text-slate-600 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-amber-950/50"
    >
      ◎ graph
    </button>
  );
}
