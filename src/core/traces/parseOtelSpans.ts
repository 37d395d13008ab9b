import { jsonPath, type PathSegment } from '../catalog/sourceErrors';
import { ProblemCollector, describeType, isObject, type RawProblem } from '../catalog/validator';
import type { Trace, TraceCall } from './traceTypes';

type Attributes = Map<string, unknown>;

/** OTLP/JSON attributes ([{key, value: {stringValue | intValue | …}}]), or a plain key → value object. */
function attributesOf(raw: unknown): Attributes {
  const out: Attributes = new Map();
  if (Array.isArray(raw)) {
    for (const kv of raw) {
      if (!isObject(kv) || typeof kv.key !== 'string') continue;
      const v = isObject(kv.value) ? kv.value : {};
      out.set(kv.key, v.stringValue ?? v.intValue ?? v.doubleValue ?? v.boolValue ?? v.arrayValue ?? v.kvlistValue);
    }
  } else if (isObject(raw)) for (const [k, v] of Object.entries(raw)) out.set(k, v);
  return out;
}

/** Unix nanoseconds as a BigInt (OTLP/JSON writes them as strings or numbers). */
function nanos(raw: unknown): bigint | undefined {
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return BigInt(raw);
  if (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0) return BigInt(Math.round(raw));
  return undefined;
}

const ERROR_CODES = new Set<unknown>([2, '2', 'STATUS_CODE_ERROR', 'ERROR']);

/**
 * OpenTelemetry GenAI spans in the OTLP/JSON export (resourceSpans → scopeSpans → spans). Tool
 * calls are the spans with `gen_ai.operation.name = execute_tool`; the tool is
 * `gen_ai.tool.name` (else the span name after "execute_tool "). A span fails when its status
 * code is ERROR or it has an `error.type`. Spans are grouped by traceId and ordered by start
 * time; a `task_id` or `task.id` attribute (span or resource) names the task.
 */
export function parseOtelSpans(value: unknown): { traces: Trace[]; problems: RawProblem[] } {
  const c = new ProblemCollector();
  const byTrace = new Map<string, { calls: { start: bigint; call: TraceCall }[]; taskId?: string }>();
  if (!isObject(value))
    c.add([], `expected an OTLP/JSON export ({"resourceSpans": [...]}), found ${describeType(value)}`);
  const resources = isObject(value) ? (c.array(value, 'resourceSpans', [], true) ?? []) : [];
  resources.forEach((rs, r) => {
    if (!isObject(rs)) return c.add(['resourceSpans', r], `expected a resourceSpans entry, found ${describeType(rs)}`);
    const resourceAttrs = attributesOf(isObject(rs.resource) ? rs.resource.attributes : undefined);
    const scopeKey = Array.isArray(rs.scopeSpans) ? 'scopeSpans' : 'instrumentationLibrarySpans';
    (c.array(rs, scopeKey, ['resourceSpans', r], false) ?? []).forEach((ss, s) => {
      const scopeAt: PathSegment[] = ['resourceSpans', r, scopeKey, s];
      if (!isObject(ss)) return c.add(scopeAt, `expected a scope entry, found ${describeType(ss)}`);
      (c.array(ss, 'spans', scopeAt, false) ?? []).forEach((span, k) => {
        const at: PathSegment[] = [...scopeAt, 'spans', k];
        if (!isObject(span)) return c.add(at, `expected a span object, found ${describeType(span)}`);
        const attrs = attributesOf(span.attributes);
        if (attrs.get('gen_ai.operation.name') !== 'execute_tool') return undefined;
        const fromName =
          typeof span.name === 'string' && span.name.startsWith('execute_tool ')
            ? span.name.slice('execute_tool '.length).trim()
            : undefined;
        const name =
          typeof attrs.get('gen_ai.tool.name') === 'string' ? (attrs.get('gen_ai.tool.name') as string) : fromName;
        if (!name) return c.add([...at, 'attributes'], 'an execute_tool span needs a gen_ai.tool.name attribute');
        const start = nanos(span.startTimeUnixNano);
        if (start === undefined)
          return c.add(
            [...at, 'startTimeUnixNano'],
            `expected Unix nanoseconds, found ${describeType(span.startTimeUnixNano)}`,
          );
        const end = nanos(span.endTimeUnixNano);
        const status = isObject(span.status) ? span.status : {};
        const failed = ERROR_CODES.has(status.code) || attrs.has('error.type');
        const call: TraceCall = { name, status: failed ? 'error' : 'ok', path: jsonPath(at) };
        if (failed) call.error = String(status.message ?? attrs.get('error.type') ?? 'error');
        if (typeof span.spanId === 'string') call.callId = span.spanId;
        if (end !== undefined && end >= start) call.latencyMs = Number(end - start) / 1e6;
        const traceId = typeof span.traceId === 'string' ? span.traceId : '#1';
        const group = byTrace.get(traceId) ?? { calls: [] };
        const task =
          attrs.get('task_id') ?? attrs.get('task.id') ?? resourceAttrs.get('task_id') ?? resourceAttrs.get('task.id');
        if (typeof task === 'string') group.taskId = task;
        group.calls.push({ start, call });
        byTrace.set(traceId, group);
        return undefined;
      });
      return undefined;
    });
    return undefined;
  });
  const traces: Trace[] = [...byTrace].map(([id, g]) => ({
    id,
    calls: g.calls.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).map((x) => x.call),
    ...(g.taskId !== undefined ? { taskId: g.taskId } : {}),
  }));
  return { traces, problems: c.problems };
}
