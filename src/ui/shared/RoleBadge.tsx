import type { Role } from '../../core/index';
import { ROLE_BADGE_CLASS, ROLE_MEANING } from './roleColors';

/** A small coloured badge naming a tool's role on the path. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      title={ROLE_MEANING[role]}
      data-role={role}
      className={`inline-flex w-[4rem] shrink-0 justify-center rounded px-1 py-px text-[10.5px] font-medium ring-1 ring-inset ${ROLE_BADGE_CLASS[role]}`}
    >
      {role}
    </span>
  );
}
