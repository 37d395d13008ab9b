import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { importCatalog } from './importCatalog';

/**
 * BFCL v4 (ShishirPatil/gorilla @ 6ea57973, Apache-2.0), JSON Lines as published:
 * - bfcl-multiple-excerpt.json: lines 51, 56, 135 and 199 of `BFCL_v4_multiple.json`
 *   (`weather_forecast` in two questions; `get_highest_scoring_player` defined two ways);
 * - bfcl-math_api-excerpt.json: the first 2 lines of `multi_turn_func_doc/math_api.json`.
 */
const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const byId = (tools: Tool[], id: string): Tool => {
  const t = tools.find((x) => x.id === id);
  if (!t) throw new Error(`no ${id} in ${tools.map((x) => x.id).join(', ')}`);
  return t;
};

describe('BFCL JSON Lines', () => {
  const { catalog, format, warnings } = importCatalog(fixture('bfcl-multiple-excerpt.json'), 'BFCL_v4_multiple.json');

  it('reads a .json file of JSON Lines, one tool per function', () => {
    expect(format).toBe('bfcl');
    expect(catalog.tools.map((t) => t.id)).toEqual([
      'house_price_forecast',
      'weather_forecast',
      'stock_market_forecast',
      'stock_forecast',
      'calculate_density',
      'crime_record.get_record',
      'get_highest_scoring_player',
      'calculate_compound_interest',
      'calculate_genotype_frequency',
      'hotel_booking',
      'get_highest_scoring_player_2',
      'science_history.get_invention',
    ]);
  });

  it('reads parameters typed "dict" as an object schema (their properties are the inputs)', () => {
    const weather = byId(catalog.tools, 'weather_forecast');
    expect(weather.inputs.map((f) => [f.name, f.type, f.required])).toEqual([
      ['location', 'string', true],
      ['days', 'integer', true],
    ]);
    expect(warnings.filter((w) => /input schema should be an object/.test(w.message))).toEqual([]);
  });

  it('merges a function listed by several questions into one tool, naming the questions', () => {
    expect(catalog.tools.filter((t) => t.name === 'weather_forecast')).toHaveLength(1);
    expect(byId(catalog.tools, 'weather_forecast').x_source).toMatchObject({
      format: 'bfcl',
      questions: ['multiple_50', 'multiple_55'],
    });
  });

  it('keeps two different definitions of one name, the later suffixed, with a located warning', () => {
    const [first, second] = catalog.tools.filter((t) => t.name === 'get_highest_scoring_player');
    expect(first?.inputs.find((f) => f.name === 'region')?.description).toMatch(/Defaults to 'USA'/);
    expect(second?.inputs.find((f) => f.name === 'region')?.description).toMatch(/Default is 'all'/);
    expect(warnings).toEqual([
      expect.objectContaining({
        file: 'BFCL_v4_multiple.json',
        line: 4,
        path: '$[3].function[2]',
        message:
          '"get_highest_scoring_player" is defined differently at $[2].function[2]; both are kept; imported as "get_highest_scoring_player_2"',
      }),
    ]);
  });

  it('reads function-doc lines with their response schema as outputs, category the file', () => {
    const math = importCatalog(fixture('bfcl-math_api-excerpt.json'), 'multi_turn_func_doc/math_api.json');
    expect(math.format).toBe('bfcl');
    expect(math.catalog.tools.map((t) => [t.id, t.category])).toEqual([
      ['absolute_value', 'math_api'],
      ['add', 'math_api'],
    ]);
    const add = byId(math.catalog.tools, 'add');
    expect(add.inputs.map((f) => [f.name, f.type])).toEqual([
      ['a', 'number'],
      ['b', 'number'],
    ]);
    expect(add.outputs).toEqual([{ name: 'result', type: 'number', description: 'Sum of the two numbers.' }]);
  });

  it('locates a bad line at its line in the file', () => {
    const lines = fixture('bfcl-math_api-excerpt.json').split('\n');
    const text = [lines[0], '{"name": "broken", ', lines[1]].join('\n');
    try {
      importCatalog(text, 'math_api.json');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SourceError);
      expect((e as SourceError).problems[0]).toMatchObject({ file: 'math_api.json', line: 2, path: '$[1]' });
    }
  });

  it('reads .jsonl files, and a single question line', () => {
    const [line] = fixture('bfcl-multiple-excerpt.json').split('\n');
    expect(importCatalog(line ?? '', 'q.jsonl').catalog.tools.map((t) => t.id)).toEqual([
      'house_price_forecast',
      'weather_forecast',
      'stock_market_forecast',
    ]);
    expect(importCatalog(line ?? '', 'q.json').format).toBe('bfcl');
  });
});
