import type { MenusView } from '../../../worker/views/inspectorViews';
import { StateFieldChip } from './StateFieldChip';

/** The selected task: its query, the state fields s0 and the gold path when known. */
export function TaskHeader({ menus }: { menus: MenusView }) {
  const gold = menus.gold;
  const ordered = (gold?.chain.length ?? 0) > 0;
  const goldIds = ordered ? (gold?.chain ?? []) : (gold?.tools ?? []);
  return (
    <section aria-label="Selected task" className="flex flex-col gap-1.5">
      <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{menus.taskId}</p>
      <h1 data-testid="task-query" className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">{menus.query}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-slate-600 dark:text-slate-300">
        <div className="flex items-center gap-1.5">
          <span className="shrink-0 font-semibold whitespace-nowrap">State s0</span>
          {menus.state.length === 0 ? (
            <span className="italic text-slate-500">none found in the request</span>
          ) : (
            <ul aria-label="State fields" className="flex flex-wrap gap-1">
              {menus.state.map((f) => <StateFieldChip key={f.name} field={f} />)}
            </ul>
          )}
        </div>
        {goldIds.length > 0 && (
          <div className="flex min-w-0 items-center gap-1.5">
            <span className="shrink-0 font-semibold whitespace-nowrap">{ordered ? 'Gold chain' : 'Gold tools'}</span>
            <ol aria-label={ordered ? 'Gold chain' : 'Gold tools'} className="flex min-w-0 flex-wrap items-center gap-1">
              {goldIds.map((id, k) => (
                <li key={id} className="flex items-center gap-1 font-mono text-[11px]">
                  {k > 0 && <span aria-hidden="true" className="text-slate-400">{ordered ? '→' : '·'}</span>}
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">{id}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
