/**
 * The messages between the UI and the inspector worker: one tagged union each way. Every
 * request carries an id; the worker answers it exactly once with a result or an error.
 */
import type { InspectorSummary, MenusView } from './views/inspectorViews';

/** What the UI can ask, by `kind`. */
export type InspectorRequest =
  | { kind: 'summary' }
  | { kind: 'menus'; taskId: string; budget: number; top: number };

export type InspectorRequestKind = InspectorRequest['kind'];

/** The result type of each request kind. */
export interface InspectorResults {
  summary: InspectorSummary;
  menus: MenusView;
}

/** An error as it crosses postMessage: `message` is one readable line (SourceError's included). */
export interface WorkerFailure {
  name: string;
  message: string;
}

/** UI → worker. */
export type RequestMessage = InspectorRequest & { id: number };

/** Worker → UI. */
export type ResponseMessage =
  | { type: 'result'; id: number; kind: 'summary'; result: InspectorSummary }
  | { type: 'result'; id: number; kind: 'menus'; result: MenusView }
  | { type: 'error'; id: number; error: WorkerFailure };

/** Converts anything thrown into a WorkerFailure. */
export function toWorkerFailure(error: unknown): WorkerFailure {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}
