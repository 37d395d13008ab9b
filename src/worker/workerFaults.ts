import type { WorkerFault } from './protocol';

/**
 * The worker name that enables test-only fault injection. The client uses it only when the
 * page URL carries `?faults=1`; catalog data never reaches it, so no file can crash the worker.
 */
export const FAULTS_WORKER_NAME = 'inspector-faults';

/** How long an injected hang blocks the worker's thread (longer than the client's watchdog). */
const HANG_MS = 120_000;

/**
 * Schedules an injected fault after the request is answered: `crash` throws an uncaught error
 * (the page sees the worker's error event), `hang` blocks the thread so nothing is answered.
 * Throws when the worker was not started with faults enabled.
 */
export function injectFault(fault: WorkerFault, workerName: string): { fault: WorkerFault } {
  if (workerName !== FAULTS_WORKER_NAME) throw new Error('fault injection is off (open the app with ?faults=1)');
  setTimeout(() => {
    if (fault === 'crash') throw new Error('injected worker crash (test fault)');
    const end = Date.now() + HANG_MS;
    while (Date.now() < end) {
      // Busy-waits on purpose: a hung worker answers nothing.
    }
  }, 0);
  return { fault };
}
