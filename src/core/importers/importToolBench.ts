import { normalizeFieldName } from '../catalog/fieldNames';
import type { PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { baseName, withoutKeys, type FormatImport } from './formatImport';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';
import { RefResolver } from './schemaRefs';
import { schemaFields } from './schemaFields';
import { toolBenchExample, toolBenchParameters } from './toolBenchParameters';
import { effectsFromHttpMethod } from './toolEffects';

/**
 * ToolBench / RapidAPI tool JSON: one tool object (`tool_name`, `api_list`) or an array of them.
 * One catalog tool per API: id `<tool>.<api>`, name `<api>_for_<tool>` (ToolBench's function
 * names), `required_parameters` → required inputs, `optional_parameters` → optional inputs,
 * a response `schema` with properties → outputs; `template_response` is the example output
 * inference reads. Effects from `method`.
 */
export function importToolBench(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const entries: [unknown, PathSegment[]][] = Array.isArray(value) ? value.map((v, i) => [v, [i]]) : [[value, []]];
  const tools: ImportedTool[] = [];
  const sources: JsonObject[] = [];
  for (const [raw, at] of entries) {
    const obj = ctx.object(raw, at, 'a ToolBench tool');
    if (!obj) continue;
    const apis = ctx.array(obj, 'api_list', at, true) ?? [];
    apis.forEach((api, i) => {
      const imported = toolBenchApi(ctx, obj, api, [...at, 'api_list', i]);
      if (imported) tools.push(imported);
    });
    sources.push(withoutKeys(obj, 'api_list'));
  }
  const single =
    !Array.isArray(value) && isObject(value) ? (stringOf(value.tool_name) ?? stringOf(value.title)) : undefined;
  return {
    name: single ?? baseName(file),
    tools,
    source: Array.isArray(value) ? { tools: sources } : (sources[0] ?? {}),
  };
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}

function toolBenchApi(
  ctx: ImportContext,
  owner: JsonObject,
  raw: unknown,
  at: PathSegment[],
): ImportedTool | undefined {
  const api = ctx.object(raw, at, 'a ToolBench API');
  if (!api) return undefined;
  const apiName = stringOf(api.api_name) ?? stringOf(api.name);
  if (apiName === undefined) {
    ctx.error(at, 'missing required key "name" (or "api_name")');
    return undefined;
  }
  const toolName =
    stringOf(api.tool_name) ?? stringOf(owner.tool_name) ?? stringOf(owner.title) ?? stringOf(owner.name) ?? 'tool';
  const toolSlug = normalizeFieldName(toolName) || 'tool';
  const apiSlug = normalizeFieldName(apiName) || 'api';
  const tool: Tool = {
    id: ctx.uniqueId(`${toolSlug}.${apiSlug}`, at),
    name: `${apiSlug}_for_${toolSlug}`.slice(0, 64),
    description: stringOf(api.api_description) ?? stringOf(api.description) ?? stringOf(owner.tool_description) ?? '',
    inputs: [
      ...toolBenchParameters(ctx, api.required_parameters, true, [...at, 'required_parameters']),
      ...toolBenchParameters(ctx, api.optional_parameters, false, [...at, 'optional_parameters']),
    ],
    outputs: [],
  };
  const category = stringOf(api.category_name) ?? stringOf(owner.category_name) ?? stringOf(owner.category) ?? toolName;
  tool.category = category;
  const effects = effectsFromHttpMethod(api.method);
  if (effects !== undefined) tool.effects = effects;
  if (isObject(api.schema) && isObject(api.schema.properties)) {
    const read = schemaFields(api.schema, new RefResolver(api.schema), 'output', { rootName: 'auto' });
    tool.outputs = read.fields;
    for (const n of read.notes) ctx.warn([...at, 'schema'], n);
  }
  tool[SOURCE_KEY] = { format: 'toolbench', tool_name: toolName, api_name: apiName, original: api };
  const example = toolBenchExample(api);
  return { tool, examples: example ? [example] : [] };
}
