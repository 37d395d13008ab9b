import type { CallStatus } from './traceTypes';

/** Result text that starts like an error report. */
const ERROR_TEXT = /^\s*(error|exception|traceback|failed|failure)\b/i;

/** Text of a tool result given as a string, or as content parts ({type: 'text', text}). */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string'
          ? (part as { text: string }).text
          : '',
      )
      .join('\n');
  if (content === undefined || content === null) return '';
  return JSON.stringify(content);
}

/**
 * Outcome of a tool result in chat formats that carry no error flag (OpenAI): an error when the
 * text starts with error/exception/traceback/failed, or is a JSON object with a truthy `error`,
 * `is_error: true` or `status: "error"`. Otherwise ok.
 */
export function resultStatus(content: unknown): { status: CallStatus; error?: string } {
  const text = resultText(content);
  if (ERROR_TEXT.test(text)) return { status: 'error', error: firstLine(text) };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const v = value as Record<string, unknown>;
      if (
        v.is_error === true ||
        v.status === 'error' ||
        (v.error !== undefined && v.error !== null && v.error !== false && v.error !== '')
      ) {
        return { status: 'error', error: firstLine(errorMessage(v)) };
      }
    }
  } catch {
    // Plain text that is not an error report.
  }
  return { status: 'ok' };
}

/** The message of a JSON error result: `error` as text, `error.message`, `message`, else the JSON. */
function errorMessage(v: Record<string, unknown>): string {
  const e = v.error;
  if (typeof e === 'string') return e;
  if (typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string')
    return (e as { message: string }).message;
  if (typeof v.message === 'string') return v.message;
  return JSON.stringify(e ?? v);
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
