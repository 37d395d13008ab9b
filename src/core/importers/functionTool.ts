import type { PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { describeType, isObject } from '../catalog/validator';
import type { ImportContext } from './importContext';
import { RefResolver } from './schemaRefs';
import { schemaFields } from './schemaFields';
import { jsonSchemaType } from './schemaTypeNames';

/** A tool described by a name, a description and JSON Schemas (MCP, OpenAI, Anthropic). */
export interface FunctionToolSpec {
  id: string;
  name: string;
  description?: string;
  /** Where the tool object is in the source, and the keys of its schemas there. */
  at: PathSegment[];
  inputSchema: unknown;
  inputKey: string;
  outputSchema?: unknown;
  outputKey?: string;
  /** OpenAI strict mode: optional properties are the ones that admit `null`. */
  strict?: boolean;
}

/**
 * Builds a catalog tool from a function-style definition: the input schema's properties
 * become inputs (its `required` list → required inputs, every other input explicitly
 * `required: false`), the output schema's properties become outputs. `$ref`s resolve inside
 * each schema (`#/$defs/…`).
 */
export function functionTool(ctx: ImportContext, spec: FunctionToolSpec): Tool {
  const tool: Tool = { id: spec.id, name: spec.name, description: spec.description ?? '', inputs: [], outputs: [] };
  if (spec.inputSchema !== undefined) {
    if (!isObject(spec.inputSchema)) {
      ctx.error([...spec.at, spec.inputKey], `expected a JSON Schema object, found ${describeType(spec.inputSchema)}`);
    } else {
      const read = schemaFields(spec.inputSchema, new RefResolver(spec.inputSchema), 'input', {
        nullableMeansOptional: spec.strict === true,
      });
      tool.inputs = read.fields;
      for (const n of read.notes) ctx.warn([...spec.at, spec.inputKey], n);
      const type = spec.inputSchema.type;
      if (type !== undefined && (typeof type !== 'string' || jsonSchemaType(type) !== 'object'))
        ctx.warn(
          [...spec.at, spec.inputKey, 'type'],
          `an input schema should be an object, found ${describeType(type)}`,
        );
    }
  }
  if (spec.outputSchema !== undefined && spec.outputKey !== undefined) {
    if (!isObject(spec.outputSchema)) {
      ctx.error(
        [...spec.at, spec.outputKey],
        `expected a JSON Schema object, found ${describeType(spec.outputSchema)}`,
      );
    } else {
      const read = schemaFields(spec.outputSchema, new RefResolver(spec.outputSchema), 'output', { rootName: 'auto' });
      tool.outputs = read.fields;
      for (const n of read.notes) ctx.warn([...spec.at, spec.outputKey], n);
    }
  }
  return tool;
}
