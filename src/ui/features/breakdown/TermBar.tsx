import type { TermView } from '../../../worker/views/slotViews';
import { formatScore } from '../../shared/formatNumber';
import { glossaryEntry } from '../../shared/glossary';

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
  // Plain words on the bar; the symbol, the formula and the worker's label (with the weight) on hover.
  const entry = glossaryEntry(term.key);
  const plain = entry?.plain ?? term.label;
  const hover = [`${term.symbol}: ${term.label}${rawText}`, entry?.formula].filter(Boolean).join('\n');
  return (
    <li
      data-testid={`term-${term.key}`}
      aria-label={`${term.symbol}, ${term.label}: ${formatScore(term.value)}${rawText}`}
      title={hover}
      className={`grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)_3.2rem] items-center gap-2 text-xs ${term.total ? 'font-semibold' : ''}`}
    >
      <span className="flex min-w-0 items-baseline gap-1 text-slate-700 dark:text-slate-200">
        <span className="truncate">{plain}</span>
        <span className="shrink-0 font-mono text-[10px] text-slate-600 dark:text-slate-400">{term.symbol}</span>
      </span>
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
