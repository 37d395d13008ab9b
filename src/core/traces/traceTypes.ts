/**
 * Logged agent runs in one shape, whatever format they came from: an ordered list of tool
 * calls with their outcome. Parsers (parse*.ts) fill `name` as the call was made; matching
 * (matchTraceTools.ts) adds the catalog tool.
 */

export type TraceFormat = 'tool-trajectories/v1' | 'openai-chat' | 'anthropic-messages' | 'otel-genai';
export const TRACE_FORMATS: readonly TraceFormat[] = [
  'tool-trajectories/v1',
  'openai-chat',
  'anthropic-messages',
  'otel-genai',
];

/** ok / error as the log says; unknown when it does not say (no result logged, or a format without per-call outcome). */
export type CallStatus = 'ok' | 'error' | 'unknown';

export interface TraceCall {
  /** The tool name as called. */
  name: string;
  status: CallStatus;
  /** The error text, when the call failed. */
  error?: string;
  /** Call id in the source (tool_call_id, tool_use id, span id). */
  callId?: string;
  /** Duration, when the source records it (OpenTelemetry spans). */
  latencyMs?: number;
  /** Arguments as logged (parsed JSON when possible). */
  args?: unknown;
  /** JSON path of the call in the source file. */
  path: string;
}

export interface Trace {
  /** Transcript / trace id, or its position (`#1`). */
  id: string;
  taskId?: string;
  /** Whether the run reached its goal, when the source says. */
  success?: boolean;
  calls: TraceCall[];
}

export interface TraceDocument {
  format: TraceFormat;
  file: string;
  traces: Trace[];
}

/** A trace call mapped to the catalog (tool undefined when no tool matches its name). */
export interface MatchedCall extends TraceCall {
  tool?: number;
  toolId?: string;
}

export interface MatchedTrace extends Omit<Trace, 'calls'> {
  calls: MatchedCall[];
}
