import { memo, useCallback } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useLibraryStore } from '../../stores/useLibraryStore';
import { LintDrawer } from '../lint/LintDrawer';
import { SchemaEditor } from '../schemaEditor/SchemaEditor';
import { useUndoShortcuts } from '../schemaEditor/useUndoShortcuts';
import { LibraryDrawer } from './LibraryDrawer';
import { LoadToast } from './LoadToast';
import { StorageBanner } from './StorageBanner';
import { usePageFileDrop } from './usePageFileDrop';
import { useRefreshAfterRestart } from './useRefreshAfterRestart';
import { useStartupUrlLoad } from './useStartupUrlLoad';

/**
 * Everything of the catalog library that sits over the page: the drop target, the load
 * progress and errors, storage problems, the catalogs / lint drawer and the schema editor;
 * plus `?catalog=URL` at start and the undo / redo shortcuts. Memoized (no props): the open
 * schema editor need not render again at each of the app shell's renders while menus rebuild.
 */
export const LibraryLayer = memo(function LibraryLayer() {
  const { loadFiles } = useLibraryActions();
  const drawer = useLibraryStore((s) => s.drawer);
  const editorToolId = useLibraryStore((s) => s.editorToolId);
  const onFiles = useCallback((files: File[] | Promise<File[]>) => void loadFiles(files), [loadFiles]);
  const dragging = usePageFileDrop(onFiles);
  useStartupUrlLoad();
  useUndoShortcuts();
  useRefreshAfterRestart();
  return (
    <>
      {drawer === 'catalogs' && <LibraryDrawer />}
      {drawer === 'lint' && <LintDrawer />}
      {editorToolId !== null && <SchemaEditor key={editorToolId} toolId={editorToolId} />}
      <StorageBanner />
      <LoadToast />
      {dragging && (
        <div
          data-testid="drop-overlay"
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-sky-500/15 backdrop-blur-[1px]"
        >
          <p className="rounded-xl border-2 border-dashed border-sky-500 bg-white px-6 py-4 text-base font-medium text-sky-800 shadow-lg dark:bg-slate-900 dark:text-sky-200">
            Drop catalog, tasks or trajectory files to load them
          </p>
        </div>
      )}
    </>
  );
});
