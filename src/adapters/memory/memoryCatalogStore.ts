import type { CatalogStore, StoredCatalogData, StoredCatalogMeta, StoredEditHistory } from '../../core/index';

/**
 * A CatalogStore in memory: the unit tests' fake, and the app's fallback when IndexedDB cannot
 * be opened (nothing survives a reload then). Values are cloned in and out, as IndexedDB does.
 */
export function memoryCatalogStore(): CatalogStore {
  const metas = new Map<string, StoredCatalogMeta>();
  const data = new Map<string, StoredCatalogData>();
  const histories = new Map<string, StoredEditHistory>();
  const settings = new Map<string, string>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    durable: false,
    listCatalogs: async () => [...metas.values()].map(copy).sort((a, b) => a.loadedAt - b.loadedAt),
    readCatalog: async (id) => {
      const d = data.get(id);
      return d && copy(d);
    },
    saveCatalog: async (meta, d) => {
      metas.set(meta.id, copy(meta));
      data.set(d.id, copy(d));
    },
    deleteCatalog: async (id) => {
      metas.delete(id);
      data.delete(id);
      histories.delete(id);
    },
    readHistory: async (id) => {
      const h = histories.get(id);
      return h && copy(h);
    },
    saveHistory: async (h) => {
      histories.set(h.catalogId, copy(h));
    },
    readSetting: async (key) => settings.get(key),
    writeSetting: async (key, value) => {
      settings.set(key, value);
    },
  };
}
