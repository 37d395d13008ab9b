import { describeEdit, type StoredCatalogMeta } from '../../core/index';
import type { CatalogEntryView, StorageView, WorkspaceView } from '../views/workspaceViews';
import type { OpenCatalog } from './catalogLibrary';
import { sampleTaskCount } from './sampleTasks';

/** What the library knows when it describes itself. */
export interface WorkspaceState {
  open: OpenCatalog | null;
  /** Loaded catalogs as stored (the demo appears here only once files were attached to it). */
  metas: readonly StoredCatalogMeta[];
  /** The demo's listing (null until its files were read). */
  demoMeta: StoredCatalogMeta | null;
  editCounts: ReadonlyMap<string, number>;
  revision: number;
  sessionKey: string;
  storage: StorageView;
  notices: readonly string[];
}

function entryView(meta: StoredCatalogMeta, state: WorkspaceState, builtin: boolean): CatalogEntryView {
  // Everything stored but the import notes (shown once, when the catalog loads).
  const { warnings: _warnings, ...listing } = meta;
  const entry: CatalogEntryView = {
    ...listing,
    source: { ...meta.source },
    editCount: state.editCounts.get(meta.id) ?? 0,
    builtin,
    active: state.open?.meta.id === meta.id,
  };
  // Without a tasks file the task list shows sample tasks: the listing counts those, as the list does.
  if (!builtin && !meta.tasksFile) {
    entry.taskCount = sampleTaskCount(meta.toolCount);
    entry.sampleTasks = true;
  }
  return entry;
}

/** The library as the UI shows it: the demo first, then loaded catalogs newest first; the open catalog's edits. */
export function workspaceView(state: WorkspaceState): WorkspaceView {
  const demoId = state.demoMeta?.id;
  const loaded = state.metas
    .filter((m) => m.id !== demoId && m.source.kind !== 'builtin')
    .sort((a, b) => b.loadedAt - a.loadedAt);
  const catalogs = [
    ...(state.demoMeta ? [entryView(state.demoMeta, state, true)] : []),
    ...loaded.map((m) => entryView(m, state, false)),
  ];
  const open = state.open;
  return {
    activeId: open?.meta.id ?? null,
    revision: state.revision,
    sessionKey: state.sessionKey,
    catalogs,
    history: open
      ? {
          catalogId: open.meta.id,
          edits: open.history.edits.map(describeEdit),
          redo: open.history.redo.map(describeEdit),
          editedTools: [...(open.session.editedTools ?? [])],
        }
      : null,
    storage: { ...state.storage },
    notices: [...state.notices],
  };
}
