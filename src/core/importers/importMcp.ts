import type { PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { baseName, withoutKeys, type FormatImport } from './formatImport';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';
import { functionTool } from './functionTool';
import { argumentsSchema } from './mcpArguments';
import { isServerRecord, mcpToolLists } from './mcpToolLists';
import { effectsFromMcpAnnotations } from './toolEffects';

/**
 * MCP `tools/list` results, alone, one tool a file (GitHub's `.snap` files), or saved for several
 * servers (LiveMCPBench's server records too). Per tool: `inputSchema` (or the Docker registry's
 * `arguments` list, mcpArguments.ts) → inputs (its `required` → required inputs), `outputSchema`
 * → outputs, `annotations` → `effects` (rule in toolEffects.ts), `title` (or `annotations.title`)
 * → `title`. Tool ids are the tool names, or `server.name` (and category the server: its record's
 * display name where it has one, mcpToolLists.ts serverTitle) when the document holds several
 * servers, or is a Docker registry `<server>/tools.json`.
 */
export function importMcp(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const lists = mcpToolLists(value);
  if (lists === undefined) {
    ctx.error(
      [],
      'expected an MCP tools/list result ({"tools": [...]} or {"result": {"tools": [...]}}) or a list of servers',
    );
    return { name: baseName(file), tools: [], source: {} };
  }
  const tools: ImportedTool[] = [];
  const registryServer = registryServerOf(value, file);
  for (const list of lists) {
    if (list.single) {
      const tool = mcpTool(ctx, list.tools, list.at, list.server, list.title);
      if (tool) tools.push({ tool, examples: [] });
      continue;
    }
    if (!Array.isArray(list.tools)) {
      ctx.error(
        list.at,
        list.tools === undefined ? 'missing the "tools" list of this server' : 'expected an array of tools',
      );
      continue;
    }
    const server = list.server ?? registryServer;
    list.tools.forEach((raw, i) => {
      const tool = mcpTool(ctx, raw, [...list.at, i], server, list.title);
      if (tool) tools.push({ tool, examples: [] });
    });
  }
  return { name: catalogName(value, file), tools, source: sourceOf(value) };
}

/**
 * The server of a Docker MCP registry `tools.json` (a bare array of tools written with
 * `arguments`): the folder it sits in (`servers/stripe-remote/tools.json` → `stripe-remote`).
 */
function registryServerOf(value: unknown, file: string): string | undefined {
  if (!Array.isArray(value) || !value.some((t) => isObject(t) && Array.isArray(t.arguments))) return undefined;
  const parts = file.split(/[\\/]/).filter((p) => p.length > 0);
  return parts.length >= 2 ? parts[parts.length - 2] : undefined;
}

function mcpTool(
  ctx: ImportContext,
  raw: unknown,
  at: PathSegment[],
  server: string | undefined,
  serverTitle?: string,
): Tool | undefined {
  const obj = ctx.object(raw, at, 'an MCP tool');
  if (!obj) return undefined;
  const name = ctx.string(obj, 'name', at, true);
  if (name === undefined) return undefined;
  const description = ctx.text(obj, 'description', at);
  const fromArguments = obj.inputSchema === undefined && Array.isArray(obj.arguments);
  const tool = functionTool(ctx, {
    id: ctx.uniqueId(server === undefined ? name : `${server}.${name}`, at),
    name,
    at,
    inputSchema: fromArguments
      ? argumentsSchema(ctx, obj.arguments as unknown[], [...at, 'arguments'])
      : obj.inputSchema,
    inputKey: fromArguments ? 'arguments' : 'inputSchema',
    outputSchema: obj.outputSchema,
    outputKey: 'outputSchema',
    ...(description === undefined ? {} : { description }),
  });
  const annotations = isObject(obj.annotations) ? obj.annotations : {};
  const title = ctx.text(obj, 'title', at) ?? (typeof annotations.title === 'string' ? annotations.title : undefined);
  if (title !== undefined) tool.title = title;
  const effects = effectsFromMcpAnnotations(obj.annotations);
  if (effects !== undefined) tool.effects = effects;
  // The category is what people call the server where its record says ("Hacker News"), else its key.
  const category = serverTitle ?? server;
  if (category !== undefined) tool.category = category;
  tool[SOURCE_KEY] = { format: 'mcp', ...(server === undefined ? {} : { server }), original: obj };
  return tool;
}

function catalogName(value: unknown, file: string): string {
  if (isObject(value)) {
    const info = isObject(value.serverInfo)
      ? value.serverInfo
      : isObject(value.result) && isObject(value.result.serverInfo)
        ? value.result.serverInfo
        : undefined;
    if (info && typeof info.name === 'string' && info.name.trim()) return info.name.trim();
    if (typeof value.name === 'string' && value.name.trim()) return value.name.trim();
  }
  return baseName(file);
}

/** The document minus its tool lists (JSON-RPC envelope, cursors, server entries' other keys). */
function sourceOf(value: unknown): JsonObject {
  if (Array.isArray(value) && value.some(isServerRecord))
    return { servers: value.map((s) => (isObject(s) ? withoutKeys(s, 'tools') : s)) };
  if (!isObject(value)) return {};
  if (isObject(value.mcpServers)) {
    const servers = Object.fromEntries(
      Object.entries(value.mcpServers).map(([k, v]) => [k, isObject(v) ? withoutKeys(v, 'tools') : v]),
    );
    return { ...withoutKeys(value, 'mcpServers'), mcpServers: servers };
  }
  if (Array.isArray(value.servers))
    return { ...value, servers: value.servers.map((s) => (isObject(s) ? withoutKeys(s, 'tools') : s)) };
  if (isObject(value.result)) return { ...value, result: withoutKeys(value.result, 'tools') };
  return withoutKeys(value, 'tools');
}
