import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInspectorClient } from '../../queries/inspectorClientContext';
import { useMenusRequest } from '../../queries/useMenusRequest';
import { useSessionRevision } from '../../queries/useWorkspace';

/** The open catalog's tools whose id or name match `query` (searched in the worker, per keystroke). */
export function useToolSearch(query: string, limit = 12) {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  const q = query.trim();
  return useQuery({
    queryKey: ['inspector', 'searchTools', revision, q, limit],
    queryFn: () => client.request({ kind: 'searchTools', query: q, limit }),
    enabled: revision !== undefined && q !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** Where one tool stands for the menus on screen, and why it is not on State-Path (computed on demand in the worker). */
export function useWhyNot(toolId: string | null) {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  const menus = useMenusRequest();
  return useQuery({
    queryKey: ['inspector', 'whyNot', revision, menus, toolId],
    queryFn: () =>
      client.request({ kind: 'whyNot', menus: menus ?? { taskId: '', budget: 1, top: 1 }, toolId: toolId ?? '' }),
    enabled: revision !== undefined && menus !== null && toolId !== null,
    placeholderData: (previous) => (previous?.toolId === toolId ? previous : undefined),
    staleTime: Infinity,
  });
}
