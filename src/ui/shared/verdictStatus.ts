import type { MenuDiagnosis } from '../../core/index';

export type VerdictStatus = 'fails' | 'warns' | 'works';

/** fails: a target is off the menu or unreachable; warns: reachable but misordered (or no target known). */
export function verdictStatus(d: MenuDiagnosis): VerdictStatus {
  if (d.targets.some((t) => !t.onMenu || !t.reachable)) return 'fails';
  if (d.inversions.length > 0 || d.targets.length === 0) return 'warns';
  return 'works';
}

export const VERDICT_CLASS: Record<VerdictStatus, string> = {
  fails: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100',
  warns: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  works:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
};

export const VERDICT_ICON: Record<VerdictStatus, string> = { fails: '✗', warns: '!', works: '✓' };
