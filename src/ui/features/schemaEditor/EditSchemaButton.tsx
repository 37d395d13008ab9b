import { useLibraryStore } from '../../stores/useLibraryStore';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

/** Opens a tool in the schema editor (from a slot's breakdown, the graph or the lint panel). */
export function EditSchemaButton({ toolId, name }: { toolId: string; name: string }) {
  const openEditor = useLibraryStore((s) => s.openEditor);
  return (
    <button
      type="button"
      onClick={() => openEditor(toolId)}
      aria-label={`Edit the schema of ${name}`}
      className={`shrink-0 ${SMALL_BUTTON}`}
    >
      Edit schema
    </button>
  );
}
