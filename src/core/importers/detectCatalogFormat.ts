import { isObject } from '../catalog/validator';
import { isBfclFunction, isBfclQuestion } from './importBfcl';
import type { CatalogFormat } from './importTypes';
import { isServerRecord } from './mcpToolLists';
import { toolListOf } from './toolListOf';

/** The format one tool definition is written in, when it says so. */
function toolFormat(tool: unknown): CatalogFormat | undefined {
  if (!isObject(tool)) return undefined;
  if (tool.type === 'function' || isObject(tool.function)) return 'openai';
  if (tool.input_schema !== undefined) return 'anthropic';
  if (tool.inputSchema !== undefined || tool.outputSchema !== undefined || tool.annotations !== undefined) return 'mcp';
  // The Docker MCP registry's variant: `arguments: [{name, type, desc, optional}]`.
  if (Array.isArray(tool.arguments) && typeof tool.name === 'string') return 'mcp';
  if (tool.parameters !== undefined && typeof tool.name === 'string') return 'openai';
  if (tool.api_list !== undefined) return 'toolbench';
  if (
    typeof tool.type === 'string' &&
    /^(web_search|file_search|code_interpreter|computer_use|image_generation|mcp|local_shell)/.test(tool.type)
  )
    return 'openai';
  if (typeof tool.type === 'string' && /_\d{8}$/.test(tool.type)) return 'anthropic';
  return undefined;
}

/**
 * Which format a parsed document is in, from its content alone (undefined when nothing
 * tells): our `format` tag; `openapi` / `swagger`; ToolBench's `api_list`; MCP's server lists
 * (`mcpServers`, `servers`, a list of server records with their tools), JSON-RPC `result` and
 * a single MCP tool (`name` + `inputSchema`); BFCL's questions (`function: [...]`) or function
 * docs typed `dict`; otherwise the first tool of a tool list that says what it is
 * (`type: "function"` → OpenAI, `input_schema` → Anthropic, `inputSchema` or the Docker
 * registry's `arguments` → MCP). A `{tools: [...]}` whose tools say nothing reads as an MCP
 * `tools/list` result.
 */
export function detectCatalogFormat(value: unknown): CatalogFormat | undefined {
  if (isObject(value)) {
    if (typeof value.format === 'string' && value.format.startsWith('tool-catalog')) return 'tool-catalog/v1';
    if (value.openapi !== undefined || value.swagger !== undefined) return 'openapi';
    if (value.api_list !== undefined || value.tool_name !== undefined) return 'toolbench';
    if (isObject(value.mcpServers)) return 'mcp';
    if (
      Array.isArray(value.servers) &&
      value.servers.some((s) => isObject(s) && (s.tools !== undefined || isObject(s.result)))
    )
      return 'mcp';
    if (isObject(value.result) && Array.isArray(value.result.tools)) return 'mcp';
    if (typeof value.name === 'string' && value.inputSchema !== undefined && value.tools === undefined) return 'mcp';
    if (isBfclQuestion(value) || isBfclFunction(value)) return 'bfcl';
  }
  if (Array.isArray(value) && (isBfclQuestion(value[0]) || isBfclFunction(value[0]))) return 'bfcl';
  if (Array.isArray(value) && value.some(isServerRecord)) return 'mcp';
  const found = toolListOf(value, ['tools', 'functions']);
  if (found === undefined) return undefined;
  for (const tool of found.list) {
    const format = toolFormat(tool);
    if (format !== undefined) return format;
  }
  if (isObject(value) && Array.isArray(value.functions)) return 'openai';
  return isObject(value) && Array.isArray(value.tools) ? 'mcp' : undefined;
}
