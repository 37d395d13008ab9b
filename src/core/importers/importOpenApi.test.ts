import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { importCatalog } from './importCatalog';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const io = (fields: Tool['inputs']): [string, boolean | undefined][] => fields.map((f) => [f.name, f.required]);
const names = (fields: Tool['outputs']): string[] => fields.map((f) => f.name);

function sourceError(fn: () => unknown): SourceError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SourceError) return e;
    throw e;
  }
  throw new Error('expected a SourceError');
}

describe('OpenAPI 3.1 (YAML) import', () => {
  const { catalog, format, warnings } = importCatalog(fixture('petstore-3.1.yaml'), 'petstore-3.1.yaml');
  const tool = (name: string): Tool => {
    const t = catalog.tools.find((x) => x.name === name);
    if (!t) throw new Error(`no ${name}`);
    return t;
  };

  it('makes one tool per operation, by operationId or method + path', () => {
    expect(format).toBe('openapi');
    expect(catalog.name).toBe('Pet Store');
    expect(catalog.tools.map((t) => t.id)).toEqual([
      'pet_store.listPets',
      'pet_store.createPet',
      'pet_store.get_pets_by_petId',
      'pet_store.deletePet',
      'pet_store.getCategory',
      'pet_store.adoptPet',
    ]);
    expect(catalog.tools.map((t) => t.effects)).toEqual(['read', 'write', 'read', 'irreversible', 'read', 'write']);
    expect(tool('listPets')).toMatchObject({ category: 'pets', description: 'List all pets' });
    expect(tool('listPets').x_source).toMatchObject({ format: 'openapi', method: 'GET', path: '/pets' });
  });

  it('reads path, query and header parameters (path ones always required) and bodies', () => {
    expect(io(tool('listPets').inputs)).toEqual([
      ['limit', false],
      ['X-Request-Id', false],
    ]);
    expect(tool('listPets').inputs[0]).toMatchObject({ type: 'integer', x_in: 'query', x_schema: { maximum: 100 } });
    expect(io(tool('get_pets_by_petId').inputs)).toEqual([['petId', true]]);
    expect(io(tool('createPet').inputs)).toEqual([
      ['name', true],
      ['tag', false],
    ]);
    expect(tool('createPet').inputs[0]).toMatchObject({ x_in: 'body' });
  });

  it('names a top-level array response after its items and flattens nested outputs (allOf merged)', () => {
    expect(names(tool('listPets').outputs)).toEqual([
      'pets',
      'pets.name',
      'pets.tag',
      'pets.id',
      'pets.owner',
      'pets.owner.owner_id',
      // Two levels below the pet: kept as one field (RESOURCE_FIELD_DEPTH).
      'pets.owner.contact',
      'pet_name',
      'tag',
      'pet_id',
      'owner',
      'owner_id',
      'contact',
    ]);
    expect(names(tool('createPet').outputs).slice(0, 3)).toEqual(['name', 'tag', 'id']);
  });

  it('cuts $ref cycles with a warning', () => {
    expect(io(tool('getCategory').outputs)).toEqual([
      ['id', undefined],
      ['name', undefined],
      ['parent', undefined],
      ['children', undefined],
    ]);
    expect(tool('getCategory').outputs[2]).toMatchObject({ x_cycle: '#/components/schemas/Category' });
    const cycles = warnings.filter((w) => /refers back to itself/.test(w.message));
    expect(cycles).toHaveLength(2);
    expect(cycles[0]).toMatchObject({ path: '$.paths["/categories/{categoryId}"].get.responses["200"]', line: 78 });
  });

  it('shows oneOf alternatives as a union, each marked with its alternatives', () => {
    const inputs = tool('adoptPet').inputs;
    expect(io(inputs)).toEqual([
      ['pet_id', true],
      ['payment.card_number', false],
      ['payment.expiry', false],
      ['payment.iban', false],
    ]);
    expect(inputs[1]).toMatchObject({ x_alternatives: { keyword: 'oneOf', in: [1], of: 2 } });
    expect(inputs[3]).toMatchObject({ x_alternatives: { keyword: 'oneOf', in: [2], of: 2 } });
  });

  it('infers outputs from a response example', () => {
    expect(
      tool('adoptPet').outputs.map((f) => [f.name, f.inferred, (f.evidence as { source: string }).source]),
    ).toEqual([
      ['adoption_id', true, 'example'],
      ['certificate_url', true, 'example'],
    ]);
  });

  it('keeps the document minus its paths', () => {
    expect(catalog.x_source).toMatchObject({
      format: 'openapi',
      version: '3.1.0',
      original: { info: { title: 'Pet Store' }, components: {} },
    });
    expect((catalog.x_source as { original: Record<string, unknown> }).original.paths).toBeUndefined();
  });
});

describe('OpenAPI 3.0 (JSON) import', () => {
  const { catalog } = importCatalog(fixture('orders-3.0.json'), 'orders-3.0.json');

  it('resolves $refs, and honours requestBody.required: false', () => {
    const [get, patch] = catalog.tools;
    expect(io(get?.inputs ?? [])).toEqual([
      ['order_id', true],
      ['expand', false],
    ]);
    expect(get?.inputs[1]).toMatchObject({ type: 'array', x_schema: { items: { type: 'string' } } });
    // The order's customer is a resource of its own: the order gives its id only, which needs no
    // short copy (`customer.id` already normalizes to customer_id).
    expect(names(get?.outputs ?? [])).toEqual(['id', 'customer.id', 'lines', 'lines.sku', 'lines.qty', 'sku', 'qty']);
    expect(get?.outputs[1]).toMatchObject({ resource: 'customer', x_path: 'customer.id' });
    expect(io(patch?.inputs ?? [])).toEqual([
      ['order_id', true],
      ['status', false],
    ]);
  });
});

describe('Swagger 2.0 import', () => {
  const { catalog } = importCatalog(fixture('swagger-2.0.json'), 'swagger-2.0.json');

  it('reads body, query and formData parameters and response schemas', () => {
    const [create, avatar] = catalog.tools;
    expect(create?.id).toBe('users.createUser');
    expect(io(create?.inputs ?? [])).toEqual([
      ['dry_run', false],
      ['email', true],
      ['display_name', false],
    ]);
    expect(names(create?.outputs ?? [])).toEqual(['email', 'display_name', 'user_id']);
    expect(avatar?.name).toBe('put_users_by_id_avatar');
    expect(io(avatar?.inputs ?? [])).toEqual([
      ['id', true],
      ['image', true],
    ]);
    expect(avatar?.outputs.map((f) => [f.name, f.inferred])).toEqual([['avatar_url', true]]);
  });
});

describe('OpenAPI problems', () => {
  it('reports YAML syntax errors with line and column', () => {
    const e = sourceError(() => importCatalog('openapi: 3.0.0\ninfo:\n  title: [unclosed\npaths: {}\n', 'bad.yaml'));
    expect(e.problems[0]).toMatchObject({
      file: 'bad.yaml',
      path: '$',
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(e.message).toMatch(/^bad\.yaml:\d+:\d+: \$: invalid YAML/);
  });

  it('names file, JSON path and line of a bad operation (YAML and JSON)', () => {
    const yaml = sourceError(() =>
      importCatalog('openapi: 3.0.0\ninfo: {title: T}\npaths:\n  /x:\n    get: 5\n', 'api.yaml'),
    );
    expect(yaml.problems[0]).toMatchObject({
      path: '$.paths["/x"].get',
      line: 5,
      message: 'expected an operation object, found a number (5)',
    });
    const json = sourceError(() =>
      importCatalog('{"openapi": "3.0.0",\n "paths": {"/x": {\n  "get": [1]}}}', 'api.json'),
    );
    expect(json.problems[0]).toMatchObject({ path: '$.paths["/x"].get', line: 3 });
  });

  it('rejects a YAML alias that contains itself', () => {
    const e = sourceError(() => importCatalog('openapi: 3.0.0\npaths: &a\n  /x: *a\n', 'loop.yaml'));
    expect(e.message).toMatch(/invalid YAML/);
  });
});
