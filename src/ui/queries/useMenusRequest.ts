import { useMemo } from 'react';
import type { MenusQuery } from '../../worker/views/menusQuery';
import { isDefaultTuning, useMenuParamsStore } from '../stores/useMenuParamsStore';
import { useSelectionStore } from '../stores/useSelectionStore';
import { useTaskDraftsStore } from '../stores/useTaskDraftsStore';

/**
 * What the menus on screen are built from: the selected task (or its edited / created request),
 * K, L and the weights (omitted while they are the defaults). Null until a task is selected.
 */
export function useMenusRequest(): MenusQuery | null {
  const taskId = useSelectionStore((s) => s.taskId);
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  const tuning = useMenuParamsStore((s) => s.tuning);
  const draft = useTaskDraftsStore((s) => (taskId === null ? undefined : s.drafts[taskId]));
  return useMemo(() => {
    if (taskId === null) return null;
    const query: MenusQuery = { taskId, budget, top };
    if (draft) query.task = draft.state ? { query: draft.query, state: [...draft.state] } : { query: draft.query };
    if (!isDefaultTuning(tuning)) query.tuning = tuning;
    return query;
  }, [taskId, budget, top, tuning, draft]);
}
