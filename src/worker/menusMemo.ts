import type { InspectorSession } from './demoSession';
import type { MenusView } from './views/inspectorViews';
import type { MenusQuery } from './views/menusQuery';
import type { WorkerEncoder } from './workerEncoder';

type BuildMenus = (session: InspectorSession, query: MenusQuery, encoder: WorkerEncoder) => Promise<MenusView>;

interface Entry {
  session: InspectorSession;
  encoder: WorkerEncoder;
  key: string;
  result: Promise<MenusView>;
}

/** The parts of a request the menus depend on, in a fixed order (the request id and kind are not). */
function keyOf(query: MenusQuery): string {
  return JSON.stringify([
    query.taskId,
    query.budget,
    query.top,
    query.task ?? null,
    query.tuning ?? null,
    query.target ?? null,
    query.scorer ?? 'structural',
  ]);
}

/**
 * The last menus the worker built, by session (one per catalog revision), request and encoder.
 * After a schema edit (undo, redo) is stored, `prefetch` starts the menus of the last request on
 * the new session at once, so they are built while the page draws the edit; the page's own
 * request for them then joins that build instead of queueing a second one. The same session,
 * request and encoder always build the same menus, so a finished entry is as good as a new build.
 */
export class MenusMemo {
  private entries: Entry[] = [];
  private last: MenusQuery | null = null;

  constructor(
    private readonly build: BuildMenus,
    private readonly capacity = 4,
  ) {}

  /** The menus of `query` on `session`: a build already running or done for the same inputs, else a new one. */
  get(session: InspectorSession, query: MenusQuery, encoder: WorkerEncoder): Promise<MenusView> {
    const request: MenusQuery = { taskId: query.taskId, budget: query.budget, top: query.top };
    if (query.task) request.task = query.task;
    if (query.tuning) request.tuning = query.tuning;
    if (query.target !== undefined) request.target = query.target;
    if (query.scorer !== undefined) request.scorer = query.scorer;
    this.last = request;
    const key = keyOf(request);
    const hit = this.entries.find((e) => e.session === session && e.encoder === encoder && e.key === key);
    if (hit) return hit.result;
    const entry: Entry = { session, encoder, key, result: this.build(session, request, encoder) };
    // A failed build is not kept: the next request tries again (and reports its own error).
    entry.result.catch(() => {
      this.entries = this.entries.filter((e) => e !== entry);
    });
    this.entries = [entry, ...this.entries].slice(0, this.capacity);
    return entry.result;
  }

  /**
   * Starts the menus of the last request on `session` (after an edit), with the encoder its scorer
   * choice gives; a failure waits for the page's own request.
   */
  prefetch(session: InspectorSession, encoderFor: (query: MenusQuery) => WorkerEncoder): void {
    if (this.last) void this.get(session, this.last, encoderFor(this.last)).catch(() => undefined);
  }
}
