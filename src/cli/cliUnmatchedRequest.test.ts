import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as cli } from './runCliForTests';

const petstore = join(import.meta.dirname, 'fixtures', 'petstore-3.0.yaml');
const weather = 'What is the weather in Paris tomorrow?';

describe('CLI: a request that matches no tool (issue 30)', () => {
  it('inspect builds empty menus with a clear verdict, with the default scorer (structural) and auto (the encoder)', async () => {
    for (const scorer of [[], ['--scorer', 'auto']]) {
      const r = await cli('inspect', '--catalog', petstore, '--query', weather, ...scorer);
      expect(r.stderr, scorer.join(' ')).not.toMatch(/Error|at /);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Relevance menu has no target to reach: no tool of the catalog matches the request');
      expect(r.stdout).toContain('State-Path menu has no target to reach: no tool of the catalog matches the request');
    }
  });

  it('inspect with no words, only stop words, and K larger than the catalog', async () => {
    for (const query of ['', 'the and of to']) {
      const r = await cli('inspect', '--catalog', petstore, '--query', query);
      expect(r.code, JSON.stringify(query)).toBe(0);
      expect(r.stdout).toContain('State-Path menu has no target to reach');
    }
    const r = await cli('inspect', '--catalog', petstore, '--query', 'list all pets', '--budget', '50', '--top', '20');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/State-Path menu reaches petstore\.listPets in 1 call/);
  });

  it('menus writes empty menus for such a task', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mi-'));
    const tasks = join(dir, 'tasks.json');
    writeFileSync(tasks, JSON.stringify({ format: 'tool-tasks/v1', tasks: [{ id: 'w', query: weather }] }));
    const r = await cli('menus', '--catalog', petstore, '--tasks', tasks);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { results: { method: string; slots: unknown[] }[] };
    expect(doc.results.map((m) => [m.method, m.slots.length])).toEqual([
      ['relevance', 0],
      ['state-path', 0],
    ]);
  });
});
