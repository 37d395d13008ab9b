import { toolEntity } from '../../catalog/toolEntity';
import type { FieldSpec, Tool } from '../../catalog/types';
import type { ResponseExample } from '../importTypes';
import { RefResolver } from '../schemaRefs';
import { schemaFields } from '../schemaFields';
import { pluralToken } from '../shortNames';
import { schemaFromExample } from './exampleSchema';

/**
 * Outputs read from a response example: the example's keys flattened like a schema
 * (nested objects → dotted names plus short names). A top-level array is named after the
 * tool's entity (`list_user_repos` → `repos`), a scalar after the entity itself (or `result`).
 * Evidence: where the example was and the key.
 */
export function outputsFromExample(tool: Pick<Tool, 'name' | 'category'>, example: ResponseExample): FieldSpec[] {
  const schema = schemaFromExample(example.value);
  const entity = toolEntity(tool);
  const rootName =
    schema.type === 'array' ? (entity === undefined ? 'items' : pluralToken(entity)) : (entity ?? 'result');
  const { fields } = schemaFields(schema, new RefResolver(schema), 'output', { rootName });
  return fields.map((f) => ({
    ...f,
    inferred: true,
    evidence: {
      source: 'example',
      text: `${example.where}: ${typeof f.x_alias_of === 'string' ? f.x_alias_of : f.name}`,
    },
  }));
}
