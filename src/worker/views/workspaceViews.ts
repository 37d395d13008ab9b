/** View models of the catalog library, its edits and the schema editor (plain data, cloneable). */
import type { FieldSpec, StoredCatalogMeta } from '../../core/index';

/** One catalog in the list of loaded catalogs: its stored listing (without import notes) and its state. */
export type CatalogEntryView = Omit<StoredCatalogMeta, 'warnings'> & {
  /** Saved schema edits. */
  editCount: number;
  builtin: boolean;
  active: boolean;
  /** No tasks file: `taskCount` counts the sample tasks the catalog's task list shows (sampleTasks.ts). */
  sampleTasks?: true;
};

/** The open catalog's schema edits: applied ones (oldest first) and the redo stack. */
export interface EditHistoryView {
  catalogId: string;
  /** One line per applied edit (describeEdit). */
  edits: string[];
  /** One line per undone edit, next redo first. */
  redo: string[];
  /** Tools the applied edits touch. */
  editedTools: string[];
}

/** Where persistence stands: IndexedDB or memory only, and the last storage failure. */
export interface StorageView {
  /** False when IndexedDB could not be opened: nothing survives a reload. */
  durable: boolean;
  /** The last failed write (quota, storage unavailable): edits are kept in memory only. */
  problem?: string;
}

/** The catalog library and the open catalog's edit state. */
export interface WorkspaceView {
  /** The open catalog; null when none could be opened (the demo failed to load). */
  activeId: string | null;
  /** Changes with every load, switch and edit: menus are cached by it. */
  revision: number;
  /** Changes when the open catalog or its tasks change (not on schema edits): the task list follows it. */
  sessionKey: string;
  catalogs: CatalogEntryView[];
  history: EditHistoryView | null;
  storage: StorageView;
  /** Notes from restoring the open catalog (saved edits that no longer apply). */
  notices: string[];
}

/** Progress of one load: which file, which phase, bytes read. */
export interface LoadProgressView {
  file: string;
  phase: 'reading' | 'parsing' | 'indexing' | 'saving';
  loaded: number;
  total?: number;
  /** Read in one piece: `loaded` stays 0 until the read ends (show the size, not a fraction). */
  whole?: true;
  /** 1-based position of the file among `fileCount`. */
  fileIndex: number;
  fileCount: number;
}

/** What a load did: the new workspace, a one-line summary and the import warnings. */
export interface LoadResultView {
  workspace: WorkspaceView;
  summary: string;
  warnings: string[];
}

/** A tool's schema as the editor shows it: the current fields and the ones it was loaded with. */
export interface ToolSchemaView {
  catalogId: string;
  toolId: string;
  name: string;
  description: string;
  category?: string;
  inputs: FieldSpec[];
  outputs: FieldSpec[];
  /** The tool as loaded (before edits), to mark what changed. */
  original: { inputs: FieldSpec[]; outputs: FieldSpec[] } | null;
  edited: boolean;
}

/** The catalog's field aliases (canonical name → other names). */
export interface AliasesView {
  catalogId: string;
  aliases: Record<string, string[]>;
}

/** A file for the UI to save: the edited catalog, or the list of edits. */
export interface DownloadView {
  fileName: string;
  mimeType: string;
  text: string;
}
