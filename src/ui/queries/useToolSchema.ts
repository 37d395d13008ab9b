import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInspectorClient } from './inspectorClientContext';
import { useSessionRevision } from './useWorkspace';

/** A tool's current and original fields for the schema editor, refreshed with every edit. */
export function useToolSchema(toolId: string | null) {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'toolSchema', revision, toolId],
    queryFn: () => client.request({ kind: 'toolSchema', toolId: toolId ?? '' }),
    enabled: toolId !== null && revision !== undefined,
    placeholderData: (previous) => (previous?.toolId === toolId ? previous : undefined),
    staleTime: Infinity,
  });
}

/** The open catalog's field aliases. */
export function useFieldAliases() {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'fieldAliases', revision],
    queryFn: () => client.request({ kind: 'fieldAliases' }),
    enabled: revision !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
