import type { PlacementTool, SlotView } from '../../../worker/views/slotViews';
import { useSelectSlot } from '../../stores/useSelectSlot';

function ToolButton({ tool, method }: { tool: PlacementTool; method: 'relevance' | 'state-path' }) {
  const selectSlot = useSelectSlot();
  return (
    <button
      type="button"
      onClick={() => selectSlot({ method, toolId: tool.toolId })}
      className="font-mono text-sky-700 underline decoration-dotted underline-offset-2 hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:hover:text-sky-100"
    >
      {tool.toolId}
    </button>
  );
}

/**
 * Why a relevance slot's tool is not on State-Path (displaced by which tool, by which sᴿ term; or
 * never in the candidate pool), and for a State-Path slot relevance lacks, whose place it took.
 */
export function DisplacementNote({ slot }: { slot: SlotView }) {
  const d = slot.displacement;
  if (d) {
    return (
      <div
        data-testid="slot-displacement"
        data-kind={d.kind}
        className="flex flex-col gap-0.5 rounded border border-amber-200 bg-amber-50 px-2 py-1.5 text-xs text-slate-800 dark:border-amber-800 dark:bg-amber-950 dark:text-slate-100"
      >
        <p>
          <span className="font-semibold">Not on State-Path:</span> {d.reason}
        </p>
        {d.by && (
          <p className="text-slate-600 dark:text-slate-300">
            See <ToolButton tool={d.by} method="state-path" /> (State-Path #{d.by.rank}).
          </p>
        )}
      </div>
    );
  }
  if (!slot.displaces || slot.displaces.length === 0) return null;
  return (
    <p data-testid="slot-displaces" className="text-xs text-slate-700 dark:text-slate-200">
      Took the place of{' '}
      {slot.displaces.map((t, k) => (
        <span key={t.toolId}>
          {k > 0 && ', '}
          <ToolButton tool={t} method="relevance" /> (relevance #{t.rank})
        </span>
      ))}{' '}
      on the Relevance-only menu.
    </p>
  );
}
