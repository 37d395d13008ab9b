/**
 * Fetches a text file (a catalog, a task set) from the app's own origin. Fails with one
 * readable line naming the URL and the HTTP status, never with a bare TypeError.
 */
export async function fetchText(url: URL): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new Error(`could not fetch ${url.pathname}: ${(cause as Error).message}`);
  }
  if (!response.ok)
    throw new Error(`could not fetch ${url.pathname}: HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}
