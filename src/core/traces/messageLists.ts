import type { PathSegment } from '../catalog/sourceErrors';
import { isObject } from '../catalog/validator';

/** One chat transcript found in a file: its messages and where they are. */
export interface MessageList {
  messages: unknown[];
  at: PathSegment[];
  id: string;
  taskId?: string;
  success?: boolean;
}

/**
 * The transcripts in a chat-format file (OpenAI or Anthropic): a bare array of messages;
 * an object with `messages`; or an array of such objects. A transcript object may carry `id`,
 * `task_id` (or `metadata.task_id`) and `success`, which the trace keeps.
 */
export function findMessageLists(value: unknown): MessageList[] {
  const fromObject = (obj: Record<string, unknown>, at: PathSegment[], fallbackId: string): MessageList | undefined => {
    if (!Array.isArray(obj.messages)) return undefined;
    const meta = isObject(obj.metadata) ? obj.metadata : {};
    const taskId =
      typeof obj.task_id === 'string' ? obj.task_id : typeof meta.task_id === 'string' ? meta.task_id : undefined;
    const list: MessageList = {
      messages: obj.messages,
      at: [...at, 'messages'],
      id: typeof obj.id === 'string' ? obj.id : fallbackId,
    };
    if (taskId !== undefined) list.taskId = taskId;
    if (typeof obj.success === 'boolean') list.success = obj.success;
    return list;
  };
  if (isObject(value)) {
    const one = fromObject(value, [], '#1');
    return one ? [one] : [];
  }
  if (!Array.isArray(value)) return [];
  if (value.length > 0 && value.every((x) => isObject(x) && Array.isArray(x.messages))) {
    return value
      .map((x, i) => fromObject(x as Record<string, unknown>, [i], `#${i + 1}`))
      .filter((x): x is MessageList => x !== undefined);
  }
  return [{ messages: value, at: [], id: '#1' }];
}
