import { formatCount } from '../../shared/formatNumber';

/** Display helpers of the Runs tab. */
export const formatUsd = (x: number): string => `$${x.toFixed(x < 0.01 ? 5 : 4)}`;
export const formatLatency = (ms: number): string => `${formatCount(ms)} ms`;
export const formatPercent = (x: number): string => `${(100 * x).toFixed(x >= 0.995 || x === 0 ? 0 : 1)} %`;

/** Shared classes: small section headings, buttons and inputs that follow the theme. */
export const HEADING = 'text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
export const BUTTON =
  'rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const INPUT =
  'rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
