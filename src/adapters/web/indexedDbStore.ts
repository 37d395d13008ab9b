import type { CatalogStore, StoredCatalogData, StoredCatalogMeta, StoredEditHistory } from '../../core/index';
import { storageErrorLine } from './storageErrorLine';

/** The database and its object stores (bump the version and extend `upgrade` to change them). */
export const DB_NAME = 'state-path-menu-inspector';
const DB_VERSION = 1;
const META = 'catalogs';
const DATA = 'catalogData';
const HISTORY = 'editHistories';
const SETTINGS = 'settings';

/** A request's result as a promise. */
function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when a transaction commits (its writes are stored), rejects when it fails or aborts. */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('the transaction was aborted', 'AbortError'));
  });
}

function upgrade(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'id' });
  if (!db.objectStoreNames.contains(DATA)) db.createObjectStore(DATA, { keyPath: 'id' });
  if (!db.objectStoreNames.contains(HISTORY)) db.createObjectStore(HISTORY, { keyPath: 'catalogId' });
  if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
}

/** Opens (creating or upgrading) the app's database; fails with one readable line. */
async function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => upgrade(request.result);
  request.onblocked = () => undefined;
  try {
    const db = await requestResult(request);
    // A newer version of the app in another tab needs this connection closed to upgrade; later
    // writes here then fail visibly (kept in memory, with the export offer) instead of blocking it.
    db.onversionchange = () => db.close();
    return db;
  } catch (e) {
    throw new Error(storageErrorLine(e, 'open the catalog store'));
  }
}

/**
 * The CatalogStore on IndexedDB (in the worker: `self.indexedDB`). A thin promise wrapper:
 * each method is one transaction; edit histories are written with `durability: 'strict'` so a
 * confirmed edit is on disk, not only in the browser's write cache. Failures become one line
 * (quota errors say the storage is full).
 */
export async function openIndexedDbStore(factory: IDBFactory): Promise<CatalogStore> {
  const db = await openDatabase(factory);
  const run = async <T>(
    stores: string[],
    mode: IDBTransactionMode,
    action: string,
    body: (tx: IDBTransaction) => Promise<T> | T,
    strict = false,
  ): Promise<T> => {
    try {
      const tx = db.transaction(stores, mode, strict ? { durability: 'strict' } : undefined);
      const done = committed(tx);
      // Awaited below; this keeps a failure inside `body` from leaving it unhandled.
      done.catch(() => undefined);
      const value = await body(tx);
      await done;
      return value;
    } catch (e) {
      throw new Error(storageErrorLine(e, action));
    }
  };
  return {
    durable: true,
    listCatalogs: () =>
      run([META], 'readonly', 'list the stored catalogs', async (tx) => {
        const all = await requestResult(tx.objectStore(META).getAll() as IDBRequest<StoredCatalogMeta[]>);
        return all.sort((a, b) => a.loadedAt - b.loadedAt);
      }),
    readCatalog: (id) =>
      run([DATA], 'readonly', 'read the stored catalog', (tx) =>
        requestResult(tx.objectStore(DATA).get(id) as IDBRequest<StoredCatalogData | undefined>),
      ),
    saveCatalog: (meta, data) =>
      run(
        [META, DATA],
        'readwrite',
        `store the catalog "${meta.name}"`,
        (tx) => {
          tx.objectStore(META).put(meta);
          tx.objectStore(DATA).put(data);
        },
        true,
      ),
    deleteCatalog: (id) =>
      run(
        [META, DATA, HISTORY],
        'readwrite',
        'delete the catalog',
        (tx) => {
          tx.objectStore(META).delete(id);
          tx.objectStore(DATA).delete(id);
          tx.objectStore(HISTORY).delete(id);
        },
        true,
      ),
    readHistory: (id) =>
      run([HISTORY], 'readonly', 'read the saved edits', (tx) =>
        requestResult(tx.objectStore(HISTORY).get(id) as IDBRequest<StoredEditHistory | undefined>),
      ),
    saveHistory: (history) =>
      run(
        [HISTORY],
        'readwrite',
        'save the edit',
        (tx) => {
          tx.objectStore(HISTORY).put(history);
        },
        true,
      ),
    readSetting: (key) =>
      run([SETTINGS], 'readonly', 'read a setting', (tx) =>
        requestResult(tx.objectStore(SETTINGS).get(key) as IDBRequest<string | undefined>),
      ),
    writeSetting: (key, value) =>
      run([SETTINGS], 'readwrite', 'save a setting', (tx) => {
        tx.objectStore(SETTINGS).put(value, key);
      }),
  };
}
