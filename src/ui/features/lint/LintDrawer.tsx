import { useState } from 'react';
import type { LintSeverity } from '../../../core/index';
import type { LintFindingView } from '../../../worker/views/lintView';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useLint } from '../../queries/useLint';
import { useLibraryStore } from '../../stores/useLibraryStore';
import { Drawer } from '../library/Drawer';
import { EditHistoryControls } from '../library/EditHistoryControls';

const SEVERITY_TONE: Record<LintSeverity, string> = {
  error: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  info: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Findings grouped by tool, in the order lintCatalog returns them (errors first). */
function byTool(
  findings: readonly LintFindingView[],
): { toolId: string; toolName: string; findings: LintFindingView[] }[] {
  const groups = new Map<string, { toolId: string; toolName: string; findings: LintFindingView[] }>();
  for (const f of findings) {
    const group = groups.get(f.toolId) ?? { toolId: f.toolId, toolName: f.toolName, findings: [] };
    group.findings.push(f);
    groups.set(f.toolId, group);
  }
  return [...groups.values()];
}

/**
 * Schema lint of the open (edited) catalog, per tool; a tool opens in the schema editor, and a
 * finding with one sure remedy (an optional input the tool acts on) applies it as a schema edit.
 */
export function LintDrawer() {
  const setDrawer = useLibraryStore((s) => s.setDrawer);
  const openEditor = useLibraryStore((s) => s.openEditor);
  const { applyEdits } = useLibraryActions();
  const [fixError, setFixError] = useState<string | null>(null);
  const lint = useLint(true);
  const data = lint.data;
  const applyFix = (f: LintFindingView): void => {
    if (!f.fix) return;
    setFixError(null);
    applyEdits(f.fix.edits).catch((e: unknown) => setFixError((e as Error).message));
  };
  return (
    <Drawer label="Schema lint" side="left" onClose={() => setDrawer(null)} testId="lint-drawer">
      {lint.error ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {lint.error.message}
        </p>
      ) : !data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Linting the catalog…</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p data-testid="lint-counts" className="text-xs text-slate-600 dark:text-slate-300">
            {counted(data.counts.error, 'error')} · {counted(data.counts.warning, 'warning')} ·{' '}
            {counted(data.counts.info, 'info')}. Errors are what strict tool-calling APIs reject; warnings break field
            linking.
          </p>
          <EditHistoryControls />
          {fixError && (
            <p role="alert" className="text-xs text-rose-700 dark:text-rose-300">
              {fixError}
            </p>
          )}
          <ul aria-label="Lint findings by tool" className="flex flex-col gap-2">
            {byTool(data.findings).map((group) => (
              <li
                key={group.toolId}
                data-testid="lint-tool"
                className="rounded-md border border-slate-200 p-2 dark:border-slate-700"
              >
                <button
                  type="button"
                  onClick={() => openEditor(group.toolId)}
                  aria-label={`Edit the schema of ${group.toolName} (${group.findings.length} findings)`}
                  className="flex w-full items-baseline gap-2 text-left hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                  <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                    {group.toolName}
                  </span>
                  <span className="truncate font-mono text-[11px] text-slate-600 dark:text-slate-400">
                    {group.toolId}
                  </span>
                  <span className="ml-auto shrink-0 text-xs text-sky-700 dark:text-sky-300">Edit schema →</span>
                </button>
                <ul className="mt-1 flex flex-col gap-1">
                  {group.findings.map((f, i) => (
                    <li key={i} className="flex items-start gap-2 text-xs">
                      <span
                        className={`shrink-0 rounded px-1 py-px text-[10px] font-semibold uppercase ${SEVERITY_TONE[f.severity]}`}
                      >
                        {f.severity}
                      </span>
                      <span className="min-w-0">
                        <span className="text-slate-800 dark:text-slate-200">{f.message}</span>
                        <span className="block font-mono text-[10px] text-slate-600 dark:text-slate-400">
                          {f.code} · {f.path}
                        </span>
                        {f.fix && (
                          <button
                            type="button"
                            data-testid="lint-fix"
                            onClick={() => applyFix(f)}
                            aria-label={`${f.fix.label} in ${group.toolName}`}
                            className="mt-1 rounded border border-sky-300 px-1.5 py-px text-[11px] text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-sky-700 dark:text-sky-200 dark:hover:bg-sky-950"
                          >
                            {f.fix.label}
                          </button>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {data.findings.length === 0 && (
            <p className="text-sm text-emerald-700 dark:text-emerald-300">
              No findings: every tool is declared cleanly.
            </p>
          )}
        </div>
      )}
    </Drawer>
  );
}
