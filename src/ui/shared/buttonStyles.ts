/** The small outlined button of toolbars and headers (Export, Keep as baseline, Edit schema, …). */
export const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
