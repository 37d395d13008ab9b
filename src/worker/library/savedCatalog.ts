import type { Catalog, CatalogStore, EditHistory, StoredCatalogMeta } from '../../core/index';
import type { DemoInputs } from '../demoSession';
import { DEMO_ID, demoMeta } from './demoCatalog';
import { storedInputs } from './libraryEntries';
import { applySavedEdits, type CatalogInputs } from './openSession';

/** A catalog read back with its saved edits, before its session is built. */
export interface SavedCatalog {
  meta: StoredCatalogMeta;
  inputs: CatalogInputs;
  history: EditHistory;
  /** The catalog with the saved edits that still apply. */
  catalog: Catalog;
  /** A notice for each saved edit that no longer applies (set aside). */
  dropped: string[];
}

/**
 * Reads a catalog (the demo from the app, with any files attached to it from the store; others
 * from the store) and applies its saved edits. A saved redo list is kept only when every saved
 * edit still applies.
 */
export async function readSavedCatalog(
  id: string,
  store: CatalogStore,
  metas: readonly StoredCatalogMeta[],
  demoInputs: () => Promise<DemoInputs>,
): Promise<SavedCatalog> {
  const [data, saved] = await Promise.all([store.readCatalog(id), store.readHistory(id)]);
  let inputs: CatalogInputs;
  let meta: StoredCatalogMeta;
  if (id === DEMO_ID) {
    const demo = await demoInputs();
    meta = demoMeta(
      demo,
      metas.find((m) => m.id === DEMO_ID),
    );
    inputs = {
      catalogId: id,
      base: demo.catalog,
      tasks: data?.tasks ?? demo.tasks,
      catalogFile: demo.catalogFile,
      tasksFile: data?.tasks ? (meta.tasksFile ?? 'tasks') : demo.tasksFile,
    };
    if (data?.trajectories) inputs.trajectories = data.trajectories;
  } else {
    const listed = metas.find((m) => m.id === id);
    if (!listed) throw new Error(`no loaded catalog with id "${id}"`);
    if (!data?.catalog) throw new Error(`the stored data of ${listed.name} is missing`);
    meta = listed;
    inputs = storedInputs(listed, data, data.catalog);
  }
  const restored = applySavedEdits(inputs.base, saved?.edits ?? []);
  const history: EditHistory = {
    edits: restored.applied,
    redo: restored.dropped.length > 0 ? [] : (saved?.redo ?? []),
  };
  return { meta, inputs, history, catalog: restored.catalog, dropped: restored.dropped };
}
