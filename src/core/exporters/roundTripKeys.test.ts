import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/types';
import { importCatalog } from '../importers/importCatalog';
import { exportTools } from './exportTools';
import type { ExportFormat } from './exportTypes';

/**
 * Round trips the engine fuzz found broken (issue 33; the cases are in
 * src/core/testing/arbitraries/regressions/): export, re-import, and every input keeps its path
 * (`x_path`, else its name) and its required flag.
 */
function roundTrip(catalog: Catalog, format: ExportFormat, strict = false): [string, string, boolean][] {
  const back = importCatalog(exportTools(catalog, format, { strict }).text, `exported.${format}.json`).catalog;
  return (back.tools[0]?.inputs ?? []).map((f) => [f.name, String(f.x_path ?? ''), f.required !== false]);
}

const fromMcp = (properties: Record<string, unknown>, required: string[] = []): Catalog =>
  importCatalog(
    JSON.stringify({ tools: [{ name: 'order', inputSchema: { type: 'object', properties, required } }] }),
    'tools.json',
  ).catalog;

describe('export and re-import keep hostile property keys', () => {
  it('a key ending in [] (a form-style ids[])', () => {
    const catalog = fromMcp({ 'ids[]': { type: 'string' } }, ['ids[]']);
    expect(roundTrip(catalog, 'mcp')).toEqual([['ids[]', '', true]]);
  });

  it('a nested key with a dot stays one key (it came back split, and cut at the depth limit)', () => {
    const catalog = fromMcp(
      {
        x: {
          type: 'object',
          properties: { order_id: { type: 'object', properties: { 'a.b.c': { type: 'string' } } } },
        },
      },
      ['x'],
    );
    const expected = [['x.order_id.a.b.c', 'x.order_id.a\\.b\\.c', false]];
    expect(catalog.tools[0]?.inputs.map((f) => [f.name, f.x_path, f.required])).toEqual(expected);
    for (const format of ['mcp', 'openai-chat', 'anthropic', 'tool-catalog/v1'] as const)
      expect(roundTrip(catalog, format), format).toEqual(expected);
  });

  it('a nested key ending in [] that is an array of objects', () => {
    const catalog = fromMcp({
      'lines[]': { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } } } },
    });
    expect(roundTrip(catalog, 'mcp')).toEqual([['lines[].sku', 'lines\\[][].sku', false]]);
  });
});

describe('OpenAI strict export keeps optional inputs optional', () => {
  const catalog = fromMcp(
    {
      kind: { enum: ['a', 'b'], description: 'which one' },
      anything: {},
      order_id: { type: 'string' },
      shipping: { type: 'object', properties: { city: { enum: ['x'] }, zip: { type: 'string' } }, required: ['zip'] },
    },
    ['order_id'],
  );

  it('an optional input without a type becomes anyOf [it, null], its description outside', () => {
    const exported = JSON.parse(exportTools(catalog, 'openai-chat', { strict: true }).text) as {
      tools: { function: { parameters: { properties: Record<string, unknown>; required: string[] } } }[];
    };
    const { properties, required } = exported.tools[0]?.function.parameters ?? { properties: {}, required: [] };
    expect(properties.kind).toEqual({ description: 'which one', anyOf: [{ enum: ['a', 'b'] }, { type: 'null' }] });
    expect(properties.anything).toEqual({ anyOf: [{}, { type: 'null' }] });
    expect(required).toEqual(['kind', 'anything', 'order_id', 'shipping']);
  });

  it('reads back with every required flag as it was, nested ones too', () => {
    const before = catalog.tools[0]?.inputs.map((f) => [f.name, String(f.x_path ?? ''), f.required !== false]);
    expect(before).toEqual([
      ['kind', '', false],
      ['anything', '', false],
      ['order_id', '', true],
      ['shipping.city', 'shipping.city', false],
      ['shipping.zip', 'shipping.zip', false],
    ]);
    for (const format of ['openai-chat', 'openai-responses'] as const)
      expect(roundTrip(catalog, format, true), format).toEqual(before);
  });
});
