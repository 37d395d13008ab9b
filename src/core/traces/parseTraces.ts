import { toSourceProblems } from '../catalog/loadCatalog';
import { parseTrajectories } from '../catalog/loadTrajectories';
import { SourceError, parseJsonText } from '../catalog/sourceErrors';
import type { RawProblem } from '../catalog/validator';
import { detectTraceFormat } from './detectTraceFormat';
import { parseAnthropicMessages } from './parseAnthropicMessages';
import { parseOpenAiChat } from './parseOpenAiChat';
import { parseOtelSpans } from './parseOtelSpans';
import { TRACE_FORMATS, type Trace, type TraceDocument, type TraceFormat } from './traceTypes';

/** tool-trajectories/v1 runs as traces: calls in order, outcome per call unknown, success per run. */
function trajectoryTraces(text: string, file: string): Trace[] {
  return parseTrajectories(text, file).trajectories.map((t, i) => ({
    id: `#${i + 1}`,
    success: t.success,
    calls: t.calls.map((name, k) => ({ name, status: 'unknown' as const, path: `$.trajectories[${i}].calls[${k}]` })),
    ...(t.task_id !== undefined ? { taskId: t.task_id } : {}),
  }));
}

const PARSERS: Readonly<
  Record<Exclude<TraceFormat, 'tool-trajectories/v1'>, (value: unknown) => { traces: Trace[]; problems: RawProblem[] }>
> = {
  'openai-chat': parseOpenAiChat,
  'anthropic-messages': parseAnthropicMessages,
  'otel-genai': parseOtelSpans,
};

/**
 * Parses a trace file: tool-trajectories/v1, OpenAI chat transcripts, Anthropic messages or
 * OpenTelemetry GenAI spans, detected by content unless `format` names one. Throws the core's
 * SourceError (file, line, JSON path) on bad input, like every loader.
 */
export function parseTraces(text: string, file: string, format: TraceFormat | 'auto' = 'auto'): TraceDocument {
  const value = parseJsonText(text, file);
  const detected = format === 'auto' ? detectTraceFormat(value) : format;
  if (detected === undefined) {
    throw new SourceError([
      {
        file,
        path: '$',
        message: `cannot tell the trace format (expected ${TRACE_FORMATS.join(', ')}); name it explicitly`,
      },
    ]);
  }
  if (detected === 'tool-trajectories/v1') return { format: detected, file, traces: trajectoryTraces(text, file) };
  const { traces, problems } = PARSERS[detected](value);
  if (problems.length > 0) throw new SourceError(toSourceProblems(text, file, problems));
  if (traces.every((t) => t.calls.length === 0))
    throw new SourceError([{ file, path: '$', message: `no tool calls found in this ${detected} file` }]);
  return { format: detected, file, traces };
}
