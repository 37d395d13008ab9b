import { jsonPath, type PathSegment } from '../catalog/sourceErrors';
import { ProblemCollector, describeType, isObject, type RawProblem } from '../catalog/validator';
import { findMessageLists } from './messageLists';
import { resultStatus } from './toolResultStatus';
import type { Trace, TraceCall } from './traceTypes';

function parseArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * OpenAI Chat Completions transcripts: assistant messages with `tool_calls`
 * ([{id, type: 'function', function: {name, arguments}}]) and `tool` messages answering them
 * by `tool_call_id`. A call's outcome comes from its tool message (toolResultStatus.ts); a call
 * no tool message answers stays `unknown`.
 */
export function parseOpenAiChat(value: unknown): { traces: Trace[]; problems: RawProblem[] } {
  const c = new ProblemCollector();
  const traces: Trace[] = [];
  for (const list of findMessageLists(value)) {
    const calls: TraceCall[] = [];
    const byId = new Map<string, TraceCall>();
    list.messages.forEach((message, m) => {
      const at: PathSegment[] = [...list.at, m];
      if (!isObject(message)) return c.add(at, `expected a message object, found ${describeType(message)}`);
      if (message.role === 'assistant' && message.tool_calls !== undefined) {
        if (!Array.isArray(message.tool_calls))
          return c.add(
            [...at, 'tool_calls'],
            `expected an array of tool calls, found ${describeType(message.tool_calls)}`,
          );
        message.tool_calls.forEach((tc, k) => {
          const here: PathSegment[] = [...at, 'tool_calls', k];
          const fn = isObject(tc) ? tc.function : undefined;
          if (!isObject(tc) || !isObject(fn))
            return c.add(
              here,
              `expected {id, type: "function", function: {name, arguments}}, found ${describeType(isObject(tc) ? fn : tc)}`,
            );
          const name = c.string(fn, 'name', [...here, 'function'], true);
          if (name === undefined) return;
          const call: TraceCall = { name, status: 'unknown', path: jsonPath(here), args: parseArguments(fn.arguments) };
          if (typeof tc.id === 'string') {
            call.callId = tc.id;
            byId.set(tc.id, call);
          }
          calls.push(call);
        });
      } else if (message.role === 'tool') {
        const id = c.string(message, 'tool_call_id', at, true);
        if (id === undefined) return;
        const call = byId.get(id);
        if (!call) return c.add([...at, 'tool_call_id'], `no earlier assistant tool call has id "${id}"`);
        const outcome = resultStatus(message.content);
        call.status = outcome.status;
        if (outcome.error !== undefined) call.error = outcome.error;
      }
      return undefined;
    });
    traces.push({
      id: list.id,
      calls,
      ...(list.taskId !== undefined ? { taskId: list.taskId } : {}),
      ...(list.success !== undefined ? { success: list.success } : {}),
    });
  }
  return { traces, problems: c.problems };
}
