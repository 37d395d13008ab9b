import { descriptionText } from '../../core/index';
import type { AliasesView, ToolSchemaView } from '../views/workspaceViews';
import type { OpenCatalog } from './catalogLibrary';

/** One tool's current and original fields in the open catalog, for the schema editor. */
export function toolSchemaView(open: OpenCatalog, toolId: string): ToolSchemaView {
  const tool = open.session.catalog.tools.find((t) => t.id === toolId);
  if (!tool) throw new Error(`no tool with id "${toolId}" in ${open.meta.name}`);
  const original = open.inputs.base.tools.find((t) => t.id === toolId);
  const view: ToolSchemaView = {
    catalogId: open.meta.id,
    toolId,
    name: tool.name,
    description: descriptionText(tool.description),
    inputs: tool.inputs,
    outputs: tool.outputs,
    original: original ? { inputs: original.inputs, outputs: original.outputs } : null,
    edited: open.session.editedTools?.has(toolId) ?? false,
  };
  if (tool.category !== undefined) view.category = tool.category;
  return view;
}

/** The open catalog's field aliases (as edited). */
export function aliasesView(open: OpenCatalog): AliasesView {
  return { catalogId: open.meta.id, aliases: open.session.catalog.field_aliases ?? {} };
}
