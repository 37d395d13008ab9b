import type { Catalog, Tool } from '../catalog/types';
import { CHARS_PER_TOKEN, estimateTokens } from './estimateTokens';
import { exportNames } from './exportNames';
import type { ExportedName, ExportFormat, ExportOptions, ToolExport } from './exportTypes';
import type { RenamedProperty } from './propertyKeys';
import {
  anthropicDefinition,
  mcpDefinition,
  openAiChatDefinition,
  openAiResponsesDefinition,
  OPENAI_DESCRIPTION_LIMIT,
  type DefinitionContext,
} from './toolDefinitions';

const DEFINITIONS: Record<Exclude<ExportFormat, 'tool-catalog/v1'>, (tool: Tool, ctx: DefinitionContext) => unknown> = {
  mcp: mcpDefinition,
  'openai-chat': openAiChatDefinition,
  'openai-responses': openAiResponsesDefinition,
  anthropic: anthropicDefinition,
};

/** The catalog's tools with these ids, in that order; unknown ids are reported. */
function pickTools(catalog: Catalog, ids: readonly string[] | undefined, warnings: string[]): Tool[] {
  if (ids === undefined) return catalog.tools;
  const byId = new Map(catalog.tools.map((t) => [t.id, t]));
  const out: Tool[] = [];
  for (const id of ids) {
    const tool = byId.get(id);
    if (tool) out.push(tool);
    else warnings.push(`no tool with id "${id}" in catalog "${catalog.name}"; left out`);
  }
  return out;
}

/**
 * Exports a catalog, or a menu (`options.toolIds`), as MCP `tools/list`, OpenAI tools
 * (Chat Completions or Responses form), Anthropic tools or `tool-catalog/v1`. Returns the
 * exact `tools` array an agent would be given, the document to save, the exported names
 * (mapped back to tool ids) and an estimate of the prompt size (estimateTokens.ts).
 * OpenAI and Anthropic tools carry no outputs; MCP carries declared (not inferred) outputs.
 */
export function exportTools(catalog: Catalog, format: ExportFormat, options: ExportOptions = {}): ToolExport {
  const warnings: string[] = [];
  // A menu the caller already resolved (`tools`) skips mapping the whole catalog by id.
  const tools = options.tools ? [...options.tools] : pickTools(catalog, options.toolIds, warnings);
  if (format === 'tool-catalog/v1') {
    const document: Catalog = { ...catalog, tools };
    return {
      format,
      tools,
      document,
      text: `${JSON.stringify(document, null, 2)}\n`,
      names: tools.map((t) => ({ name: t.name, toolId: t.id, originalName: t.name })),
      tokens: estimateTokens(tools),
      warnings,
    };
  }
  const { names, definitions } = toolDefinitions(tools, format, options);
  if (format === 'openai-chat' || format === 'openai-responses')
    for (const t of tools)
      if (t.description.length > OPENAI_DESCRIPTION_LIMIT && t.description.trim().length > 0)
        warnings.push(
          `tool "${t.id}": its description (${t.description.length} characters) is cut to ${OPENAI_DESCRIPTION_LIMIT}, OpenAI's limit`,
        );
  const document = { tools: definitions };
  return {
    format,
    tools: definitions,
    document,
    text: `${JSON.stringify(document, null, 2)}\n`,
    names,
    tokens: estimateTokens(definitions),
    warnings,
  };
}

/** Each tool's definition in `format` under its exported name, and the names with what they replace. */
function toolDefinitions(
  tools: readonly Tool[],
  format: Exclude<ExportFormat, 'tool-catalog/v1'>,
  options: ExportOptions,
): { names: ExportedName[]; definitions: unknown[] } {
  const exported = exportNames(tools, format);
  const names: ExportedName[] = [];
  const definitions = tools.map((tool, i) => {
    const renamed: RenamedProperty[] = [];
    const name = exported[i] ?? tool.name;
    const definition = DEFINITIONS[format](tool, {
      name,
      includeInferred: options.includeInferred === true,
      strict: options.strict === true,
      renamed,
    });
    names.push({
      name,
      toolId: tool.id,
      originalName: tool.name,
      ...(renamed.length > 0 ? { properties: renamed } : {}),
    });
    return definition;
  });
  return { names, definitions };
}

/** A definition's JSON length under the name it was exported with. */
interface DefinitionLength {
  name: string;
  length: number;
}

/**
 * Each tool's definition length by format and options (`format|includeInferred|strict`): a
 * menu's tools are the catalog's own objects, the same from request to request (an edit makes
 * new ones, catalogEdits.ts), so their definitions are serialized once, not for every menu.
 */
const definitionLengths = new Map<string, WeakMap<Tool, DefinitionLength>>();

/**
 * exportTools(…).tokens.total for these tools, without the document's text or the per-tool
 * estimates: the menus view shows it for both menus of every request (exportTools serialized
 * each menu three times for it, once pretty-printed). The length of the definitions' JSON array
 * is its brackets, its commas and each definition's length (kept per tool: definitionLengths).
 */
export function exportedTokens(tools: readonly Tool[], format: ExportFormat, options: ExportOptions = {}): number {
  if (format === 'tool-catalog/v1') return Math.ceil(JSON.stringify(tools).length / CHARS_PER_TOKEN);
  const includeInferred = options.includeInferred === true;
  const strict = options.strict === true;
  const key = `${format}|${includeInferred}|${strict}`;
  let lengths = definitionLengths.get(key);
  if (!lengths) {
    lengths = new WeakMap();
    definitionLengths.set(key, lengths);
  }
  const names = exportNames(tools, format);
  let chars = tools.length === 0 ? 2 : tools.length + 1;
  for (const [i, tool] of tools.entries()) {
    const name = names[i] ?? tool.name;
    let known = lengths.get(tool);
    if (known?.name !== name) {
      known = { name, length: JSON.stringify(DEFINITIONS[format](tool, { name, includeInferred, strict })).length };
      lengths.set(tool, known);
    }
    chars += known.length;
  }
  return Math.ceil(chars / CHARS_PER_TOKEN);
}
