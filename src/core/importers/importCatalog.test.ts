import { describe, expect, it } from 'vitest';
import { parseCatalog, serializeCatalog } from '../catalog/loadCatalog';
import { SourceError } from '../catalog/sourceErrors';
import { detectCatalogFormat } from './detectCatalogFormat';
import { importCatalog } from './importCatalog';

const own = {
  format: 'tool-catalog/v1',
  name: 'demo',
  tools: [
    { id: 'a.get_x', name: 'get_x', description: 'Get x.', inputs: [{ name: 'x_id', required: true }], outputs: [] },
  ],
};

describe('detectCatalogFormat', () => {
  it.each([
    [own, 'tool-catalog/v1'],
    [{ openapi: '3.1.0', paths: {} }, 'openapi'],
    [{ swagger: '2.0', paths: {} }, 'openapi'],
    [{ tool_name: 'T', api_list: [] }, 'toolbench'],
    [[{ tool_name: 'T', api_list: [] }], 'toolbench'],
    [{ tools: [{ name: 'a', inputSchema: {} }] }, 'mcp'],
    [{ result: { tools: [] } }, 'mcp'],
    [{ mcpServers: {} }, 'mcp'],
    [{ tools: [] }, 'mcp'],
    [[{ type: 'function', function: { name: 'a' } }], 'openai'],
    [{ tools: [{ type: 'function', name: 'a', parameters: {} }] }, 'openai'],
    [[{ name: 'a', input_schema: {} }], 'anthropic'],
    [[], undefined],
    [{ hello: 'world' }, undefined],
    ['text', undefined],
  ])('%j → %s', (value, format) => {
    expect(detectCatalogFormat(value)).toBe(format);
  });
});

describe('importCatalog', () => {
  it('passes our own format through untouched (JSON or YAML)', () => {
    const text = serializeCatalog(parseCatalog(JSON.stringify(own), 'c.json'));
    const { catalog, format } = importCatalog(text, 'c.json');
    expect(format).toBe('tool-catalog/v1');
    expect(catalog).toEqual(parseCatalog(text, 'c.json'));
    const yaml = 'format: tool-catalog/v1\nname: demo\ntools:\n  - id: a\n    name: a\n';
    expect(importCatalog(yaml, 'c.yaml').catalog.tools[0]).toMatchObject({ id: 'a', inputs: [], outputs: [] });
  });

  it('infers outputs for our own format only when asked', () => {
    expect(importCatalog(JSON.stringify(own), 'c.json').catalog.tools[0]?.outputs).toEqual([]);
    expect(
      importCatalog(JSON.stringify(own), 'c.json', { inferOutputs: true }).catalog.tools[0]?.outputs.map((f) => f.name),
    ).toEqual(['x']);
  });

  it('locates problems of our own format in YAML too', () => {
    const yaml =
      'format: tool-catalog/v1\nname: demo\ntools:\n  - id: a\n    name: a\n    inputs:\n      - name: x\n        required: "yes"\n';
    let error: unknown;
    try {
      importCatalog(yaml, 'c.yaml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).problems[0]).toMatchObject({ path: '$.tools[0].inputs[0].required', line: 8 });
  });

  it('honours an explicit format, and says what it expected', () => {
    const mcp = JSON.stringify({ tools: [{ name: 'a', input_schema: { type: 'object' } }] });
    expect(importCatalog(mcp, 'x.json').format).toBe('anthropic');
    expect(importCatalog(mcp, 'x.json', { format: 'mcp' }).format).toBe('mcp');
    expect(() => importCatalog('{"hello": 1}', 'x.json')).toThrow(/^x\.json: \$: not a tool catalog/);
    expect(() => importCatalog('{"hello": 1}', 'x.json', { format: 'openai' })).toThrow(
      /expected an array of OpenAI tools/,
    );
  });

  it('reports JSON syntax errors with line and column', () => {
    expect(() => importCatalog('{\n  "tools": [,]\n}', 'x.json')).toThrow(/^x\.json:2:\d+: \$: invalid JSON/);
  });

  it('reports tools without names at their JSON path', () => {
    const text = '{"tools": [\n  {"name": "ok", "inputSchema": {}},\n  {"inputSchema": {}}\n]}';
    expect(() => importCatalog(text, 'x.json')).toThrow(/^x\.json:3:\d+: \$\.tools\[1\]: missing required key "name"/);
  });

  it('renames a repeated tool id with a warning', () => {
    const text = JSON.stringify({
      tools: [
        { name: 'a', inputSchema: {} },
        { name: 'a', inputSchema: {} },
      ],
    });
    const { catalog, warnings } = importCatalog(text, 'x.json');
    expect(catalog.tools.map((t) => t.id)).toEqual(['a', 'a_2']);
    expect(warnings[0]?.message).toMatch(/imported as "a_2"/);
  });
});
