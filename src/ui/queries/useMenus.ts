import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';
import { sendAfterPaint, useLargeCatalog } from './largeCatalog';
import { useMenusRequest } from './useMenusRequest';
import { useSessionRevision } from './useWorkspace';

/**
 * Both menus of the selected task (or its edited request) at the current K, L and weights,
 * built and diagnosed in the worker. The previous result stays on screen while a new one computes.
 * For a large catalog the request leaves once the change is painted, so the click's render and
 * the worker's build do not share the CPU, and a request overtaken meanwhile (tasks clicked in
 * quick succession) is never sent.
 */
export function useMenus() {
  const client = useInspectorClient();
  const request = useMenusRequest();
  // The open catalog's revision: a load, switch or schema edit rebuilds the menus.
  const revision = useSessionRevision();
  const large = useLargeCatalog();
  return useQuery({
    queryKey: ['inspector', 'menus', revision, request],
    queryFn: (context) =>
      sendAfterPaint(
        large,
        () => context.signal,
        () => client.request({ kind: 'menus', ...(request ?? { taskId: '', budget: 1, top: 1 }) }),
      ),
    enabled:
      revision !== undefined && request !== null && (request.task === undefined || request.task.query.trim() !== ''),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
