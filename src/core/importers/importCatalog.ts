import { validateCatalog } from '../catalog/loadCatalog';
import { SourceError } from '../catalog/sourceErrors';
import { CATALOG_FORMAT, type Catalog } from '../catalog/types';
import type { FormatImporter } from './formatImport';
import { detectCatalogFormat } from './detectCatalogFormat';
import { importAnthropic } from './importAnthropic';
import { ImportContext } from './importContext';
import { importMcp } from './importMcp';
import { importOpenAi } from './importOpenAi';
import { importOpenApi } from './importOpenApi';
import { importToolBench } from './importToolBench';
import { CATALOG_FORMATS, SOURCE_KEY, type CatalogFormat, type ImportOptions, type ImportResult } from './importTypes';
import { inferOutputs } from './inference/inferOutputs';
import { locateSourceProblems } from './locateSourceProblems';
import { parseSourceText, type ParsedSource } from './parseSourceText';

const IMPORTERS: Record<Exclude<CatalogFormat, 'tool-catalog/v1'>, FormatImporter> = {
  mcp: importMcp,
  openai: importOpenAi,
  anthropic: importAnthropic,
  openapi: importOpenApi,
  toolbench: importToolBench,
};

/** `.yaml` / `.yml` files are YAML, `.json` files JSON; other names are sniffed. */
function syntaxOf(file: string): 'json' | 'yaml' | undefined {
  if (/\.ya?ml$/i.test(file)) return 'yaml';
  return /\.json$/i.test(file) ? 'json' : undefined;
}

/**
 * Reads a catalog in any supported format (JSON or YAML) into `tool-catalog/v1`: the format
 * is detected from the content (`detectCatalogFormat`) unless `options.format` says it.
 * Foreign formats keep their originals under `x_source` (per tool and for the catalog), and
 * tools that declare no outputs get inferred ones (marked `inferred`). Bad input throws a
 * SourceError naming the file, JSON path, and line and column where they are known.
 */
export function importCatalog(text: string, file: string, options: ImportOptions = {}): ImportResult {
  const source = parseSourceText(text, file, syntaxOf(file));
  const format = options.format ?? detectCatalogFormat(source.value);
  if (format !== undefined && !CATALOG_FORMATS.includes(format)) {
    throw new SourceError([
      { file, path: '$', message: `unknown format "${String(format)}" (formats: ${CATALOG_FORMATS.join(', ')})` },
    ]);
  }
  if (format === undefined) {
    throw new SourceError([
      {
        file,
        path: '$',
        message:
          'not a tool catalog this app reads: expected tool-catalog/v1, an MCP tools/list result, OpenAI or Anthropic tools, OpenAPI / Swagger, or ToolBench tool JSON',
      },
    ]);
  }
  if (format === CATALOG_FORMAT) return ownCatalog(text, file, source, options.inferOutputs === true);
  const ctx = new ImportContext();
  const imported = IMPORTERS[format](source.value, ctx, file);
  if (ctx.errors.length > 0) throw new SourceError(locateSourceProblems(text, file, source, ctx.errors));
  if (imported.tools.length === 0) ctx.warn([], 'no tools found');
  const infer = options.inferOutputs !== false;
  const tools = imported.tools.map(({ tool, examples }) =>
    infer && tool.outputs.length === 0 ? { ...tool, outputs: inferOutputs(tool, examples) } : tool,
  );
  const catalog: Catalog = {
    format: CATALOG_FORMAT,
    name: imported.name,
    tools,
    [SOURCE_KEY]: { format, file, ...imported.source },
  };
  // Safety net: what the importers build must be a valid catalog; say so plainly if not.
  const { problems } = validateCatalog(catalog);
  if (problems.length > 0) {
    throw new SourceError(
      problems
        .slice(0, 5)
        .map((p) => ({ file, path: '$', message: `could not convert to tool-catalog/v1 (${p.message})` })),
    );
  }
  return { catalog, format, warnings: locateSourceProblems(text, file, source, ctx.warnings) };
}

function ownCatalog(text: string, file: string, source: ParsedSource, infer: boolean): ImportResult {
  const { catalog, problems } = validateCatalog(source.value);
  if (!catalog) {
    throw new SourceError(locateSourceProblems(text, file, source, problems));
  }
  if (!infer) return { catalog, format: CATALOG_FORMAT, warnings: [] };
  const tools = catalog.tools.map((t) => (t.outputs.length === 0 ? { ...t, outputs: inferOutputs(t) } : t));
  return { catalog: { ...catalog, tools }, format: CATALOG_FORMAT, warnings: [] };
}
