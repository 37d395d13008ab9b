import { validateCatalog } from '../catalog/loadCatalog';
import { SourceError, type SourceProblem } from '../catalog/sourceErrors';
import { CATALOG_FORMAT, type Catalog } from '../catalog/types';
import type { FormatImport, FormatImporter } from './formatImport';
import { markCredentialInputs } from './credentialInputs';
import { detectCatalogFormat } from './detectCatalogFormat';
import { importAnthropic } from './importAnthropic';
import { importBfcl } from './importBfcl';
import { ImportContext } from './importContext';
import { importMcp } from './importMcp';
import { importOpenAi } from './importOpenAi';
import { importOpenApi } from './importOpenApi';
import { importToolBench } from './importToolBench';
import { CATALOG_FORMATS, SOURCE_KEY, type CatalogFormat, type ImportOptions, type ImportResult } from './importTypes';
import { inferCatalogOutputs } from './inference/inferOutputs';
import { locateSourceProblems } from './locateSourceProblems';
import { parseSourceText, type ParsedSource, type SourceSyntax } from './parseSourceText';

const IMPORTERS: Record<Exclude<CatalogFormat, 'tool-catalog/v1'>, FormatImporter> = {
  mcp: importMcp,
  openai: importOpenAi,
  anthropic: importAnthropic,
  openapi: importOpenApi,
  toolbench: importToolBench,
  bfcl: importBfcl,
};

/** `.yaml` / `.yml` files are YAML, `.jsonl` JSON Lines, `.json` JSON (or JSON Lines); other names are sniffed. */
function syntaxOf(file: string): SourceSyntax | undefined {
  if (/\.ya?ml$/i.test(file)) return 'yaml';
  if (/\.jsonl$/i.test(file)) return 'jsonl';
  return /\.json$/i.test(file) ? 'json' : undefined;
}

/** The line that ends a capped list of warnings: how many more there were. */
export function moreWarnings(file: string, count: number): SourceProblem {
  return { file, path: '$', message: `… and ${count} more` };
}

/**
 * Runs a format importer. A stack overflow in a walk (a structure nested within the document's
 * MAX_NESTING, through `$ref`s) becomes one located error rather than an uncaught RangeError.
 */
function runImporter(
  format: Exclude<CatalogFormat, 'tool-catalog/v1'>,
  value: unknown,
  ctx: ImportContext,
  file: string,
): FormatImport {
  try {
    return IMPORTERS[format](value, ctx, file);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    throw new SourceError([
      { file, path: '$', message: `a schema nests too deeply to read (through $ref or allOf / oneOf / anyOf)` },
    ]);
  }
}

/**
 * Reads a catalog in any supported format (JSON, JSON Lines or YAML) into `tool-catalog/v1`: the format
 * is detected from the content (`detectCatalogFormat`) unless `options.format` says it.
 * Foreign formats keep their originals under `x_source` (per tool and for the catalog), inputs
 * that carry credentials are marked `credential` (credentialInputs.ts), and tools that declare
 * no outputs get inferred ones (marked `inferred`). Bad input throws a
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
          'not a tool catalog this app reads: expected tool-catalog/v1, MCP tools (a tools/list result, saved servers, one tool), OpenAI or Anthropic tools, OpenAPI / Swagger, ToolBench tool JSON, or BFCL JSON Lines',
      },
    ]);
  }
  if (format === CATALOG_FORMAT) return ownCatalog(text, file, source, options.inferOutputs === true);
  const ctx = new ImportContext();
  const imported = runImporter(format, source.value, ctx, file);
  if (ctx.errors.length > 0) throw new SourceError(locateSourceProblems(text, file, source, ctx.errors));
  if (imported.tools.length === 0) ctx.warn([], 'no tools found');
  for (const { tool } of imported.tools) markCredentialInputs(tool);
  const infer = options.inferOutputs !== false;
  const declared = imported.tools.map(({ tool }) => tool);
  const tools = infer ? inferCatalogOutputs(declared, (k) => imported.tools[k]?.examples ?? []) : declared;
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
  const warnings = locateSourceProblems(text, file, source, ctx.warnings);
  if (ctx.droppedWarnings > 0) warnings.push(moreWarnings(file, ctx.droppedWarnings));
  return { catalog, format, warnings };
}

function ownCatalog(text: string, file: string, source: ParsedSource, infer: boolean): ImportResult {
  const { catalog, problems } = validateCatalog(source.value);
  if (!catalog) {
    throw new SourceError(locateSourceProblems(text, file, source, problems));
  }
  if (!infer) return { catalog, format: CATALOG_FORMAT, warnings: [] };
  return { catalog: { ...catalog, tools: inferCatalogOutputs(catalog.tools) }, format: CATALOG_FORMAT, warnings: [] };
}
