import { useMemo } from 'react';
import type { MenusQuery } from '../../worker/views/menusQuery';
import { DEFAULT_SCORER, isDefaultTuning, useMenuParamsStore } from '../stores/useMenuParamsStore';
import { useSelectionStore } from '../stores/useSelectionStore';
import { useTargetStore } from '../stores/useTargetStore';
import { useTaskDraftsStore } from '../stores/useTaskDraftsStore';

/**
 * What the menus on screen are built from: the selected task (or its edited / created request),
 * K, L, the weights and the scorer (each omitted while it is the default) and the target a user
 * chose. Null until a task is selected.
 */
export function useMenusRequest(): MenusQuery | null {
  const taskId = useSelectionStore((s) => s.taskId);
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  const tuning = useMenuParamsStore((s) => s.tuning);
  const scorer = useMenuParamsStore((s) => s.scorer);
  const draft = useTaskDraftsStore((s) => (taskId === null ? undefined : s.drafts[taskId]));
  const target = useTargetStore((s) => (taskId === null ? undefined : s.chosen[taskId]));
  return useMemo(() => {
    if (taskId === null) return null;
    const query: MenusQuery = { taskId, budget, top };
    if (draft) {
      query.task = draft.state ? { query: draft.query, state: [...draft.state] } : { query: draft.query };
      if (draft.gold) query.task.gold = [...draft.gold];
    }
    if (!isDefaultTuning(tuning)) query.tuning = tuning;
    if (target !== undefined) query.target = target;
    if (scorer !== DEFAULT_SCORER) query.scorer = scorer;
    return query;
  }, [taskId, budget, top, tuning, scorer, draft, target]);
}
