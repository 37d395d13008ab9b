import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('OpenAI tools import', () => {
  it('reads the Chat Completions form; strict nullable properties are optional; built-ins are skipped', () => {
    const { catalog, format, warnings } = importCatalog(fixture('openai-chat.json'), 'openai-chat.json');
    expect(format).toBe('openai');
    expect(catalog.tools.map((t) => t.id)).toEqual(['get_weather', 'book_table']);
    expect(catalog.tools[0]?.inputs.map((f) => [f.name, f.required])).toEqual([
      ['city', true],
      ['unit', false],
    ]);
    expect(catalog.tools[1]?.inputs.map((f) => [f.name, f.required])).toEqual([
      ['restaurant_id', true],
      ['party_size', true],
      ['notes', false],
    ]);
    expect(catalog.tools[0]?.x_source).toMatchObject({ format: 'openai', form: 'chat' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ path: '$.tools[2].type', line: 36 });
    expect(warnings[0]?.message).toMatch(/web_search_preview/);
  });

  it('reads the flat Responses form with arrays of objects flattened', () => {
    const { catalog } = importCatalog(fixture('openai-responses.json'), 'openai-responses.json');
    expect(catalog.tools[0]?.inputs.map((f) => [f.name, f.required, f.x_path])).toEqual([
      ['customer_id', true, undefined],
      ['lines.sku', true, 'lines[].sku'],
      ['lines.amount', true, 'lines[].amount'],
      ['memo', false, undefined],
    ]);
    expect(catalog.tools[0]?.x_source).toMatchObject({ form: 'responses' });
  });

  it('reads a legacy functions list', () => {
    const text = JSON.stringify({
      functions: [
        { name: 'ping', parameters: { type: 'object', properties: { host: { type: 'string' } }, required: ['host'] } },
      ],
    });
    const { catalog, format } = importCatalog(text, 'f.json');
    expect(format).toBe('openai');
    expect(catalog.tools[0]?.inputs).toEqual([{ name: 'host', type: 'string', required: true }]);
  });
});

describe('Anthropic tools import', () => {
  it('reads input_schema and skips server tools', () => {
    const { catalog, format, warnings } = importCatalog(fixture('anthropic-tools.json'), 'anthropic.json');
    expect(format).toBe('anthropic');
    expect(catalog.tools.map((t) => t.id)).toEqual(['get_stock_price']);
    expect(catalog.tools[0]?.inputs.map((f) => [f.name, f.required])).toEqual([
      ['ticker', true],
      ['exchange', false],
    ]);
    expect(catalog.x_source).toMatchObject({ format: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(warnings[0]?.message).toMatch(/web_search_20250305/);
  });
});
