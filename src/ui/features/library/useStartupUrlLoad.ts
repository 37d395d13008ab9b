import { useEffect, useRef } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useWorkspace } from '../../queries/useWorkspace';
import { useSelectionStore } from '../../stores/useSelectionStore';

/** The `?catalog=URL` and `&tasks=URL` of the page address, resolved against it (relative URLs work). */
export function startupUrls(location: Pick<Location, 'search' | 'href'>): { catalogUrl?: string; tasksUrl?: string } {
  const params = new URLSearchParams(location.search);
  const resolve = (value: string | null): string | undefined => {
    if (value === null || value.trim() === '') return undefined;
    try {
      return new URL(value.trim(), location.href).href;
    } catch {
      return value.trim();
    }
  };
  const catalogUrl = resolve(params.get('catalog'));
  const tasksUrl = resolve(params.get('tasks'));
  return { ...(catalogUrl ? { catalogUrl } : {}), ...(tasksUrl ? { tasksUrl } : {}) };
}

/**
 * Loads `?catalog=URL&tasks=URL` once the library has opened (a catalog loaded before from the
 * same URL reopens with its edits). A share link's `&task=` is selected again afterwards: opening
 * another catalog resets the selection to its first task.
 */
export function useStartupUrlLoad(): void {
  const ready = useWorkspace().data !== undefined;
  const { loadUrl } = useLibraryActions();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const { catalogUrl, tasksUrl } = startupUrls(window.location);
    if (!catalogUrl && !tasksUrl) return;
    const sharedTask = new URLSearchParams(window.location.search).get('task');
    void loadUrl(catalogUrl, tasksUrl).then((ok) => {
      if (ok && sharedTask) useSelectionStore.getState().selectTask(sharedTask);
    });
  }, [ready, loadUrl]);
}
