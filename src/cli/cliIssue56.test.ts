import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from './runCliForTests';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');
const catalog = join(fixtures, 'catalog.json');
const tasks = join(fixtures, 'tasks.json');
const importerFixtures = join(root, 'src', 'core', 'importers', 'fixtures');

describe('CLI: foreign catalogs, lint, simulate, plan', () => {
  it('--catalog reads OpenAPI YAML and MCP files, alone or as a folder', async () => {
    const yaml = await cli(
      'menus',
      '--catalog',
      join(importerFixtures, 'petstore-3.1.yaml'),
      '--tasks',
      tasks,
      '--method',
      'relevance',
      '--scorer',
      'structural',
    );
    // The tasks name tools of another catalog: the failure names the tasks file and path, proving the YAML loaded.
    expect(yaml.code).toBe(2);
    expect(yaml.stderr).toContain(`${tasks}: $.tasks[0].gold.chain[0]: unknown tool id "shop.get_order"`);
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    writeFileSync(
      join(dir, 'a.json'),
      JSON.stringify({
        tools: [
          {
            name: 'find_customer',
            description: 'Find a customer by email.',
            inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
            outputSchema: { type: 'object', properties: { customer_id: { type: 'string' } } },
          },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'b.yaml'),
      'openapi: 3.1.0\ninfo: {title: Billing, version: "1"}\npaths:\n  /charges:\n    post:\n      operationId: create_charge\n      summary: Charge a customer\n      requestBody:\n        content:\n          application/json:\n            schema: {type: object, required: [customer_id], properties: {customer_id: {type: string}}}\n      responses:\n        "201": {description: ok, content: {application/json: {schema: {type: object, properties: {charge_id: {type: string}}}}}}\n',
    );
    const folder = await cli(
      'inspect',
      '--catalog',
      dir,
      '--query',
      'charge the customer jane@example.com',
      '--budget',
      '4',
      '--top',
      '2',
      '--scorer',
      'structural',
    );
    expect(folder.code).toBe(0);
    expect(folder.stdout).toMatch(/State-Path menu reaches billing\.create_charge in 2 calls/);
  });

  it('lint prints findings and exits 1 only when one is an error', async () => {
    const clean = await cli('lint', '--catalog', catalog);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/7 tools: 0 errors, \d+ warnings, \d+ notes/);
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        format: 'tool-catalog/v1',
        name: 'bad',
        tools: [{ id: 'x.bad name', name: 'bad name!', inputs: [{ name: 'q', required: true }] }],
      }),
    );
    const r = await cli('lint', '--catalog', bad, '--json');
    expect(r.code).toBe(1);
    const codes = JSON.parse(r.stdout).findings.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['invalid-tool-name', 'missing-description', 'unproduced-input']));
    expect((await cli('lint', '--catalog', bad, '--ignore', 'nope')).code).toBe(2);
  });

  it('lint --write-fixed writes the catalog with the optional subject marked required', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    const source = join(dir, 'chat.json');
    const optionalInput = (name: string) => ({ name, type: 'string', required: false, description: `The ${name}.` });
    writeFileSync(
      source,
      JSON.stringify({
        format: 'tool-catalog/v1',
        name: 'chat',
        tools: [
          {
            id: 'chat.list_channels',
            name: 'list_channels',
            description: 'List channels.',
            inputs: [],
            outputs: [{ name: 'channel_id', type: 'string' }],
          },
          {
            id: 'chat.conversation_history',
            name: 'conversation_history',
            description: 'Fetch the history of a conversation.',
            inputs: [optionalInput('channel_id'), optionalInput('limit')],
            outputs: [{ name: 'messages', type: 'array' }],
          },
        ],
      }),
    );
    const fixed = join(dir, 'fixed.json');
    const r = await cli('lint', '--catalog', source, '--write-fixed', fixed);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('optional-subject');
    expect(r.stderr).toContain('fixed.json: the catalog with 1 fix applied');
    const again = await cli('lint', '--catalog', fixed, '--json');
    const doc = JSON.parse(again.stdout);
    expect(doc.findings.map((f: { code: string }) => f.code)).not.toContain('optional-subject');
    const written = JSON.parse(readFileSync(fixed, 'utf8'));
    expect(written.tools[1].inputs.map((f: { required: boolean }) => f.required)).toEqual([true, false]);
  });

  it('export writes a menu as the tools array an agent gets, and the MCP export imports back', async () => {
    const r = await cli(
      'export',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--task',
      't-receipt',
      '--format',
      'anthropic',
      '--budget',
      '4',
      '--top',
      '4',
    );
    expect(r.code).toBe(0);
    const tools = JSON.parse(r.stdout).tools as { name: string; input_schema: unknown }[];
    expect(tools).toHaveLength(4);
    expect(tools.every((t) => typeof t.name === 'string' && typeof t.input_schema === 'object')).toBe(true);
    expect(r.stderr).toMatch(/anthropic: the state-path menu of t-receipt .*about \d+ prompt tokens/);
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    const mcp = join(dir, 'mcp.json');
    expect((await cli('export', '--catalog', catalog, '--format', 'mcp', '--out', mcp)).code).toBe(0);
    const back = await cli('export', '--catalog', mcp, '--format', 'tool-catalog/v1');
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout).tools).toHaveLength(7);
    expect((await cli('export', '--catalog', catalog, '--tools', 'nope')).stderr).toContain(
      '--tools: no tool "nope" in the catalog',
    );
  });

  it('simulate is labelled a simulation and reproducible from its seed', async () => {
    const a = await cli('simulate', '--catalog', catalog, '--tasks', tasks, '--runs', '20', '--seed', '3', '--json');
    const b = await cli('simulate', '--catalog', catalog, '--tasks', tasks, '--runs', '20', '--seed', '3', '--json');
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.stringify(JSON.parse(a.stdout))).toContain('simulation');
  });

  it('plan gives the costed State-Path plan and the relevance fallback', async () => {
    const r = await cli(
      'plan',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--task',
      't-receipt',
      '--budget',
      '4',
      '--top',
      '4',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Relevance menu — fallback (no-producer): ask the user for customer_email');
    expect(r.stdout).toMatch(/State-Path menu — plan: 4 calls/);
    expect(
      (await cli('plan', '--catalog', catalog, '--tasks', tasks, '--task', 't-receipt', '--planner', 'best')).code,
    ).toBe(2);
  });
});
