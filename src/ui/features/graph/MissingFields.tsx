import type { MenuGraphView } from '../../../worker/views/graphViews';

/** The graph's red nodes as text: each field nothing on the menu produces, with the catalog's producers and their relevance ranks. */
export function MissingFields({ graph }: { graph: MenuGraphView }) {
  const missing = graph.nodes.filter((n) => n.kind === 'missing');
  if (missing.length === 0) return null;
  return (
    // Two lines high (the rest scrolls, by keyboard too), so the graph above keeps its height.
    <ul
      aria-label="Fields nothing on the menu produces"
      data-testid="graph-missing"
      tabIndex={0}
      className="flex max-h-9 flex-col gap-0.5 overflow-y-auto text-[11px] text-rose-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-rose-300"
    >
      {missing.map((n) => (
        <li
          key={n.id}
          className="shrink-0 truncate"
          title={n.producers?.map((p) => `${p.toolId} (relevance rank ${p.relevanceRank || '—'})`).join(', ')}
        >
          <span aria-hidden="true">✗ </span>
          <span className="font-mono font-semibold">{n.label}</span>{' '}
          {n.producers && n.producers.length > 0 ? (
            <>
              produced by{' '}
              {n.producers
                .slice(0, 4)
                .map((p) => `${p.name} (rank ${p.relevanceRank || '—'})`)
                .join(', ')}
              {n.producers.length > 4 ? ` and ${n.producers.length - 4} more` : ''}
            </>
          ) : (
            'no tool in the catalog produces it'
          )}
        </li>
      ))}
    </ul>
  );
}
