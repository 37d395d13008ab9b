import { describe, expect, it } from 'vitest';
import { fieldsToJsonSchema } from './fieldsToJsonSchema';

describe('a field name ending in [] (found by the engine fuzz, issue 33)', () => {
  it('is the property key itself; only a path segment before the field marks an array', () => {
    expect(fieldsToJsonSchema([{ name: 'ids[]', required: true }], { side: 'input' })).toEqual({
      type: 'object',
      properties: { 'ids[]': {} },
      required: ['ids[]'],
    });
    const nested = fieldsToJsonSchema([{ name: 'items.sku', x_path: 'items[].sku', type: 'string' }], {
      side: 'input',
    });
    expect(nested.properties).toEqual({
      items: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] } },
    });
  });
});
