import type { FieldSpec, Tool } from '../catalog/types';
import type { JsonObject } from '../catalog/validator';
import { mcpAnnotationsFromEffects } from '../importers/toolEffects';
import { fieldsToJsonSchema } from './fieldsToJsonSchema';
import { withValidPropertyKeys, type RenamedProperty } from './propertyKeys';

/** What a definition needs besides the tool: its exported name and the options. */
export interface DefinitionContext {
  name: string;
  includeInferred: boolean;
  strict: boolean;
  /** Receives the property keys the format made valid (Anthropic), when the caller wants them. */
  renamed?: RenamedProperty[];
}

/** OpenAI rejects a function description longer than this many characters. */
export const OPENAI_DESCRIPTION_LIMIT = 1024;

/**
 * A description that fits OpenAI's limit: a longer one is cut at the last word break of its
 * first 1,023 characters (or mid-word when none is near) and ends with `…`.
 */
export function openAiDescription(description: string): string {
  if (description.length <= OPENAI_DESCRIPTION_LIMIT) return description;
  let text = description.slice(0, OPENAI_DESCRIPTION_LIMIT - 1);
  const space = text.search(/\s\S*$/);
  if (space > OPENAI_DESCRIPTION_LIMIT * 0.8) text = text.slice(0, space);
  text = text.trimEnd();
  // Never end on half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return `${text}…`;
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
  const { description } = described(tool);
  const fn: JsonObject = {
    name: ctx.name,
    ...(typeof description === 'string' ? { description: openAiDescription(description) } : {}),
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

/** Anthropic: `{name, description, input_schema}`, its property keys made valid (ANTHROPIC_PROPERTY_KEY). */
export function anthropicDefinition(tool: Tool, ctx: DefinitionContext): JsonObject {
  const schema = fieldsToJsonSchema(tool.inputs, { side: 'input' });
  return { name: ctx.name, ...described(tool), input_schema: withValidPropertyKeys(schema, undefined, ctx.renamed) };
}
