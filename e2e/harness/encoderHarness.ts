/**
 * A page for the end-to-end tests: the same worker as the app (model loaded on demand, same
 * backend choice), reachable from `page.evaluate` to run the golden input and the benchmark.
 */
import { startInspectorWorker, type InspectorClient } from '../../src/worker/client';

declare global {
  interface Window {
    inspectorHarness?: InspectorClient;
  }
}

window.inspectorHarness = startInspectorWorker();
