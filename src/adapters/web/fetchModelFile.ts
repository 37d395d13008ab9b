import { ModelLoadError } from '../model/modelManifest';

/**
 * Fetches a model file from the app's origin as bytes. A missing file is a ModelLoadError
 * line; an HTML answer (a dev or preview server's page fallback) counts as missing.
 */
export async function fetchModelFile(url: URL): Promise<Uint8Array> {
  let response: Response;
  try {
    // Revalidate: a retrained model keeps its name.
    response = await fetch(url, { cache: 'no-cache' });
  } catch (cause) {
    throw new ModelLoadError(`${url.pathname}: could not fetch (${(cause as Error).message})`);
  }
  if (!response.ok)
    throw new ModelLoadError(
      `${url.pathname}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    );
  if (response.headers.get('content-type')?.includes('text/html'))
    throw new ModelLoadError(`${url.pathname}: not found (the server answered with a page)`);
  return new Uint8Array(await response.arrayBuffer());
}
