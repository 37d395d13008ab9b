import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from './runCliForTests';

/** OpenAI tools with a dotted and a slashed name, keys Anthropic rejects, and a description over 1,024 characters. */
const awkward = join(import.meta.dirname, 'fixtures', 'awkward-names.openai.json');
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

interface Exported {
  tools: { name?: string; function?: { name: string; description: string }; input_schema?: { properties: object } }[];
}

describe('CLI export: names the target accepts, and the mapping back (issue 30)', () => {
  it('mcp and openai-chat: valid tool names, one stderr line on the renames, --mapping writes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-export-'));
    const mapping = join(dir, 'mapping.json');
    const mcp = await cli('export', '--catalog', awkward, '--format', 'mcp', '--mapping', mapping);
    expect(mcp.code).toBe(0);
    const names = (JSON.parse(mcp.stdout) as Exported).tools.map((t) => t.name ?? '');
    expect(names).toEqual(['AclApi_add_mapping', 'calls_list', 'get_call']);
    expect(mcp.stderr).toContain(
      `renamed: 2 tool names changed to ones mcp accepts: "AclApi.add_mapping" → "AclApi_add_mapping", "calls/list" → "calls_list"; the mapping is in ${mapping}`,
    );
    expect(JSON.parse(readFileSync(mapping, 'utf8'))).toEqual({
      format: 'tool-export-mapping/v1',
      target: 'mcp',
      tools: [
        { name: 'AclApi_add_mapping', tool_id: 'AclApi.add_mapping', original_name: 'AclApi.add_mapping' },
        { name: 'calls_list', tool_id: 'calls/list', original_name: 'calls/list' },
        { name: 'get_call', tool_id: 'get_call', original_name: 'get_call' },
      ],
    });

    const openai = await cli('export', '--catalog', awkward, '--format', 'openai-chat');
    expect(openai.code).toBe(0);
    const functions = (JSON.parse(openai.stdout) as Exported).tools.map((t) => t.function);
    for (const f of functions) expect(f?.name).toMatch(TOOL_NAME);
    expect(functions[1]?.description.length).toBeLessThanOrEqual(1024);
    expect(openai.stderr).toContain(
      `warning: tool "calls/list": its description (1152 characters) is cut to 1024, OpenAI's limit`,
    );
    expect(openai.stderr).toContain('--mapping F writes every exported name with its tool id and original name');
  });

  it('anthropic: property keys made valid, listed in the mapping by path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-export-'));
    const mapping = join(dir, 'mapping.json');
    const out = join(dir, 'tools.json');
    const r = await cli('export', '--catalog', awkward, '--format', 'anthropic', '--out', out, '--mapping', mapping);
    expect(r.code).toBe(0);
    const tools = (JSON.parse(readFileSync(out, 'utf8')) as Exported).tools;
    expect(Object.keys(tools[0]?.input_schema?.properties ?? {})).toEqual(['user_name', 'role']);
    expect(Object.keys(tools[1]?.input_schema?.properties ?? {})).toEqual(['StartTime', 'StartTime_2', 'StartTime_3']);
    expect(r.stderr).toMatch(/renamed: 2 tool names and 3 property keys changed to ones anthropic accepts/);
    const doc = JSON.parse(readFileSync(mapping, 'utf8')) as { tools: { properties?: unknown }[] };
    expect(doc.tools.map((t) => t.properties)).toEqual([
      [{ exported: ['user_name'], original: ['user name'] }],
      [
        { exported: ['StartTime_2'], original: ['StartTime<'] },
        { exported: ['StartTime_3'], original: ['StartTime>'] },
      ],
      undefined,
    ]);
  });
  it('--strict and --include-inferred are flags: they take no value and leave the next option alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-export-'));
    const out = join(dir, 'tools.json');
    const strict = await cli('export', '--catalog', awkward, '--format', 'openai-chat', '--strict', '--out', out);
    expect(strict.code, strict.stderr).toBe(0);
    const tools = (JSON.parse(readFileSync(out, 'utf8')) as { tools: { function: { strict?: boolean } }[] }).tools;
    expect(tools.map((t) => t.function.strict)).toEqual([true, true, true]);
    const mcp = await cli('export', '--catalog', awkward, '--format', 'mcp', '--include-inferred');
    expect(mcp.code, mcp.stderr).toBe(0);
  });
});
