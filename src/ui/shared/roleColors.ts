import type { Role } from '../../core/index';

/** Badge classes per role: one hue each, readable in light and dark themes. */
export const ROLE_BADGE_CLASS: Record<Role, string> = {
  entry:
    'bg-emerald-100 text-emerald-800 ring-emerald-300 dark:bg-emerald-900/60 dark:text-emerald-200 dark:ring-emerald-700',
  bridge: 'bg-sky-100 text-sky-800 ring-sky-300 dark:bg-sky-900/60 dark:text-sky-200 dark:ring-sky-700',
  target:
    'bg-violet-100 text-violet-800 ring-violet-300 dark:bg-violet-900/60 dark:text-violet-200 dark:ring-violet-700',
  terminal: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/60 dark:text-amber-200 dark:ring-amber-700',
  none: 'bg-slate-100 text-slate-600 ring-slate-300 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-600',
};

/** Node fill per role in the graph (canvas colours, same hues as the badges). */
export const ROLE_FILL: Record<Role, string> = {
  entry: '#10b981',
  bridge: '#0ea5e9',
  target: '#8b5cf6',
  terminal: '#f59e0b',
  none: '#94a3b8',
};

/** What each role means on the path s0 → ENTRY → BRIDGE* → TARGET [→ TERMINAL]. */
export const ROLE_MEANING: Record<Role, string> = {
  entry: 'entry: callable from the request state s0',
  bridge: 'bridge: carries a field a later step needs',
  target: 'target: the call that does what the request asks',
  terminal: 'terminal: consumes the target’s output to finish the job',
  none: 'none: not on a path to a likely target',
};
