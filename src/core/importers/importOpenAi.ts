import type { PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { baseName, withoutKeys, type FormatImport } from './formatImport';
import { functionTool } from './functionTool';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';
import { toolListOf } from './toolListOf';

/** Which OpenAI tool form a definition is written in. */
export type OpenAiToolForm = 'chat' | 'responses' | 'functions';

/**
 * OpenAI tool definitions, as an array or under `tools` (or legacy `functions`): the Chat
 * Completions form `{type: "function", function: {name, description, parameters}}`, the flat
 * Responses form `{type: "function", name, description, parameters}`, or a bare legacy
 * function. `parameters` → inputs; with `strict: true`, an input is optional when its type
 * admits `null` (strict mode lists every property as required). Built-in tools (web search,
 * file search…) have no schema to read and are skipped with a warning. OpenAI tools declare
 * no outputs and no effects.
 */
export function importOpenAi(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const found = toolListOf(value, ['tools', 'functions']);
  if (found === undefined) {
    ctx.error([], 'expected an array of OpenAI tools or {"tools": [...]}');
    return { name: baseName(file), tools: [], source: {} };
  }
  const tools: ImportedTool[] = [];
  found.list.forEach((raw, i) => {
    const tool = openAiTool(ctx, raw, [...found.at, i]);
    if (tool) tools.push({ tool, examples: [] });
  });
  const source = isObject(value) ? withoutKeys(value, 'tools', 'functions') : {};
  const name =
    isObject(value) && typeof value.name === 'string' && value.name.trim() ? value.name.trim() : baseName(file);
  return { name, tools, source };
}

function openAiTool(ctx: ImportContext, raw: unknown, at: PathSegment[]): Tool | undefined {
  const obj = ctx.object(raw, at, 'an OpenAI tool');
  if (!obj) return undefined;
  let form: OpenAiToolForm;
  let fn: JsonObject;
  let fnAt: PathSegment[];
  if (obj.type === undefined && obj.function === undefined) [form, fn, fnAt] = ['functions', obj, at];
  else if (obj.type !== 'function') {
    ctx.warn([...at, 'type'], `skipped a built-in "${String(obj.type)}" tool: it has no function schema to read`);
    return undefined;
  } else if (obj.function !== undefined) {
    const inner = ctx.object(obj.function, [...at, 'function'], 'a function');
    if (!inner) return undefined;
    [form, fn, fnAt] = ['chat', inner, [...at, 'function']];
  } else [form, fn, fnAt] = ['responses', obj, at];
  const name = ctx.string(fn, 'name', fnAt, true);
  if (name === undefined) return undefined;
  const description = ctx.text(fn, 'description', fnAt);
  const tool = functionTool(ctx, {
    id: ctx.uniqueId(name, fnAt),
    name,
    at: fnAt,
    inputSchema: fn.parameters,
    inputKey: 'parameters',
    strict: fn.strict === true,
    ...(description === undefined ? {} : { description }),
  });
  tool[SOURCE_KEY] = { format: 'openai', form, original: obj };
  return tool;
}
