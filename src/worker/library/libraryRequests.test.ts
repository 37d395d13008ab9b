import { afterEach, describe, expect, it, vi } from 'vitest';
import { frozenClock } from '../../core/index';
import { memoryCatalogStore } from '../../adapters/memory/memoryCatalogStore';
import type { LoadProgressView } from '../views/workspaceViews';
import { CatalogLibrary } from './catalogLibrary';
import { respondLibrary } from './libraryRequests';

const catalog = JSON.stringify({
  format: 'tool-catalog/v1',
  name: 'tiny',
  tools: [
    {
      id: 'a.get_order',
      name: 'get_order',
      description: 'Look up an order.',
      inputs: [{ name: 'order_id', type: 'string', required: true }],
      outputs: [{ name: 'customer_id', type: 'string' }],
    },
    {
      id: 'a.get_email',
      name: 'get_email',
      description: 'Email of a customer.',
      inputs: [{ name: 'customer_id', type: 'string', required: true }],
      outputs: [{ name: 'email', type: 'string' }],
    },
  ],
});

async function library(): Promise<CatalogLibrary> {
  let n = 0;
  return CatalogLibrary.open({
    store: memoryCatalogStore(),
    loadDemo: () => Promise.reject(new Error('no demo in this test')),
    clock: frozenClock,
    now: () => 1000,
    newId: () => `c${++n}`,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('respondLibrary', () => {
  it('reads a dropped file with progress, parses it, and opens it (sample tasks when it has none)', async () => {
    const lib = await library();
    const progress: LoadProgressView[] = [];
    const result = await respondLibrary(
      lib,
      { kind: 'loadCatalogFiles', files: [{ name: 'tiny.json', blob: new Blob([catalog]) }] },
      (p) => progress.push(p),
    );
    expect(result.summary).toBe('Opened tiny: 2 tools, 2 sample tasks (no tasks file)');
    expect(progress.map((p) => p.phase)).toEqual(['reading', 'reading', 'parsing', 'indexing']);
    expect(progress[1]).toMatchObject({
      file: 'tiny.json',
      loaded: catalog.length,
      total: catalog.length,
      fileIndex: 1,
      fileCount: 1,
    });
    expect(lib.session().tasks.tasks.length).toBe(2);
    expect((await respondLibrary(lib, { kind: 'lint' }, () => undefined)).findings.length).toBeGreaterThan(0);
  });

  it('a bad file fails with its location and the library does not change', async () => {
    const lib = await library();
    await respondLibrary(
      lib,
      { kind: 'loadCatalogFiles', files: [{ name: 'tiny.json', text: catalog }] },
      () => undefined,
    );
    const before = lib.workspace();
    await expect(
      respondLibrary(
        lib,
        { kind: 'loadCatalogFiles', files: [{ name: 'bad.json', text: '{"tools": [\n  {"name": }\n]}' }] },
        () => undefined,
      ),
    ).rejects.toThrow(/^bad\.json:2:\d+/);
    expect(lib.workspace()).toEqual(before);
  });

  it('loads ?catalog=URL once and reopens it from the library the next time', async () => {
    const fetch = vi.fn(
      async () => new Response(catalog, { status: 200, headers: { 'content-length': String(catalog.length) } }),
    );
    vi.stubGlobal('fetch', fetch);
    const lib = await library();
    const first = await respondLibrary(
      lib,
      { kind: 'loadCatalogUrl', catalogUrl: 'https://example.com/cat/tiny.json' },
      () => undefined,
    );
    expect(first.workspace.catalogs.find((c) => c.active)?.source).toEqual({
      kind: 'url',
      name: 'tiny.json',
      url: 'https://example.com/cat/tiny.json',
    });
    const again = await respondLibrary(
      lib,
      { kind: 'loadCatalogUrl', catalogUrl: 'https://example.com/cat/tiny.json' },
      () => undefined,
    );
    expect(again.summary).toMatch(/^Reopened tiny\.json/);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' })),
    );
    await expect(
      respondLibrary(lib, { kind: 'loadCatalogUrl', catalogUrl: 'https://example.com/missing.json' }, () => undefined),
    ).rejects.toThrow('https://example.com/missing.json: could not fetch: HTTP 404 Not Found');
  });
});
