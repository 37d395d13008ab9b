import { countFindings, lintCatalog, type LintFinding, type LintSeverity } from '../../core/index';
import type { InspectorSession } from '../demoSession';

/** One finding with the name of its tool (the panel groups by tool). */
export interface LintFindingView extends LintFinding {
  toolName: string;
}

/** The open catalog's schema lint (lintCatalog), for the lint panel. */
export interface LintView {
  catalogId: string;
  revision: number;
  counts: Record<LintSeverity, number>;
  findings: LintFindingView[];
}

/** Lints the session's (edited) catalog with its index: errors, then warnings, then infos. */
export function lintView(session: InspectorSession): LintView {
  const findings = lintCatalog(session.catalog, { index: session.index });
  const names = new Map(session.catalog.tools.map((t) => [t.id, t.name]));
  return {
    catalogId: session.catalogId ?? '',
    revision: session.revision ?? 0,
    counts: countFindings(findings),
    findings: findings.map((f) => ({ ...f, toolName: names.get(f.toolId) ?? f.toolId })),
  };
}
