import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMenuParamsStore } from '../stores/useMenuParamsStore';
import { useSelectionStore } from '../stores/useSelectionStore';
import { useInspectorClient } from './inspectorClientContext';

/**
 * Both menus of the selected task at the current K and L, built and diagnosed in the worker.
 * The previous result stays on screen while a new one computes.
 */
export function useMenus() {
  const client = useInspectorClient();
  const taskId = useSelectionStore((s) => s.taskId);
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  return useQuery({
    queryKey: ['inspector', 'menus', taskId, budget, top],
    queryFn: () => client.request({ kind: 'menus', taskId: taskId ?? '', budget, top }),
    enabled: taskId !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
