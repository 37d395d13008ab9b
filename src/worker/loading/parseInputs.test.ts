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
