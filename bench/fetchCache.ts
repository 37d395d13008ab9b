/**
 * `npx tsx bench/fetchCache.ts [--tools 16000] [--rounds 5] [--port 4187]`: what Chromium's HTTP
 * cache costs a catalog fetch. A generated catalog (seed 7) is served as a static file
 * (staticServer.ts, `Cache-Control: no-cache` like a plain server); a blank page on that origin
 * fetches it and reads the body to the end, with the default cache mode (the response is
 * written into the HTTP cache) and with `cache: 'no-store'` (what the app's URL loads use:
 * fetchUrlText), interleaved, each fetch with a fresh query string, the browser idle before
 * each; and, for reference, Node's own fetch of the same file from the same server (no browser).
 * Prints JSON: median / P95 per mode and the ratio of the two. Figures are never asserted.
 */
import { join } from 'node:path';
import { waitBrowserIdle } from './appTimings';
import { openCatalogPage, option } from './benchArgs';
import { summarize } from './stats';

const tools = Number(option('tools', '16000'));
const rounds = Number(option('rounds', '5'));
const port = Number(option('port', '4187'));
const dir = join('bench', 'out', 'fetch-cache');
const MODES = ['default', 'no-store'] as const;

const { text, browser, page, close } = await openCatalogPage(dir, tools, port);
try {
  const samples: Record<(typeof MODES)[number], number[]> = { default: [], 'no-store': [] };
  for (let r = 0; r < rounds; r++) {
    for (const mode of MODES) {
      await waitBrowserIdle(browser);
      const [ms, bytes] = await page.evaluate(async (m) => {
        const t0 = performance.now();
        const response = await fetch(`/catalog.json?r=${Math.random()}`, m === 'no-store' ? { cache: 'no-store' } : {});
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        let read = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          read += value.byteLength;
        }
        return [performance.now() - t0, read];
      }, mode);
      if (bytes !== Buffer.byteLength(text)) throw new Error(`read ${bytes} bytes of ${Buffer.byteLength(text)}`);
      samples[mode].push(ms);
    }
  }
  // The same file read by Node's own fetch from the same server: what the loopback and the
  // server cost without Chromium's network stack.
  const nodeFetch: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const body = await (await fetch(`http://127.0.0.1:${port}/catalog.json?r=${r}`)).arrayBuffer();
    nodeFetch.push(performance.now() - t0);
    if (body.byteLength !== Buffer.byteLength(text)) throw new Error(`Node read ${body.byteLength} bytes`);
  }
  const byMode = {
    default: summarize(samples.default),
    no_store: summarize(samples['no-store']),
    node_fetch: summarize(nodeFetch),
  };
  console.log(
    JSON.stringify(
      {
        bench: 'fetch-cache',
        date: new Date().toISOString(),
        catalog: { tools, mb: Math.round(Buffer.byteLength(text) / 1e4) / 100 },
        fetch_and_read_ms: byMode,
        ratio_no_store_to_default: Math.round((byMode.no_store.median / byMode.default.median) * 100) / 100,
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
