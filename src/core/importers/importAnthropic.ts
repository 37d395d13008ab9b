import type { PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { isObject } from '../catalog/validator';
import { baseName, withoutKeys, type FormatImport } from './formatImport';
import { functionTool } from './functionTool';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';
import { toolListOf } from './toolListOf';

/**
 * Anthropic tool definitions (`{name, description, input_schema}`), as an array or under
 * `tools` (a Messages request). `input_schema` → inputs. Server tools (`type` other than
 * `custom`, e.g. `web_search_20250305`) have no schema to read and are skipped with a warning.
 */
export function importAnthropic(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const found = toolListOf(value, ['tools']);
  if (found === undefined) {
    ctx.error([], 'expected an array of Anthropic tools or {"tools": [...]}');
    return { name: baseName(file), tools: [], source: {} };
  }
  const tools: ImportedTool[] = [];
  found.list.forEach((raw, i) => {
    const tool = anthropicTool(ctx, raw, [...found.at, i]);
    if (tool) tools.push({ tool, examples: [] });
  });
  const source = isObject(value) ? withoutKeys(value, 'tools') : {};
  return { name: baseName(file), tools, source };
}

function anthropicTool(ctx: ImportContext, raw: unknown, at: PathSegment[]): Tool | undefined {
  const obj = ctx.object(raw, at, 'an Anthropic tool');
  if (!obj) return undefined;
  if (obj.type !== undefined && obj.type !== 'custom' && obj.input_schema === undefined) {
    ctx.warn([...at, 'type'], `skipped the server tool "${String(obj.type)}": it has no input_schema to read`);
    return undefined;
  }
  const name = ctx.string(obj, 'name', at, true);
  if (name === undefined) return undefined;
  const description = ctx.text(obj, 'description', at);
  const tool = functionTool(ctx, {
    id: ctx.uniqueId(name, at),
    name,
    at,
    inputSchema: obj.input_schema,
    inputKey: 'input_schema',
    ...(description === undefined ? {} : { description }),
  });
  tool[SOURCE_KEY] = { format: 'anthropic', original: obj };
  return tool;
}
