import type { Catalog, FieldSpec, Tool, ToolEffects } from '../catalog/types';

/** Which list of a tool an edit touches. */
export type FieldSide = 'inputs' | 'outputs';

/**
 * One schema edit a user makes in the inspector. Edits address tools by id (stable across
 * edits) and fields by position, and are applied in order; the list is what the app persists
 * and exports (`tool-catalog-edits/v1`).
 */
export type CatalogEdit =
  | { op: 'add-field'; tool: string; side: FieldSide; field: FieldSpec; at?: number }
  | { op: 'update-field'; tool: string; side: FieldSide; index: number; field: FieldSpec }
  | { op: 'remove-field'; tool: string; side: FieldSide; index: number }
  | {
      op: 'update-tool';
      tool: string;
      patch: { name?: string; description?: string; category?: string; effects?: ToolEffects };
    }
  | { op: 'set-aliases'; canonical: string; aliases: string[] };

export const EDITS_FORMAT = 'tool-catalog-edits/v1';

/** The export of a user's edits. */
export interface EditsDocument {
  format: typeof EDITS_FORMAT;
  catalog: string;
  edits: CatalogEdit[];
}

/** A problem applying an edit (the catalog changed under it, or it is malformed). */
export class EditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditError';
  }
}

function withTool(catalog: Catalog, id: string, change: (tool: Tool) => Tool): Catalog {
  const at = catalog.tools.findIndex((t) => t.id === id);
  const tool = catalog.tools[at];
  if (!tool) throw new EditError(`no tool with id "${id}" in catalog "${catalog.name}"`);
  const tools = catalog.tools.slice();
  tools[at] = change(tool);
  return { ...catalog, tools };
}

function checkField(field: FieldSpec): FieldSpec {
  if (typeof field.name !== 'string' || field.name.trim().length === 0)
    throw new EditError('a field needs a non-empty name');
  return field;
}

/** Applies one edit, returning a new catalog (the input is not mutated; unchanged tools are shared). */
export function applyEdit(catalog: Catalog, edit: CatalogEdit): Catalog {
  switch (edit.op) {
    case 'add-field':
      return withTool(catalog, edit.tool, (t) => {
        const list = t[edit.side].slice();
        list.splice(Math.min(edit.at ?? list.length, list.length), 0, checkField(edit.field));
        return { ...t, [edit.side]: list };
      });
    case 'update-field':
      return withTool(catalog, edit.tool, (t) => {
        if (!t[edit.side][edit.index])
          throw new EditError(`${edit.tool} has no ${edit.side.slice(0, -1)} at position ${edit.index}`);
        const list = t[edit.side].slice();
        list[edit.index] = checkField(edit.field);
        return { ...t, [edit.side]: list };
      });
    case 'remove-field':
      return withTool(catalog, edit.tool, (t) => {
        if (!t[edit.side][edit.index])
          throw new EditError(`${edit.tool} has no ${edit.side.slice(0, -1)} at position ${edit.index}`);
        return { ...t, [edit.side]: t[edit.side].filter((_, k) => k !== edit.index) };
      });
    case 'update-tool':
      return withTool(catalog, edit.tool, (t) => ({ ...t, ...edit.patch }));
    case 'set-aliases': {
      const aliases = { ...(catalog.field_aliases ?? {}) };
      const names = [...new Set(edit.aliases.map((a) => a.trim()).filter((a) => a.length > 0))];
      if (names.length === 0) delete aliases[edit.canonical];
      else aliases[edit.canonical] = names;
      return { ...catalog, field_aliases: aliases };
    }
  }
}

/** Applies edits in order. */
export function applyEdits(catalog: Catalog, edits: readonly CatalogEdit[]): Catalog {
  return edits.reduce(applyEdit, catalog);
}

/** Ids of the tools an edit list touches (for the "edited" badge). */
export function editedToolIds(edits: readonly CatalogEdit[]): Set<string> {
  return new Set(edits.flatMap((e) => (e.op === 'set-aliases' ? [] : [e.tool])));
}

/** One line describing an edit, for the history list. */
export function describeEdit(edit: CatalogEdit): string {
  switch (edit.op) {
    case 'add-field':
      return `${edit.tool}: add ${edit.side === 'inputs' ? 'input' : 'output'} ${edit.field.name}${edit.field.required ? ' (required)' : ''}`;
    case 'update-field':
      return `${edit.tool}: change ${edit.side === 'inputs' ? 'input' : 'output'} #${edit.index + 1} to ${edit.field.name}`;
    case 'remove-field':
      return `${edit.tool}: remove ${edit.side === 'inputs' ? 'input' : 'output'} #${edit.index + 1}`;
    case 'update-tool':
      return `${edit.tool}: set ${Object.keys(edit.patch).join(', ')}`;
    case 'set-aliases':
      return edit.aliases.length > 0
        ? `aliases of ${edit.canonical}: ${edit.aliases.join(', ')}`
        : `remove aliases of ${edit.canonical}`;
  }
}
