import type { PathSegment } from '../catalog/sourceErrors';
import { isObject } from '../catalog/validator';

/** One list of MCP tools in a document, with the server it belongs to (when several are saved). */
export interface McpToolList {
  server?: string;
  /** What people call the server, where its record says (LiveMCPBench's `name`: "Hacker News MCP Server" → "Hacker News"). */
  title?: string;
  tools: unknown;
  at: PathSegment[];
  /** `tools` is one tool (a file holding a single MCP Tool object), at `at` itself. */
  single?: true;
}

/** `{tools}` or the JSON-RPC response `{result: {tools}}`, with the path of the list. */
function listOf(value: unknown, at: PathSegment[]): { tools: unknown; at: PathSegment[] } | undefined {
  if (!isObject(value)) return undefined;
  if (value.tools !== undefined) return { tools: value.tools, at: [...at, 'tools'] };
  if (isObject(value.result) && value.result.tools !== undefined)
    return { tools: value.result.tools, at: [...at, 'result', 'tools'] };
  return undefined;
}

/** A name a server record gives (trimmed), if any. */
function nameOf(value: unknown, key: string): string | undefined {
  const name = isObject(value) ? value[key] : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/**
 * A saved server record (LiveMCPBench's `tools.json`): `{name, …, tools}` where `tools` is the
 * server's tool list, or an object of servers by name, each `{server_name, tools: [...]}`.
 */
export function isServerRecord(value: unknown): boolean {
  if (!isObject(value) || value.inputSchema !== undefined) return false;
  const tools = value.tools;
  return isObject(tools) && Object.values(tools).some((s) => isObject(s) && Array.isArray(s.tools));
}

/** The tool lists of an array of server records (see isServerRecord), one per server. */
function recordLists(records: unknown[]): McpToolList[] {
  const lists: McpToolList[] = [];
  records.forEach((record, i) => {
    if (!isObject(record) || !isObject(record.tools)) {
      lists.push({ tools: undefined, at: [i] });
      return;
    }
    const title = serverTitle(nameOf(record, 'name'));
    for (const [key, entry] of Object.entries(record.tools)) {
      const server = nameOf(entry, 'server_name') ?? (key.trim() || `server${i + 1}`);
      lists.push({
        server,
        ...(title === undefined ? {} : { title }),
        tools: isObject(entry) ? entry.tools : undefined,
        at: [i, 'tools', key, 'tools'],
      });
    }
  });
  return lists;
}

/**
 * The name people call a server by, from its record's display name: what precedes a colon, no
 * parenthetical, and without the words every record has ("MCP", "Server"): "Hacker News MCP
 * Server" → "Hacker News", "Bing_CN_MCP" → "Bing CN", "BioMCP: Biomedical Model Context
 * Protocol Server" → "BioMCP". A request names the service this way ("on Hacker News"), where
 * the server's key (`hackernews`) is one word no request uses.
 */
export function serverTitle(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const head = name.split(':')[0] ?? '';
  const words = (head.trim() ? head : name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/_/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const kept = words.filter((w) => !/^(?:mcp|server)$/i.test(w));
  const title = (kept.length > 0 ? kept : words).join(' ').trim();
  return title.length > 0 ? title : undefined;
}

/**
 * Finds the MCP tool lists of a document: a `tools/list` result (`{tools}`, `{result: {tools}}`,
 * or a bare array of tools), one MCP tool (`{name, inputSchema}`), or a saved list of servers
 * (`{servers: [{name, tools}]}`, `{mcpServers: {name: {tools}}}`, or an array of server
 * records: isServerRecord). Undefined when the document has none of these shapes.
 */
export function mcpToolLists(value: unknown): McpToolList[] | undefined {
  if (Array.isArray(value)) return value.some(isServerRecord) ? recordLists(value) : [{ tools: value, at: [] }];
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
      return { server: nameOf(entry, 'name') ?? `server${i + 1}`, tools: list?.tools, at: list?.at ?? ['servers', i] };
    });
  }
  if (value.tools === undefined && typeof value.name === 'string' && value.inputSchema !== undefined)
    return [{ tools: value, at: [], single: true }];
  const single = listOf(value, []);
  return single ? [single] : undefined;
}
