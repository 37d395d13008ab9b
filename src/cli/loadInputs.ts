import { catalogFolderFiles } from '../adapters/node/catalogFolderFiles';
import { InputError, readInputFile } from '../adapters/node/readInputFile';
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import {
  CATALOG_FILE_EXTENSIONS,
  CATALOG_FORMATS,
  SourceError,
  buildCatalogIndex,
  buildTransitionPrior,
  checkTasksAgainstCatalog,
  formatProblem,
  importCatalog,
  importCatalogFiles,
  mergeCatalogs,
  parseTasks,
  parseTrajectories,
  withoutState,
  type Catalog,
  type CatalogFile,
  type CatalogFormat,
  type CatalogIndex,
  type TaskSet,
  type TransitionPrior,
} from '../core/index';
import { optional, type ParsedArgs } from './args';

/** Parses a file with a core loader, rethrowing its first problem as one InputError line. */
export function loadParsed<T>(path: string, parse: (text: string, file: string) => T): T {
  const text = readInputFile(path);
  try {
    return parse(text, path);
  } catch (e) {
    if (e instanceof SourceError) throw new InputError(e.message);
    throw e;
  }
}

/** Options every command that reads catalogs accepts. */
export const CATALOG_OPTIONS = ['catalog', 'catalog-format'] as const;

/** Whether a --catalog argument is a folder (a path that cannot be read is left to readInputFile's message). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Reads one --catalog argument: a file through `importCatalog`, or a folder's catalog files
 * (recursively, `isCatalogFileName`: what the app reads of a dropped folder) through
 * `importCatalogFiles`, as one catalog named after the folder. Warnings go to stderr.
 */
function loadCatalogArgument(path: string, format: CatalogFormat | undefined): { catalog: Catalog; files: string[] } {
  const options = format === undefined ? {} : { format };
  try {
    if (!isFolder(path)) {
      const result = importCatalog(readInputFile(path), path, options);
      for (const w of result.warnings) process.stderr.write(`warning: ${formatProblem(w)}\n`);
      return { catalog: result.catalog, files: [path] };
    }
    const paths = catalogFolderFiles(path);
    if (paths.length === 0) throw new InputError(`${path}: folder has no ${CATALOG_FILE_EXTENSIONS} files`);
    const files: CatalogFile[] = paths.map((file) => ({ file, text: readInputFile(file) }));
    const name = basename(resolve(path));
    const result = importCatalogFiles(files, { ...options, name });
    for (const w of result.warnings) process.stderr.write(`warning: ${formatProblem(w)}\n`);
    return { catalog: result.catalog, files: paths };
  } catch (e) {
    if (e instanceof SourceError) throw new InputError(e.message);
    throw e;
  }
}

/**
 * Loads one or more catalogs in any supported format (tool-catalog/v1, MCP, OpenAI,
 * Anthropic, OpenAPI / Swagger JSON or YAML, ToolBench, BFCL JSON Lines; a folder reads its
 * catalog files recursively), detected by content unless `format` is given. Several arguments
 * are merged; a tool id used twice is an error (tasks refer to ids). Import warnings go to stderr.
 */
export function loadCatalogs(paths: readonly string[], format?: string): Catalog {
  if (paths.length === 0) throw new InputError('missing --catalog FILE');
  if (format !== undefined && !(CATALOG_FORMATS as readonly string[]).includes(format)) {
    throw new InputError(`--catalog-format must be one of ${CATALOG_FORMATS.join(', ')}, got "${format}"`);
  }
  const loaded = paths.map((path) => loadCatalogArgument(path, format as CatalogFormat | undefined));
  try {
    return mergeCatalogs(loaded.map((l, k) => ({ catalog: l.catalog, file: paths[k] ?? '?' })));
  } catch (e) {
    if (e instanceof SourceError) throw new InputError(e.message);
    throw e;
  }
}

/** loadCatalogs with the command's --catalog and --catalog-format options. */
export function loadCatalogsFromArgs(args: ParsedArgs): Catalog {
  return loadCatalogs(args.options.get('catalog') ?? [], optional(args, 'catalog-format'));
}

/** Loads tasks and checks every gold tool exists in the catalog. */
export function loadTasks(path: string, index: CatalogIndex): TaskSet {
  const tasks = loadParsed(path, parseTasks);
  const problems = checkTasksAgainstCatalog(tasks, new Set(index.byId.keys()));
  const first = problems[0];
  if (first) {
    const where = first.segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
    throw new InputError(
      `${formatProblem({ file: path, path: `$${where}`, message: first.message })}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
    );
  }
  return tasks;
}

/** `--infer-state`, which every command that reads tasks for menus accepts. */
export const STATE_OPTIONS = ['infer-state'] as const;

/**
 * loadTasks, without each task's `state` under `--infer-state`: s0 is then inferred from the
 * request, as the app does for a request typed with no data (real requests come without one).
 */
export function loadTasksFromArgs(args: ParsedArgs, path: string, index: CatalogIndex): TaskSet {
  const tasks = loadTasks(path, index);
  return args.flags.has('infer-state') ? withoutState(tasks) : tasks;
}

/** Loads trajectories into the transition prior ρ; unknown call names are reported on stderr. */
export function loadPrior(path: string | undefined, index: CatalogIndex): TransitionPrior | undefined {
  if (!path) return undefined;
  const { prior, unmatched } = buildTransitionPrior(index, loadParsed(path, parseTrajectories));
  if (unmatched.length > 0)
    process.stderr.write(
      `${path}: ${unmatched.length} call name(s) match no catalog tool and were ignored: ${unmatched.slice(0, 5).join(', ')}${unmatched.length > 5 ? ', …' : ''}\n`,
    );
  return prior;
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  return buildCatalogIndex(catalog);
}
