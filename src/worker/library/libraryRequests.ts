import type { CatalogSource } from '../../core/index';
import type { InputFile, LibraryRequest, LibraryResults } from '../libraryProtocol';
import { parseInputs, type InputText } from '../loading/parseInputs';
import { fetchUrlText, readFileText } from '../loading/readText';
import { lintView } from '../views/lintView';
import type { LoadProgressView, LoadResultView } from '../views/workspaceViews';
import type { CatalogLibrary } from './catalogLibrary';

/** Posts a load's progress to the UI. */
export type ProgressSink = (progress: LoadProgressView) => void;

/** The last path segment of a URL (what the catalog list shows as its source). */
function urlName(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter((s) => s !== '');
    return decodeURIComponent(segments[segments.length - 1] ?? url);
  } catch {
    return url;
  }
}

/** Reads each file (File blobs with byte progress), then parses them all; nothing changes on a failure. */
async function readAndParse(
  files: readonly InputText[] | readonly InputFile[],
  read: (file: InputFile, index: number) => Promise<string>,
  progress: ProgressSink,
) {
  const texts: InputText[] = [];
  for (const [i, file] of (files as InputFile[]).entries()) {
    const text = await read(file, i);
    texts.push(file.role ? { name: file.name, text, role: file.role } : { name: file.name, text });
  }
  const last = texts[texts.length - 1]?.name ?? '';
  progress({ file: last, phase: 'parsing', loaded: 0, fileIndex: texts.length, fileCount: texts.length });
  return parseInputs(texts);
}

async function loadFiles(
  library: CatalogLibrary,
  files: readonly InputFile[],
  progress: ProgressSink,
): Promise<LoadResultView> {
  if (files.length === 0) throw new Error('no file to load');
  const fileCount = files.length;
  const parsed = await readAndParse(
    files,
    (file, i) => {
      const report = (p: { loaded: number; total?: number }): void =>
        progress({ file: file.name, phase: 'reading', fileIndex: i + 1, fileCount, ...p });
      if (file.text !== undefined) return Promise.resolve(file.text);
      if (!file.blob) throw new Error(`${file.name}: neither a file nor its text was sent`);
      const blob = file.blob;
      return readFileText({ name: file.name, size: blob.size, stream: () => blob.stream() }, { onProgress: report });
    },
    progress,
  );
  progress({
    file: files.map((f) => f.name).join(', '),
    phase: 'indexing',
    loaded: 0,
    fileIndex: fileCount,
    fileCount,
  });
  // A dropped folder is named by the folder, not by its (possibly hundreds of) files.
  const folder = parsed.catalog?.folder;
  const names = parsed.catalog?.files ?? files.map((f) => f.name);
  const source: CatalogSource = {
    kind: 'file',
    name: folder === undefined ? names.join(', ') : `${folder}/ (${names.length} files)`,
  };
  return library.load(parsed, source);
}

async function loadUrl(
  library: CatalogLibrary,
  catalogUrl: string | undefined,
  tasksUrl: string | undefined,
  progress: ProgressSink,
): Promise<LoadResultView> {
  const known = catalogUrl === undefined ? undefined : library.catalogFromUrl(catalogUrl);
  const files: InputFile[] = [];
  if (catalogUrl !== undefined && known === undefined) files.push({ name: catalogUrl, role: 'catalog' });
  if (tasksUrl !== undefined) files.push({ name: tasksUrl, role: 'tasks' });
  let reopened: LoadResultView | undefined;
  if (known !== undefined) {
    const workspace = await library.openCatalog(known);
    reopened = {
      workspace,
      summary: `Reopened ${urlName(catalogUrl ?? '')} (loaded earlier from this URL) with its saved edits`,
      warnings: [],
    };
    if (files.length === 0) return reopened;
  }
  if (files.length === 0) throw new Error('no URL to load: use ?catalog=URL (and &tasks=URL)');
  const parsed = await readAndParse(
    files,
    (file, i) =>
      fetchUrlText(file.name, {
        onProgress: (p) =>
          progress({ file: file.name, phase: 'reading', fileIndex: i + 1, fileCount: files.length, ...p }),
      }),
    progress,
  );
  progress({
    file: files.map((f) => f.name).join(', '),
    phase: 'indexing',
    loaded: 0,
    fileIndex: files.length,
    fileCount: files.length,
  });
  const source: CatalogSource =
    catalogUrl === undefined
      ? { kind: 'url', name: urlName(tasksUrl ?? '') }
      : { kind: 'url', name: urlName(catalogUrl), url: catalogUrl };
  const result = await library.load(parsed, source);
  return reopened ? { ...result, summary: `${reopened.summary}; ${result.summary}` } : result;
}

/** Answers one library request (the worker only dispatches here). */
export async function respondLibrary<K extends LibraryRequest['kind']>(
  library: CatalogLibrary,
  request: Extract<LibraryRequest, { kind: K }>,
  progress: ProgressSink,
): Promise<LibraryResults[K]>;
export async function respondLibrary(
  library: CatalogLibrary,
  request: LibraryRequest,
  progress: ProgressSink,
): Promise<LibraryResults[LibraryRequest['kind']]> {
  switch (request.kind) {
    case 'workspace':
      return library.workspace();
    case 'loadCatalogFiles':
      return loadFiles(library, request.files, progress);
    case 'loadCatalogUrl':
      return loadUrl(library, request.catalogUrl, request.tasksUrl, progress);
    case 'openCatalog':
      return library.openCatalog(request.catalogId);
    case 'deleteCatalog':
      return library.deleteCatalog(request.catalogId);
    case 'editSchema':
      return library.edit(request.catalogId, request.edits, request.expectedEdits);
    case 'undoEdit':
      return library.undo(request.catalogId, request.expectedEdits);
    case 'redoEdit':
      return library.redo(request.catalogId, request.expectedEdits);
    case 'decideInferred':
      return library.decideInferred(
        request.catalogId,
        request.toolId,
        request.output,
        request.decision,
        request.expectedEdits,
      );
    case 'exportCatalog':
      return library.exportCatalog();
    case 'exportEdits':
      return library.exportEdits();
    case 'toolSchema':
      return library.toolSchema(request.toolId);
    case 'fieldAliases':
      return library.aliases();
    case 'lint':
      return lintView(library.session());
  }
}
