import { InputError } from '../../adapters/node/readInputFile';
import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import {
  LINT_CODES,
  applyEdits,
  countFindings,
  formatLintFinding,
  lintCatalog,
  type LintCode,
  type LintSeverity,
  serializeCatalog,
} from '../../core/index';
import { checkKnown, optional, type ParsedArgs } from '../args';
import { CATALOG_OPTIONS, loadCatalogsFromArgs } from '../loadInputs';

const SEVERITIES: readonly LintSeverity[] = ['error', 'warning', 'info'];

/**
 * `lint`: schema lint of one or more catalogs in any supported format (tool-catalog/v1, MCP,
 * OpenAI, Anthropic, OpenAPI / Swagger in JSON or YAML, ToolBench). One line per finding on
 * stdout (`--json`: a JSON document), import warnings on stderr; exit code 1 when any finding
 * is an error. `--write-fixed FILE` writes the catalog as `tool-catalog/v1` with every
 * reported finding's fix applied (`optional-subject`: the input marked required).
 */
export function lintCommand(args: ParsedArgs): number {
  checkKnown(args, [...CATALOG_OPTIONS, 'min-severity', 'ignore', 'json', 'write-fixed']);
  const minSeverity = optional(args, 'min-severity') ?? 'info';
  if (!(SEVERITIES as readonly string[]).includes(minSeverity))
    throw new InputError(`--min-severity must be error, warning or info, got "${minSeverity}"`);
  const ignore = (optional(args, 'ignore') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const unknown = ignore.find((c) => !(LINT_CODES as readonly string[]).includes(c));
  if (unknown !== undefined)
    throw new InputError(`--ignore: unknown lint code "${unknown}" (codes: ${LINT_CODES.join(', ')})`);
  const catalog = loadCatalogsFromArgs(args);
  const findings = lintCatalog(catalog, { minSeverity: minSeverity as LintSeverity, ignore: ignore as LintCode[] });
  const counts = countFindings(findings);
  const fixedPath = optional(args, 'write-fixed');
  if (fixedPath !== undefined) {
    const fixes = findings.flatMap((f) => f.fix?.edits ?? []);
    writeOutputFile(fixedPath, serializeCatalog(applyEdits(catalog, fixes)));
    process.stderr.write(
      `${fixedPath}: the catalog with ${fixes.length} fix${fixes.length === 1 ? '' : 'es'} applied\n`,
    );
  }
  if (args.flags.has('json'))
    process.stdout.write(`${JSON.stringify({ catalog: catalog.name, counts, findings }, null, 2)}\n`);
  else {
    for (const f of findings) process.stdout.write(`${formatLintFinding(f)}\n`);
    process.stdout.write(
      `${catalog.tools.length} tools: ${counts.error} errors, ${counts.warning} warnings, ${counts.info} notes\n`,
    );
  }
  // Like other linters: exit 1 when a finding is an error, so scripts can gate on it.
  return counts.error > 0 ? 1 : 0;
}
