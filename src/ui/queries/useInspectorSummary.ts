import { useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';

/** The loaded catalog and task list (the worker loads them at launch; they do not go stale). */
export function useInspectorSummary() {
  const client = useInspectorClient();
  return useQuery({
    queryKey: ['inspector', 'summary'],
    queryFn: () => client.request({ kind: 'summary' }),
    staleTime: Infinity,
  });
}
