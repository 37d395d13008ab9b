import { useMemo } from 'react';
import type { MenusQuery } from '../../worker/views/menusQuery';
import { isDefaultTuning, useMenuParamsStore } from '../stores/useMenuParamsStore';
import { useSelectionStore } from '../stores/useSelectionStore';
import { useTargetStore } from '../stores/useTargetStore';
import { useTaskDraftsStore } from '../stores/useTaskDraftsStore';

/**
 * What the menus on screen are built from: the selected task (or its edited / created request),
 * K, L, the weights (omitted while they are the defaults) and the target a user chose. Null until a task is selected.
 */
export function useMenusRequest(): MenusQuery | null {
  const taskId = useSelectionStore((s) => s.taskId);
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  const tuning = useMenuParamsStore((s) => s.tuning);
  const draft = useTaskDraftsStore((s) => (taskId === null ? undefined : s.drafts[taskId]));
  const target = useTargetStore((s) => (taskId === null ? undefined : s.chosen[taskId]));
  return useMemo(() => {
    if (taskId === null) return null;
    const query: MenusQuery = { taskId, budget, top };
    if (draft) query.task = draft.state ? { query: draft.query, state: [...draft.state] } : { query: draft.query };
    if (!isDefaultTuning(tuning)) query.tuning = tuning;
    if (target !== undefined) query.target = target;
    return query;
  }, [taskId, budget, top, tuning, draft, target]);
}
