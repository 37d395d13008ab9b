/**
 * The catalog a real-API task file was written for, read as the CLI reads `--catalog` arguments
 * (bench/real-api-tasks/README.md; only the catalog's name differs): its `source.catalog` names one path under ../shared/data or
 * several, each a file or a folder of catalog files (recursively); several are merged into one
 * catalog, a tool id used twice being an error. Shared by bench/qualitySets.ts and
 * bench/checkRealApiTasks.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importCatalogFiles, isCatalogFileName, type Catalog, type TaskSet } from '../src/core/index';

/** The paths (under `dataDir`) a task file's `source.catalog` names: one string or a list; undefined when it names none. */
export function realApiCatalogPaths(tasks: TaskSet, dataDir: string): string[] | undefined {
  const named = (tasks.source as { catalog?: unknown } | undefined)?.catalog;
  const list = typeof named === 'string' ? [named] : Array.isArray(named) ? named : [];
  const paths = list.filter((p): p is string => typeof p === 'string');
  return paths.length === 0 || paths.length !== list.length ? undefined : paths.map((p) => join(dataDir, p));
}

/** The catalog files under a folder, recursively, in path order: what the CLI's --catalog reads of a folder. */
function folderFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.'))
    .flatMap((e) => {
      const path = join(folder, e.name);
      if (e.isDirectory()) return folderFiles(path);
      return isCatalogFileName(e.name) ? [path] : [];
    })
    .sort();
}

/**
 * One path's catalog, through `importCatalogFiles` even for one file: the catalog keeps the
 * files' list as its source, not a spec's whole text (the quality fixtures are excerpts of it).
 */
function importPath(path: string): Catalog {
  const files = statSync(path).isDirectory() ? folderFiles(path) : [path];
  return importCatalogFiles(files.map((file) => ({ file, text: readFileSync(file, 'utf8') }))).catalog;
}

/** The paths' catalogs, merged in order when there are several (throws on a tool id used twice). */
export function importRealApiCatalog(paths: readonly string[]): Catalog {
  const catalogs = paths.map(importPath);
  if (catalogs.length === 1 && catalogs[0]) return catalogs[0];
  const owner = new Map<string, string>();
  const merged: Catalog = { format: 'tool-catalog/v1', name: catalogs.map((c) => c.name).join('+'), tools: [] };
  catalogs.forEach((catalog, k) => {
    for (const tool of catalog.tools) {
      const first = owner.get(tool.id);
      if (first !== undefined) throw new Error(`duplicate tool id "${tool.id}" in ${paths[k]} (also in ${first})`);
      owner.set(tool.id, paths[k] ?? '?');
      merged.tools.push(tool);
    }
    for (const [name, aliases] of Object.entries(catalog.field_aliases ?? {})) {
      const into = (merged.field_aliases ??= {});
      into[name] = [...new Set([...(into[name] ?? []), ...aliases])];
    }
  });
  return merged;
}
