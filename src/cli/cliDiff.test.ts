import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCliForTests';

const fixtures = join(import.meta.dirname, 'fixtures');
const catalog = join(fixtures, 'catalog.json');
const tasks = join(fixtures, 'tasks.json');

type Menus = { results: { task_id: string; method: string; slots: { tool: string }[] }[] };

describe('menu-inspector diff', () => {
  it('compares two menus files menu by menu, exits 1 when one differs and 0 when none does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diff-'));
    const before = join(dir, 'k8.json');
    const after = join(dir, 'k4.json');
    expect((await runCli('menus', '--catalog', catalog, '--tasks', tasks, '--budget', '8', '--out', before)).code).toBe(
      0,
    );
    expect((await runCli('menus', '--catalog', catalog, '--tasks', tasks, '--budget', '4', '--out', after)).code).toBe(
      0,
    );

    const same = await runCli('diff', '--before', before, '--after', before);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('state-path: 0 of 2 menus differ · slot 1 changed in 0');
    // No row without --all; with it, every menu (2 tasks × 2 methods), and --out writes the same text.
    expect(same.stdout).not.toContain('t-receipt');
    const out = join(dir, 'same.txt');
    const all = await runCli('diff', '--before', before, '--after', before, '--all', '--out', out);
    expect(all.code).toBe(0);
    expect(all.stdout).toBe('');
    const rows = readFileSync(out, 'utf8')
      .split('\n')
      .filter((l) => /^t-(receipt|weather) /.test(l));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatch(/ same +0 +0 \(0\) +0$/);

    const json = await runCli('diff', '--before', before, '--after', after, '--tasks', tasks, '--json');
    expect(json.code).toBe(1);
    const diff = JSON.parse(json.stdout) as {
      format: string;
      before: { budget: number };
      after: { budget: number };
      menus: { task_id: string; method: string; changed: boolean; left: { tool: string; rank: number }[] }[];
    };
    expect(diff.format).toBe('menus-diff/v1');
    expect([diff.before.budget, diff.after.budget]).toEqual([8, 4]);
    // What left each menu is what the 8-slot menu holds and the 4-slot one does not, with its slot.
    const read = (f: string): Menus => JSON.parse(readFileSync(f, 'utf8')) as Menus;
    const [b, a] = [read(before), read(after)];
    expect(diff.menus).toHaveLength(b.results.length);
    for (const m of diff.menus) {
      const was =
        b.results.find((r) => r.task_id === m.task_id && r.method === m.method)?.slots.map((s) => s.tool) ?? [];
      const now =
        a.results.find((r) => r.task_id === m.task_id && r.method === m.method)?.slots.map((s) => s.tool) ?? [];
      const left = was.flatMap((tool, k) => (now.includes(tool) ? [] : [{ tool, rank: k + 1 }]));
      expect(m.left).toEqual(left);
      expect(m.changed).toBe(left.length > 0 || now.some((t, k) => was.indexOf(t) !== k));
    }

    const text = await runCli('diff', '--before', before, '--after', after, '--method', 'state-path', '--tasks', tasks);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^before: .*k8\.json \(K 8, L 8, default rules\)$/m);
    expect(text.stdout).toMatch(
      /state-path: \d of 2 menus differ · slot 1 changed in \d · slot 1 is the gold first step in \d → \d/,
    );
    expect(text.stdout).not.toMatch(/^relevance:/m);
    expect(text.stdout).toMatch(/\(was [5-8]\)/);
  });

  it('names the menus only one file holds, and refuses a file that is not tool-menus/v1 with its path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diff-'));
    const both = join(dir, 'both.json');
    const one = join(dir, 'one.json');
    await runCli('menus', '--catalog', catalog, '--tasks', tasks, '--out', both);
    await runCli('menus', '--catalog', catalog, '--tasks', tasks, '--method', 'state-path', '--out', one);
    const res = await runCli('diff', '--before', both, '--after', one);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/only in .*both\.json: t-receipt relevance, t-weather relevance/);

    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ format: 'tool-menus/v1', results: [{ task_id: 't', method: 'state-path', slots: [{}] }] }),
    );
    const refused = await runCli('diff', '--before', both, '--after', bad);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/bad\.json:1:\d+: \$\.results\[0\]\.slots\[0\]: missing required key "tool"/);
    const wrongMethod = await runCli('diff', '--before', both, '--after', both, '--method', 'bm25');
    expect(wrongMethod.code).toBe(2);
  });
});
