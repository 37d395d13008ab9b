import type { PathSegment } from '../catalog/sourceErrors';
import { describeType, isObject, type JsonObject } from '../catalog/validator';
import type { ImportContext } from './importContext';

/**
 * The input schema of a Docker MCP registry tool, from its `arguments` list
 * (`[{name, type, desc, optional, items}]`): one property per argument, `desc` → description,
 * required unless `optional: true`; other keys (`items`, `enum`…) stay JSON Schema keywords.
 */
export function argumentsSchema(ctx: ImportContext, list: readonly unknown[], at: PathSegment[]): JsonObject {
  const properties: [string, JsonObject][] = [];
  const required: string[] = [];
  list.forEach((raw, i) => {
    if (!isObject(raw) || typeof raw.name !== 'string' || raw.name.trim().length === 0) {
      ctx.warn([...at, i], `skipped an argument without a name (found ${describeType(raw)})`);
      return;
    }
    const { name, desc, optional, ...schema } = raw;
    properties.push([
      name,
      typeof desc === 'string' && schema.description === undefined ? { ...schema, description: desc } : schema,
    ]);
    if (optional !== true) required.push(name);
  });
  // fromEntries defines own properties: an argument named "__proto__" stays an argument.
  return { type: 'object', properties: Object.fromEntries(properties), required };
}
