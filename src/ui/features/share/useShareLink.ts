import { useMenusRequest } from '../../queries/useMenusRequest';
import { useWorkspace } from '../../queries/useWorkspace';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';
import { encodeShareState, type ShareState } from './shareLink';

/**
 * The link that reopens what is on screen: the catalog's URL when the open catalog came from
 * one (`?catalog=`, which the library loads), the task or its edited request (with its s0 and
 * gold chain), K, L, the weights and the scorer.
 */
export function useShareLink(): string | null {
  const request = useMenusRequest();
  const workspace = useWorkspace().data;
  const active = workspace?.catalogs.find((c) => c.id === workspace.activeId);
  // The library's record of the open catalog wins; the page's own ?catalog= covers the moment before it answers.
  const catalogUrl = active ? (active.source.kind === 'url' ? active.source.url : undefined) : currentCatalogUrl();
  const draft = useTaskDraftsStore((s) => (request ? s.drafts[request.taskId] : undefined));
  if (!request) return null;
  const state: ShareState = { taskId: request.taskId, budget: request.budget, top: request.top };
  if (catalogUrl) state.catalogUrl = catalogUrl;
  if (draft) {
    state.query = draft.query;
    if (draft.state) state.state = draft.state;
    if (draft.created) state.created = true;
    if (draft.gold) state.gold = draft.gold;
  }
  if (request.tuning) state.tuning = request.tuning;
  if (request.scorer) state.scorer = request.scorer;
  return `${window.location.origin}${window.location.pathname}?${encodeShareState(state)}`;
}

/** The catalog URL this page was opened with (`?catalog=URL`), if any. */
export function currentCatalogUrl(): string | undefined {
  return new URLSearchParams(window.location.search).get('catalog') ?? undefined;
}
