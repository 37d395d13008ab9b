import { normalizeFieldName } from '../catalog/fieldNames';
import type { Tool } from '../catalog/types';
import { isObject } from '../catalog/validator';
import { baseName, withoutKeys, type FormatImport } from './formatImport';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';
import { openApiInputs } from './openApiInputs';
import { openApiOperations, operationDescription, operationName } from './openApiOperations';
import { openApiOutputs } from './openApiOutputs';
import { returnedTypes, tagResourceInputs } from './openApiResources';
import { RefResolver } from './schemaRefs';
import { effectsFromHttpMethod } from './toolEffects';

/**
 * OpenAPI 3.0 / 3.1 and Swagger 2.0 (JSON or YAML): one tool per operation. Name:
 * `operationId`, else method + path; id: `<api>.<name>` with `<api>` the snake_case
 * `info.title`; category: the first tag; effects from the HTTP method (toolEffects.ts);
 * inputs and outputs as in openApiInputs.ts / openApiOutputs.ts, inputs that name a resource
 * tagged with it (openApiResources.ts). `$ref`s resolve anywhere in the document, with cycles
 * cut (and a warning).
 */
export function importOpenApi(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const doc = ctx.object(value, [], 'an OpenAPI');
  if (!doc) return { name: baseName(file), tools: [], source: {} };
  const version = String(doc.openapi ?? doc.swagger ?? '');
  if (!/^(2\.0|3\.[01])(\.|$)/.test(version)) {
    ctx.warn(
      [doc.openapi !== undefined ? 'openapi' : 'swagger'],
      `version "${version}" is not 2.0, 3.0 or 3.1; read as ${doc.swagger !== undefined ? 'Swagger 2.0' : 'OpenAPI 3'}`,
    );
  }
  const info = isObject(doc.info) ? doc.info : {};
  const title = typeof info.title === 'string' && info.title.trim() ? info.title.trim() : baseName(file);
  const api = normalizeFieldName(title) || 'api';
  const refs = new RefResolver(doc);
  const tools: ImportedTool[] = [];
  const operations = openApiOperations(doc, ctx);
  for (const op of operations) {
    const name = operationName(op);
    const { outputs, examples } = openApiOutputs(op, refs, ctx);
    const tool: Tool = {
      id: ctx.uniqueId(`${api}.${name}`, op.at),
      name,
      description: operationDescription(op.operation),
      inputs: openApiInputs(op, refs, ctx),
      outputs,
    };
    const tag = Array.isArray(op.operation.tags) ? op.operation.tags.find((t) => typeof t === 'string') : undefined;
    if (typeof tag === 'string') tool.category = tag;
    const effects = effectsFromHttpMethod(op.method);
    if (effects !== undefined) tool.effects = effects;
    tool[SOURCE_KEY] = {
      format: 'openapi',
      method: op.method.toUpperCase(),
      path: op.path,
      original: op.operation,
      ...(op.pathParameters.length > 0 ? { path_parameters: op.pathParameters } : {}),
    };
    tools.push({ tool, examples });
  }
  const known = new Set(refs.resourceTypes());
  for (const { tool } of tools) for (const f of tool.outputs) if (typeof f.resource === 'string') known.add(f.resource);
  const returnedAt = returnedTypes(tools.map(({ tool }, i) => ({ tool, path: operations[i]?.path ?? '' })));
  tools.forEach(({ tool }, i) => {
    const op = operations[i];
    if (op) tagResourceInputs(tool, op, known, returnedAt);
  });
  return { name: title, tools, source: { version, original: withoutKeys(doc, 'paths') } };
}
