import type { ExportFormat, ToolExport } from './exportTypes';

/** One exported tool in `tool-export-mapping/v1`: the name an agent calls, and what it stands for. */
export interface ExportMappingTool {
  /** The name in the exported `tools` array (what the model calls). */
  name: string;
  /** The catalog tool id. */
  tool_id: string;
  /** The tool's name in the catalog (the MCP server's or the API's own). */
  original_name: string;
  /** Input property keys the format made valid, by path (`[]`: an array's items); absent when none changed. */
  properties?: { exported: string[]; original: string[] }[];
}

/**
 * `tool-export-mapping/v1`: every exported tool's name with its catalog id and original name,
 * and any renamed input keys, so a caller can route the model's tool calls (name and
 * arguments) back to the real tools.
 */
export interface ExportMappingDocument {
  format: 'tool-export-mapping/v1';
  target: ExportFormat;
  tools: ExportMappingTool[];
}

/** The mapping of one export (every tool, renamed or not). */
export function exportMapping(exported: ToolExport): ExportMappingDocument {
  return {
    format: 'tool-export-mapping/v1',
    target: exported.format,
    tools: exported.names.map((n) => ({
      name: n.name,
      tool_id: n.toolId,
      original_name: n.originalName,
      ...(n.properties
        ? { properties: n.properties.map((p) => ({ exported: p.exported, original: p.original })) }
        : {}),
    })),
  };
}

/** How many tool names and input property keys an export changed. */
export function renameCounts(exported: ToolExport): { tools: number; properties: number } {
  let tools = 0;
  let properties = 0;
  for (const n of exported.names) {
    if (n.name !== n.originalName) tools++;
    properties += n.properties?.length ?? 0;
  }
  return { tools, properties };
}

/**
 * One line on what the export renamed, with up to `examples` of each, or undefined when
 * nothing was: `3 tool names and 22 property keys changed to ones anthropic accepts:
 * "AclApi.add_mapping" → "AclApi_add_mapping", …`.
 */
export function renameSummary(exported: ToolExport, examples = 3): string | undefined {
  const { tools, properties } = renameCounts(exported);
  if (tools === 0 && properties === 0) return undefined;
  const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
  const counts = [
    ...(tools > 0 ? [plural(tools, 'tool name')] : []),
    ...(properties > 0 ? [plural(properties, 'property key')] : []),
  ].join(' and ');
  const shown: string[] = [];
  for (const n of exported.names)
    if (n.name !== n.originalName && shown.length < examples) shown.push(`"${n.originalName}" → "${n.name}"`);
  let keys = 0;
  for (const n of exported.names)
    for (const p of n.properties ?? [])
      if (keys++ < examples) shown.push(`${n.name}: "${p.original.join('.')}" → "${p.exported.join('.')}"`);
  const more = tools + properties > shown.length ? ', …' : '';
  return `${counts} changed to ones ${exported.format} accepts: ${shown.join(', ')}${more}`;
}
