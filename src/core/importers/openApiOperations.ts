import type { PathSegment } from '../catalog/sourceErrors';
import { isObject, type JsonObject } from '../catalog/validator';
import type { ImportContext } from './importContext';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation of an OpenAPI / Swagger document: a tool to be. */
export interface OpenApiOperation {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operation: JsonObject;
  /** Parameters declared on the path item, shared by its operations. */
  pathParameters: unknown[];
  at: PathSegment[];
}

/** Every operation under `paths`, in document order. */
export function openApiOperations(doc: JsonObject, ctx: ImportContext): OpenApiOperation[] {
  if (doc.paths === undefined) {
    ctx.warn([], 'no "paths": the document declares no operations');
    return [];
  }
  const paths = ctx.object(doc.paths, ['paths'], 'a paths');
  if (!paths) return [];
  const out: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const pathItem = ctx.object(item, ['paths', path], 'a path item');
    if (!pathItem) continue;
    const pathParameters = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of HTTP_METHODS) {
      if (pathItem[method] === undefined) continue;
      const operation = ctx.object(pathItem[method], ['paths', path, method], 'an operation');
      if (operation) out.push({ method, path, operation, pathParameters, at: ['paths', path, method] });
    }
  }
  return out;
}

/**
 * The tool name of an operation: its `operationId`, or method + path
 * (`GET /pets/{petId}` → `get_pets_by_petId`), cut to the 64 characters tool APIs accept.
 */
export function operationName(op: OpenApiOperation): string {
  const id = op.operation.operationId;
  if (typeof id === 'string' && id.trim().length > 0) return id.trim();
  const words = op.path
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => s.replace(/^\{(.+)\}$/, 'by_$1'));
  const name = [op.method, ...words]
    .join('_')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return name.slice(0, 64);
}

/** Summary and description, without repeating one inside the other. */
export function operationDescription(operation: JsonObject): string {
  const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
  const description = typeof operation.description === 'string' ? operation.description.trim() : '';
  if (summary.length === 0) return description;
  if (description.length === 0 || description.startsWith(summary)) return description || summary;
  return `${summary}${/[.!?]$/.test(summary) ? '' : '.'} ${description}`;
}

/** A referenced object (`$ref` chains followed, at most 8 hops), or the object itself. */
export function derefObject(value: unknown, resolve: (ref: string) => unknown): JsonObject | undefined {
  let node = value;
  for (let hops = 0; hops < 8 && isObject(node) && typeof node.$ref === 'string'; hops++) node = resolve(node.$ref);
  return isObject(node) && typeof node.$ref !== 'string' ? node : undefined;
}
