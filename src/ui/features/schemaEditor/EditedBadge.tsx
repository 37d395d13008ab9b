import { useEditedTools } from '../../queries/useWorkspace';

/** The "edited" mark of a tool whose schema the user changed. */
export function EditedBadge() {
  return (
    <span
      data-testid="edited-badge"
      title="You edited this tool’s schema"
      className="shrink-0 rounded bg-violet-100 px-1 py-px text-[10px] font-semibold text-violet-800 not-italic dark:bg-violet-950 dark:text-violet-200"
    >
      edited
    </span>
  );
}

/** The badge when this tool has edits. */
export function EditedBadgeFor({ toolId }: { toolId: string }) {
  return useEditedTools().has(toolId) ? <EditedBadge /> : null;
}

/** The pencil mark menu rows draw for an edited tool (the row list reads the edited tools once for all rows). */
export function EditedMark() {
  return (
    <span
      data-testid="edited-badge"
      role="img"
      aria-label="edited"
      title="You edited this tool’s schema"
      className="shrink-0 text-[11px] text-violet-700 dark:text-violet-300"
    >
      ✎
    </span>
  );
}
