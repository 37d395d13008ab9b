import {
  EMA_ALPHA,
  learnFromRuns,
  matchTraceTools,
  observedCalls,
  overlayTrace,
  parseTraces,
  type Clock,
  type TraceOverlay,
} from '../../../core/index';
import type { InspectorSession } from '../../demoSession';
import type { WorkerEncoder } from '../../workerEncoder';
import type { MenusQuery } from '../menusQuery';
import { buildQueryMenus } from '../menusView';
import type { MenuOverlayView, RunsMethod, TraceOverlayView } from './runsViews';

/** An uploaded trace: the file's text and name, laid over the menus of a query. */
export interface TraceOverlayQuery {
  menus: MenusQuery;
  text: string;
  file: string;
}

/** Larger trace files are refused before parsing (the tab must stay responsive). */
export const MAX_TRACE_BYTES = 20 * 1024 * 1024;

function menuOverlayView(o: TraceOverlay, method: RunsMethod): MenuOverlayView {
  const view: MenuOverlayView = {
    method,
    outcome: o.outcome,
    calls: o.calls.map((c) => ({ ...c, missingInputs: [...c.missingInputs] })),
    attribution: { ...o.attribution },
  };
  if (o.firstPremature !== undefined) view.firstPremature = o.firstPremature;
  if (o.failedAt !== undefined) view.failedAt = o.failedAt;
  return view;
}

/**
 * Parses a trace file (format auto-detected), maps its call names to catalog tools, lays the
 * selected task's trace (or the first) over both menus, and shows the tools' utility metadata
 * before and after the EMA updates of every observed call in the file (learnFromRuns).
 */
export async function traceOverlayView(
  session: InspectorSession,
  query: TraceOverlayQuery,
  clock: Clock,
  encoder?: WorkerEncoder,
): Promise<TraceOverlayView> {
  if (query.text.length > MAX_TRACE_BYTES)
    throw new Error(`${query.file}: the trace file is larger than ${MAX_TRACE_BYTES / 1024 / 1024} MB`);
  const doc = parseTraces(query.text, query.file);
  const { traces, unmatched, ambiguous } = matchTraceTools(session.index, doc);
  const trace = traces.find((t) => t.taskId === query.menus.taskId) ?? traces[0];
  if (!trace) throw new Error(`${query.file}: no tool calls found in the trace`);
  const { pair, task } = await buildQueryMenus(session, query.menus, clock, encoder);
  const options = { top: query.menus.top, ...(task?.gold ? { gold: task.gold } : {}) };
  const relevance = overlayTrace(pair.context, pair.relevance, trace, { ...options, other: pair.statePath });
  const statePath = overlayTrace(pair.context, pair.statePath, trace, { ...options, other: pair.relevance });
  const learned = learnFromRuns(session.catalog, observedCalls(traces));
  const snapshot = (u: { latency_ms: number; cost_usd: number; success_rate: number }) => ({
    latencyMs: u.latency_ms,
    costUsd: u.cost_usd,
    successRate: u.success_rate,
  });
  const view: TraceOverlayView = {
    file: query.file,
    format: doc.format,
    traceCount: traces.length,
    traceId: trace.id,
    unmatched,
    ambiguous,
    relevance: menuOverlayView(relevance, 'relevance'),
    statePath: menuOverlayView(statePath, 'state-path'),
    ema: {
      alpha: EMA_ALPHA,
      changes: learned.changes.map((c) => ({
        toolId: c.toolId,
        observations: c.observations,
        before: snapshot(c.before),
        after: snapshot(c.after),
      })),
    },
  };
  if (trace.taskId !== undefined) view.traceTaskId = trace.taskId;
  return view;
}
