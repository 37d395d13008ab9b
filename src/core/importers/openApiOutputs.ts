import type { FieldSpec } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import type { ImportContext } from './importContext';
import type { ResponseExample } from './importTypes';
import { pickMediaType } from './openApiInputs';
import { derefObject, type OpenApiOperation } from './openApiOperations';
import { schemaFields } from './schemaFields';
import type { RefResolver } from './schemaRefs';

/** The success response: 200, 201, 202, 203, `2XX`, then any other 2xx code. */
function successResponse(responses: JsonObject): [string, unknown] | undefined {
  const codes = Object.keys(responses);
  const order = ['200', '201', '202', '203', '2XX', '2xx', ...codes.filter((c) => /^2\d\d$/.test(c)).sort()];
  const code = order.find((c) => responses[c] !== undefined);
  return code === undefined ? undefined : [code, responses[code]];
}

/**
 * Outputs of an operation: the success response's schema flattened (a top-level array of
 * `Pet` becomes `pets` with `pets.id`…; a scalar becomes `result`). Its examples
 * (`example`, `examples`, a schema `example`; Swagger 2 `examples`) are returned for
 * output inference when the schema declares nothing.
 */
export function openApiOutputs(
  op: OpenApiOperation,
  refs: RefResolver,
  ctx: ImportContext,
): { outputs: FieldSpec[]; examples: ResponseExample[] } {
  const resolve = (ref: string): unknown => {
    const r = refs.resolve(ref);
    return r.ok ? r.target : undefined;
  };
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  const found = successResponse(responses);
  if (found === undefined) return { outputs: [], examples: [] };
  const [code, raw] = found;
  const at = [...op.at, 'responses', code];
  const response = derefObject(raw, resolve);
  if (!response) return { outputs: [], examples: [] };
  const media = pickMediaType(response.content);
  const schema = media?.schema ?? response.schema;
  const examples: ResponseExample[] = [];
  const where = `responses.${code}`;
  if (media?.example !== undefined) examples.push({ value: media.example, where: `${where} example` });
  if (isObject(media?.examples)) {
    for (const [name, ex] of Object.entries(media.examples)) {
      const value = derefObject(ex, resolve)?.value;
      if (value !== undefined) examples.push({ value, where: `${where} examples.${name}` });
    }
  }
  if (isObject(response.examples)) {
    for (const [type, value] of Object.entries(response.examples))
      examples.push({ value, where: `${where} examples.${type}` });
  }
  const schemaObject = derefObject(schema, resolve);
  if (schemaObject?.example !== undefined)
    examples.push({ value: schemaObject.example, where: `${where} schema example` });
  if (schema === undefined) return { outputs: [], examples };
  const read = schemaFields(schema, refs, 'output', { rootName: 'auto' });
  for (const n of read.notes) ctx.warn(at, n);
  return { outputs: read.fields, examples };
}
