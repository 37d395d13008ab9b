/** The task's gold path: the ordered chain, or the unordered gold tools. */
export function GoldChain({ gold }: { gold: { chain: string[]; tools: string[] } }) {
  const ordered = gold.chain.length > 0;
  const ids = ordered ? gold.chain : gold.tools;
  if (ids.length === 0) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <span className="shrink-0 font-semibold whitespace-nowrap">{ordered ? 'Gold chain' : 'Gold tools'}</span>
      <ol aria-label={ordered ? 'Gold chain' : 'Gold tools'} className="flex min-w-0 flex-wrap items-center gap-1">
        {ids.map((id, k) => (
          <li key={id} className="flex items-center gap-1 font-mono text-[11px]">
            {k > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                {ordered ? '→' : '·'}
              </span>
            )}
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
              {id}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
