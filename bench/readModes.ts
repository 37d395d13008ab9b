/**
 * `npx tsx bench/readModes.ts [--tools 16000] [--rounds 5] [--port 4191]`: how fast a worker in
 * Chromium reads a catalog fetched by URL, by the way it reads the body. A generated catalog
 * (seed 7) is served as a static file (staticServer.ts); a worker on that origin fetches it with
 * `cache: 'no-store'` (as fetchUrlText does) and reads it to a string:
 * - `stream`: a stream reader and a TextDecoder chunk by chunk (fetchUrlText for bodies of unknown
 *   size or over WHOLE_READ_MAX, and every URL load before 2026-12-02);
 * - `array_buffer`: `Response.arrayBuffer()`, then one decode;
 * - `blob`: `Response.blob()`, then `Blob.text()` (fetchUrlText for bodies of known size up to
 *   WHOLE_READ_MAX).
 * Interleaved, each fetch with a fresh query string, the browser idle before each. Prints JSON:
 * median / P95 per mode and each mode's ratio to `stream`. Figures are never asserted.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitBrowserIdle } from './appTimings';
import { openCatalogPage, option } from './benchArgs';
import { summarize } from './stats';

const tools = Number(option('tools', '16000'));
const rounds = Number(option('rounds', '5'));
const port = Number(option('port', '4191'));
const dir = join('bench', 'out', 'read-modes');
const MODES = ['stream', 'array_buffer', 'blob'] as const;
type Mode = (typeof MODES)[number];

// The worker reads the body one way and answers with the time and the string's length.
const WORKER = `
onmessage = async (e) => {
  const mode = e.data;
  const t0 = performance.now();
  const response = await fetch('/catalog.json?r=' + Math.random(), { cache: 'no-store' });
  let text;
  if (mode === 'blob') text = await (await response.blob()).text();
  else if (mode === 'array_buffer') text = new TextDecoder().decode(await response.arrayBuffer());
  else {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parts = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    text = parts.join('');
  }
  postMessage({ ms: performance.now() - t0, length: text.length });
};`;

const { text, browser, page, close } = await openCatalogPage(dir, tools, port);
try {
  writeFileSync(join(dir, 'read-worker.js'), WORKER);
  await page.evaluate('window.readWorker = new Worker("/read-worker.js")');
  const samples: Record<Mode, number[]> = { stream: [], array_buffer: [], blob: [] };
  for (let r = 0; r < rounds; r++) {
    for (const mode of MODES) {
      await waitBrowserIdle(browser);
      const { ms, length } = await page.evaluate(
        (m) =>
          new Promise<{ ms: number; length: number }>((done) => {
            const worker = (window as unknown as { readWorker: Worker }).readWorker;
            worker.onmessage = (e: MessageEvent<{ ms: number; length: number }>) => done(e.data);
            worker.postMessage(m);
          }),
        mode,
      );
      if (length !== text.length) throw new Error(`${mode}: read ${length} characters of ${text.length}`);
      samples[mode].push(ms);
    }
  }
  const byMode = {
    stream: summarize(samples.stream),
    array_buffer: summarize(samples.array_buffer),
    blob: summarize(samples.blob),
  };
  const ratio = (m: Mode): number => Math.round((byMode[m].median / byMode.stream.median) * 100) / 100;
  console.log(
    JSON.stringify(
      {
        bench: 'read-modes',
        date: new Date().toISOString(),
        catalog: { tools, mb: Math.round(Buffer.byteLength(text) / 1e4) / 100 },
        fetch_and_read_ms: byMode,
        ratio_to_stream: { array_buffer: ratio('array_buffer'), blob: ratio('blob') },
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
