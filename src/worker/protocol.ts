/**
 * The messages between the UI and the inspector worker: one tagged union each way. Every
 * request carries an id; the worker answers it exactly once with a result or an error.
 */
import type { EncoderInput, EncoderOutput } from '../core/index';
import type { EvaluationQuery, EvaluationView } from './views/evaluationView';
import type { EncoderStatusView, InspectorSummary, MenusView } from './views/inspectorViews';
import type { LibraryRequest, LibraryRequestKind, LibraryResults, LoadProgressMessage } from './libraryProtocol';
import type { MenusExportRequest, MenusExportView } from './views/menusExport';
import type { MenusQuery } from './views/menusQuery';
import type { TasksExportRequest, TasksExportView } from './views/tasksExport';
import type { RunsQuery } from './views/runs/runsQuery';
import type { RunsView, TraceOverlayView } from './views/runs/runsViews';
import type { TraceOverlayQuery } from './views/runs/traceOverlayView';
import type { ToolSearchView, WhyNotQuery, WhyNotView } from './views/whyNotView';

/** What the UI can ask, by `kind`. */
export type InspectorRequest =
  | { kind: 'summary' }
  /** The catalog library: loading, the catalog list, schema edits, exports, lint (libraryProtocol.ts). */
  | LibraryRequest
  /** Both menus of a task (K, L, the weights, a chosen target, the scorer: menusQuery.ts). */
  | ({ kind: 'menus' } & MenusQuery)
  /** Both menus as `tool-menus/v1`, or one as an OpenAI `tools` array, as a file to save. */
  | ({ kind: 'exportMenus' } & MenusExportRequest)
  /** The open catalog's tasks with the page's edits and created tasks, as a `tool-tasks/v1` file to save. */
  | ({ kind: 'exportTasks' } & TasksExportRequest)
  /** The encoder's backend, or why the structural scorer stands in (starts the model's load if needed, and waits for it). */
  | { kind: 'encoder' }
  /** One forward pass on a given input: the golden check and the browser benchmark. */
  | { kind: 'runEncoder'; input: EncoderInput }
  /** The Runs tab: a simulated run and each planner's plan on both menus, costs, Monte Carlo. */
  | ({ kind: 'runs' } & RunsQuery)
  /** An uploaded trace file laid over both menus, with the EMA before/after of tool metadata. */
  | ({ kind: 'traceOverlay' } & TraceOverlayQuery)
  /** The catalog's tools whose id or name match a search (the why-not search, the target picker). */
  | { kind: 'searchTools'; query: string; limit?: number }
  /** Where one tool stands for the menus on screen, and why it is not on State-Path. */
  | ({ kind: 'whyNot' } & WhyNotQuery)
  /**
   * Both menus of every task with a gold path, scored (evaluationView.ts); `evaluationProgress`
   * messages follow. A newer `evaluate` or a `stopEvaluation` stops it (an EvaluationStopped error).
   */
  | ({ kind: 'evaluate' } & EvaluationQuery)
  /** Stops the evaluation under way, if any (its request fails with EvaluationStopped); answers whether one ran. */
  | { kind: 'stopEvaluation' }
  /** Test-only fault injection, honoured only by a worker started with faults enabled (`?faults=1`). */
  | { kind: 'injectFault'; fault: WorkerFault };

/** Faults the e2e specs inject: the worker throws an uncaught error, or stops answering. */
export type WorkerFault = 'crash' | 'hang';

export type InspectorRequestKind = InspectorRequest['kind'];

/** The result type of each request kind. */
export interface InspectorResults extends LibraryResults {
  summary: InspectorSummary;
  menus: MenusView;
  exportMenus: MenusExportView;
  exportTasks: TasksExportView;
  encoder: EncoderStatusView;
  runEncoder: EncoderRunView;
  runs: RunsView;
  traceOverlay: TraceOverlayView;
  searchTools: ToolSearchView;
  whyNot: WhyNotView;
  evaluate: EvaluationView;
  stopEvaluation: { stopped: boolean };
  injectFault: { fault: WorkerFault };
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
  | { type: 'result'; id: number; kind: 'exportMenus'; result: MenusExportView }
  | { type: 'result'; id: number; kind: 'exportTasks'; result: TasksExportView }
  | { type: 'result'; id: number; kind: 'encoder'; result: EncoderStatusView }
  | { type: 'result'; id: number; kind: 'runEncoder'; result: EncoderRunView }
  | { type: 'result'; id: number; kind: 'runs'; result: RunsView }
  | { type: 'result'; id: number; kind: 'traceOverlay'; result: TraceOverlayView }
  | { type: 'result'; id: number; kind: 'searchTools'; result: ToolSearchView }
  | { type: 'result'; id: number; kind: 'whyNot'; result: WhyNotView }
  | { type: 'result'; id: number; kind: 'evaluate'; result: EvaluationView }
  | { type: 'result'; id: number; kind: 'stopEvaluation'; result: { stopped: boolean } }
  | { type: 'result'; id: number; kind: 'injectFault'; result: { fault: WorkerFault } }
  | { type: 'result'; id: number; kind: LibraryRequestKind; result: LibraryResults[LibraryRequestKind] }
  /** A load's progress, before its result. */
  | LoadProgressMessage
  /** An evaluation's progress (tasks scored of those with gold), before its result. */
  | { type: 'evaluationProgress'; id: number; done: number; total: number }
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
