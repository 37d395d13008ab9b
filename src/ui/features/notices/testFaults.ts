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
 * `window.inspectorFaults.inject('crash' | 'hang')` sends one, and `&stallMs=N` shortens the
 * hang watchdog so a test need not wait 45 s.
 */
export function startClientWithTestFaults(location: Location): InspectorClient {
  if (!faultsEnabled(location.search)) return startInspectorWorker();
  const stallMs = Number(new URLSearchParams(location.search).get('stallMs'));
  const client = startInspectorWorker({
    faults: true,
    ...(Number.isFinite(stallMs) && stallMs > 0 ? { stallMs } : {}),
  });
  window.inspectorFaults = { inject: (fault) => client.request({ kind: 'injectFault', fault }) };
  return client;
}
