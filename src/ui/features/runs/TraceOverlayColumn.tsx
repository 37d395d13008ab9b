import type { MenuOverlayView } from '../../../worker/views/runs/runsViews';
import { METHOD_TITLE } from '../../shared/methodLabels';

/** A trace's calls on one menu: slot (or not on the menu), status, premature; the failure point and its attribution. */
export function TraceOverlayColumn({ overlay }: { overlay: MenuOverlayView }) {
  const title = METHOD_TITLE[overlay.method];
  return (
    <section
      aria-label={`${title} trace overlay`}
      data-testid={`trace-${overlay.method}`}
      className="min-w-0 rounded border border-slate-200 p-2 text-[11px] dark:border-slate-800"
    >
      <h4 className="text-xs font-semibold">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">· {overlay.outcome}</span>
      </h4>
      <ol className="flex flex-col gap-0.5">
        {overlay.calls.map((c) => (
          <li
            key={c.index}
            data-testid="trace-call"
            data-slot={c.slot ?? ''}
            className={c.index === overlay.failedAt ? 'rounded bg-rose-50 px-1 dark:bg-rose-950/60' : 'px-1'}
          >
            <span className="tabular-nums text-slate-600 dark:text-slate-400">#{c.index + 1}</span>{' '}
            <span className="font-mono break-all">{c.toolId ?? c.name}</span>{' '}
            <span data-testid="trace-slot">
              {c.slot !== undefined ? `slot ${c.slot}` : c.toolId ? 'not on the menu' : 'unmatched'}
            </span>
            {c.status === 'error' && <span className="text-rose-700 dark:text-rose-300"> · error</span>}
            {c.premature && (
              <span className="text-rose-700 dark:text-rose-300" title={`missing: ${c.missingInputs.join(', ')}`}>
                {' '}
                · premature
              </span>
            )}
            {c.nearDuplicateOf && (
              <span className="text-amber-800 dark:text-amber-300"> · near-duplicate of {c.nearDuplicateOf}</span>
            )}
          </li>
        ))}
      </ol>
      <dl className="mt-1 flex flex-col gap-0.5 text-[10px] break-words">
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">first premature: </dt>
          <dd className="inline">
            {overlay.firstPremature !== undefined ? `call #${overlay.firstPremature + 1}` : 'none'}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">failed at: </dt>
          <dd className="inline">
            {overlay.failedAt !== undefined ? `call #${overlay.failedAt + 1}` : 'no failed call'}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-400">attribution: </dt>
          <dd className="inline" data-testid="trace-attribution">
            {overlay.attribution.cause}
            {overlay.attribution.detail ? ` — ${overlay.attribution.detail}` : ''}
          </dd>
        </div>
      </dl>
    </section>
  );
}
