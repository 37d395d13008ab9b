import type { Clock } from '../../core/index';
import { memoryCatalogStore } from '../../adapters/memory/memoryCatalogStore';
import { openIndexedDbStore } from '../../adapters/web/indexedDbStore';
import { loadDemoInputs } from '../demoSession';
import { CatalogLibrary } from './catalogLibrary';

/**
 * Opens the worker's catalog library on IndexedDB; when IndexedDB cannot be opened (private
 * mode, disabled storage) the memory store stands in and the reason shows as a storage note.
 */
export async function startLibrary(base: URL, clock: Clock, factory: IDBFactory | undefined): Promise<CatalogLibrary> {
  const deps = {
    loadDemo: () => loadDemoInputs(base, clock),
    clock,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  };
  try {
    if (!factory) throw new Error('IndexedDB is not available in this browser');
    return await CatalogLibrary.open({ ...deps, store: await openIndexedDbStore(factory) });
  } catch (e) {
    const why = `${(e as Error).message}: catalogs and edits are kept in this tab only`;
    return CatalogLibrary.open({ ...deps, store: memoryCatalogStore(), storeProblem: why });
  }
}
