/**
 * One readable line for an IndexedDB failure: a full disk or quota says so plainly (the UI then
 * offers an export), anything else keeps the browser's name and message.
 */
export function storageErrorLine(error: unknown, action: string): string {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error ?? 'unknown error');
  if (name === 'QuotaExceededError')
    return `could not ${action}: the browser's storage for this site is full (${name})`;
  const detail =
    message.trim() === ''
      ? name || 'unknown error'
      : name && !message.startsWith(name)
        ? `${name}: ${message}`
        : message;
  return `could not ${action}: ${detail.split('\n')[0]}`;
}
