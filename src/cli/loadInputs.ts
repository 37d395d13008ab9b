import { InputError, readInputFile } from '../adapters/node/readInputFile';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_FORMATS,
  SourceError,
  buildCatalogIndex,
  buildTransitionPrior,
  checkTasksAgainstCatalog,
  formatProblem,
  importCatalog,
  parseTasks,
  parseTrajectories,
  type Catalog,
  type CatalogFile,
  type CatalogFormat,
  type CatalogIndex,
  type TaskSet,
  type TransitionPrior,
} from '../core/index';
import { optional, type ParsedArgs } from './args';

/** Parses a file with a core loader, rethrowing its first problem as one InputError line. */
function load<T>(path: string, parse: (text: string, file: string) => T): T {
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

/** The files behind one --catalog argument: the file itself, or a folder's JSON/YAML files in name order. */
function catalogFiles(path: string): CatalogFile[] {
  let entries: string[];
  try {
    if (!statSync(path).isDirectory()) return [{ file: path, text: readInputFile(path) }];
    entries = readdirSync(path)
      .filter((f) => /\.(json|ya?ml)$/i.test(f))
      .sort();
  } catch {
    return [{ file: path, text: readInputFile(path) }];
  }
  if (entries.length === 0) throw new InputError(`${path}: folder has no .json, .yaml or .yml files`);
  return entries.map((f) => ({ file: join(path, f), text: readInputFile(join(path, f)) }));
}

/**
 * Loads one or more catalogs in any supported format (tool-catalog/v1, MCP, OpenAI,
 * Anthropic, OpenAPI / Swagger JSON or YAML, ToolBench; a folder reads every file in it),
 * detected by content unless `format` is given. Several are merged; a tool id used twice is
 * an error (tasks refer to ids). Import warnings go to stderr.
 */
export function loadCatalogs(paths: readonly string[], format?: string): Catalog {
  if (paths.length === 0) throw new InputError('missing --catalog FILE');
  if (format !== undefined && !(CATALOG_FORMATS as readonly string[]).includes(format)) {
    throw new InputError(`--catalog-format must be one of ${CATALOG_FORMATS.join(', ')}, got "${format}"`);
  }
  const files = paths.flatMap(catalogFiles);
  const catalogs = files.map(({ file, text }) => {
    try {
      const result = importCatalog(text, file, format === undefined ? {} : { format: format as CatalogFormat });
      for (const w of result.warnings) process.stderr.write(`warning: ${formatProblem(w)}\n`);
      return result.catalog;
    } catch (e) {
      if (e instanceof SourceError) throw new InputError(e.message);
      throw e;
    }
  });
  if (catalogs.length === 1 && catalogs[0]) return catalogs[0];
  const seen = new Map<string, string>();
  const merged: Catalog = {
    format: 'tool-catalog/v1',
    name: catalogs.map((c) => c.name).join('+'),
    field_aliases: {},
    tools: [],
  };
  catalogs.forEach((c, k) => {
    c.tools.forEach((t, i) => {
      const first = seen.get(t.id);
      if (first)
        throw new InputError(
          formatProblem({
            file: files[k]?.file ?? '?',
            path: `$.tools[${i}].id`,
            message: `duplicate tool id "${t.id}" (also in ${first})`,
          }),
        );
      seen.set(t.id, files[k]?.file ?? '?');
      merged.tools.push(t);
    });
    for (const [name, aliases] of Object.entries(c.field_aliases ?? {})) {
      const into = merged.field_aliases ?? {};
      into[name] = [...new Set([...(into[name] ?? []), ...aliases])];
      merged.field_aliases = into;
    }
  });
  return merged;
}

/** loadCatalogs with the command's --catalog and --catalog-format options. */
export function loadCatalogsFromArgs(args: ParsedArgs): Catalog {
  return loadCatalogs(args.options.get('catalog') ?? [], optional(args, 'catalog-format'));
}

/** Loads tasks and checks every gold tool exists in the catalog. */
export function loadTasks(path: string, index: CatalogIndex): TaskSet {
  const tasks = load(path, parseTasks);
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

/** Loads trajectories into the transition prior ρ; unknown call names are reported on stderr. */
export function loadPrior(path: string | undefined, index: CatalogIndex): TransitionPrior | undefined {
  if (!path) return undefined;
  const { prior, unmatched } = buildTransitionPrior(index, load(path, parseTrajectories));
  if (unmatched.length > 0)
    process.stderr.write(
      `${path}: ${unmatched.length} call name(s) match no catalog tool and were ignored: ${unmatched.slice(0, 5).join(', ')}${unmatched.length > 5 ? ', …' : ''}\n`,
    );
  return prior;
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  return buildCatalogIndex(catalog);
}
