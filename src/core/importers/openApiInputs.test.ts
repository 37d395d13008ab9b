import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';

/** PATCH /pets/{id} whose body also has an `id` (and a `name`): the body's `id` must not hide the path's. */
const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{id}': {
      patch: {
        operationId: 'updatePet',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { id: { type: 'string', description: 'new tag id' }, name: { type: 'string' } },
                required: ['name'],
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

describe('OpenAPI inputs: a body field named like a parameter', () => {
  it('is renamed body_<name>, with a warning, and both inputs stay', () => {
    const { catalog, warnings } = importCatalog(spec, 'pets.json');
    const [tool] = catalog.tools;
    expect(tool?.inputs.map((f) => [f.name, f.x_in, f.type, f.required])).toEqual([
      ['id', 'path', 'integer', true],
      ['body_id', 'body', 'string', false],
      ['name', 'body', 'string', true],
    ]);
    expect(warnings.map((w) => [w.path, w.message])).toEqual([
      ['$.paths["/pets/{id}"].patch', 'body field "id" has the name of a parameter; imported as "body_id"'],
    ]);
  });
});
