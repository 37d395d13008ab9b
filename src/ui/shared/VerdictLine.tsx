import type { MenuDiagnosis } from '../../core/index';
import { VERDICT_CLASS, VERDICT_ICON, verdictStatus } from './verdictStatus';

/** The diagnosis' one-line verdict, coloured by whether the menu can finish the task. */
export function VerdictLine({ diagnosis }: { diagnosis: MenuDiagnosis }) {
  const status = verdictStatus(diagnosis);
  return (
    <p
      data-testid="verdict"
      data-status={status}
      className={`flex gap-2 rounded-md border px-2.5 py-1.5 text-xs leading-snug ${VERDICT_CLASS[status]}`}
    >
      <span aria-hidden="true" className="font-bold">
        {VERDICT_ICON[status]}
      </span>
      {/* Long tool ids and field names have no spaces: they break anywhere rather than overflow the column. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{diagnosis.verdict}</span>
    </p>
  );
}
