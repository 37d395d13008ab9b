import type { SourceProblem } from '../catalog/sourceErrors';
import type { Catalog, Tool } from '../catalog/types';

/**
 * The catalog formats `importCatalog` reads. `openapi` covers OpenAPI 3.0 / 3.1 and
 * Swagger 2.0; `openai` covers the Chat Completions and the flat Responses tool forms; `mcp`
 * also the Docker MCP registry's `arguments` variant; `bfcl` is BFCL's JSON Lines.
 */
export type CatalogFormat = 'tool-catalog/v1' | 'mcp' | 'openai' | 'anthropic' | 'openapi' | 'toolbench' | 'bfcl';

export const CATALOG_FORMATS: readonly CatalogFormat[] = [
  'tool-catalog/v1',
  'mcp',
  'openai',
  'anthropic',
  'openapi',
  'toolbench',
  'bfcl',
];

/** Options of `importCatalog`. */
export interface ImportOptions {
  /** Skip detection and read the text as this format. */
  format?: CatalogFormat;
  /**
   * Infer outputs for tools that declare none (from examples, description, name).
   * Default: true for foreign formats, false for `tool-catalog/v1`.
   */
  inferOutputs?: boolean;
}

/** What an import produced: the catalog, the format it was read as, and non-fatal notes. */
export interface ImportResult {
  catalog: Catalog;
  format: CatalogFormat;
  /**
   * Things the user may want to know (a `$ref` cut at a cycle, a renamed duplicate id): at most
   * WARNING_LIMIT (importContext.ts), then one line "… and N more".
   */
  warnings: SourceProblem[];
}

/** A response example found next to a tool, kept for output inference. */
export interface ResponseExample {
  value: unknown;
  /** Where it came from, e.g. `template_response` or `responses.200.content.application/json.example`. */
  where: string;
}

/** One tool produced by a format importer, before output inference. */
export interface ImportedTool {
  tool: Tool;
  examples: ResponseExample[];
}

/** The namespaced key every importer writes on tools and catalogs to keep the original. */
export const SOURCE_KEY = 'x_source';
