import { ROLES } from '../../../core/index';
import { ROLE_FILL } from '../../shared/roleColors';

/** Key to the graph's colours and line styles. */
export function GraphLegend() {
  const swatch = (colour: string) => <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: colour }} />;
  return (
    <ul aria-label="Graph legend" className="flex flex-wrap gap-x-3 gap-y-0.5 text-[11px] text-slate-600 dark:text-slate-400">
      <li className="flex items-center gap-1">{swatch('#14b8a6')} s0 field</li>
      {ROLES.map((r) => <li key={r} className="flex items-center gap-1">{swatch(ROLE_FILL[r])} {r}</li>)}
      <li className="flex items-center gap-1"><span aria-hidden="true" className="w-4 border-t-2 border-dashed border-rose-600" /> producer listed later</li>
      <li className="flex items-center gap-1"><span aria-hidden="true" className="w-4 border-t-2 border-dotted border-rose-600" /> missing producer</li>
    </ul>
  );
}
