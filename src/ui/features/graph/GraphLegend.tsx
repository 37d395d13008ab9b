import { ROLES } from '../../../core/index';
import { useResolvedTheme } from '../../app/useResolvedTheme';
import { ROLE_FILL } from '../../shared/roleColors';
import { STRENGTH_COLOURS } from './graphStyle';

/** Key to the graph's colours and line styles (and, overlaid, to which menu holds a node). */
export function GraphLegend({ overlay = false }: { overlay?: boolean }) {
  const theme = useResolvedTheme();
  const [weak, strong] = STRENGTH_COLOURS[theme];
  const swatch = (colour: string) => (
    <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: colour }} />
  );
  return (
    <ul
      aria-label="Graph legend"
      className="flex flex-wrap gap-x-3 gap-y-0.5 text-[11px] text-slate-600 dark:text-slate-400"
    >
      <li className="flex items-center gap-1">{swatch('#14b8a6')} s0 field</li>
      {ROLES.map((r) => (
        <li key={r} className="flex items-center gap-1">
          {swatch(ROLE_FILL[r])} {r}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span
          aria-hidden="true"
          className="h-1 w-6 rounded"
          style={{ background: `linear-gradient(to right, ${weak}, ${strong})` }}
        />{' '}
        link weak → strong
      </li>
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-rose-600" /> producer listed later
      </li>
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-2.5 w-3 rounded-sm border-2 border-dashed border-rose-600" />{' '}
        field nothing produces
      </li>
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="text-rose-600">
          ⚠
        </span>{' '}
        listed before its producer
      </li>
      <li className="flex items-center gap-1">
        <span
          aria-hidden="true"
          className="inline-block h-2.5 w-3 rounded-sm outline-2 outline-offset-1 outline-rose-600 outline-dotted"
        />{' '}
        blocked: on the menu, lacks an input
      </li>
      {overlay && (
        <>
          <li className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-3 rounded-sm border-4 border-double border-slate-500"
            />{' '}
            on both menus
          </li>
          <li className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-3 rounded-sm border-2 border-dashed border-slate-500"
            />{' '}
            relevance only
          </li>
        </>
      )}
    </ul>
  );
}
