import { useLibraryStore } from '../../stores/useLibraryStore';

/** Opens a tool in the schema editor (from a slot's breakdown, the graph or the lint panel). */
export function EditSchemaButton({ toolId, name }: { toolId: string; name: string }) {
  const openEditor = useLibraryStore((s) => s.openEditor);
  return (
    <button
      type="button"
      onClick={() => openEditor(toolId)}
      aria-label={`Edit the schema of ${name}`}
      className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      Edit schema
    </button>
  );
}
