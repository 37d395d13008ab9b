/**
 * `npx tsx bench/idbWrite.ts [--tools 16000] [--rounds 3] [--port 4188]`: what storing a loaded
 * catalog in IndexedDB costs the thread that stores it, and what reopening it costs, in
 * Chromium: the catalog as a parsed object (what the app stores: `put` serializes it before it
 * returns) against the file's bytes as a Blob (cheap to store, but a reopen must parse the
 * JSON again, and validate it). In a page on a static origin, per round: JSON.parse of the
 * text; `put({ catalog })` (time until it returns, and until the transaction completes) and
 * `get` (until the object is back); `new Blob([bytes])`, `put({ blob })` and `get` +
 * `blob.text()` + JSON.parse (the reopen; validation not included); the file's text as a string,
 * `put({ text })` and `get` + JSON.parse. Prints JSON medians.
 * Figures are never asserted.
 */
import { join } from 'node:path';
import { waitBrowserIdle } from './appTimings';
import { openCatalogPage, option } from './benchArgs';
import { summarize } from './stats';

const tools = Number(option('tools', '16000'));
const rounds = Number(option('rounds', '3'));
const port = Number(option('port', '4188'));
const dir = join('bench', 'out', 'idb-write');
type Sample = Record<string, number>;

const { text, browser, page, close } = await openCatalogPage(dir, tools, port);
try {
  const samples: Sample[] = [];
  for (let r = 0; r < rounds; r++) {
    await waitBrowserIdle(browser);
    samples.push(
      await page.evaluate(async () => {
        const response = await fetch('/catalog.json', { cache: 'no-store' });
        const bytes = new Uint8Array(await response.arrayBuffer());
        const json = new TextDecoder().decode(bytes);
        const db: IDBDatabase = await new Promise((ok, fail) => {
          const open = indexedDB.open('idb-write-bench', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('data');
          open.onsuccess = () => ok(open.result);
          open.onerror = () => fail(open.error);
        });
        const put = async (value: unknown): Promise<[number, number]> => {
          const t0 = performance.now();
          const tx = db.transaction('data', 'readwrite');
          tx.objectStore('data').put(value, 'k');
          const returned = performance.now() - t0;
          await new Promise((ok, fail) => {
            tx.oncomplete = ok;
            tx.onerror = () => fail(tx.error);
          });
          return [returned, performance.now() - t0];
        };
        const get = async (): Promise<[number, unknown]> => {
          const t0 = performance.now();
          const request = db.transaction('data', 'readonly').objectStore('data').get('k');
          await new Promise((ok, fail) => {
            request.onsuccess = ok;
            request.onerror = () => fail(request.error);
          });
          return [performance.now() - t0, request.result];
        };
        let t = performance.now();
        const catalog: unknown = JSON.parse(json);
        const parse = performance.now() - t;
        const [objectPut, objectCommitted] = await put({ catalog });
        const [objectGet] = await get();
        t = performance.now();
        const blob = new Blob([bytes], { type: 'application/json' });
        const blobMake = performance.now() - t;
        const [blobPut, blobCommitted] = await put({ blob });
        t = performance.now();
        const [, stored] = await get();
        JSON.parse(await (stored as { blob: Blob }).blob.text());
        const blobReopen = performance.now() - t;
        const [textPut, textCommitted] = await put({ text: json });
        t = performance.now();
        const [textGet, storedText] = await get();
        JSON.parse((storedText as { text: string }).text);
        const textReopen = performance.now() - t;
        db.close();
        await new Promise((ok) => {
          const drop = indexedDB.deleteDatabase('idb-write-bench');
          drop.onsuccess = ok;
          drop.onerror = ok;
        });
        return {
          parse,
          objectPut,
          objectCommitted,
          objectGet,
          blobMake,
          blobPut,
          blobCommitted,
          blobReopen,
          textPut,
          textCommitted,
          textGet,
          textReopen,
        };
      }),
    );
  }
  const median = (key: string): number => summarize(samples.map((s) => s[key] ?? NaN)).median;
  console.log(
    JSON.stringify(
      {
        bench: 'idb-write',
        date: new Date().toISOString(),
        catalog: { tools, mb: Math.round(Buffer.byteLength(text) / 1e4) / 100 },
        rounds,
        median_ms: {
          json_parse: median('parse'),
          object: { put_returns: median('objectPut'), committed: median('objectCommitted'), get: median('objectGet') },
          blob_of_bytes: {
            create: median('blobMake'),
            put_returns: median('blobPut'),
            committed: median('blobCommitted'),
            get_text_and_parse: median('blobReopen'),
          },
          text: {
            put_returns: median('textPut'),
            committed: median('textCommitted'),
            get: median('textGet'),
            get_and_parse: median('textReopen'),
          },
        },
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
