import { useMenuParamsStore } from '../../stores/useMenuParamsStore';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useTaskDraftsStore, type TaskDraft } from '../../stores/useTaskDraftsStore';
import { decodeShareState } from './shareLink';

/**
 * Opens what a share link names (before the first render): the task, or its edited request
 * as a draft, K, L, the weights and the scorer (`?scorer=encoder` alone opens the demo with the encoder). The catalog (`?catalog=URL`) is loaded by the library.
 */
export function restoreShareLink(search: string): void {
  const s = decodeShareState(search);
  if (s.budget !== undefined || s.top !== undefined || s.tuning || s.scorer) {
    const params: Parameters<ReturnType<typeof useMenuParamsStore.getState>['restore']>[0] = {};
    if (s.budget !== undefined) params.budget = s.budget;
    if (s.top !== undefined) params.top = s.top;
    if (s.tuning) params.tuning = s.tuning;
    if (s.scorer) params.scorer = s.scorer;
    useMenuParamsStore.getState().restore(params);
  }
  if (!s.taskId) return;
  if (s.query !== undefined || s.state || s.gold) {
    const draft: TaskDraft = { id: s.taskId, query: s.query ?? '', created: s.created ?? false };
    if (s.state) draft.state = s.state;
    if (s.gold) draft.gold = s.gold;
    useTaskDraftsStore.getState().restoreDraft(draft);
  }
  const taskId = s.taskId;
  useSelectionStore.getState().selectTask(taskId);
  if (s.catalogUrl) {
    // Opening the catalog from the URL resets the selection (a new session); the shared task is
    // re-selected once then. A catalog that was already open never resets: stop listening after a while.
    const unsubscribe = useSelectionStore.subscribe((now, before) => {
      if (before.taskId === null || now.taskId !== null) return;
      unsubscribe();
      now.selectTask(taskId);
    });
    setTimeout(unsubscribe, SHARE_RESTORE_WINDOW_MS);
  }
}

/** How long a shared link waits for its catalog URL to open before it stops re-selecting its task. */
const SHARE_RESTORE_WINDOW_MS = 120_000;
