import type { FieldSpec, Tool } from '../catalog/types';
import type { JsonObject } from '../catalog/validator';
import { mcpAnnotationsFromEffects } from '../importers/toolEffects';
import { fieldsToJsonSchema } from './fieldsToJsonSchema';

/** What a definition needs besides the tool: its exported name and the options. */
export interface DefinitionContext {
  name: string;
  includeInferred: boolean;
  strict: boolean;
}

function declaredOutputs(tool: Tool, includeInferred: boolean): FieldSpec[] {
  return tool.outputs.filter((f) => includeInferred || f.inferred !== true);
}

function described(tool: Tool): JsonObject {
  return tool.description.trim().length > 0 ? { description: tool.description } : {};
}

/** MCP `tools/list` entry: name, title, description, inputSchema, outputSchema, annotations from `effects`. */
export function mcpDefinition(tool: Tool, ctx: DefinitionContext): JsonObject {
  const def: JsonObject = { name: ctx.name };
  if (typeof tool.title === 'string' && tool.title.trim()) def.title = tool.title;
  Object.assign(def, described(tool));
  def.inputSchema = fieldsToJsonSchema(tool.inputs, { side: 'input' });
  const outputs = declaredOutputs(tool, ctx.includeInferred);
  if (outputs.length > 0) def.outputSchema = fieldsToJsonSchema(outputs, { side: 'output' });
  const annotations = mcpAnnotationsFromEffects(tool.effects);
  if (annotations) def.annotations = annotations;
  return def;
}

function openAiFunction(tool: Tool, ctx: DefinitionContext): JsonObject {
  const fn: JsonObject = {
    name: ctx.name,
    ...described(tool),
    parameters: fieldsToJsonSchema(tool.inputs, { side: 'input', strict: ctx.strict }),
  };
  if (ctx.strict) fn.strict = true;
  return fn;
}

/** OpenAI Chat Completions: `{type: "function", function: {name, description, parameters}}`. */
export function openAiChatDefinition(tool: Tool, ctx: DefinitionContext): JsonObject {
  return { type: 'function', function: openAiFunction(tool, ctx) };
}

/** OpenAI Responses: `{type: "function", name, description, parameters}`. */
export function openAiResponsesDefinition(tool: Tool, ctx: DefinitionContext): JsonObject {
  return { type: 'function', ...openAiFunction(tool, ctx) };
}

/** Anthropic: `{name, description, input_schema}`. */
export function anthropicDefinition(tool: Tool, ctx: DefinitionContext): JsonObject {
  return { name: ctx.name, ...described(tool), input_schema: fieldsToJsonSchema(tool.inputs, { side: 'input' }) };
}
