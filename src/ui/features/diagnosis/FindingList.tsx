import type { ReactNode } from 'react';

/** A titled list of diagnosis findings; says "none" when empty. */
export function FindingList<T>({
  title,
  items,
  render,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  return (
    // A group, not a region: both menus' cards hold the same lists, and landmarks must differ.
    <div role="group" aria-label={title} className="flex flex-col gap-0.5">
      <h4 className="text-[11px] font-semibold text-slate-600 dark:text-slate-300">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({items.length})</span>
      </h4>
      {items.length === 0 ? (
        <p className="text-xs italic text-slate-600 dark:text-slate-400">none</p>
      ) : (
        <ul className="flex list-disc flex-col gap-0.5 pl-4 text-xs text-slate-700 marker:text-slate-400 dark:text-slate-300">
          {items.map((item, k) => (
            <li key={k}>{render(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
