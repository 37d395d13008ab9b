import { describe, expect, it } from 'vitest';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { estimateTokens } from './estimateTokens';
import { renameCounts } from './exportMapping';
import { exportedTokens, exportTools } from './exportTools';
import type { Tool } from '../catalog/types';
import { EXPORT_FORMATS, type ExportFormat } from './exportTypes';

const orders = catalogOf([
  tool(
    'shop.get_order',
    'Look up an order.',
    ['order_id', { name: 'verbose', type: 'boolean', required: false }],
    ['customer_id'],
    { effects: 'read', title: 'Get order' },
  ),
  tool('shop.refund', 'Refund an order.', ['order_id'], [], { effects: 'irreversible' }),
]);

describe('exportTools', () => {
  it('exports resolved menu tools (options.tools) exactly as the same ids would', () => {
    const byIds = exportTools(orders, 'anthropic', { toolIds: ['shop.refund', 'shop.get_order'] });
    const byTools = exportTools(orders, 'anthropic', { tools: [orders.tools[1]!, orders.tools[0]!] });
    expect(byTools.tools).toEqual(byIds.tools);
    expect(byTools.tools.map((t) => (t as { name: string }).name)).toEqual(['refund', 'get_order']);
    expect(byTools.tokens).toEqual(byIds.tokens);
  });

  it("exportedTokens is the export's token total in every format, without building the export", () => {
    const tools = [orders.tools[1]!, orders.tools[0]!];
    for (const format of EXPORT_FORMATS) {
      expect(exportedTokens(tools, format)).toBe(exportTools(orders, format, { tools }).tokens.total);
      expect(exportedTokens(tools, format, { strict: true, includeInferred: true })).toBe(
        exportTools(orders, format, { tools, strict: true, includeInferred: true }).tokens.total,
      );
    }
    expect(exportedTokens(tools, 'openai-chat')).toBeGreaterThan(exportedTokens([tools[0]!], 'openai-chat'));
  });

  it("exportedTokens stays exact when it reuses a tool's length: across calls, renamed on a name clash, after an edit, and for no tools", () => {
    const [getOrder, refund] = [orders.tools[0]!, orders.tools[1]!];
    const exact = (tools: Tool[], format: ExportFormat = 'openai-chat'): number =>
      exportTools(catalogOf(tools), format, { tools }).tokens.total;
    for (const format of EXPORT_FORMATS)
      expect(exportedTokens([getOrder, refund], format)).toBe(exact([getOrder, refund], format));
    expect(exportedTokens([getOrder, refund], 'openai-chat')).toBe(exact([getOrder, refund]));
    // Another tool named like get_order: both are exported under their ids, so the lengths kept for their names do not apply.
    const twin = { ...refund, id: 'billing.get_order_for_invoice', name: getOrder.name };
    expect(exportedTokens([getOrder, twin], 'openai-chat')).toBe(exact([getOrder, twin]));
    expect(exportedTokens([getOrder, twin], 'openai-chat')).toBeGreaterThan(
      exportedTokens([getOrder, refund], 'openai-chat'),
    );
    // An edit makes a new tool object, measured afresh.
    const longer = {
      ...getOrder,
      description: `${getOrder.description} ${'Returns the order with its lines. '.repeat(8)}`,
    };
    expect(exportedTokens([longer, refund], 'openai-chat')).toBe(exact([longer, refund]));
    expect(exportedTokens([longer, refund], 'openai-chat')).toBeGreaterThan(
      exportedTokens([getOrder, refund], 'openai-chat'),
    );
    expect(exportedTokens([], 'anthropic')).toBe(estimateTokens([]).total);
  });

  it('writes MCP tools/list entries with schemas, outputs and annotations', () => {
    const out = exportTools(orders, 'mcp');
    expect(out.tools[0]).toEqual({
      name: 'get_order',
      title: 'Get order',
      description: 'Look up an order.',
      inputSchema: {
        type: 'object',
        properties: { order_id: { type: 'string' }, verbose: { type: 'boolean' } },
        required: ['order_id'],
      },
      outputSchema: { type: 'object', properties: { customer_id: { type: 'string' } } },
      annotations: { readOnlyHint: true },
    });
    expect(out.tools[1]).toMatchObject({ annotations: { readOnlyHint: false, destructiveHint: true } });
    expect(out.document).toEqual({ tools: out.tools });
    expect(JSON.parse(out.text)).toEqual(out.document);
  });

  it('writes OpenAI Chat Completions, Responses (strict) and Anthropic forms', () => {
    expect(exportTools(orders, 'openai-chat').tools[1]).toEqual({
      type: 'function',
      function: {
        name: 'refund',
        description: 'Refund an order.',
        parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
      },
    });
    expect(exportTools(orders, 'openai-responses', { strict: true }).tools[0]).toEqual({
      type: 'function',
      name: 'get_order',
      description: 'Look up an order.',
      strict: true,
      parameters: {
        type: 'object',
        properties: { order_id: { type: 'string' }, verbose: { type: ['boolean', 'null'] } },
        required: ['order_id', 'verbose'],
        additionalProperties: false,
      },
    });
    expect(exportTools(orders, 'anthropic').tools[1]).toEqual({
      name: 'refund',
      description: 'Refund an order.',
      input_schema: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
    });
  });

  it('exports a menu in menu order, with the prompt size estimated', () => {
    const catalog = receiptCatalog();
    const menu = ['shop.send_receipt', 'shop.get_order', 'nope.missing'];
    const out = exportTools(catalog, 'openai-chat', { toolIds: menu });
    expect(out.names).toEqual([
      { name: 'send_receipt', toolId: 'shop.send_receipt', originalName: 'send_receipt' },
      { name: 'get_order', toolId: 'shop.get_order', originalName: 'get_order' },
    ]);
    expect(out.warnings).toEqual(['no tool with id "nope.missing" in catalog "test"; left out']);
    expect(out.tokens).toEqual(estimateTokens(out.tools));
    expect(out.tokens.total).toBe(Math.ceil(JSON.stringify(out.tools).length / 4));
    expect(out.tokens.perTool).toHaveLength(2);
    expect(exportTools(catalog, 'tool-catalog/v1', { toolIds: menu }).document).toMatchObject({
      format: 'tool-catalog/v1',
      tools: [{ id: 'shop.send_receipt' }, { id: 'shop.get_order' }],
    });
  });

  it('gives shared names unique valid ones (the tool ids), and maps them back', () => {
    const catalog = receiptCatalog();
    for (const format of ['anthropic', 'mcp', 'openai-chat', 'openai-responses'] as const) {
      const out = exportTools(catalog, format);
      const names = out.names.map((n) => n.name);
      expect(new Set(names).size).toBe(names.length);
      expect(out.names).toContainEqual({
        name: 'mailgun_send_receipt_email_message',
        toolId: 'mailgun.send_receipt_email_message',
        originalName: 'send_receipt_email_message',
      });
      expect(names.every((n) => /^[a-zA-Z0-9_-]{1,64}$/.test(n))).toBe(true);
      expect(renameCounts(out)).toEqual({ tools: 8, properties: 0 });
      expect(out.warnings).toEqual([]);
    }
  });

  it('leaves inferred outputs out of MCP outputSchema unless asked', () => {
    const catalog = catalogOf([
      {
        ...tool('a.get_x', '', [], []),
        outputs: [{ name: 'x', inferred: true, evidence: { source: 'name', text: 'get_x' } }],
      },
    ]);
    expect(exportTools(catalog, 'mcp').tools[0]).not.toHaveProperty('outputSchema');
    expect(exportTools(catalog, 'mcp', { includeInferred: true }).tools[0]).toMatchObject({
      outputSchema: { properties: { x: {} } },
    });
  });
});
