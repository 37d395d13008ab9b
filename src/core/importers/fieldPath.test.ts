import { describe, expect, it } from 'vitest';
import { fieldPath, formatFieldPath, parseFieldPath, pathName, type PathStep } from './fieldPath';
import { importCatalog } from './importCatalog';

const key = (k: string, array = false): PathStep => ({ key: k, array });

describe('x_path: keys escaped, array markers only where the path goes into items', () => {
  it('reads the paths written before keys were escaped as they were meant', () => {
    expect(parseFieldPath('items[].sku')).toEqual([key('items', true), key('sku')]);
    expect(parseFieldPath('order.customer.id')).toEqual([key('order'), key('customer'), key('id')]);
    expect(parseFieldPath('a\\b.c')).toEqual([key('a\\b'), key('c')]);
    expect(parseFieldPath('a[0].b')).toEqual([key('a[0]'), key('b')]);
  });

  it('escapes a key’s own dot, [ and backslash, so every key comes back', () => {
    const steps = [key('a.b'), key('ids[]'), key('x\\'), key('[]', true), key('x[', true), key('sku')];
    const path = formatFieldPath(steps);
    expect(path).toBe('a\\.b.ids\\[].x\\\\.\\[][].x\\[[].sku');
    expect(parseFieldPath(path)).toEqual(steps);
    expect(pathName(steps)).toBe('a.b.ids[].x\\.[].x[.sku');
  });

  it('takes a field without x_path as one key, dots and all', () => {
    expect(fieldPath({ name: 'order.id' })).toEqual([key('order.id')]);
    expect(fieldPath({ name: 'order.id', x_path: 'order.id' })).toEqual([key('order'), key('id')]);
  });
});

describe('importers name fields by their keys as written (found by the engine fuzz, issue 33)', () => {
  const mcp = (properties: Record<string, unknown>): string =>
    JSON.stringify({ tools: [{ name: 'order', inputSchema: { type: 'object', properties } }] });
  const inputs = (text: string): [string, unknown][] =>
    (importCatalog(text, 'tools.json').catalog.tools[0]?.inputs ?? []).map((f) => [f.name, f.x_path]);

  it('a key ending in [] keeps it: at the top, nested, and as an array of objects', () => {
    expect(inputs(mcp({ 'ids[]': { type: 'string' } }))).toEqual([['ids[]', undefined]]);
    expect(
      inputs(
        mcp({
          order: { type: 'object', properties: { 'ids[]': { type: 'string' } } },
          'lines[]': { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } } } },
        }),
      ),
    ).toEqual([
      ['order.ids[]', 'order.ids\\[]'],
      ['lines[].sku', 'lines\\[][].sku'],
    ]);
  });

  it('a nested key with a dot is one key in x_path', () => {
    expect(
      inputs(mcp({ x: { type: 'object', properties: { order: { type: 'object', properties: { 'a.b': {} } } } } })),
    ).toEqual([['x.order.a.b', 'x.order.a\\.b']]);
  });
});
