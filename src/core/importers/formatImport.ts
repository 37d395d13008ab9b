import type { JsonObject } from '../catalog/validator';
import type { ImportContext } from './importContext';
import type { ImportedTool } from './importTypes';

/** What one format importer returns; `importCatalog` turns it into a catalog. */
export interface FormatImport {
  /** Catalog name (server name, API title, ToolBench tool name…). */
  name: string;
  tools: ImportedTool[];
  /** Catalog-level source info kept under `x_source` (the document minus its tool list). */
  source: JsonObject;
}

/** A format importer: reads a parsed document, reporting problems through the context. */
export type FormatImporter = (value: unknown, ctx: ImportContext, file: string) => FormatImport;

/** The object without one key (what is left of a document once its tool list is read). */
export function withoutKeys(obj: JsonObject, ...keys: string[]): JsonObject {
  // fromEntries defines own properties, so even a "__proto__" key survives as data.
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));
}

/** The file name without folders and extension: the catalog name of last resort. */
export function baseName(file: string): string {
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || 'catalog';
}
