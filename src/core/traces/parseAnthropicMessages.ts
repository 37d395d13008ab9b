import { jsonPath, type PathSegment } from '../catalog/sourceErrors';
import { ProblemCollector, describeType, isObject, type RawProblem } from '../catalog/validator';
import { findMessageLists } from './messageLists';
import { resultText } from './toolResultStatus';
import type { Trace, TraceCall } from './traceTypes';

/**
 * Anthropic Messages transcripts: `tool_use` content blocks ({id, name, input}) in assistant
 * messages and `tool_result` blocks ({tool_use_id, content, is_error}) in user messages. A
 * result with `is_error: true` is an error, any other result ok; an unanswered call unknown.
 */
export function parseAnthropicMessages(value: unknown): { traces: Trace[]; problems: RawProblem[] } {
  const c = new ProblemCollector();
  const traces: Trace[] = [];
  for (const list of findMessageLists(value)) {
    const calls: TraceCall[] = [];
    const byId = new Map<string, TraceCall>();
    list.messages.forEach((message, m) => {
      const at: PathSegment[] = [...list.at, m];
      if (!isObject(message)) return c.add(at, `expected a message object, found ${describeType(message)}`);
      if (!Array.isArray(message.content)) return undefined;
      message.content.forEach((block, k) => {
        const here: PathSegment[] = [...at, 'content', k];
        if (!isObject(block)) return c.add(here, `expected a content block, found ${describeType(block)}`);
        if (block.type === 'tool_use') {
          const name = c.string(block, 'name', here, true);
          if (name === undefined) return undefined;
          const call: TraceCall = { name, status: 'unknown', path: jsonPath(here), args: block.input };
          if (typeof block.id === 'string') {
            call.callId = block.id;
            byId.set(block.id, call);
          }
          calls.push(call);
        } else if (block.type === 'tool_result') {
          const id = c.string(block, 'tool_use_id', here, true);
          if (id === undefined) return undefined;
          const call = byId.get(id);
          if (!call) return c.add([...here, 'tool_use_id'], `no earlier tool_use block has id "${id}"`);
          if (block.is_error !== undefined && typeof block.is_error !== 'boolean')
            return c.add([...here, 'is_error'], `expected true or false, found ${describeType(block.is_error)}`);
          call.status = block.is_error === true ? 'error' : 'ok';
          if (block.is_error === true) call.error = resultText(block.content).trim().split('\n')[0] ?? '';
        }
        return undefined;
      });
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
