/**
 * The catalog a real-API task file was written for (bench/real-api-tasks/README.md): its
 * `source.catalog` names one path under ../shared/data or several, each a file or a folder of
 * catalog files, read and merged as the CLI reads `--catalog` arguments (catalogFolderFiles,
 * mergeCatalogs: a tool id used twice is an error); only the catalog's source and name differ.
 * Shared by bench/qualitySets.ts and bench/checkRealApiTasks.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFolderFiles } from '../src/adapters/node/catalogFolderFiles';
import { importCatalogFiles, mergeCatalogs, type Catalog, type TaskSet } from '../src/core/index';

/** The paths (under `dataDir`) a task file's `source.catalog` names: one string or a list; undefined when it names none. */
export function realApiCatalogPaths(tasks: TaskSet, dataDir: string): string[] | undefined {
  const named = (tasks.source as { catalog?: unknown } | undefined)?.catalog;
  const list = typeof named === 'string' ? [named] : Array.isArray(named) ? named : [];
  const paths = list.filter((p): p is string => typeof p === 'string');
  return paths.length === 0 || paths.length !== list.length ? undefined : paths.map((p) => join(dataDir, p));
}

/**
 * One path's catalog, through `importCatalogFiles` even for one file: the catalog keeps the
 * files' list as its source, not a spec's whole text (the quality fixtures are excerpts of it).
 */
function importPath(path: string): Catalog {
  const files = statSync(path).isDirectory() ? catalogFolderFiles(path) : [path];
  return importCatalogFiles(files.map((file) => ({ file, text: readFileSync(file, 'utf8') }))).catalog;
}

/** The paths' catalogs, merged in order when there are several (mergeCatalogs: a tool id used twice throws). */
export function importRealApiCatalog(paths: readonly string[]): Catalog {
  return mergeCatalogs(paths.map((file) => ({ catalog: importPath(file), file })));
}
