import { useState } from 'react';
import { descriptionText, type CatalogEdit } from '../../../core/index';
import { useLibraryActions } from '../../queries/useLibraryActions';
import { useFieldAliases, useToolSchema } from '../../queries/useToolSchema';
import { plainText } from '../../shared/toolText';
import { useLibraryStore } from '../../stores/useLibraryStore';
import { Drawer } from '../library/Drawer';
import { EditHistoryControls } from '../library/EditHistoryControls';
import { AliasEditor } from './AliasEditor';
import { FieldTable } from './FieldTable';
import { FIELD_TYPES, TYPES_LIST_ID } from './FieldRow';
import { EditedBadge } from './EditedBadge';

/**
 * The schema editor of one tool: inputs (required, types), outputs (inferred ones to accept or
 * reject) and the field aliases, edited inline. Every change is a schema edit the worker stores
 * before it answers; the menus, graph and diagnosis rebuild from the edited catalog.
 */
export function SchemaEditor({ toolId }: { toolId: string }) {
  const closeEditor = useLibraryStore((s) => s.closeEditor);
  const schema = useToolSchema(toolId);
  const aliases = useFieldAliases();
  const { applyEdits, decideInferred } = useLibraryActions();
  const [error, setError] = useState<string | null>(null);
  const run = (action: Promise<void>): void => {
    setError(null);
    action.catch((e: unknown) => setError((e as Error).message));
  };
  const onEdits = (edits: CatalogEdit[]): void => run(applyEdits(edits));
  const tool = schema.data;
  const label = `Schema editor: ${tool?.name ?? toolId}`;
  return (
    <Drawer label={label} side="right" onClose={closeEditor} testId="schema-editor">
      <datalist id={TYPES_LIST_ID}>
        {FIELD_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {schema.error ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {schema.error.message}
        </p>
      ) : !tool ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Reading the tool…</p>
      ) : (
        <div className="flex flex-col gap-3">
          <header className="flex flex-col gap-0.5">
            <p className="flex items-center gap-2">
              <span className="truncate text-base font-semibold text-slate-900 dark:text-slate-50">{tool.name}</span>
              {tool.edited && <EditedBadge />}
            </p>
            <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
              {tool.toolId}
              {tool.category ? ` · ${tool.category}` : ''}
            </p>
            {tool.description && <ToolDescription description={tool.description} />}
          </header>
          <EditHistoryControls />
          {error && (
            <p
              role="alert"
              className="rounded bg-rose-50 px-2 py-1 text-xs text-rose-800 dark:bg-rose-950 dark:text-rose-200"
            >
              {error}
            </p>
          )}
          <FieldTable
            toolId={tool.toolId}
            side="inputs"
            fields={tool.inputs}
            onEdits={onEdits}
            onDecide={() => undefined}
          />
          <FieldTable
            toolId={tool.toolId}
            side="outputs"
            fields={tool.outputs}
            onEdits={onEdits}
            onDecide={(index, decision) => run(decideInferred(tool.toolId, index, decision))}
          />
          <p className="text-[11px] text-slate-600 dark:text-slate-400">
            <span className="rounded border border-dashed border-violet-400 px-1 italic">dashed italic</span> outputs
            were inferred from the description, name or a response example (hover for the evidence): accept to declare
            them, reject to drop them.
          </p>
          {aliases.data && (
            <AliasEditor
              fields={[...new Set([...tool.inputs, ...tool.outputs].map((f) => f.name))]}
              aliases={aliases.data.aliases}
              onEdits={onEdits}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}

/** The tool's description as text, as the breakdown and Why not? show it (HTML and markdown read, never rendered). */
function ToolDescription({ description }: { description: string }) {
  const text = plainText(descriptionText(description));
  return (
    <p
      data-testid="schema-description"
      className="line-clamp-3 text-xs text-slate-700 dark:text-slate-300"
      title={text}
    >
      {text}
    </p>
  );
}
