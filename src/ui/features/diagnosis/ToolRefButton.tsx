import type { MenuMethod, ToolRef } from '../../../core/index';
import { useSelectSlot } from '../../stores/useSelectSlot';

/** A tool named by the diagnosis: a button selecting its slot when it is on the menu, else text with its relevance rank. */
export function ToolRefButton({ tool, method }: { tool: ToolRef; method: MenuMethod }) {
  const selectSlot = useSelectSlot();
  if (tool.rank === undefined) {
    const rel = tool.relevanceRank > 0 ? `relevance rank ${tool.relevanceRank}` : 'no relevance match';
    return (
      <span className="font-mono text-[11px] text-slate-700 dark:text-slate-300" title={`not on this menu; ${rel}`}>
        {tool.toolId} <span className="text-slate-600 dark:text-slate-400">({rel})</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => selectSlot({ method, toolId: tool.toolId })}
      className="rounded font-mono text-[11px] text-sky-700 underline decoration-sky-300 underline-offset-2 hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:decoration-sky-700 dark:hover:text-sky-100"
    >
      #{tool.rank} {tool.toolId}
    </button>
  );
}
