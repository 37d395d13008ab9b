import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { explainLinks } from '../catalog/explainLinks';
import type { Tool } from '../catalog/types';
import { importCatalog } from './importCatalog';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const names = (fields: Tool['inputs']): string[] => fields.map((f) => f.name);
const required = (t: Tool): string[] => t.inputs.filter((f) => f.required !== false).map((f) => f.name);

describe('MCP tools/list import', () => {
  const { catalog, format, warnings } = importCatalog(fixture('mcp-tools-list.json'), 'mcp-tools-list.json');
  const tool = (id: string): Tool => {
    const t = catalog.tools.find((x) => x.id === id);
    if (!t) throw new Error(`no ${id}`);
    return t;
  };

  it('reads a JSON-RPC result with inputs, required flags and title', () => {
    expect(format).toBe('mcp');
    expect(warnings).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual([
      'get_order',
      'send_receipt',
      'delete_customer',
      'get_customer_email',
    ]);
    expect(tool('get_order')).toMatchObject({
      name: 'get_order',
      title: 'Get order',
      description: 'Look up an order by its id.',
    });
    expect(tool('get_order').inputs).toEqual([
      { name: 'order_id', type: 'string', description: 'The order number.', required: true },
      { name: 'include_items', type: 'boolean', required: false, x_schema: { default: false } },
    ]);
    expect(required(tool('send_receipt'))).toEqual(['order_id', 'customer_email']);
    expect(tool('send_receipt').title).toBe('Send receipt');
  });

  it('flattens nested outputs to dotted names and keeps their short names', () => {
    const outputs = tool('get_order').outputs;
    expect(names(outputs)).toEqual([
      'order',
      'order.customer_id',
      'order.total',
      'order.items',
      'order.items.sku',
      'order.items.quantity',
      'status',
      'customer_id',
      'total',
      'items',
      'sku',
      'quantity',
    ]);
    expect(outputs.find((f) => f.name === 'order.items.sku')).toMatchObject({
      type: 'string',
      x_path: 'order.items[].sku',
    });
    expect(outputs.find((f) => f.name === 'customer_id')).toMatchObject({ x_alias_of: 'order.customer_id' });
    expect(outputs.find((f) => f.name === 'status')).toMatchObject({
      x_schema: { enum: ['open', 'shipped', 'cancelled'] },
    });
  });

  it('maps annotations to effects', () => {
    expect(catalog.tools.map((t) => t.effects)).toEqual(['read', 'write', 'irreversible', undefined]);
  });

  it('infers outputs of a tool without outputSchema, marked as inferred', () => {
    const outputs = tool('get_customer_email').outputs;
    expect(outputs.length).toBeGreaterThan(0);
    expect(
      outputs.every((f) => f.inferred === true && typeof (f.evidence as { source: string }).source === 'string'),
    ).toBe(true);
  });

  it('keeps the originals under x_source', () => {
    expect(tool('delete_customer').x_source).toMatchObject({
      format: 'mcp',
      original: { name: 'delete_customer', annotations: { destructiveHint: true } },
    });
    expect(catalog.x_source).toMatchObject({
      format: 'mcp',
      file: 'mcp-tools-list.json',
      jsonrpc: '2.0',
      result: { nextCursor: 'page-2' },
    });
  });

  it('links a nested output to a consumer of its short name', () => {
    const index = buildCatalogIndex(catalog);
    const links = explainLinks(index, index.byId.get('get_order') ?? -1, index.byId.get('delete_customer') ?? -1);
    expect(links.map((l) => [l.output, l.input])).toEqual([['customer_id', 'customer_id']]);
  });
});

describe('saved MCP servers', () => {
  const { catalog } = importCatalog(fixture('mcp-servers.json'), 'servers.json');

  it('namespaces tool ids by server', () => {
    expect(catalog.tools.map((t) => [t.id, t.name, t.category, t.effects])).toEqual([
      ['shop.search', 'search', 'shop', undefined],
      ['docs.search', 'search', 'docs', 'write'],
    ]);
    expect(names(catalog.tools[0]?.outputs ?? [])).toEqual([
      'products',
      'products.id',
      'products.price',
      'product_id',
      'price',
    ]);
    expect(catalog.x_source).toMatchObject({
      mcpServers: { shop: { command: 'shop-mcp' }, docs: { command: 'docs-mcp' } },
    });
  });

  it('reads the servers-array shape too', () => {
    const text = JSON.stringify({
      servers: [{ name: 'crm', tools: [{ name: 'find', inputSchema: { type: 'object' } }] }],
    });
    expect(importCatalog(text, 's.json').catalog.tools.map((t) => t.id)).toEqual(['crm.find']);
  });
});
