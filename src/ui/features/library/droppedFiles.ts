import { CATALOG_FILE_EXTENSIONS, isCatalogFileName } from '../../../core/index';

/** The part of the browser's FileSystemEntry a drop is read through. */
export interface DropEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  /** `/folder/sub/file.json` for an entry inside a dropped folder. */
  fullPath: string;
  file?: (ok: (file: File) => void, fail: (error: unknown) => void) => void;
  createReader?: () => { readEntries: (ok: (entries: DropEntry[]) => void, fail: (error: unknown) => void) => void };
}

/**
 * The entries of a drop, taken while the drop event runs (the browser empties its item list
 * afterwards); undefined when the browser gives no entries (then its `files` are what there is).
 */
export function dropEntries(data: DataTransfer | null): DropEntry[] | undefined {
  const items = data?.items;
  if (!items || items.length === 0 || typeof items[0]?.webkitGetAsEntry !== 'function') return undefined;
  const entries: DropEntry[] = [];
  for (const item of items) {
    const entry = item.kind === 'file' ? (item.webkitGetAsEntry() as DropEntry | null) : null;
    if (entry) entries.push(entry);
  }
  return entries;
}

function fileOf(entry: DropEntry): Promise<File> {
  return new Promise((ok, fail) => (entry.file ? entry.file(ok, fail) : fail(new Error(`${entry.name}: not a file`))));
}

/** Every entry of a folder: readEntries answers in batches (of 100 in Chromium) until an empty one. */
async function folderEntries(entry: DropEntry): Promise<DropEntry[]> {
  const reader = entry.createReader?.();
  if (!reader) return [];
  const all: DropEntry[] = [];
  for (;;) {
    const batch = await new Promise<DropEntry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The catalog files under a dropped folder, recursively, named by their path from the drop (`toolsnaps/get_me.snap`). */
async function folderFiles(entry: DropEntry): Promise<File[]> {
  const files: File[] = [];
  for (const child of await folderEntries(entry)) {
    if (child.name.startsWith('.')) continue;
    if (child.isDirectory) files.push(...(await folderFiles(child)));
    else if (child.isFile && isCatalogFileName(child.name)) {
      const file = await fileOf(child);
      files.push(new File([file], child.fullPath.replace(/^\/+/, ''), { type: file.type }));
    }
  }
  return files;
}

/**
 * The files of a drop: dropped files as they are, and a dropped folder's catalog files read
 * recursively, in path order — what the CLI's `--catalog FOLDER` reads (`isCatalogFileName`).
 * A folder with none of them is an error, as in the CLI.
 */
export async function droppedFiles(entries: readonly DropEntry[]): Promise<File[]> {
  const files: File[] = [];
  for (const entry of entries) {
    if (entry.isDirectory) {
      const inFolder = await folderFiles(entry);
      if (inFolder.length === 0) throw new Error(`${entry.name}: folder has no ${CATALOG_FILE_EXTENSIONS} files`);
      files.push(...inFolder.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
    } else if (entry.isFile) files.push(await fileOf(entry));
  }
  return files;
}
