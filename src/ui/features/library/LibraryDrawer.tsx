import { useWorkspace } from '../../queries/useWorkspace';
import { useLibraryStore } from '../../stores/useLibraryStore';
import { CatalogList } from './CatalogList';
import { Drawer } from './Drawer';
import { EditHistoryControls } from './EditHistoryControls';
import { FileLoader } from './FileLoader';

/** The catalog library: the loader, the list of loaded catalogs, and the open catalog's edits and exports. */
export function LibraryDrawer() {
  const setDrawer = useLibraryStore((s) => s.setDrawer);
  const workspace = useWorkspace().data;
  const history = workspace?.history;
  return (
    <Drawer label="Catalogs" side="left" onClose={() => setDrawer(null)} testId="library-drawer">
      <div className="flex flex-col gap-4">
        <FileLoader />
        <CatalogList />
        {history && (
          <section aria-label="Edits of the open catalog" className="flex flex-col gap-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Schema edits
            </h3>
            <EditHistoryControls />
            {history.edits.length > 0 && (
              <ol className="list-decimal pl-5 font-mono text-[11px] text-slate-600 dark:text-slate-300">
                {history.edits.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ol>
            )}
          </section>
        )}
        {workspace && (
          <p className="text-[11px] text-slate-600 dark:text-slate-400">
            {workspace.storage.durable
              ? 'Catalogs, tasks and edits are stored in this browser (IndexedDB) and survive a reload.'
              : 'This browser’s storage is unavailable: catalogs and edits last only as long as this tab. Export them to keep them.'}
          </p>
        )}
      </div>
    </Drawer>
  );
}
