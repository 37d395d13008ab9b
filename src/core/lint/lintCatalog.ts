import { buildCatalogIndex, type CatalogIndex } from '../catalog/catalogIndex';
import type { Catalog } from '../catalog/types';
import { lintDeclarations } from './lintDeclarations';
import { lintLinks } from './lintLinks';
import { lintStrictSchemas } from './lintStrictSchemas';
import { compareFindings, type LintCode, type LintFinding, type LintSeverity } from './lintTypes';

export interface LintOptions {
  /** The catalog's index when the caller has it (building one for 16,000 tools takes about a second). */
  index?: CatalogIndex;
  /** Leave these codes out. */
  ignore?: readonly LintCode[];
  /** Leave out findings below this severity (`warning` drops infos). */
  minSeverity?: LintSeverity;
}

const RANK: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Schema lint of a catalog: per tool, warnings a user can act on — field-linking gaps
 * (lintLinks.ts), declarations (lintDeclarations.ts) and what strict tool APIs reject
 * (lintStrictSchemas.ts). Errors first, then warnings, then infos, in catalog order.
 */
export function lintCatalog(catalog: Catalog, options: LintOptions = {}): LintFinding[] {
  const index = options.index ?? buildCatalogIndex(catalog);
  const ignore = new Set(options.ignore ?? []);
  const floor = RANK[options.minSeverity ?? 'info'];
  const byTool = new Map(catalog.tools.map((t, i) => [t.id, i]));
  const findings = [...lintStrictSchemas(catalog), ...lintDeclarations(catalog), ...lintLinks(index)].filter(
    (f) => !ignore.has(f.code) && RANK[f.severity] <= floor,
  );
  return findings
    .map((f, order) => ({ f, order, tool: byTool.get(f.toolId) ?? 0 }))
    .sort((a, b) => compareFindings(a.f, b.f) || a.tool - b.tool || a.order - b.order)
    .map((x) => x.f);
}

/** Counts by severity, for a summary line. */
export function countFindings(findings: readonly LintFinding[]): Record<LintSeverity, number> {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}
