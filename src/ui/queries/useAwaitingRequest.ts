import { useMenusRequest } from './useMenusRequest';

/** True while the selected task is a new one whose request is still empty (nothing to build yet). */
export function useAwaitingRequest(): boolean {
  const request = useMenusRequest();
  return request?.task !== undefined && request.task.query.trim() === '';
}
