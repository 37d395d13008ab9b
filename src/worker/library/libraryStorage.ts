import type { CatalogStore, EditHistory, StoredCatalogData, StoredCatalogMeta } from '../../core/index';
import type { StorageView } from '../views/workspaceViews';

const ACTIVE_SETTING = 'activeCatalog';

/** What the store held when the library opened. */
export interface StoredListing {
  /** The loaded catalogs (the demo too, once files were attached to it). */
  metas: StoredCatalogMeta[];
  /** The catalog open last time. */
  active: string | undefined;
  /** The saved edits of each catalog that has any (the demo's included). */
  editCounts: Map<string, number>;
}

/**
 * The library's persistence through the CatalogStore port: every write goes through `persist`,
 * which never rejects; a failed write is recorded in `problem` (edits stay in memory, and the UI
 * offers the exports) until a durable write succeeds again.
 */
export class LibraryStorage {
  /** Why the last write failed, or why the durable store could not be opened or listed. */
  problem: string | undefined;

  constructor(
    readonly store: CatalogStore,
    problem?: string,
  ) {
    this.problem = problem;
  }

  /** The storage part of the workspace view. */
  view(): StorageView {
    return { durable: this.store.durable, ...(this.problem ? { problem: this.problem } : {}) };
  }

  /** Runs a write; on failure records the reason (edits stay in memory) and resolves false. */
  async persist(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      if (this.store.durable) this.problem = undefined;
      return true;
    } catch (e) {
      this.problem = `${(e as Error).message}. Your changes are kept in this tab only: export them to keep them.`;
      return false;
    }
  }

  /** Writes a catalog's listing and data (persist). */
  saveCatalog(meta: StoredCatalogMeta, data: StoredCatalogData): Promise<boolean> {
    return this.persist(() => this.store.saveCatalog(meta, data));
  }

  /** Writes a catalog's edit history (persist). */
  saveHistory(catalogId: string, history: EditHistory): Promise<boolean> {
    return this.persist(() =>
      this.store.saveHistory({ catalogId, edits: [...history.edits], redo: [...history.redo] }),
    );
  }

  /** Remembers the open catalog for the next start (persist). */
  writeActive(id: string): Promise<boolean> {
    return this.persist(() => this.store.writeSetting(ACTIVE_SETTING, id));
  }

  /** Builds a new catalog's session while its write runs; if that fails, the stored copy is deleted again (a failed load changes nothing). */
  async buildOrForget<T>(write: Promise<boolean>, id: string, build: () => T): Promise<T> {
    try {
      return build();
    } catch (e) {
      if (await write) await this.store.deleteCatalog(id).catch(() => undefined);
      throw e;
    }
  }

  /** The listing, the active catalog and the edit counts; a listing that cannot be read is a problem and lists nothing. */
  async readListing(demoId: string): Promise<StoredListing> {
    const { store } = this;
    const [metas, active] = await Promise.all([
      store.listCatalogs().catch((e: unknown) => {
        this.problem = (e as Error).message;
        return [];
      }),
      store.readSetting(ACTIVE_SETTING).catch(() => undefined),
    ]);
    const histories = await Promise.all(
      [demoId, ...metas.map((m) => m.id)].map((id) => store.readHistory(id).catch(() => undefined)),
    );
    const editCounts = new Map<string, number>();
    for (const h of histories) if (h) editCounts.set(h.catalogId, h.edits.length);
    return { metas, active, editCounts };
  }
}
