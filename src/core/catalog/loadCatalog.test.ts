import { describe, expect, it } from 'vitest';
import { parseCatalog, serializeCatalog } from './loadCatalog';
import { parseTasks, checkTasksAgainstCatalog } from './loadTasks';
import { parseTrajectories } from './loadTrajectories';
import { SourceError } from './sourceErrors';

function problemOf(fn: () => unknown): SourceError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SourceError) return e;
    throw e;
  }
  throw new Error('expected a SourceError');
}

const valid = `{
  "format": "tool-catalog/v1",
  "name": "demo",
  "x_vendor": {"owner": "team-a"},
  "tools": [
    {"id": "orders.get_order", "name": "get_order", "description": "Look up an order.",
     "inputs": [{"name": "order_id", "type": "string", "required": true, "x_example": "84213"}],
     "outputs": [{"name": "customer_id", "type": "string"}], "x_rate_limit": 10}
  ]
}`;

describe('parseCatalog', () => {
  it('keeps unknown keys through a load/save round trip', () => {
    const catalog = parseCatalog(valid, 'demo.json');
    const again = JSON.parse(serializeCatalog(catalog));
    expect(again.x_vendor).toEqual({ owner: 'team-a' });
    expect(again.tools[0].x_rate_limit).toBe(10);
    expect(again.tools[0].inputs[0].x_example).toBe('84213');
    expect(parseCatalog(serializeCatalog(catalog), 'again.json')).toEqual(catalog);
  });

  it('fills defaults for optional lists and description', () => {
    const c = parseCatalog('{"format":"tool-catalog/v1","name":"n","tools":[{"id":"a","name":"a"}]}', 'f.json');
    expect(c.tools[0]).toMatchObject({ description: '', inputs: [], outputs: [] });
  });

  it('names file, line, column and JSON path of a wrong type', () => {
    const text = valid.replace('"type": "string", "required": true', '"type": "string", "required": "yes"');
    const e = problemOf(() => parseCatalog(text, 'demo.json'));
    expect(e.problems[0]).toMatchObject({ file: 'demo.json', path: '$.tools[0].inputs[0].required', line: 7 });
    expect(e.message).toMatch(
      /^demo\.json:7:\d+: \$\.tools\[0\]\.inputs\[0\]\.required: expected true or false, found a string/,
    );
  });

  it('reports every bad field at its own path, on inputs and outputs, and accepts the plain ones beside them', () => {
    const good = { name: 'order_id', type: 'string', required: true, description: 'the order' };
    const fields = [
      good,
      { name: '  ' },
      { type: 'string' },
      { name: 7 },
      { name: 'a', type: 5 },
      { name: 'b', description: {} },
      { name: 'c', required: 'yes' },
      'oops',
    ];
    const text = JSON.stringify({
      format: 'tool-catalog/v1',
      name: 'n',
      tools: [{ id: 'a', name: 'a', inputs: fields, outputs: fields }],
    });
    const e = problemOf(() => parseCatalog(text, 'f.json'));
    const expected = (side: string) => [
      [`$.tools[0].${side}[1].name`, 'must not be empty'],
      [`$.tools[0].${side}[2]`, 'missing required key "name"'],
      [`$.tools[0].${side}[3].name`, 'expected a string, found a number (7)'],
      [`$.tools[0].${side}[4].type`, 'expected a string, found a number (5)'],
      [`$.tools[0].${side}[5].description`, 'expected a string, found an object'],
      [`$.tools[0].${side}[6].required`, 'expected true or false, found a string ("yes")'],
      [`$.tools[0].${side}[7]`, 'expected a field object, found a string ("oops")'],
    ];
    expect(e.problems.map((p) => [p.path, p.message])).toEqual([...expected('inputs'), ...expected('outputs')]);
  });

  it("keeps a field's credential mark through a round trip, and reports one that is not a boolean", () => {
    const marked = (value: string): string => valid.replace('"x_example": "84213"', `"credential": ${value}`);
    const catalog = parseCatalog(marked('true'), 'demo.json');
    expect(catalog.tools[0]?.inputs[0]?.credential).toBe(true);
    expect(parseCatalog(serializeCatalog(catalog), 'again.json')).toEqual(catalog);
    expect(
      problemOf(() => parseCatalog(marked('"yes"'), 'demo.json')).problems.map((p) => [p.path, p.message]),
    ).toEqual([['$.tools[0].inputs[0].credential', 'expected true or false, found a string ("yes")']]);
  });

  it("keeps a field's resource, and reports one that is not a non-blank string", () => {
    const withResource = (value: string): string => valid.replace('"x_example": "84213"', `"resource": ${value}`);
    expect(parseCatalog(withResource('"order"'), 'demo.json').tools[0]?.inputs[0]?.resource).toBe('order');
    const problems = (text: string) =>
      problemOf(() => parseCatalog(text, 'demo.json')).problems.map((p) => [p.path, p.message]);
    expect(problems(withResource('5'))).toEqual([
      ['$.tools[0].inputs[0].resource', 'expected a string, found a number (5)'],
    ]);
    expect(problems(withResource('" "'))).toEqual([['$.tools[0].inputs[0].resource', 'must not be empty']]);
  });

  it('reports a duplicate id with the first occurrence', () => {
    const text = '{"format":"tool-catalog/v1","name":"n","tools":[{"id":"a","name":"a"},{"id":"a","name":"b"}]}';
    const e = problemOf(() => parseCatalog(text, 'dup.json'));
    expect(e.problems[0]?.path).toBe('$.tools[1].id');
    expect(e.problems[0]?.message).toContain('first used at $.tools[0]');
  });

  it('locates JSON syntax errors by line and column', () => {
    const e = problemOf(() => parseCatalog('{\n  "format": "tool-catalog/v1",\n  "tools": [,]\n}', 'bad.json'));
    expect(e.problems[0]).toMatchObject({ file: 'bad.json', line: 3, path: '$' });
    expect(e.message).toMatch(/^bad\.json:3:\d+: \$: invalid JSON/);
  });

  it('says when the file is another of our formats', () => {
    const e = problemOf(() => parseCatalog('{"format":"tool-tasks/v1","tasks":[]}', 'tasks.json'));
    expect(e.message).toContain('this looks like a tool-tasks/v1 file');
  });

  it('rejects effects and utility values out of range', () => {
    const text =
      '{"format":"tool-catalog/v1","name":"n","tools":[{"id":"a","name":"a","effects":"maybe","utility":{"success_rate":3}}]}';
    const e = problemOf(() => parseCatalog(text, 'u.json'));
    expect(e.problems.map((p) => p.path)).toEqual(['$.tools[0].effects', '$.tools[0].utility.success_rate']);
  });

  it('handles keys like __proto__ as plain data', () => {
    const c = parseCatalog(
      '{"format":"tool-catalog/v1","name":"n","__proto__":{"polluted":true},"tools":[]}',
      'p.json',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
  });
});

describe('parseTasks and parseTrajectories', () => {
  it('validates gold edges and reports unknown tools against a catalog', () => {
    const tasks = parseTasks(
      '{"format":"tool-tasks/v1","tasks":[{"id":"t1","query":"q","gold":{"chain":["a","zz"],"edges":[["a","zz"]]}}]}',
      't.json',
    );
    const problems = checkTasksAgainstCatalog(tasks, new Set(['a']));
    expect(problems.map((p) => p.segments.join('.'))).toEqual(['tasks.0.gold.chain.1', 'tasks.0.gold.edges.0.1']);
  });

  it('rejects a malformed edge with its path', () => {
    const e = problemOf(() =>
      parseTasks('{"format":"tool-tasks/v1","tasks":[{"id":"t1","query":"q","gold":{"edges":[["a"]]}}]}', 't.json'),
    );
    expect(e.problems[0]?.path).toBe('$.tasks[0].gold.edges[0]');
  });

  it('requires success on trajectories', () => {
    const e = problemOf(() =>
      parseTrajectories('{"format":"tool-trajectories/v1","trajectories":[{"calls":["a"]}]}', 'r.json'),
    );
    expect(e.problems[0]).toMatchObject({ path: '$.trajectories[0]', message: 'missing required key "success"' });
  });
});
