import type { InputSupplyView } from '../../../worker/views/slotViews';

/**
 * Who supplies one required input: s0 fields, earlier slots, or only later ones (an inversion),
 * and the step the request names first as its source, when it announces one.
 */
export function InputSupply({ supply }: { supply: InputSupplyView }) {
  const before = supply.producers.filter((p) => p.before);
  const after = supply.producers.filter((p) => !p.before);
  const chip = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-mono text-[11px]';
  if (supply.fromState.length === 0 && supply.producers.length === 0) {
    return (
      <span className={`${chip} bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100`}>
        nothing on this menu produces {supply.field}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {supply.fromState.map((s) => (
        <span
          key={`s0-${s}`}
          title={`the request state gives ${s}`}
          className={`${chip} bg-teal-100 text-teal-900 dark:bg-teal-900/50 dark:text-teal-100`}
        >
          s0 {s}
        </span>
      ))}
      {supply.announcedBy && (
        <span
          data-testid="input-announced"
          title={`The request names ${supply.announcedBy.join(' and ')} before this step, so its ${supply.field} is expected from there${supply.fromState.length > 0 ? ' rather than from s0 (State-Path counts s0 half until that step is placed)' : ''}.`}
          className={`${chip} bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100`}
        >
          expected from {supply.announcedBy.join(' or ')} (the request names{' '}
          {supply.announcedBy.length > 1 ? 'them' : 'it'} first)
        </span>
      )}
      {before.map((p) => (
        <span
          key={`p-${p.rank}`}
          title={p.reason}
          className={`${chip} bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100`}
        >
          #{p.rank} {p.toolId} <span className="text-sky-800 dark:text-sky-200">({p.output})</span>
        </span>
      ))}
      {after.map((p) => (
        <span
          key={`a-${p.rank}`}
          title={`${p.reason}; listed after this slot`}
          className={`${chip} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}
        >
          later #{p.rank} {p.toolId} <span className="text-amber-800 dark:text-amber-200">({p.output})</span>
        </span>
      ))}
    </span>
  );
}
