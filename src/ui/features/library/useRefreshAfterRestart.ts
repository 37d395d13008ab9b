import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInspectorClient } from '../../queries/inspectorClientContext';
import { WORKSPACE_KEY } from '../../queries/useWorkspace';

/** After the worker restarts (a crash), asks the new one for the workspace: its library reopened from storage with new revisions. */
export function useRefreshAfterRestart(): void {
  const client = useInspectorClient();
  const queryClient = useQueryClient();
  useEffect(
    () => client.onRestart(() => void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY })),
    [client, queryClient],
  );
}
