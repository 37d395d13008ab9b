import { describe, expect, it } from 'vitest';
import { exportTools } from '../exporters/exportTools';
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

describe('OpenAPI inputs: a body object named like a parameter (found by the engine fuzz, issue 33)', () => {
  /** Swagger 2.0 POST /orders/{id} whose body has an object `id` (fields inside it, none named `id`). */
  const swagger = JSON.stringify({
    swagger: '2.0',
    info: { title: 'Orders', version: '1' },
    paths: {
      '/orders/{id}': {
        post: {
          operationId: 'order',
          parameters: [
            { name: 'id', in: 'path', required: true, type: 'string' },
            {
              name: 'body',
              in: 'body',
              required: true,
              schema: {
                type: 'object',
                required: ['id'],
                properties: {
                  id: { type: 'object', required: ['order_id'], properties: { order_id: { type: 'string' } } },
                  note: { type: 'string' },
                },
              },
            },
          ],
          responses: { '200': { description: 'ok', schema: { type: 'string' } } },
        },
      },
    },
  });

  it('renames the object and every field inside it, x_path too, with one warning', () => {
    const { catalog, warnings } = importCatalog(swagger, 'orders.json');
    expect(catalog.tools[0]?.inputs.map((f) => [f.name, f.x_path, f.x_in, f.required])).toEqual([
      ['id', undefined, 'path', true],
      ['body_id.order_id', 'body_id.order_id', 'body', true],
      ['note', undefined, 'body', false],
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'body field "id" has the name of a parameter; imported as "body_id"',
    ]);
  });

  it('keeps the path parameter and the body object apart in an export (MCP), and both come back', () => {
    const { catalog } = importCatalog(swagger, 'orders.json');
    const schema = JSON.parse(exportTools(catalog, 'mcp').text) as {
      tools: { inputSchema: { properties: Record<string, unknown> } }[];
    };
    expect(Object.keys(schema.tools[0]?.inputSchema.properties ?? {})).toEqual(['id', 'body_id', 'note']);
    const back = importCatalog(exportTools(catalog, 'mcp').text, 'tools.json').catalog;
    expect(back.tools[0]?.inputs.map((f) => [f.name, f.required])).toEqual([
      ['id', true],
      ['body_id.order_id', true],
      ['note', false],
    ]);
  });
});
