import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { countFindings, lintCatalog } from './lintCatalog';
import { formatLintFinding, type LintCode, type LintFinding } from './lintTypes';

const codesOf = (findings: LintFinding[], toolId: string): LintCode[] =>
  findings
    .filter((f) => f.toolId === toolId)
    .map((f) => f.code)
    .sort();

describe('lintCatalog', () => {
  const catalog = catalogOf([
    tool(
      'shop.get_order',
      'Look up an order.',
      [{ name: 'order_id', type: 'string', required: true, description: 'The order.' }],
      ['customer_id', 'order_total'],
    ),
    tool(
      'shop.get_customer',
      'Look up a customer.',
      [{ name: 'customer_id', type: 'string', required: true, description: 'The customer.' }],
      ['customer_email'],
    ),
    tool(
      'shop.bad tool!',
      '',
      [
        { name: 'customer email', type: 'string', required: true, description: 'x' },
        { name: 'tags', type: 'array', required: false, description: 'x' },
        { name: 'when', required: false, description: 'x' },
        { name: 'count', type: 'int', required: false, description: 'x' },
        { name: 'Tags', type: 'array', required: false, description: 'x', x_schema: { items: { type: 'string' } } },
      ],
      [],
      { name: 'bad tool!' },
    ),
    tool('mail.send', 'x'.repeat(1100), [{ name: 'to', type: 'string', required: false }], ['message_id']),
    tool(
      'other.send',
      'Send a message.',
      [{ name: 'ticket_id', type: 'string', required: true, description: 'The ticket.' }],
      [],
      { name: 'send' },
    ),
  ]);
  const findings = lintCatalog(catalog);

  it('finds field-linking gaps with the index', () => {
    const unproduced = findings.filter((f) => f.code === 'unproduced-input');
    expect(unproduced.map((f) => [f.toolId, f.severity, f.path])).toEqual([
      ['shop.get_order', 'warning', '$.tools[0].inputs[0]'],
      ['other.send', 'warning', '$.tools[4].inputs[0]'],
    ]);
    // customer_id is consumed by get_customer; customer_email by the bad tool; order_total by no one.
    const unconsumed = findings.filter((f) => f.code === 'unconsumed-output').map((f) => f.message);
    expect(unconsumed).toEqual([
      'output "order_total": no other tool takes it as a required input',
      'output "message_id": no other tool takes it as a required input',
    ]);
  });

  it('flags what strict tool APIs reject and what misleads agents', () => {
    expect(codesOf(findings, 'shop.bad tool!')).toEqual([
      'array-without-items',
      'duplicate-field',
      'invalid-parameter-name',
      'invalid-tool-name',
      'missing-description',
      'missing-type',
      'no-outputs',
      'unknown-type',
    ]);
    expect(codesOf(findings, 'mail.send')).toEqual([
      'description-too-long',
      'missing-input-description',
      'unconsumed-output',
    ]);
    expect(codesOf(findings, 'other.send')).toEqual(['duplicate-tool-name', 'no-outputs', 'unproduced-input']);
    const tags = findings.find((f) => f.code === 'array-without-items');
    expect(tags).toMatchObject({ toolId: 'shop.bad tool!', severity: 'warning', path: '$.tools[2].inputs[1]' });
  });

  it('reads nested keys from x_path as the importers escape them', () => {
    const nested = lintCatalog(
      catalogOf([
        tool(
          'api.update',
          'Update an order.',
          [
            // The key `a.b` inside `order`: accepted by every API (letters, digits, _ . -).
            { name: 'order.a.b', type: 'string', required: true, description: 'x', x_path: 'order.a\\.b' },
            // The key `ids[]` (a key whose own name ends in brackets): not accepted; the finding names the key.
            { name: 'ids[]', type: 'string', required: false, description: 'x', x_path: 'ids\\[]' },
          ],
          ['order_id'],
        ),
      ]),
    ).filter((f) => f.code === 'invalid-parameter-name');
    expect(nested.map((f) => [f.path, f.message])).toEqual([
      [
        '$.tools[0].inputs[1].name',
        'property name "ids[]" is not accepted by every tool API (letters, digits, _ . -, at most 64)',
      ],
    ]);
  });

  it('orders errors first, filters by severity and code, and prints one line per finding', () => {
    expect(findings[0]?.severity).toBe('error');
    expect(findings.map((f) => f.severity)).toEqual(
      [...findings.map((f) => f.severity)].sort(
        (a, b) => ['error', 'warning', 'info'].indexOf(a) - ['error', 'warning', 'info'].indexOf(b),
      ),
    );
    const warnings = lintCatalog(catalog, {
      minSeverity: 'warning',
      ignore: ['unproduced-input'],
      index: buildCatalogIndex(catalog),
    });
    expect(warnings.some((f) => f.severity === 'info' || f.code === 'unproduced-input')).toBe(false);
    expect(countFindings(findings)).toEqual({
      error: findings.filter((f) => f.severity === 'error').length,
      warning: findings.filter((f) => f.severity === 'warning').length,
      info: findings.filter((f) => f.severity === 'info').length,
    });
    expect(
      formatLintFinding({
        code: 'invalid-tool-name',
        severity: 'error',
        toolId: 't',
        path: '$.tools[0].name',
        message: 'm',
      }),
    ).toBe('error   t  $.tools[0].name  invalid-tool-name: m');
  });

  it('reports nothing but linking notes on a clean chain', () => {
    const clean = catalogOf([
      tool(
        'a.get_order',
        'Get an order.',
        [{ name: 'order_id', type: 'string', required: true, description: 'Order.' }],
        ['customer_id'],
      ),
      tool(
        'a.get_customer',
        'Get a customer.',
        [{ name: 'customer_id', type: 'string', required: true, description: 'Customer.' }],
        ['order_id'],
      ),
    ]);
    expect(lintCatalog(clean)).toEqual([]);
  });
});
