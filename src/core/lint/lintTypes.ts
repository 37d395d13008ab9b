import type { CatalogEdit } from '../edits/catalogEdits';

/** How bad a finding is: `error` — a strict tool API will reject the export; `warning` — breaks field linking or misleads an agent; `info` — worth a look. */
export type LintSeverity = 'error' | 'warning' | 'info';

/** Every check the schema lint runs. */
export type LintCode =
  | 'unproduced-input'
  | 'unconsumed-output'
  | 'optional-subject'
  | 'no-outputs'
  | 'inferred-outputs'
  | 'duplicate-tool-name'
  | 'duplicate-field'
  | 'missing-description'
  | 'missing-input-description'
  | 'invalid-tool-name'
  | 'description-too-long'
  | 'invalid-parameter-name'
  | 'missing-type'
  | 'unknown-type'
  | 'array-without-items';

/** Every lint code, in the order the docs list them. */
export const LINT_CODES: readonly LintCode[] = [
  'unproduced-input',
  'unconsumed-output',
  'optional-subject',
  'no-outputs',
  'inferred-outputs',
  'duplicate-tool-name',
  'duplicate-field',
  'missing-description',
  'missing-input-description',
  'invalid-tool-name',
  'description-too-long',
  'invalid-parameter-name',
  'missing-type',
  'unknown-type',
  'array-without-items',
];

/** A one-click fix: the schema edits that resolve a finding, and what a button says. */
export interface LintFix {
  label: string;
  edits: CatalogEdit[];
}

/** One thing a user can fix, located in the catalog. */
export interface LintFinding {
  code: LintCode;
  severity: LintSeverity;
  toolId: string;
  /** JSON path in the `tool-catalog/v1` document, e.g. `$.tools[3].inputs[0]`. */
  path: string;
  /** One line. */
  message: string;
  /** Where the finding has one sure remedy (`optional-subject`: mark the input required). */
  fix?: LintFix;
}

const SEVERITY_ORDER: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Errors first, then warnings, then infos; catalog order within a severity. */
export function compareFindings(a: LintFinding, b: LintFinding): number {
  return SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity];
}

/** `error    orders.get_order  $.tools[3].name  invalid-tool-name: …` — one line for a terminal. */
export function formatLintFinding(f: LintFinding): string {
  return `${f.severity.padEnd(7)} ${f.toolId}  ${f.path}  ${f.code}: ${f.message}`;
}
