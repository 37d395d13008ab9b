import { MAX_BUDGET, useMenuParamsStore } from '../../stores/useMenuParamsStore';
import { AdvancedParams } from './AdvancedParams';
import { SizeInput } from './SizeInput';

/** K (menu size), L (slots the reranker orders) and the advanced weights; a change rebuilds both menus in the worker. */
export function MenuParamsForm() {
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  const setBudget = useMenuParamsStore((s) => s.setBudget);
  const setTop = useMenuParamsStore((s) => s.setTop);
  return (
    <form
      role="group"
      aria-label="Menu parameters"
      className="flex items-center gap-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <SizeInput
        symbol="K"
        label="Menu size"
        value={budget}
        min={1}
        max={MAX_BUDGET}
        description="Slots in each menu"
        onCommit={setBudget}
      />
      <SizeInput
        symbol="L"
        label="Reranked top"
        value={top}
        min={1}
        max={budget}
        maxLabel="K"
        description="Slots the State-Path reranker orders"
        onCommit={setTop}
      />
      <AdvancedParams />
    </form>
  );
}
