import type { TermView } from '../../../worker/views/slotViews';
import { formatScore } from '../../shared/formatNumber';

/**
 * One score term as a labelled horizontal bar around a zero line: positive contributions grow
 * right, negative ones left, all on the menu-wide `scale` so slots compare.
 */
export function TermBar({ term, scale, signed }: { term: TermView; scale: number; signed: boolean }) {
  const share = scale > 0 ? Math.min(1, Math.abs(term.value) / scale) : 0;
  // With negative terms in the group the zero line sits at 30 %, else at the left edge.
  const zero = signed ? 30 : 0;
  const room = 100 - zero;
  const width = share * (term.value < 0 ? zero : room);
  const left = term.value < 0 ? zero - width : zero;
  const colour = term.total ? 'bg-slate-700 dark:bg-slate-300' : term.value < 0 ? 'bg-rose-500' : 'bg-sky-500';
  const rawText = term.raw !== undefined ? ` (raw ${formatScore(term.raw)})` : '';
  return (
    <li
      data-testid={`term-${term.key}`}
      aria-label={`${term.symbol}, ${term.label}: ${formatScore(term.value)}${rawText}`}
      title={`${term.label}${rawText}`}
      className={`grid grid-cols-[3.6rem_minmax(0,1fr)_3.6rem] items-center gap-2 text-xs ${term.total ? 'font-semibold' : ''}`}
    >
      <span className="truncate font-mono text-slate-700 dark:text-slate-200">{term.symbol}</span>
      <span className="relative h-3 rounded-sm bg-slate-100 dark:bg-slate-800">
        {signed && <span className="absolute inset-y-0 left-[30%] w-px bg-slate-400" />}
        <span className={`absolute inset-y-0 rounded-sm ${colour}`} style={{ left: `${left}%`, width: `${width}%` }} />
      </span>
      <span className="text-right font-mono tabular-nums text-slate-800 dark:text-slate-100">
        {formatScore(term.value)}
      </span>
    </li>
  );
}
