import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CatalogEdit, InferenceDecision } from '../../core/index';
import type { InputFile } from '../../worker/libraryProtocol';
import type { LoadResultView, WorkspaceView } from '../../worker/views/workspaceViews';
import { downloadText } from '../shared/downloadFile';
import { useLoadStatusStore } from '../stores/useLoadStatusStore';
import { useInspectorClient } from './inspectorClientContext';
import { serialEdit } from './serialEdit';
import { useSetWorkspace, WORKSPACE_KEY } from './useWorkspace';

/** The files of a load, for its progress line: a few names, then how many more. */
function filesName(files: readonly File[]): string {
  const names = files.slice(0, 3).map((f) => f.name);
  return files.length > 3 ? `${names.join(', ')} and ${files.length - 3} more` : names.join(', ');
}

/**
 * What the user can do to the library: load files or URLs (with progress and a located error
 * that leaves the open catalog as it was), switch, delete, edit with undo / redo, export.
 * Each action puts the worker's new workspace in the cache; the menus follow its revision.
 */
export function useLibraryActions() {
  const client = useInspectorClient();
  const setWorkspace = useSetWorkspace();
  const queryClient = useQueryClient();
  const setStatus = useLoadStatusStore((s) => s.setStatus);
  const setProgress = useLoadStatusStore((s) => s.setProgress);

  const runLoad = useCallback(
    async (what: string, load: () => Promise<LoadResultView>): Promise<boolean> => {
      setStatus({ state: 'running', what, progress: null });
      const stop = client.watchProgress((p) => setProgress(p));
      try {
        const result = await load();
        setWorkspace(result.workspace);
        setStatus({ state: 'done', summary: result.summary, warnings: result.warnings });
        return true;
      } catch (e) {
        setStatus({ state: 'failed', what, message: (e as Error).message });
        return false;
      } finally {
        stop();
      }
    },
    [client, setProgress, setStatus, setWorkspace],
  );

  // Changes run one at a time, each with the edit count the last one left: the worker refuses
  // (or recognises as already done) a change made on another history.
  const edit = useCallback(
    (run: (id: string, expected: { expectedEdits?: number }) => Promise<WorkspaceView>) =>
      serialEdit(client, async () => {
        const workspace = queryClient.getQueryData<WorkspaceView>(WORKSPACE_KEY);
        const catalogId = workspace?.activeId ?? null;
        if (catalogId === null) throw new Error('no catalog is open');
        const expectedEdits = workspace?.history?.edits.length;
        setWorkspace(await run(catalogId, expectedEdits === undefined ? {} : { expectedEdits }));
      }),
    [client, queryClient, setWorkspace],
  );

  return useMemo(
    () => ({
      // A dropped folder's files come as a promise: reading them is part of the load (and its error).
      loadFiles: (files: readonly File[] | Promise<readonly File[]>) =>
        runLoad(files instanceof Promise ? 'the dropped folder' : filesName(files), async () => {
          const inputs: InputFile[] = (await files).map((f) => ({ name: f.name, blob: f }));
          return client.request({ kind: 'loadCatalogFiles', files: inputs });
        }),
      loadUrl: (catalogUrl?: string, tasksUrl?: string) =>
        runLoad([catalogUrl, tasksUrl].filter(Boolean).join(' and '), () =>
          client.request({
            kind: 'loadCatalogUrl',
            ...(catalogUrl ? { catalogUrl } : {}),
            ...(tasksUrl ? { tasksUrl } : {}),
          }),
        ),
      openCatalog: async (id: string) => setWorkspace(await client.request({ kind: 'openCatalog', catalogId: id })),
      deleteCatalog: async (id: string) => setWorkspace(await client.request({ kind: 'deleteCatalog', catalogId: id })),
      applyEdits: (edits: CatalogEdit[]) =>
        edit((id, expected) => client.request({ kind: 'editSchema', catalogId: id, edits, ...expected })),
      undo: () => edit((id, expected) => client.request({ kind: 'undoEdit', catalogId: id, ...expected })),
      redo: () => edit((id, expected) => client.request({ kind: 'redoEdit', catalogId: id, ...expected })),
      decideInferred: (toolId: string, output: number, decision: InferenceDecision) =>
        edit((id, expected) =>
          client.request({ kind: 'decideInferred', catalogId: id, toolId, output, decision, ...expected }),
        ),
      exportCatalog: async () => {
        const file = await client.request({ kind: 'exportCatalog' });
        downloadText(file.fileName, file.text, file.mimeType);
      },
      exportEdits: async () => {
        const file = await client.request({ kind: 'exportEdits' });
        downloadText(file.fileName, file.text, file.mimeType);
      },
    }),
    [client, edit, runLoad, setWorkspace],
  );
}
