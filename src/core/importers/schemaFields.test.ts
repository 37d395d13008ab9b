import { describe, expect, it } from 'vitest';
import { RefResolver } from './schemaRefs';
import { MAX_FIELD_DEPTH, MAX_SCHEMA_FIELDS, schemaFields } from './schemaFields';

const read = (schema: Record<string, unknown>, side: 'input' | 'output' = 'output') =>
  schemaFields(schema, new RefResolver(schema), side, { rootName: 'auto' });

describe('schemaFields', () => {
  it(`flattens to at most ${MAX_FIELD_DEPTH} levels and says where it stopped`, () => {
    const nest = (depth: number): Record<string, unknown> =>
      depth === 0 ? { type: 'string' } : { type: 'object', properties: { [`l${depth}`]: nest(depth - 1) } };
    const { fields, notes } = read(nest(6));
    expect(fields.filter((f) => f.x_alias_of === undefined).map((f) => f.name)).toEqual([
      'l6',
      'l6.l5',
      'l6.l5.l4',
      'l6.l5.l4.l3',
    ]);
    expect(fields[3]).toMatchObject({ type: 'object' });
    expect(notes).toEqual([`l6.l5.l4.l3: nested deeper than ${MAX_FIELD_DEPTH} levels; kept as one field`]);
  });

  it('makes inputs required only down a chain of required parents', () => {
    const { fields } = read(
      {
        type: 'object',
        required: ['a'],
        properties: {
          a: { type: 'object', required: ['x'], properties: { x: { type: 'string' }, y: { type: 'string' } } },
          b: { type: 'object', required: ['z'], properties: { z: { type: 'string' } } },
        },
      },
      'input',
    );
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['a.x', true],
      ['a.y', false],
      ['b.z', false],
    ]);
  });

  it('requires an alternative property only when every alternative requires it', () => {
    const { fields } = read(
      {
        anyOf: [
          { type: 'object', required: ['id'], properties: { id: { type: 'string' }, email: { type: 'string' } } },
          { type: 'object', required: ['id'], properties: { id: { type: 'string' }, phone: { type: 'string' } } },
        ],
      },
      'input',
    );
    expect(fields.map((f) => [f.name, f.required, f.x_alternatives])).toEqual([
      ['id', true, { keyword: 'anyOf', in: [1, 2], of: 2 }],
      ['email', false, { keyword: 'anyOf', in: [1], of: 2 }],
      ['phone', false, { keyword: 'anyOf', in: [2], of: 2 }],
    ]);
  });

  it('keeps several types, names scalar roots, and follows external refs nowhere', () => {
    expect(read({ type: 'object', properties: { v: { type: ['string', 'integer', 'null'] } } }).fields).toEqual([
      { name: 'v', type: 'string', x_types: ['string', 'integer'] },
    ]);
    expect(read({ type: 'integer' }).fields).toEqual([{ name: 'result', type: 'integer' }]);
    const ext = read({ type: 'object', properties: { p: { $ref: 'other.json#/P' } } });
    expect(ext.fields).toEqual([{ name: 'p', x_unresolved_ref: true }]);
    expect(ext.notes[0]).toMatch(/external reference "other\.json#\/P" is not followed/);
  });

  it('keeps a "__proto__" property as data', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}',
    );
    expect(read(schema, 'input').fields).toEqual([{ name: '__proto__', type: 'string', required: true }]);
  });
});

describe('schemaFields outputs by resource', () => {
  it('gives a nested resource its id only, an expandable reference one field, and leaves type markers out', () => {
    const { fields } = read({
      type: 'object',
      properties: {
        project: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            object: { type: 'string', enum: ['project'] },
            name: { type: 'string' },
            owner: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/User' }] },
            team: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
          },
        },
      },
      $defs: { User: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } } } },
    });
    expect(fields.map((f) => [f.name, f.resource])).toEqual([
      ['project', undefined],
      ['project.id', 'project'],
      ['project.name', undefined],
      ['project.owner', 'user'],
      ['project.team.id', 'team'],
      ['owner', 'user'],
      ['team_id', 'team'],
    ]);
    expect(fields[3]).toMatchObject({ type: 'string', x_path: 'project.owner' });
  });
});

describe('schemaFields on wide, self-referencing specs', () => {
  it(`stops at ${MAX_SCHEMA_FIELDS} fields, fast`, () => {
    const props = (prefix: string): Record<string, unknown> =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          `${prefix}${i}`,
          { anyOf: [{ type: 'string' }, { $ref: `#/$defs/${prefix === 'a' ? 'B' : 'A'}` }] },
        ]),
      );
    const schema = {
      type: 'object',
      properties: props('a'),
      $defs: { A: { type: 'object', properties: props('a') }, B: { type: 'object', properties: props('b') } },
    };
    const started = Date.now();
    const { fields, notes } = read(schema);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fields.filter((f) => f.x_alias_of === undefined).length).toBe(MAX_SCHEMA_FIELDS);
    expect(notes).toContain(`more than ${MAX_SCHEMA_FIELDS} fields; the rest were left out`);
  });
});
