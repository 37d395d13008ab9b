import { InputError, readInputFile } from '../../adapters/node/readInputFile';
import {
  CATALOG_FORMATS, LINT_CODES, SourceError, countFindings, formatLintFinding, formatProblem, importCatalogFiles, lintCatalog,
  type CatalogFormat, type LintCode, type LintSeverity,
} from '../../core/index';
import { checkKnown, optional, type ParsedArgs } from '../args';

const SEVERITIES: readonly LintSeverity[] = ['error', 'warning', 'info'];

/**
 * `lint`: schema lint of one or more catalogs in any supported format (tool-catalog/v1, MCP,
 * OpenAI, Anthropic, OpenAPI / Swagger in JSON or YAML, ToolBench). One line per finding on
 * stdout (`--json`: a JSON document), import warnings on stderr.
 */
export function lintCommand(args: ParsedArgs): void {
  checkKnown(args, ['catalog', 'format', 'min-severity', 'ignore', 'json']);
  const paths = args.options.get('catalog') ?? [];
  if (paths.length === 0) throw new InputError('missing --catalog FILE');
  const format = optional(args, 'format');
  if (format !== undefined && !(CATALOG_FORMATS as readonly string[]).includes(format)) {
    throw new InputError(`--format must be one of ${CATALOG_FORMATS.join(', ')}, got "${format}"`);
  }
  const minSeverity = optional(args, 'min-severity') ?? 'info';
  if (!(SEVERITIES as readonly string[]).includes(minSeverity)) throw new InputError(`--min-severity must be error, warning or info, got "${minSeverity}"`);
  const ignore = (optional(args, 'ignore') ?? '').split(',').map((c) => c.trim()).filter((c) => c.length > 0);
  const unknown = ignore.find((c) => !(LINT_CODES as readonly string[]).includes(c));
  if (unknown !== undefined) throw new InputError(`--ignore: unknown lint code "${unknown}" (codes: ${LINT_CODES.join(', ')})`);
  let imported;
  try {
    imported = importCatalogFiles(paths.map((file) => ({ file, text: readInputFile(file) })), format === undefined ? {} : { format: format as CatalogFormat });
  } catch (e) {
    if (e instanceof SourceError) throw new InputError(e.message);
    throw e;
  }
  for (const w of imported.warnings) process.stderr.write(`warning: ${formatProblem(w)}\n`);
  const findings = lintCatalog(imported.catalog, { minSeverity: minSeverity as LintSeverity, ignore: ignore as LintCode[] });
  const counts = countFindings(findings);
  if (args.flags.has('json')) {
    process.stdout.write(`${JSON.stringify({ catalog: imported.catalog.name, formats: imported.formats, counts, findings }, null, 2)}\n`);
    return;
  }
  for (const f of findings) process.stdout.write(`${formatLintFinding(f)}\n`);
  process.stdout.write(`${imported.catalog.tools.length} tools: ${counts.error} errors, ${counts.warning} warnings, ${counts.info} notes\n`);
}
