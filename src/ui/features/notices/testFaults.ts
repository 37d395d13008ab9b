import { faultsEnabled, startInspectorWorker, type InspectorClient } from '../../../worker/client';
import type { WorkerFault } from '../../../worker/protocol';

declare global {
  interface Window {
    /** Test-only (`?faults=1`): makes the worker crash or hang. */
    inspectorFaults?: { inject: (fault: WorkerFault) => Promise<unknown> };
  }
}

/**
 * Starts the worker client. With `?faults=1` (e2e only) the worker accepts injected faults,
 * `window.inspectorFaults.inject('crash' | 'hang')` sends one, `&stallMs=N` shortens the
 * hang watchdog so a test need not wait 45 s, and `&graceMs=N` a new worker's time to start
 * before it may be called hung (30 s).
 */
export function startClientWithTestFaults(location: Location): InspectorClient {
  if (!faultsEnabled(location.search)) return startInspectorWorker();
  const params = new URLSearchParams(location.search);
  const ms = (name: string): number | undefined => {
    const value = Number(params.get(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const stallMs = ms('stallMs');
  const startupGraceMs = ms('graceMs');
  const client = startInspectorWorker({
    faults: true,
    ...(stallMs !== undefined ? { stallMs } : {}),
    ...(startupGraceMs !== undefined ? { startupGraceMs } : {}),
  });
  window.inspectorFaults = { inject: (fault) => client.request({ kind: 'injectFault', fault }) };
  return client;
}
