import { describe, expect, it } from 'vitest';
import type { Catalog, FieldSpec, Tool } from '../catalog/types';
import { importCatalog } from '../importers/importCatalog';
import { catalogOf, tool } from '../testing/fixtures';
import { exportMapping, renameSummary } from './exportMapping';
import { exportedTokens, exportTools } from './exportTools';
import { EXPORT_FORMATS } from './exportTypes';
import { fieldsToJsonSchema } from './fieldsToJsonSchema';

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const ANTHROPIC_KEY = /^[a-zA-Z0-9_.-]{1,64}$/;
const AGENT_FORMATS = ['mcp', 'openai-chat', 'openai-responses', 'anthropic'] as const;

type Definition = {
  name?: string;
  description?: string;
  function?: { name: string; description?: string };
  input_schema?: unknown;
};
const nameOf = (d: unknown): string => ((d as Definition).function ?? (d as Definition)).name ?? '';
const descriptionOf = (d: unknown): string | undefined => ((d as Definition).function ?? (d as Definition)).description;

/** Every property key of a JSON Schema, at every depth. */
function propertyKeys(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyKeys);
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const own =
    typeof s.properties === 'object' && s.properties !== null ? Object.keys(s.properties as object) : ([] as string[]);
  return [...own, ...Object.values(s).flatMap(propertyKeys)];
}

/** Names as real catalogs have them: BFCL's dotted ids, REST paths, spaces, 100 characters, other scripts. */
const awkward = catalogOf([
  { ...tool('AclApi.add_mapping', 'Add an ACL mapping.', [], []), name: 'AclApi.add_mapping' },
  { ...tool('github/repos/get', 'Get a repository.', [], []), name: 'repos/get' },
  { ...tool('orders.get_order_spaced', 'Look up an order.', [], []), name: 'Get order' },
  { ...tool('orders.get_order', 'Look up an order, the valid name.', [], []), name: 'Get_order' },
  { ...tool('x.long_a', 'A', [], []), name: `${'list_all_the_things_'.repeat(5)}a` },
  { ...tool('x.long_b', 'B', [], []), name: `${'list_all_the_things_'.repeat(5)}b` },
  { ...tool('x.long_c', 'C', [], []), name: 'z'.repeat(80) },
  { ...tool('weather.forecast', 'Forecast.', [], []), name: '天气预报' },
  { ...tool('dup.one', 'One.', [], []), name: 'search' },
  { ...tool('dup.two', 'Two.', [], []), name: 'search' },
]);

describe('exported tool names are ones every target accepts (issue 30)', () => {
  for (const format of AGENT_FORMATS) {
    it(`${format}: valid, unique, and mapped back to each tool's id and name`, () => {
      const out = exportTools(awkward, format);
      const names = out.tools.map(nameOf);
      for (const n of names) expect(n).toMatch(TOOL_NAME);
      expect(new Set(names).size).toBe(names.length);
      expect(out.names.map((n) => n.name)).toEqual(names);
      expect(out.names.map((n) => [n.toolId, n.originalName])).toEqual(awkward.tools.map((t) => [t.id, t.name]));
      const byId = new Map(out.names.map((n) => [n.toolId, n.name]));
      expect(byId.get('AclApi.add_mapping')).toBe('AclApi_add_mapping');
      expect(byId.get('github/repos/get')).toBe('repos_get');
      // A valid name keeps it; the invalid one that cleans to the same name takes its id instead.
      expect(byId.get('orders.get_order')).toBe('Get_order');
      expect(byId.get('orders.get_order_spaced')).toBe('orders_get_order_spaced');
      expect(byId.get('weather.forecast')).toBe('weather_forecast');
      expect([byId.get('dup.one'), byId.get('dup.two')]).toEqual(['dup_one', 'dup_two']);
      // Two long names alike in their first 64 characters: their ids; a long name of its own: cut to 64.
      expect([byId.get('x.long_a'), byId.get('x.long_b')]).toEqual(['x_long_a', 'x_long_b']);
      expect(byId.get('x.long_c')).toBe('z'.repeat(64));
      expect(exportedTokens(awkward.tools, format)).toBe(out.tokens.total);
    });
  }

  it('the mapping file lists every tool, and the summary says what changed', () => {
    const out = exportTools(awkward, 'mcp');
    const mapping = exportMapping(out);
    expect(mapping.format).toBe('tool-export-mapping/v1');
    expect(mapping.target).toBe('mcp');
    expect(mapping.tools).toHaveLength(awkward.tools.length);
    expect(mapping.tools[0]).toEqual({
      name: 'AclApi_add_mapping',
      tool_id: 'AclApi.add_mapping',
      original_name: 'AclApi.add_mapping',
    });
    expect(renameSummary(out)).toMatch(
      /^9 tool names changed to ones mcp accepts: "AclApi\.add_mapping" → "AclApi_add_mapping", "repos\/get" → "repos_get", .*, …$/,
    );
    expect(renameSummary(exportTools(catalogOf([tool('a.b', 'x', [], [])]), 'mcp'))).toBeUndefined();
  });
});

const twilioLike: Tool = {
  ...tool('twilio.list_calls', 'List calls.', [], []),
  inputs: [
    { name: 'StartTime', type: 'string', required: false },
    { name: 'StartTime<', type: 'string', required: false },
    { name: 'StartTime>', type: 'string', required: true },
    { name: 'user name', type: 'string', required: true },
    { name: 'filter.owner id', type: 'string', required: true, x_path: 'filter.owner id' },
    { name: 'lines.unit/price', type: 'number', required: false, x_path: 'lines[].unit/price' },
    { name: 'x'.repeat(70), type: 'string', required: false },
  ],
};

describe('Anthropic input_schema property keys (issue 30)', () => {
  it('are made valid at every depth, unique, with required following and every change mapped back', () => {
    const out = exportTools(catalogOf([twilioLike]), 'anthropic');
    const schema = (out.tools[0] as Definition).input_schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    const keys = propertyKeys(schema);
    for (const k of keys) expect(k).toMatch(ANTHROPIC_KEY);
    expect(Object.keys(schema.properties)).toEqual([
      'StartTime',
      'StartTime_2',
      'StartTime_3',
      'user_name',
      'filter',
      'lines',
      'x'.repeat(64),
    ]);
    expect(schema.required).toEqual(['StartTime_3', 'user_name', 'filter']);
    expect(schema.properties.filter).toEqual({
      type: 'object',
      properties: { owner_id: { type: 'string' } },
      required: ['owner_id'],
    });
    expect(out.names[0]?.properties).toEqual([
      { exported: ['StartTime_2'], original: ['StartTime<'] },
      { exported: ['StartTime_3'], original: ['StartTime>'] },
      { exported: ['user_name'], original: ['user name'] },
      { exported: ['x'.repeat(64)], original: ['x'.repeat(70)] },
      { exported: ['filter', 'owner_id'], original: ['filter', 'owner id'] },
      { exported: ['lines', '[]', 'unit_price'], original: ['lines', '[]', 'unit/price'] },
    ]);
    expect(exportMapping(out).tools[0]?.properties).toHaveLength(6);
    expect(renameSummary(out)).toMatch(
      /^6 property keys changed to ones anthropic accepts: list_calls: "StartTime<" → /,
    );
    expect(exportedTokens([twilioLike], 'anthropic')).toBe(out.tokens.total);
  });

  it('valid keys (dots included) are left alone, and other formats keep the catalog keys', () => {
    const dotted = catalogOf([
      { ...tool('a.search', 'Search.', [], []), inputs: [{ name: 'page.size', type: 'integer', required: false }] },
    ]);
    const out = exportTools(dotted, 'anthropic');
    expect(propertyKeys((out.tools[0] as Definition).input_schema)).toEqual(['page.size']);
    expect(out.names[0]?.properties).toBeUndefined();
    expect(
      propertyKeys((exportTools(catalogOf([twilioLike]), 'mcp').tools[0] as { inputSchema: unknown }).inputSchema),
    ).toContain('StartTime<');
  });
});

describe('OpenAI function descriptions over 1,024 characters (issue 30)', () => {
  const long = `Lists the issues of a project. ${'Filters by status, assignee and label; pages by cursor. '.repeat(30)}`;
  const catalog = catalogOf([
    tool('sentry.find_issues', long, [], []),
    tool('sentry.get_issue', 'Get one issue.', [], []),
  ]);

  for (const format of ['openai-chat', 'openai-responses'] as const) {
    it(`${format}: are cut to fit, with a warning naming the tool`, () => {
      const out = exportTools(catalog, format);
      const cut = descriptionOf(out.tools[0]) ?? '';
      expect(cut.length).toBeLessThanOrEqual(1024);
      expect(cut.length).toBeGreaterThan(900);
      expect(cut.endsWith('…')).toBe(true);
      expect(long.startsWith(cut.slice(0, -1))).toBe(true);
      expect(descriptionOf(out.tools[1])).toBe('Get one issue.');
      expect(out.warnings).toEqual([
        `tool "sentry.find_issues": its description (${long.length} characters) is cut to 1024, OpenAI's limit`,
      ]);
      expect(exportedTokens(catalog.tools, format)).toBe(out.tokens.total);
    });
  }

  it('other formats keep the whole description', () => {
    for (const format of ['mcp', 'anthropic'] as const) {
      const out = exportTools(catalog, format);
      expect(descriptionOf(out.tools[0])).toBe(long);
      expect(out.warnings).toEqual([]);
    }
  });
});

describe('a field that is oneOf / anyOf a string and an object keeps both (issue 30)', () => {
  /** `filter`: oneOf [string, {field, value}], as the importers flatten it (container + fields inside). */
  const filterFields: FieldSpec[] = [
    {
      name: 'filter',
      type: 'string',
      x_types: ['string', 'object'],
      required: true,
      description: 'A query or a filter',
    },
    {
      name: 'filter.field',
      type: 'string',
      x_path: 'filter.field',
      required: true,
      x_alternatives: { keyword: 'oneOf', in: [2], of: 2 },
    },
    {
      name: 'filter.value',
      type: 'string',
      x_path: 'filter.value',
      required: false,
      x_alternatives: { keyword: 'oneOf', in: [2], of: 2 },
    },
  ];

  it('fieldsToJsonSchema writes oneOf [string, object] (anyOf, with null when optional, in strict mode)', () => {
    const schema = fieldsToJsonSchema(filterFields, { side: 'input' });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        filter: {
          description: 'A query or a filter',
          oneOf: [
            { type: 'string' },
            {
              type: 'object',
              properties: { field: { type: 'string' }, value: { type: 'string' } },
              required: ['field'],
            },
          ],
        },
      },
      required: ['filter'],
    });
    const optional = filterFields.map((f) => ({ ...f, required: false }));
    const strict = fieldsToJsonSchema(optional, { side: 'input', strict: true });
    expect((strict.properties as Record<string, unknown>).filter).toEqual({
      description: 'A query or a filter',
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          properties: { field: { type: ['string', 'null'] }, value: { type: ['string', 'null'] } },
          required: ['field', 'value'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    });
  });

  it('anyOf [string, array of objects] keeps both, the container only when there is no other type', () => {
    const fields: FieldSpec[] = [
      { name: 'target', type: 'string', x_types: ['string', 'array'] },
      { name: 'target.id', type: 'string', x_path: 'target[].id' },
    ];
    expect(fieldsToJsonSchema(fields, { side: 'output' }).properties).toEqual({
      target: {
        anyOf: [
          { type: 'string' },
          { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
        ],
      },
    });
    const onlyObject: FieldSpec[] = [
      { name: 'order', type: 'object' },
      { name: 'order.id', type: 'string', x_path: 'order.id' },
    ];
    expect(fieldsToJsonSchema(onlyObject, { side: 'output' }).properties).toEqual({
      order: { type: 'object', properties: { id: { type: 'string' } } },
    });
  });

  it('an MCP outputSchema with oneOf [string, object] imports and exports with both alternatives', () => {
    const listed = {
      tools: [
        {
          name: 'get_filter',
          description: 'The saved filter.',
          inputSchema: { type: 'object', properties: {} },
          outputSchema: {
            type: 'object',
            properties: {
              filter: {
                oneOf: [{ type: 'string' }, { type: 'object', properties: { field: { type: 'string' } } }],
              },
            },
          },
        },
      ],
    };
    const catalog: Catalog = importCatalog(JSON.stringify(listed), 'mcp.json', { inferOutputs: false }).catalog;
    const out = exportTools(catalog, 'mcp').tools[0] as { outputSchema: { properties: Record<string, unknown> } };
    expect(out.outputSchema.properties.filter).toEqual({
      oneOf: [{ type: 'string' }, { type: 'object', properties: { field: { type: 'string' } } }],
    });
  });

  it('every format exports it with both alternatives', () => {
    const catalog = catalogOf([{ ...tool('q.search', 'Search.', [], []), inputs: filterFields }]);
    for (const format of EXPORT_FORMATS) {
      if (format === 'tool-catalog/v1') continue;
      expect(JSON.stringify(exportTools(catalog, format).tools[0])).toMatch(
        /"(oneOf|anyOf)":\[\{"type":"string"\},\{"type":"object"/,
      );
    }
  });
});
