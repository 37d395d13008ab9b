import { describe, expect, it } from 'vitest';
import { LoadCancelled, readStreamText, type ReadProgress } from './readText';

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
    await expect(readStreamText(streamOf(['12345', '67890']), 'big.json', undefined, { limit: 8 })).rejects.toThrow(/^big\.json: 10 B is more than the 8 B/);
    await expect(readStreamText(streamOf(['x']), 'big.json', 9, { limit: 8 })).rejects.toThrow(/9 B is more than/);
  });

  it('stops on abort with LoadCancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readStreamText(streamOf(['x']), 'a.json', 1, { signal: controller.signal })).rejects.toBeInstanceOf(LoadCancelled);
  });
});
