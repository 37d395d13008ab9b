/** The largest file the app reads (one file; a 200 MB catalog already takes ~1 GB of memory once parsed). */
export const MAX_INPUT_BYTES = 200 * 1024 * 1024;

/** Bytes read of one input so far (`total` when the size is known). */
export interface ReadProgress {
  loaded: number;
  total?: number;
  /** The body is read in one piece: no byte count moves until it ends (show the size, not a fraction). */
  whole?: true;
}

export interface ReadOptions {
  /** Refuse inputs larger than this many bytes (default MAX_INPUT_BYTES). */
  limit?: number;
  /** Aborting stops the read with a LoadCancelled error. */
  signal?: AbortSignal;
  onProgress?: (progress: ReadProgress) => void;
}

/** The user cancelled a load; nothing was changed. */
export class LoadCancelled extends Error {
  override name = 'LoadCancelled';
  constructor(what: string) {
    super(`loading ${what} was cancelled; nothing changed`);
  }
}

/** `12.3 MB`, `840 kB`, `512 B` (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} B`;
}

function tooLarge(name: string, size: number, limit: number): Error {
  return new Error(
    `${name}: ${formatBytes(size)} is more than the ${formatBytes(limit)} this app reads from one file; load a smaller catalog or split it into several files`,
  );
}

// Progress goes out at most once per this many bytes (and at the end).
const PROGRESS_STEP = 1 << 20;

/**
 * A URL's body of known size up to this many bytes is read in one piece (`Response.blob()`, then
 * its text) instead of chunk by chunk. Chromium then drains the body into a blob in the browser
 * process, which read an 8.7 MB catalog in 213 ms against 393 ms through a stream reader and 431
 * ms through `arrayBuffer()` (in a worker, medians of 5: `npx tsx bench/readModes.ts`). Past it the read is
 * streamed so the progress bar moves: at that rate 32 MB is under a second without one.
 */
export const WHOLE_READ_MAX = 32 * 1024 * 1024;

/**
 * Reads a byte stream as UTF-8 text chunk by chunk, reporting progress, so a large file never
 * sits in memory twice as bytes and the read can stop early: past `limit` bytes, or on abort.
 */
export async function readStreamText(
  stream: ReadableStream<Uint8Array>,
  name: string,
  total: number | undefined,
  options: ReadOptions = {},
): Promise<string> {
  const limit = options.limit ?? MAX_INPUT_BYTES;
  if (total !== undefined && total > limit) throw tooLarge(name, total, limit);
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let loaded = 0;
  let reported = 0;
  const progress = (): void => options.onProgress?.(total === undefined ? { loaded } : { loaded, total });
  try {
    progress();
    for (;;) {
      if (options.signal?.aborted) throw new LoadCancelled(name);
      const { done, value } = await reader.read();
      if (done) break;
      loaded += value.byteLength;
      if (loaded > limit) throw tooLarge(name, loaded, limit);
      parts.push(decoder.decode(value, { stream: true }));
      if (loaded - reported >= PROGRESS_STEP) {
        reported = loaded;
        progress();
      }
    }
    parts.push(decoder.decode());
    progress();
    return parts.join('');
  } catch (e) {
    await reader.cancel().catch(() => undefined);
    throw e;
  } finally {
    reader.releaseLock();
  }
}

/** Reads a dropped or picked file (a Blob with a name) with progress; refuses it up front when too large. */
export function readFileText(
  file: Pick<Blob, 'size' | 'stream'> & { name: string },
  options: ReadOptions = {},
): Promise<string> {
  const limit = options.limit ?? MAX_INPUT_BYTES;
  if (file.size > limit) return Promise.reject(tooLarge(file.name, file.size, limit));
  return readStreamText(file.stream(), file.name, file.size, options);
}

/**
 * Fetches a catalog or task file from a URL with progress, bypassing the HTTP cache. Fails with one line naming the URL
 * and the HTTP status (or why the request failed: offline, CORS); refuses bodies over `limit`.
 */
export async function fetchUrlText(url: string, options: ReadOptions = {}): Promise<string> {
  let response: Response;
  try {
    // no-store: what the app loads lives in IndexedDB (a `?catalog=URL` seen before reopens from
    // there), so a copy in the HTTP cache is never read; writing one made the fetch of a
    // 16,000-tool catalog ~15 % slower in Chromium (`npx tsx bench/fetchCache.ts`).
    response = await fetch(url, { cache: 'no-store', ...(options.signal ? { signal: options.signal } : {}) });
  } catch (e) {
    if (options.signal?.aborted) throw new LoadCancelled(url);
    throw new Error(
      `${url}: could not fetch (${(e as Error).message}; the server must allow this origin through CORS)`,
    );
  }
  if (!response.ok) throw new Error(`${url}: could not fetch: HTTP ${response.status} ${response.statusText}`.trim());
  const length = Number(response.headers.get('content-length') ?? NaN);
  const total = Number.isFinite(length) && length >= 0 ? length : undefined;
  if (!response.body) return response.text();
  if (total !== undefined && total <= WHOLE_READ_MAX) return readWholeBody(response, url, total, options);
  return readStreamText(response.body, url, total, options);
}

/**
 * Reads a body of known size in one piece (see WHOLE_READ_MAX). The size is checked again on the
 * blob: a compressed body's length header counts its compressed bytes, so the text is made only
 * when what arrived is under the limit.
 */
async function readWholeBody(response: Response, url: string, total: number, options: ReadOptions): Promise<string> {
  const limit = options.limit ?? MAX_INPUT_BYTES;
  if (total > limit) throw tooLarge(url, total, limit);
  options.onProgress?.({ loaded: 0, total, whole: true });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (e) {
    if (options.signal?.aborted) throw new LoadCancelled(url);
    throw new Error(`${url}: the download stopped (${(e as Error).message})`);
  }
  if (blob.size > limit) throw tooLarge(url, blob.size, limit);
  if (options.signal?.aborted) throw new LoadCancelled(url);
  const text = await blob.text();
  options.onProgress?.({ loaded: blob.size, total: Math.max(total, blob.size), whole: true });
  return text;
}
