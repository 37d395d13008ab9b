import type { SourceProblem } from '../catalog/sourceErrors';
import { CATALOG_FORMAT, type Catalog, type Tool } from '../catalog/types';
import { importCatalog, moreWarnings } from './importCatalog';
import { WARNING_LIMIT } from './importContext';
import { SOURCE_KEY, type CatalogFormat, type ImportOptions } from './importTypes';

/** The files a folder load reads (CLI and app alike): JSON, JSON Lines, YAML and `.snap` (one MCP tool in JSON). */
const CATALOG_FILE = /\.(json|jsonl|ya?ml|snap)$/i;

/** Whether a file in a folder is read as part of the catalog (by its name; hidden files are not). */
export function isCatalogFileName(path: string): boolean {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return !name.startsWith('.') && CATALOG_FILE.test(name);
}

/** The extensions `isCatalogFileName` takes, for messages. */
export const CATALOG_FILE_EXTENSIONS = '.json, .jsonl, .yaml, .yml or .snap';

/** One file of a folder or of several `--catalog` arguments. */
export interface CatalogFile {
  file: string;
  text: string;
}

export interface FilesImportResult {
  catalog: Catalog;
  /** The format each file was read as, in input order. */
  formats: { file: string; format: CatalogFormat }[];
  warnings: SourceProblem[];
}

/**
 * Imports several files (a folder, a mix of formats) into one catalog, named `options.name`
 * (a folder's name) or after the files' catalogs. Each is read by `importCatalog`; a tool id
 * already taken by an earlier file is renamed `id_2`, … with a warning; `field_aliases` merge.
 * Warnings past WARNING_LIMIT end with "… and N more". A bad file throws its SourceError.
 */
export function importCatalogFiles(
  files: readonly CatalogFile[],
  options: ImportOptions & { name?: string } = {},
): FilesImportResult {
  const tools: Tool[] = [];
  const taken = new Set<string>();
  const aliases: Record<string, string[]> = {};
  const formats: FilesImportResult['formats'] = [];
  const warnings: SourceProblem[] = [];
  const names: string[] = [];
  for (const { file, text } of files) {
    const result = importCatalog(text, file, options);
    formats.push({ file, format: result.format });
    warnings.push(...result.warnings);
    names.push(result.catalog.name);
    result.catalog.tools.forEach((tool, i) => {
      let id = tool.id;
      for (let n = 2; taken.has(id); n++) id = `${tool.id}_${n}`;
      if (id !== tool.id)
        warnings.push({
          file,
          path: `$.tools[${i}].id`,
          message: `tool id "${tool.id}" is already used by an earlier file; imported as "${id}"`,
        });
      taken.add(id);
      const source = tool[SOURCE_KEY];
      tools.push({
        ...tool,
        id,
        ...(typeof source === 'object' && source !== null ? { [SOURCE_KEY]: { ...source, file } } : {}),
      });
    });
    for (const [canonical, list] of Object.entries(result.catalog.field_aliases ?? {})) {
      aliases[canonical] = [...new Set([...(aliases[canonical] ?? []), ...list])];
    }
  }
  const name = options.name ?? (names.length <= 3 ? names.join('+') : `${names[0] ?? 'catalog'} +${names.length - 1}`);
  const catalog: Catalog = {
    format: CATALOG_FORMAT,
    name: name || 'catalog',
    tools,
    [SOURCE_KEY]: { format: 'files', files: formats },
  };
  if (Object.keys(aliases).length > 0) catalog.field_aliases = aliases;
  return { catalog, formats, warnings: capWarnings(warnings) };
}

/** Warnings past WARNING_LIMIT counted in one last line (those that were such a line already add their count). */
function capWarnings(warnings: SourceProblem[]): SourceProblem[] {
  if (warnings.length <= WARNING_LIMIT) return warnings;
  let more = 0;
  const kept: SourceProblem[] = [];
  for (const w of warnings) {
    const count = /^… and (\d+) more$/.exec(w.message);
    if (count) more += Number(count[1]);
    else if (kept.length < WARNING_LIMIT) kept.push(w);
    else more++;
  }
  return more > 0 ? [...kept, moreWarnings(kept[0]?.file ?? '', more)] : kept;
}
