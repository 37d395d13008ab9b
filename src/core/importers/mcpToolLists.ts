import type { PathSegment } from '../catalog/sourceErrors';
import { isObject } from '../catalog/validator';

/** One list of MCP tools in a document, with the server it belongs to (when several are saved). */
export interface McpToolList {
  server?: string;
  tools: unknown;
  at: PathSegment[];
}

/** `{tools}` or the JSON-RPC response `{result: {tools}}`, with the path of the list. */
function listOf(value: unknown, at: PathSegment[]): { tools: unknown; at: PathSegment[] } | undefined {
  if (!isObject(value)) return undefined;
  if (value.tools !== undefined) return { tools: value.tools, at: [...at, 'tools'] };
  if (isObject(value.result) && value.result.tools !== undefined)
    return { tools: value.result.tools, at: [...at, 'result', 'tools'] };
  return undefined;
}

/**
 * Finds the MCP tool lists of a document: a `tools/list` result (`{tools}`, `{result: {tools}}`,
 * or a bare array of tools), or a saved list of servers (`{servers: [{name, tools}]}`,
 * `{mcpServers: {name: {tools}}}`). Undefined when the document has none of these shapes.
 */
export function mcpToolLists(value: unknown): McpToolList[] | undefined {
  if (Array.isArray(value)) return [{ tools: value, at: [] }];
  if (!isObject(value)) return undefined;
  if (isObject(value.mcpServers)) {
    return Object.entries(value.mcpServers).map(([server, entry]) => {
      const list = listOf(entry, ['mcpServers', server]);
      return { server, tools: list?.tools, at: list?.at ?? ['mcpServers', server] };
    });
  }
  if (Array.isArray(value.servers) && value.servers.some((s) => listOf(s, []) !== undefined)) {
    return value.servers.map((entry, i) => {
      const list = listOf(entry, ['servers', i]);
      const name =
        isObject(entry) && typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : `server${i + 1}`;
      return { server: name, tools: list?.tools, at: list?.at ?? ['servers', i] };
    });
  }
  const single = listOf(value, []);
  return single ? [single] : undefined;
}
