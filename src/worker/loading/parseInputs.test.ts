import { describe, expect, it } from 'vitest';
import { inputRole, parseInputs } from './parseInputs';

const yaml = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets/{petId}:
    get:
      operationId: showPet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { name: { type: string } } }
`;

describe('parseInputs', () => {
  it('tells tasks and trajectories from catalogs by their format key', () => {
    expect(inputRole('{"format": "tool-tasks/v1", "tasks": []}')).toBe('tasks');
    expect(inputRole('{"format":"tool-trajectories/v1","trajectories":[]}')).toBe('trajectories');
    expect(inputRole(yaml)).toBe('catalog');
  });

  it('imports an OpenAPI YAML catalog together with a tasks file', () => {
    const parsed = parseInputs([
      { name: 'pets.yaml', text: yaml },
      { name: 'tasks.json', text: '{"format": "tool-tasks/v1", "tasks": [{"id": "t", "query": "show my pet"}]}' },
    ]);
    expect(parsed.catalog?.format).toBe('openapi');
    expect(parsed.catalog?.catalog.tools.map((t) => t.inputs.map((f) => f.name))).toEqual([['petId']]);
    expect(parsed.tasks?.set.tasks).toHaveLength(1);
  });

  it('names the file, line and column of a YAML syntax error', () => {
    expect(() => parseInputs([{ name: 'bad.yaml', text: 'openapi: 3.0.3\npaths:\n  /x: [\n' }])).toThrow(
      /^bad\.yaml:\d+:\d+/,
    );
  });

  it("reads a dropped folder's files (named by their path in it) as one catalog named after the folder", () => {
    const snap = (name: string): string =>
      JSON.stringify({ name, description: `${name} tool`, inputSchema: { type: 'object', properties: {} } });
    const parsed = parseInputs([
      { name: 'toolsnaps/get_me.snap', text: snap('get_me') },
      { name: 'toolsnaps/issues/create_issue.snap', text: snap('create_issue') },
    ]);
    expect(parsed.catalog?.catalog.name).toBe('toolsnaps');
    expect(parsed.catalog?.folder).toBe('toolsnaps');
    expect(parsed.catalog?.format).toBe('mcp');
    expect(parsed.catalog?.catalog.tools.map((t) => t.id)).toEqual(['get_me', 'create_issue']);
  });

  it('a schema 3,000 levels deep is a located error, not a RangeError', () => {
    const schema = `${'{"type":"object","properties":{"p":'.repeat(3000)}{}${'}}'.repeat(3000)}`;
    const text = `{"tools":[{"name":"deep","inputSchema":${schema}}]}`;
    expect(() => parseInputs([{ name: 'deep.json', text }])).toThrow(
      /^deep\.json:1:\d+: \$\.tools\[0\]\.inputSchema\.properties\.p.*: nested deeper than 200 objects and arrays/,
    );
  });

  it('refuses two tasks files in one load', () => {
    const tasks = '{"format": "tool-tasks/v1", "tasks": []}';
    expect(() =>
      parseInputs([
        { name: 'a.json', text: tasks },
        { name: 'b.json', text: tasks },
      ]),
    ).toThrow(/a\.json, b\.json: load one tasks file at a time/);
  });
});
