/**
 * The catalog library's part of the worker protocol (protocol.ts joins it into the one tagged
 * union): loading, the catalog list, schema edits with undo / redo, exports and lint.
 */
import type { CatalogEdit, InferenceDecision } from '../core/index';
import type { InputRole } from './loading/parseInputs';
import type { LintView } from './views/lintView';
import type {
  AliasesView,
  DownloadView,
  LoadProgressView,
  LoadResultView,
  ToolSchemaView,
  WorkspaceView,
} from './views/workspaceViews';

/** One file of a load: a dropped or picked File (read in the worker with progress), or its text. */
export interface InputFile {
  name: string;
  blob?: Blob;
  text?: string;
  /** What the file is when the caller knows; otherwise detected from its content. */
  role?: InputRole;
}

export type LibraryRequest =
  /** The catalog list, the open catalog's edit history and the storage state. */
  | { kind: 'workspace' }
  /** Catalog, tasks and/or trajectory files (any importer format); progress messages follow. */
  | { kind: 'loadCatalogFiles'; files: InputFile[] }
  /** `?catalog=URL&tasks=URL`; a catalog already loaded from the same URL reopens instead. */
  | { kind: 'loadCatalogUrl'; catalogUrl?: string; tasksUrl?: string }
  | { kind: 'openCatalog'; catalogId: string }
  | { kind: 'deleteCatalog'; catalogId: string }
  /**
   * Applies edits to the open catalog; resolves once they are stored. `expectedEdits` is the
   * edit count the UI showed: a request repeated after a worker restart is not applied twice,
   * and one made on a history that changed since is refused.
   */
  | { kind: 'editSchema'; catalogId: string; edits: CatalogEdit[]; expectedEdits?: number }
  | { kind: 'undoEdit'; catalogId: string; expectedEdits?: number }
  | { kind: 'redoEdit'; catalogId: string; expectedEdits?: number }
  | {
      kind: 'decideInferred';
      catalogId: string;
      toolId: string;
      output: number;
      decision: InferenceDecision;
      expectedEdits?: number;
    }
  /** The edited catalog as `tool-catalog/v1`. */
  | { kind: 'exportCatalog' }
  /** The edits as `tool-catalog-edits/v1`. */
  | { kind: 'exportEdits' }
  | { kind: 'toolSchema'; toolId: string }
  | { kind: 'fieldAliases' }
  | { kind: 'lint' };

export interface LibraryResults {
  workspace: WorkspaceView;
  loadCatalogFiles: LoadResultView;
  loadCatalogUrl: LoadResultView;
  openCatalog: WorkspaceView;
  deleteCatalog: WorkspaceView;
  editSchema: WorkspaceView;
  undoEdit: WorkspaceView;
  redoEdit: WorkspaceView;
  decideInferred: WorkspaceView;
  exportCatalog: DownloadView;
  exportEdits: DownloadView;
  toolSchema: ToolSchemaView;
  fieldAliases: AliasesView;
  lint: LintView;
}

export type LibraryRequestKind = LibraryRequest['kind'];

const KINDS: Record<LibraryRequestKind, true> = {
  workspace: true,
  loadCatalogFiles: true,
  loadCatalogUrl: true,
  openCatalog: true,
  deleteCatalog: true,
  editSchema: true,
  undoEdit: true,
  redoEdit: true,
  decideInferred: true,
  exportCatalog: true,
  exportEdits: true,
  toolSchema: true,
  fieldAliases: true,
  lint: true,
};

/** Whether a request is the library's. */
export function isLibraryRequest(request: { kind: string }): request is LibraryRequest {
  return Object.hasOwn(KINDS, request.kind);
}

/** Worker → UI while a load runs (before its result). */
export interface LoadProgressMessage {
  type: 'progress';
  id: number;
  progress: LoadProgressView;
}
