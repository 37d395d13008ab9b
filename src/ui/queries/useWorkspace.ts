import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { WorkspaceView } from '../../worker/views/workspaceViews';
import { useLibraryStore } from '../stores/useLibraryStore';
import { useSelectionStore } from '../stores/useSelectionStore';
import { useTaskDraftsStore } from '../stores/useTaskDraftsStore';
import { useInspectorClient } from './inspectorClientContext';

export const WORKSPACE_KEY = ['inspector', 'workspace'] as const;

/** The catalog library: loaded catalogs, the open one's edit history, storage state. Replaced by every library action. */
export function useWorkspace() {
  const client = useInspectorClient();
  return useQuery({
    queryKey: WORKSPACE_KEY,
    queryFn: async () => {
      const workspace = await client.request({ kind: 'workspace' });
      // The drafts kept for this catalog (a reload's) come back; another catalog's wait for it.
      useTaskDraftsStore.getState().openCatalog(workspace.activeId);
      return workspace;
    },
    staleTime: Infinity,
  });
}

/**
 * Puts a workspace a library action returned in the cache (menus, summary, lint and schemas key
 * on its revision). When another catalog (or task file) opened, the task and slot selection and
 * the schema editor reset first, so nothing asks the new catalog for the old catalog's task, and
 * the edited and created tasks become the new catalog's (the old ones wait for their catalog).
 */
export function useSetWorkspace(): (workspace: WorkspaceView) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (workspace: WorkspaceView) => {
      const previous = queryClient.getQueryData<WorkspaceView>(WORKSPACE_KEY);
      if (previous && previous.sessionKey !== workspace.sessionKey) {
        useSelectionStore.setState({ taskId: null, slot: null, slotTaskId: null });
        useLibraryStore.getState().closeEditor();
        useTaskDraftsStore.getState().switchCatalog(previous.activeId, workspace.activeId);
      } else if (!previous) useTaskDraftsStore.getState().openCatalog(workspace.activeId);
      queryClient.setQueryData(WORKSPACE_KEY, workspace);
    },
    [queryClient],
  );
}

/** The open catalog's revision (undefined until the library answered): worker results are cached by it. */
export function useSessionRevision(): number | undefined {
  return useWorkspace().data?.revision;
}

/** Tools the open catalog's edits touch (the "edited" badge). */
export function useEditedTools(): ReadonlySet<string> {
  const tools = useWorkspace().data?.history?.editedTools;
  return useMemo(() => new Set(tools ?? []), [tools]);
}
