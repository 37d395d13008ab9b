import type { SourceProblem } from '../catalog/sourceErrors';
import { CATALOG_FORMAT, type Catalog, type Tool } from '../catalog/types';
import { importCatalog } from './importCatalog';
import { SOURCE_KEY, type CatalogFormat, type ImportOptions } from './importTypes';

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
 * Imports several files (a ToolBench folder, a mix of formats) into one catalog. Each is
 * read by `importCatalog`; a tool id already taken by an earlier file is renamed `id_2`, …
 * with a warning; `field_aliases` merge. A bad file throws its SourceError (naming it).
 */
export function importCatalogFiles(files: readonly CatalogFile[], options: ImportOptions = {}): FilesImportResult {
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
  const name = names.length <= 3 ? names.join('+') : `${names[0] ?? 'catalog'} +${names.length - 1}`;
  const catalog: Catalog = {
    format: CATALOG_FORMAT,
    name: name || 'catalog',
    tools,
    [SOURCE_KEY]: { format: 'files', files: formats },
  };
  if (Object.keys(aliases).length > 0) catalog.field_aliases = aliases;
  return { catalog, formats, warnings };
}
