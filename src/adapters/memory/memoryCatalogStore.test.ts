import { describe, expect, it } from 'vitest';
import type { StoredCatalogMeta } from '../../core/index';
import { memoryCatalogStore } from './memoryCatalogStore';

const meta = (id: string, loadedAt: number): StoredCatalogMeta => ({
  id,
  name: id,
  format: 'mcp',
  source: { kind: 'file', name: `${id}.json` },
  loadedAt,
  toolCount: 1,
  taskCount: 0,
  trajectoryCount: 0,
  warnings: [],
});

describe('memoryCatalogStore', () => {
  it('lists by load time, copies values in and out, and deletes a catalog with its history', async () => {
    const store = memoryCatalogStore();
    const saved = meta('b', 2);
    await store.saveCatalog(saved, { id: 'b' });
    await store.saveCatalog(meta('a', 1), { id: 'a' });
    saved.name = 'changed after saving';
    expect((await store.listCatalogs()).map((m) => [m.id, m.name])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
    await store.saveHistory({ catalogId: 'b', edits: [], redo: [] });
    await store.deleteCatalog('b');
    expect(await store.readHistory('b')).toBeUndefined();
    expect(await store.readCatalog('b')).toBeUndefined();
    expect(store.durable).toBe(false);
  });
});
