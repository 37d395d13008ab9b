import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';
import { useMenusRequest } from './useMenusRequest';
import { useSessionRevision } from './useWorkspace';

/**
 * Both menus of the selected task (or its edited request) at the current K, L and weights,
 * built and diagnosed in the worker. The previous result stays on screen while a new one computes.
 */
export function useMenus() {
  const client = useInspectorClient();
  const request = useMenusRequest();
  // The open catalog's revision: a load, switch or schema edit rebuilds the menus.
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'menus', revision, request],
    queryFn: () => client.request({ kind: 'menus', ...(request ?? { taskId: '', budget: 1, top: 1 }) }),
    enabled: revision !== undefined && request !== null && (request.task === undefined || request.task.query.trim() !== ''),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
