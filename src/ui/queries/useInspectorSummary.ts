import { useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';
import { useWorkspace } from './useWorkspace';

/** The open catalog and its task list; refetched when another catalog opens or tasks are loaded (the workspace's session key). */
export function useInspectorSummary() {
  const client = useInspectorClient();
  const sessionKey = useWorkspace().data?.sessionKey;
  return useQuery({
    queryKey: ['inspector', 'summary', sessionKey],
    queryFn: () => client.request({ kind: 'summary' }),
    enabled: sessionKey !== undefined,
    staleTime: Infinity,
  });
}
