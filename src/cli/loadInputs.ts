import { InputError, readInputFile } from '../adapters/node/readInputFile';
import {
  SourceError, buildCatalogIndex, buildTransitionPrior, checkTasksAgainstCatalog, formatProblem, parseCatalog, parseTasks, parseTrajectories,
  type Catalog, type CatalogIndex, type TaskSet, type TransitionPrior,
} from '../core/index';

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

/** Loads one or more catalogs; several are merged (tool ids must stay unique across them). */
export function loadCatalogs(paths: readonly string[]): Catalog {
  if (paths.length === 0) throw new InputError('missing --catalog FILE');
  const catalogs = paths.map((p) => load(p, parseCatalog));
  if (catalogs.length === 1 && catalogs[0]) return catalogs[0];
  const seen = new Map<string, string>();
  const merged: Catalog = { format: 'tool-catalog/v1', name: catalogs.map((c) => c.name).join('+'), field_aliases: {}, tools: [] };
  catalogs.forEach((c, k) => {
    c.tools.forEach((t, i) => {
      const first = seen.get(t.id);
      if (first) throw new InputError(formatProblem({ file: paths[k] ?? '?', path: `$.tools[${i}].id`, message: `duplicate tool id "${t.id}" (also in ${first})` }));
      seen.set(t.id, paths[k] ?? '?');
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

/** Loads tasks and checks every gold tool exists in the catalog. */
export function loadTasks(path: string, index: CatalogIndex): TaskSet {
  const tasks = load(path, parseTasks);
  const problems = checkTasksAgainstCatalog(tasks, new Set(index.byId.keys()));
  const first = problems[0];
  if (first) {
    const where = first.segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');
    throw new InputError(`${formatProblem({ file: path, path: `$${where}`, message: first.message })}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
  }
  return tasks;
}

/** Loads trajectories into the transition prior ρ; unknown call names are reported on stderr. */
export function loadPrior(path: string | undefined, index: CatalogIndex): TransitionPrior | undefined {
  if (!path) return undefined;
  const { prior, unmatched } = buildTransitionPrior(index, load(path, parseTrajectories));
  if (unmatched.length > 0) process.stderr.write(`${path}: ${unmatched.length} call name(s) match no catalog tool and were ignored: ${unmatched.slice(0, 5).join(', ')}${unmatched.length > 5 ? ', …' : ''}\n`);
  return prior;
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  return buildCatalogIndex(catalog);
}
