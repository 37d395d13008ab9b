/**
 * The messages between the UI and the inspector worker: one tagged union each way. Every
 * request carries an id; the worker answers it exactly once with a result or an error.
 */
import type { EncoderInput, EncoderOutput } from '../core/index';
import type { EncoderStatusView, InspectorSummary, MenusView } from './views/inspectorViews';

/** What the UI can ask, by `kind`. */
export type InspectorRequest =
  | { kind: 'summary' }
  | { kind: 'menus'; taskId: string; budget: number; top: number }
  /** The encoder's backend, or why the structural scorer stands in (waits for the launch load). */
  | { kind: 'encoder' }
  /** One forward pass on a given input: the golden check and the browser benchmark. */
  | { kind: 'runEncoder'; input: EncoderInput };

export type InspectorRequestKind = InspectorRequest['kind'];

/** The result type of each request kind. */
export interface InspectorResults {
  summary: InspectorSummary;
  menus: MenusView;
  encoder: EncoderStatusView;
  runEncoder: EncoderRunView;
}

/** A forward pass: which backend ran it, the model time and the outputs. */
export interface EncoderRunView {
  backend: string;
  ms: number;
  output: EncoderOutput;
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
  | { type: 'result'; id: number; kind: 'encoder'; result: EncoderStatusView }
  | { type: 'result'; id: number; kind: 'runEncoder'; result: EncoderRunView }
  | { type: 'error'; id: number; error: WorkerFailure };

/** Converts anything thrown into a WorkerFailure. */
export function toWorkerFailure(error: unknown): WorkerFailure {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Output arrays of a forward pass move to the UI instead of being copied (when each owns its buffer). */
export function transferablesOf(response: ResponseMessage): Transferable[] {
  if (response.type !== 'result' || response.kind !== 'runEncoder') return [];
  const owned = Object.values(response.result.output)
    .filter((a) => a.buffer instanceof ArrayBuffer && a.byteLength === a.buffer.byteLength)
    .map((a) => a.buffer as ArrayBuffer);
  return [...new Set(owned)];
}
