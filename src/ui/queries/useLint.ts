import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';
import { useSessionRevision } from './useWorkspace';

/** The open catalog's schema lint findings. */
export function useLint(enabled: boolean) {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'lint', revision],
    queryFn: () => client.request({ kind: 'lint' }),
    enabled: enabled && revision !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
