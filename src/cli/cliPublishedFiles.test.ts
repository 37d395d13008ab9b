import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from './runCliForTests';

// Excerpts of published files (sources named in src/core/importers/importMcpPublished.test.ts and importBfcl.test.ts).
const fixtures = join(import.meta.dirname, '..', 'core', 'importers', 'fixtures');

describe('CLI: published tool files as their authors wrote them', () => {
  it('--catalog FOLDER reads its .snap files and its subfolders, as one catalog named after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-snaps-'));
    const folder = join(dir, 'toolsnaps');
    mkdirSync(join(folder, 'issues'), { recursive: true });
    copyFileSync(join(fixtures, 'github-toolsnaps', 'get_me.snap'), join(folder, 'get_me.snap'));
    copyFileSync(join(fixtures, 'github-toolsnaps', 'create_issue.snap'), join(folder, 'issues', 'create_issue.snap'));
    writeFileSync(join(folder, 'README.md'), '# not a catalog\n');
    const out = join(dir, 'out.json');
    const run = await cli('export', '--catalog', folder, '--format', 'tool-catalog/v1', '--out', out);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toMatch(/warning|README/);
    const catalog = JSON.parse(readFileSync(out, 'utf8')) as { name: string; tools: { id: string }[] };
    expect(catalog.name).toBe('toolsnaps');
    expect(catalog.tools.map((t) => t.id)).toEqual(['get_me', 'create_issue']);
  });

  it('a folder without catalog files says which files it reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-empty-'));
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const run = await cli('lint', '--catalog', dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('folder has no .json, .jsonl, .yaml, .yml or .snap files');
  });

  it('reads BFCL JSON Lines and the Docker registry folder layout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-bfcl-'));
    const out = join(dir, 'out.json');
    const bfcl = await cli(
      'export',
      '--catalog',
      join(fixtures, 'bfcl-multiple-excerpt.json'),
      '--format',
      'tool-catalog/v1',
      '--out',
      out,
    );
    expect(bfcl.code).toBe(0);
    expect(bfcl.stderr).toMatch(
      /bfcl-multiple-excerpt\.json:4:\d+: \$\[3\]\.function\[2\]: "get_highest_scoring_player"/,
    );
    const docker = await cli(
      'export',
      '--catalog',
      join(fixtures, 'docker-registry'),
      '--format',
      'tool-catalog/v1',
      '--out',
      out,
    );
    expect(docker.code).toBe(0);
    const ids = (JSON.parse(readFileSync(out, 'utf8')) as { tools: { id: string }[] }).tools.map((t) => t.id);
    expect(ids).toContain('buildkite.create_build');
    expect(ids).toContain('stripe-remote.create_coupon');
  });

  it('a schema 3,000 levels deep: exit 2 and one line naming file, line and JSON path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-deep-'));
    const file = join(dir, 'deep.json');
    const schema = `${'{"type":"object","properties":{"p":'.repeat(3000)}{"type":"string"}${'}}'.repeat(3000)}`;
    writeFileSync(file, `{"tools":[{"name":"deep","inputSchema":${schema}}]}`);
    const run = await cli('lint', '--catalog', file);
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:\\d+: \\$\\.tools\\[0\\]\\.inputSchema\\.properties.*: nested deeper than 200`,
      ),
    );
    expect(run.stderr).not.toMatch(/RangeError/);
  });
  it("inspect names one API's tools without the prefix every id shares, and says it once", async () => {
    const run = await cli(
      'inspect',
      '--catalog',
      join(fixtures, 'twilio-excerpt-3.0.json'),
      '--query',
      'Get the recording of my last call',
      '--top',
      '4',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('tools: every id on both menus is twilio_api.<name>; the tables show the names');
    const rows = run.stdout.split('\n').filter((l) => /^\d+\s/.test(l));
    expect(rows.some((l) => /^\d+\s+ListCallRecording\s/.test(l))).toBe(true);
    expect(rows.some((l) => l.includes('twilio_api.'))).toBe(false);
    // The ids stay whole where they are prose (likely targets, the diagnosis).
    expect(run.stdout).toMatch(/likely targets: twilio_api\.ListCallRecording/);
  });
});
