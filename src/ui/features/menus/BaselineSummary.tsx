import type { MenuMethod } from '../../../core/index';
import { useViewStore } from '../../stores/useViewStore';
import { useWhyNotStore } from '../../stores/useWhyNotStore';
import type { MenuMoves } from '../../../core/index';

/** The tools named in a summary, at most this many (the rest counted). */
const LEFT_SHOWN = 6;

/**
 * Under a menu's verdict, once a baseline is kept: how many tools are new, moved or left since,
 * and which left (State-Path's open in **Why not?**, which says what took their place).
 */
export function BaselineSummary({
  moves,
  method,
  nameOf,
}: {
  moves: MenuMoves;
  method: MenuMethod;
  /** The name a row shows for a tool id (the menu's shared prefix dropped). */
  nameOf: (toolId: string) => string;
}) {
  const setWhyNot = useWhyNotStore((s) => s.setToolId);
  const setDetailTab = useViewStore((s) => s.setDetailTab);
  const { added, moved, left } = moves;
  const same = added === 0 && moved === 0 && left.length === 0;
  const counts = [
    added > 0 ? `${added} new` : '',
    moved > 0 ? `${moved} moved (${moves.reordered} reordered)` : '',
    left.length > 0 ? `${left.length} left` : '',
  ].filter(Boolean);
  return (
    <p data-testid="baseline-summary" className="text-xs text-slate-600 dark:text-slate-300">
      <span className="font-medium">Since the baseline:</span>{' '}
      {same ? (
        'the same tools in the same slots'
      ) : (
        <>
          {counts.join(' · ')}
          {left.length > 0 && ': '}
          {left.slice(0, LEFT_SHOWN).map((l, k) => (
            <span key={l.toolId}>
              {k > 0 && ', '}
              {method === 'state-path' ? (
                <button
                  type="button"
                  className="font-medium text-sky-800 underline decoration-dotted hover:text-sky-950 dark:text-sky-300 dark:hover:text-sky-100"
                  title={`Why is ${l.toolId} no longer on the State-Path menu?`}
                  onClick={() => {
                    setWhyNot(l.toolId);
                    setDetailTab('whyNot');
                  }}
                >
                  {nameOf(l.toolId)}
                </button>
              ) : (
                <span className="font-medium" title={l.toolId}>
                  {nameOf(l.toolId)}
                </span>
              )}{' '}
              (was {l.rank})
            </span>
          ))}
          {left.length > LEFT_SHOWN && ` and ${left.length - LEFT_SHOWN} more`}
        </>
      )}
    </p>
  );
}
