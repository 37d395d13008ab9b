import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const fixtures = join(import.meta.dirname, 'fixtures');
const catalog = join(fixtures, 'catalog.json');
const tasks = join(fixtures, 'tasks.json');

/** Runs the CLI as a user would (node + tsx loader) and returns exit code, stdout and stderr. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts'), ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('menu-inspector CLI', () => {
  it('menus writes tool-menus/v1 with both methods, per-slot terms and timings', async () => {
    const { code, stdout } = await cli('menus', '--catalog', catalog, '--tasks', tasks, '--budget', '4', '--top', '3');
    expect(code).toBe(0);
    const doc = JSON.parse(stdout);
    expect(doc).toMatchObject({ format: 'tool-menus/v1', budget: 4, top: 3 });
    expect(doc.results.map((r: { task_id: string; method: string }) => `${r.task_id}/${r.method}`)).toEqual(['t-receipt/relevance', 't-receipt/state-path', 't-weather/relevance', 't-weather/state-path']);
    const sp = doc.results[1];
    expect(sp.slots.length).toBeLessThanOrEqual(4);
    expect(sp.slots.map((s: { tool: string }) => s.tool)).toContain('shop.get_customer_email');
    expect(Object.keys(sp.slots[0].terms)).toEqual(expect.arrayContaining(['M', 'C', 'D', 'm', 'phi', 'P', 'e', 'order']));
    expect(Object.keys(sp.timings_ms)).toEqual(expect.arrayContaining(['recall', 'encoder', 'retriever', 'reranker']));
    expect(doc.results[2].state).toEqual([expect.objectContaining({ field: 'city', source: 'inferred', evidence: 'in Lisbon' })]);
  });

  it('menus --out writes the file and --method filters', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mi-')), 'menus.json');
    const { code, stdout } = await cli('menus', '--catalog', catalog, '--tasks', tasks, '--method', 'state-path', '--out', out);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    expect(doc.results.every((r: { method: string }) => r.method === 'state-path')).toBe(true);
  });

  it('bad input: one line naming file, line and JSON path, exit code 2, nothing written', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mi-')), 'menus.json');
    const bad = join(fixtures, 'bad-catalog.json');
    const { code, stderr } = await cli('menus', '--catalog', bad, '--tasks', tasks, '--out', out);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`${bad}:7:`);
    expect(stderr).toContain('$.tools[1].inputs[0].required: expected true or false');
    expect(existsSync(out)).toBe(false);
  });

  it('reports missing files, unknown options and a file of the wrong format', async () => {
    expect((await cli('menus', '--catalog', 'nope.json', '--tasks', tasks)).stderr).toContain('nope.json: no such file');
    expect((await cli('menus', '--catalog', catalog, '--tasks', tasks, '--budjet', '3')).stderr).toContain('unknown option --budjet');
    const wrongTasks = join(fixtures, 'catalog.json');
    const r = await cli('eval', '--catalog', catalog, '--tasks', wrongTasks);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('this looks like a tool-catalog/v1 file');
  });

  it('eval --json reports both methods at each budget, by bucket', async () => {
    const { code, stdout } = await cli('eval', '--catalog', catalog, '--tasks', tasks, '--budgets', '2,4', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.tasks).toBe(2);
    expect(report.methods['state-path']['4'].overall.coverage).toBe(1);
    expect(report.methods.relevance['2'].overall.coverage).toBeLessThan(1);
    expect(Object.keys(report.methods.relevance['4'].buckets)).toEqual(['1-2', '3-4', '5-6', '7+']);
  });

  it('inspect prints both menus, the breakdown and the diagnosis', async () => {
    const { code, stdout } = await cli('inspect', '--catalog', catalog, '--tasks', tasks, '--task', 't-receipt', '--budget', '4', '--top', '4');
    expect(code).toBe(0);
    expect(stdout).toContain('Relevance-only');
    expect(stdout).toContain('State-Path score breakdown');
    expect(stdout).toMatch(/Relevance menu cannot reach shop\.send_receipt: nothing on it produces customer_email/);
    expect(stdout).toContain('State-Path menu reaches shop.send_receipt');
  });

  it('generate is deterministic and split writes held-out tasks and trajectories', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    for (const k of ['a', 'b']) await cli('generate', '--seed', '3', '--tasks', '40', '--out-catalog', join(dir, `${k}-catalog.json`), '--out-tasks', join(dir, `${k}-tasks.json`));
    expect(readFileSync(join(dir, 'a-catalog.json'), 'utf8')).toBe(readFileSync(join(dir, 'b-catalog.json'), 'utf8'));
    const generated = JSON.parse(readFileSync(join(dir, 'a-tasks.json'), 'utf8'));
    expect(generated.tasks).toHaveLength(40);
    const { code } = await cli('split', '--tasks', join(dir, 'a-tasks.json'), '--holdout', '0.5', '--out-dir', join(dir, 'split'));
    expect(code).toBe(0);
    const train = JSON.parse(readFileSync(join(dir, 'split', 'train-tasks.json'), 'utf8'));
    const test = JSON.parse(readFileSync(join(dir, 'split', 'test-tasks.json'), 'utf8'));
    const traj = JSON.parse(readFileSync(join(dir, 'split', 'train-trajectories.json'), 'utf8'));
    expect(train.tasks.length + test.tasks.length).toBe(40);
    expect(traj.trajectories).toHaveLength(train.tasks.length);
  });
});
