import { useEffect, useState } from 'react';
import { useInspectorSummary } from './useInspectorSummary';

/**
 * From this many tools a catalog counts as large for the page: its menu builds keep the
 * worker's core busy for tens of milliseconds, and on a machine with few cores the page's
 * rendering then competes with the worker for CPU. Large catalogs render new menus as a
 * deferred (time-sliced) update in three frames (App: the State-Path column; a frame later the
 * task header, the relevance column and the detail tabs; a frame after that the graph, each
 * through useValueAfterPaint), so no one frame lays out and paints the whole page, and send a
 * rebuild only once the frame that shows the change (the selected task, the new K) is painted.
 */
export const LARGE_CATALOG_TOOLS = 4000;

/** Whether the open catalog is large (LARGE_CATALOG_TOOLS), from the summary the page already holds. */
export function useLargeCatalog(): boolean {
  return (useInspectorSummary().data?.toolCount ?? 0) >= LARGE_CATALOG_TOOLS;
}

/** Resolves after the next frame has been painted (a task queued from requestAnimationFrame runs after the paint). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Sends a request, for a large catalog only once the next frame is painted and only if nothing
 * cancelled it meanwhile. `signal` is read only for large catalogs: React Query makes a query
 * cancellable once its signal is read, and small catalogs keep their in-flight builds.
 */
export async function sendAfterPaint<T>(
  large: boolean,
  signal: () => AbortSignal,
  send: () => Promise<T>,
  painted: () => Promise<void> = afterNextPaint,
): Promise<T> {
  if (large) {
    await painted();
    const s = signal();
    if (s.aborted) throw s.reason;
  }
  return send();
}

/**
 * `value`, or for a large catalog (`deferred`) the value it had until the frame after a new one
 * is painted: a panel that takes it (the graph) then renders in a task of its own, after the
 * rest of the page has shown the new value, instead of adding its work to that frame.
 */
export function useValueAfterPaint<T>(value: T, deferred: boolean, painted: () => Promise<void> = afterNextPaint): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!deferred) return;
    let current = true;
    void painted().then(() => {
      if (current) setShown(() => value);
    });
    return () => {
      current = false;
    };
  }, [value, deferred, painted]);
  return deferred ? shown : value;
}
