import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { SourceError } from '../catalog/sourceErrors';
import { receiptCatalog } from '../testing/fixtures';
import { learnFromRuns } from '../utility/learnFromRuns';
import { matchTraceTools, observedCalls } from './matchTraceTools';
import { parseTraces } from './parseTraces';

const fixture = (name: string): { text: string; file: string } => {
  const file = join(import.meta.dirname, 'fixtures', name);
  return { text: readFileSync(file, 'utf8'), file };
};
const parse = (name: string, format?: Parameters<typeof parseTraces>[2]) => {
  const { text, file } = fixture(name);
  return parseTraces(text, file, format);
};
const summary = (calls: { name: string; status: string }[]): string[] => calls.map((c) => `${c.name}:${c.status}`);

describe('trace import', () => {
  it('reads OpenAI chat transcripts: tool_calls answered by tool messages, errors from the result text', () => {
    const doc = parse('openai-chat.json');
    expect(doc.format).toBe('openai-chat');
    const [trace] = doc.traces;
    expect(trace).toMatchObject({ id: 'chatcmpl-run-1', taskId: 't-receipt' });
    expect(summary(trace?.calls ?? [])).toEqual([
      'shop_send_receipt:error',
      'get_order:ok',
      'shop.render_receipt_pdf:error',
      'lookup_weather_v2:unknown',
    ]);
    expect(trace?.calls[0]).toMatchObject({
      callId: 'call_1',
      args: { order_id: '84213' },
      error: 'Error: missing required argument customer_email',
      path: '$.messages[2].tool_calls[0]',
    });
    expect(trace?.calls[2]?.error).toBe('renderer unavailable');
  });

  it('reads Anthropic messages: tool_use blocks answered by tool_result blocks with is_error', () => {
    const doc = parse('anthropic-messages.json');
    expect(doc.format).toBe('anthropic-messages');
    expect(doc.traces[0]).toMatchObject({ id: 'msg-run-7', taskId: 't-receipt', success: true });
    expect(summary(doc.traces[0]?.calls ?? [])).toEqual([
      'get_order:ok',
      'get_customer_email:ok',
      'render_receipt_pdf:error',
      'render_receipt_pdf:ok',
      'send_receipt:unknown',
    ]);
    expect(doc.traces[0]?.calls[2]).toMatchObject({ error: 'Timeout after 30 s', args: { order_id: '84213' } });
  });

  it('reads OpenTelemetry GenAI execute_tool spans: grouped by trace, ordered by start time, status and latency', () => {
    const doc = parse('otel-spans.json');
    expect(doc.format).toBe('otel-genai');
    expect(doc.traces.map((t) => t.id)).toEqual(['aa01', 'bb02']);
    const [a, b] = doc.traces;
    expect(a?.taskId).toBe('t-receipt');
    expect(summary(a?.calls ?? [])).toEqual(['get_order:ok', 'get_customer_email:ok', 'shop.send_receipt:error']);
    expect(a?.calls[0]?.latencyMs).toBeCloseTo(150, 9);
    expect(a?.calls[2]).toMatchObject({ error: 'SMTP relay refused', callId: 's3' });
    expect(b?.calls[0]).toMatchObject({
      name: 'weather.current',
      status: 'error',
      error: 'TimeoutError',
      latencyMs: 80,
    });
  });

  it('reads tool-trajectories/v1 through the core loader', () => {
    const doc = parse('trajectories.json');
    expect(doc.format).toBe('tool-trajectories/v1');
    expect(doc.traces[1]).toMatchObject({ taskId: 't-receipt', success: false });
    expect(summary(doc.traces[1]?.calls ?? [])).toEqual([
      'shop.send_receipt:unknown',
      'send_receipt_email_message:unknown',
    ]);
  });

  it('honours an explicit format and rejects a file it cannot read, with file, line and JSON path', () => {
    const { text, file } = fixture('anthropic-messages.json');
    expect(() => parseTraces(text, file, 'otel-genai')).toThrow(
      /anthropic-messages\.json:1:1: \$: expected an OTLP\/JSON export/,
    );
    expect(() => parse('bad-openai.json')).toThrow(SourceError);
    expect(() => parse('bad-openai.json')).toThrow(
      new RegExp(
        `bad-openai\\.json:5:\\d+: \\$\\.messages\\[1\\]\\.tool_calls\\[0\\]\\.function\\.name: expected a string`,
      ),
    );
    expect(() => parse('bad-otel.json')).toThrow(
      /bad-otel\.json:\d+:\d+: \$\.resourceSpans\[0\]\.scopeSpans\[0\]\.spans\[0\]\.startTimeUnixNano: expected Unix nanoseconds, found a string \("yesterday"\)/,
    );
    expect(() => parse('no-tools.json')).toThrow(/no-tools\.json: \$: cannot tell the trace format/);
    expect(() => parseTraces('{"messages": [', 'x.json')).toThrow(/x\.json:1:\d+: \$: invalid JSON/);
  });

  it('maps call names to catalog tools by id, unique name or flattened id, and reports the rest', () => {
    const index = buildCatalogIndex(receiptCatalog());
    const chat = matchTraceTools(index, parse('openai-chat.json'));
    expect(chat.traces[0]?.calls.map((c) => c.toolId)).toEqual([
      'shop.send_receipt',
      'shop.get_order',
      'shop.render_receipt_pdf',
      undefined,
    ]);
    expect(chat.unmatched).toEqual(['lookup_weather_v2']);
    const runs = matchTraceTools(index, parse('trajectories.json'));
    expect(runs.ambiguous).toEqual(['send_receipt_email_message']);
  });

  it('feeds observed outcomes and latencies to learning', () => {
    const index = buildCatalogIndex(receiptCatalog());
    const { traces } = matchTraceTools(index, parse('otel-spans.json'));
    const calls = observedCalls(traces);
    expect(calls[0]).toEqual({ toolId: 'shop.get_order', success: true, latencyMs: expect.closeTo(150, 9) });
    const { changes } = learnFromRuns(receiptCatalog(), calls);
    expect(changes.find((c) => c.toolId === 'shop.send_receipt')?.after.success_rate).toBeCloseTo(0.8 * 0.95, 12);
  });
});
