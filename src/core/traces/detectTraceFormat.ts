import { isObject } from '../catalog/validator';
import { TRAJECTORIES_FORMAT } from '../catalog/types';
import { findMessageLists } from './messageLists';
import type { TraceFormat } from './traceTypes';

/**
 * Recognizes a trace file by its content: `"format": "tool-trajectories/v1"`; an OTLP/JSON
 * export (`resourceSpans`); chat transcripts with OpenAI `tool_calls` / `tool` messages; or
 * with Anthropic `tool_use` / `tool_result` content blocks. Undefined when none fits.
 */
export function detectTraceFormat(value: unknown): TraceFormat | undefined {
  if (isObject(value) && value.format === TRAJECTORIES_FORMAT) return 'tool-trajectories/v1';
  if (isObject(value) && Array.isArray(value.resourceSpans)) return 'otel-genai';
  let openai = false;
  let anthropic = false;
  for (const list of findMessageLists(value)) {
    for (const m of list.messages) {
      if (!isObject(m)) continue;
      if (Array.isArray(m.tool_calls) || m.role === 'tool') openai = true;
      if (
        Array.isArray(m.content) &&
        m.content.some((b) => isObject(b) && (b.type === 'tool_use' || b.type === 'tool_result'))
      )
        anthropic = true;
    }
  }
  if (openai !== anthropic) return openai ? 'openai-chat' : 'anthropic-messages';
  return undefined;
}
