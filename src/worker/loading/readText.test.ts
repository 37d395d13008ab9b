import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUrlText, LoadCancelled, readStreamText, WHOLE_READ_MAX, type ReadProgress } from './readText';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  return new ReadableStream({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe('readStreamText', () => {
  it('joins UTF-8 split across chunks and reports progress from 0 to the total', async () => {
    const euro = new TextEncoder().encode('€');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(euro.slice(0, 1));
        c.enqueue(euro.slice(1));
        c.close();
      },
    });
    const seen: ReadProgress[] = [];
    expect(await readStreamText(stream, 'a.json', 3, { onProgress: (p) => seen.push(p) })).toBe('€');
    expect(seen[0]).toEqual({ loaded: 0, total: 3 });
    expect(seen[seen.length - 1]).toEqual({ loaded: 3, total: 3 });
  });

  it('refuses a stream past the limit with the file name and sizes', async () => {
    await expect(readStreamText(streamOf(['12345', '67890']), 'big.json', undefined, { limit: 8 })).rejects.toThrow(
      /^big\.json: 10 B is more than the 8 B/,
    );
    await expect(readStreamText(streamOf(['x']), 'big.json', 9, { limit: 8 })).rejects.toThrow(/9 B is more than/);
  });

  it('stops on abort with LoadCancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readStreamText(streamOf(['x']), 'a.json', 1, { signal: controller.signal })).rejects.toBeInstanceOf(
      LoadCancelled,
    );
  });
});

describe('fetchUrlText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the body past the HTTP cache (the app keeps what it loads in IndexedDB)', async () => {
    const fetch = vi.fn(
      async () => new Response('{"format":"tool-catalog/v1"}', { headers: { 'content-length': '28' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: ReadProgress[] = [];
    expect(await fetchUrlText('https://example.test/c.json', { onProgress: (p) => seen.push(p) })).toBe(
      '{"format":"tool-catalog/v1"}',
    );
    expect(fetch).toHaveBeenCalledWith('https://example.test/c.json', expect.objectContaining({ cache: 'no-store' }));
    expect(seen).toEqual([
      { loaded: 0, total: 28, whole: true },
      { loaded: 28, total: 28, whole: true },
    ]);
  });

  it('streams a body of unknown size, or of a size past WHOLE_READ_MAX, with byte progress', async () => {
    const chunk = 'x'.repeat(1 << 20);
    const body = chunk.repeat(3);
    for (const headers of [{}, { 'content-length': String(WHOLE_READ_MAX + 1) }] as Record<string, string>[]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(streamOf([chunk, chunk, chunk]), { headers })),
      );
      const seen: ReadProgress[] = [];
      expect(await fetchUrlText('https://example.test/c.json', { onProgress: (p) => seen.push(p) })).toBe(body);
      expect(seen.every((p) => !p.whole)).toBe(true);
      // Moves in steps while it reads, not only at the start and the end.
      expect(seen.filter((p) => p.loaded > 0 && p.loaded < body.length).length).toBeGreaterThan(0);
    }
  });

  it('refuses a body read in one piece that is past the limit once it arrived (a compressed length)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('1234567890', { headers: { 'content-length': '4' } })),
    );
    await expect(fetchUrlText('https://example.test/zip.json', { limit: 8 })).rejects.toThrow(
      /^https:\/\/example\.test\/zip\.json: 10 B is more than the 8 B/,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('123456789', { headers: { 'content-length': '9' } })),
    );
    await expect(fetchUrlText('https://example.test/big.json', { limit: 8 })).rejects.toThrow(
      /9 B is more than the 8 B/,
    );
  });

  it('stops a body read in one piece on abort with LoadCancelled', async () => {
    const controller = new AbortController();
    const response = new Response('{}', { headers: { 'content-length': '2' } });
    vi.spyOn(response, 'blob').mockImplementation(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    await expect(fetchUrlText('https://example.test/c.json', { signal: controller.signal })).rejects.toBeInstanceOf(
      LoadCancelled,
    );
  });

  it('names the URL and the HTTP status of a failed response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' })),
    );
    await expect(fetchUrlText('https://example.test/missing.json')).rejects.toThrow(
      'https://example.test/missing.json: could not fetch: HTTP 404 Not Found',
    );
  });
});
