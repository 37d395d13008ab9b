import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalog, Tool } from '../catalog/types';
import { importCatalog } from '../importers/importCatalog';
import { receiptCatalog } from '../testing/fixtures';
import { exportTools } from './exportTools';
import { EXPORT_FORMATS, type ExportFormat } from './exportTypes';

const fixture = (name: string): string =>
  readFileSync(new URL(`../importers/fixtures/${name}`, import.meta.url), 'utf8');

/** What a round trip must keep: inputs with required flags; declared outputs and effects where the format has them. */
function signature(t: Tool, format: ExportFormat): unknown {
  const keepsOutputs = format === 'mcp' || format === 'tool-catalog/v1';
  return {
    description: t.description.trim(),
    inputs: t.inputs.map((f) => [f.name, f.required !== false]),
    ...(keepsOutputs
      ? { outputs: t.outputs.filter((f) => f.inferred !== true).map((f) => f.name), effects: t.effects ?? null }
      : {}),
  };
}

const sources: [string, () => Catalog][] = [
  ['hand-made catalog', receiptCatalog],
  ['MCP tools/list', () => importCatalog(fixture('mcp-tools-list.json'), 'mcp.json').catalog],
  ['OpenAPI 3.1 YAML', () => importCatalog(fixture('petstore-3.1.yaml'), 'pets.yaml').catalog],
  ['OpenAPI 3.0', () => importCatalog(fixture('orders-3.0.json'), 'orders.json').catalog],
  ['Swagger 2.0', () => importCatalog(fixture('swagger-2.0.json'), 'users.json').catalog],
  ['OpenAI Responses', () => importCatalog(fixture('openai-responses.json'), 'r.json').catalog],
  ['ToolBench', () => importCatalog(fixture('toolbench-tool.json'), 'tb.json').catalog],
];

describe('export → import round trips', () => {
  for (const [label, load] of sources) {
    for (const format of EXPORT_FORMATS) {
      for (const strict of format.startsWith('openai') ? [false, true] : [false]) {
        it(`${label} via ${format}${strict ? ' (strict)' : ''} keeps tools, fields and required flags`, () => {
          const catalog = load();
          const exported = exportTools(catalog, format, { strict });
          const back = importCatalog(exported.text, `exported.${format}.json`).catalog;
          expect(back.tools).toHaveLength(catalog.tools.length);
          // Agent formats call tools by exported name (the imported id); our own format keeps ids.
          const own = format === 'tool-catalog/v1';
          const byKey = new Map(back.tools.map((t) => [own ? t.id : t.name, t]));
          exported.names.forEach(({ name, toolId }) => {
            const before = catalog.tools.find((t) => t.id === toolId);
            const after = byKey.get(own ? toolId : name);
            expect(after, name).toBeDefined();
            if (before && after)
              expect(signature(after, format), `${toolId} → ${name}`).toEqual(signature(before, format));
          });
        });
      }
    }
  }
});

describe('round trips of random catalogs (fast-check)', () => {
  const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/);
  const field = fc.record({
    name,
    type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'object'),
    required: fc.boolean(),
  });
  const toolArb = fc.record({
    name,
    description: fc.string({ maxLength: 40 }),
    inputs: fc.uniqueArray(field, { selector: (f) => f.name, maxLength: 5 }),
    outputs: fc.uniqueArray(
      field.map(({ required: _r, ...f }) => f),
      { selector: (f) => f.name, maxLength: 4 },
    ),
    effects: fc.constantFrom('read', 'write', 'irreversible', undefined),
  });
  const catalogArb = fc
    .uniqueArray(toolArb, { selector: (t) => t.name, minLength: 1, maxLength: 5 })
    .map((tools): Catalog => ({
      format: 'tool-catalog/v1',
      name: 'random',
      tools: tools.map((t) => ({
        id: `x.${t.name}`,
        name: t.name,
        description: t.description,
        inputs: t.inputs,
        outputs: t.outputs,
        ...(t.effects ? { effects: t.effects } : {}),
      })),
    }));

  it('keeps every tool, input, required flag (and outputs and effects for MCP) in every format', () => {
    fc.assert(
      fc.property(catalogArb, fc.constantFrom(...EXPORT_FORMATS), fc.boolean(), (catalog, format, strict) => {
        const exported = exportTools(catalog, format, { strict });
        const back = importCatalog(exported.text, 'random.json', { inferOutputs: false }).catalog;
        const key = (t: Tool): string => (format === 'tool-catalog/v1' ? t.id : t.name);
        expect(back.tools.map((t) => [key(t), signature(t, format)])).toEqual(
          catalog.tools.map((t) => [format === 'tool-catalog/v1' ? t.id : t.name, signature(t, format)]),
        );
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
