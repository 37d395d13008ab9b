import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABSENT_REASONS } from '../core/index';
import { runCli as cli } from './runCliForTests';

const catalog = join(import.meta.dirname, 'fixtures', 'catalog.json');

const KINDS = ['missing-bridge', 'missing-target', 'order-inversion', 'crowding', 'schema-gap', 'blocked-producer'];

interface ToolJson {
  tool: string;
  relevance_rank: number | null;
  slot: number | null;
}
interface MenuJson {
  slots: { rank: number; tool: string; role: string }[];
  verdict: { reaches: boolean; target: string | null; calls: number | null; guessed_target: boolean; text: string };
  findings: ({ kind: string; text: string; producers?: ToolJson[] } & Record<string, unknown>)[];
  absent: { tool: string; relevance_rank: number | null; reason: string; text: string; source: string[] }[];
  plan: { kind: string };
  simulation: { runs: number; success_rate: number };
  notes: string[];
}
interface RecordJson {
  format: string;
  task_id: string;
  query: string;
  state: string[];
  targets: { tool: string; weight: number; why: string }[];
  menus: Record<'relevance' | 'state-path', MenuJson>;
}

describe('inspect --json (menu-diagnosis/v1)', () => {
  it('writes one object per task as JSON Lines, with targets, verdicts, findings and absent tools with reason codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inspect-json-'));
    const tasks = join(dir, 'tasks.json');
    writeFileSync(
      tasks,
      JSON.stringify({
        format: 'tool-tasks/v1',
        tasks: [
          {
            id: 't-receipt',
            query: "Email today's receipt for the order to the customer",
            state: ['order_id'],
            gold: {
              chain: ['shop.get_order', 'shop.get_customer_email', 'shop.render_receipt_pdf', 'shop.send_receipt'],
              edges: [
                ['shop.get_order', 'shop.get_customer_email'],
                ['shop.get_customer_email', 'shop.send_receipt'],
                ['shop.render_receipt_pdf', 'shop.send_receipt'],
              ],
            },
          },
          { id: 't-weather', query: 'What is the weather in Lisbon right now?', gold: { chain: ['weather.current'] } },
          {
            id: 't-off-topic',
            query: 'Email the receipt',
            state: ['order_id'],
            gold: { tools: ['weather.current', 'shop.send_receipt'] },
          },
        ],
      }),
    );
    const { code, stdout, stderr } = await cli(
      'inspect',
      '--catalog',
      catalog,
      '--tasks',
      tasks,
      '--json',
      '--budget',
      '3',
      '--top',
      '3',
      '--scorer',
      'structural',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    const records = lines.map((l) => JSON.parse(l) as RecordJson);
    expect(records.map((r) => r.task_id)).toEqual(['t-receipt', 't-weather', 't-off-topic']);
    for (const r of records) {
      expect(Object.keys(r)).toEqual(['format', 'task_id', 'query', 'state', 'targets', 'menus']);
      expect(r.format).toBe('menu-diagnosis/v1');
      expect(r.targets.length).toBeGreaterThan(0);
      for (const t of r.targets)
        expect(t).toEqual({ tool: expect.any(String), weight: expect.any(Number), why: expect.any(String) });
      for (const method of ['relevance', 'state-path'] as const) {
        const m = r.menus[method];
        expect(Object.keys(m)).toEqual(
          expect.arrayContaining(['slots', 'verdict', 'findings', 'absent', 'plan', 'simulation', 'notes']),
        );
        expect(m.slots.length).toBeLessThanOrEqual(3);
        expect(Object.keys(m.verdict)).toEqual(['reaches', 'target', 'calls', 'guessed_target', 'text']);
        expect(m.verdict.text).not.toMatch(/reaches ,/);
        if (m.verdict.reaches) expect(m.verdict.calls).toBeGreaterThan(0);
        else expect(m.verdict.calls).toBeNull();
        for (const f of m.findings) {
          expect(KINDS).toContain(f.kind);
          expect(f.text.length).toBeGreaterThan(0);
          if (f.kind === 'missing-bridge') for (const p of f.producers ?? []) expect(p.slot).toBeNull();
        }
        for (const a of m.absent) {
          expect(ABSENT_REASONS).toContain(a.reason);
          expect(a.text.length).toBeGreaterThan(0);
          expect(m.slots.map((s) => s.tool)).not.toContain(a.tool);
        }
      }
    }
    const receipt = records[0];
    // Every gold tool missing from a menu is explained there.
    const gold = ['shop.get_order', 'shop.get_customer_email', 'shop.render_receipt_pdf', 'shop.send_receipt'];
    for (const method of ['relevance', 'state-path'] as const) {
      const m = receipt?.menus[method];
      const missing = gold.filter((g) => !m?.slots.some((s) => s.tool === g));
      expect(m?.absent.map((a) => a.tool)).toEqual(expect.arrayContaining(missing));
    }
    const rel = receipt?.menus.relevance;
    expect(rel?.verdict).toMatchObject({ reaches: false, target: 'shop.send_receipt', guessed_target: false });
    const getOrder = rel?.absent.find((a) => a.tool === 'shop.get_order');
    expect(getOrder?.reason).toMatch(/^(below-cut|no-relevance)$/);
    const offTopic = records[2]?.menus;
    expect(offTopic?.relevance.absent.find((a) => a.tool === 'weather.current')).toMatchObject({
      reason: 'no-relevance',
      source: ['gold'],
      relevance_rank: null,
    });
    expect(offTopic?.['state-path'].absent.find((a) => a.tool === 'weather.current')?.reason).toBe('not-in-pool');
  }, 60_000);

  it('with --task writes that task only; without --task or --json it asks for one', async () => {
    const fixtures = join(import.meta.dirname, 'fixtures', 'tasks.json');
    const one = await cli(
      'inspect',
      '--catalog',
      catalog,
      '--tasks',
      fixtures,
      '--task',
      't-weather',
      '--json',
      '--scorer',
      'structural',
    );
    expect(one.code).toBe(0);
    expect(one.stdout.trim().split('\n')).toHaveLength(1);
    expect((JSON.parse(one.stdout) as RecordJson).task_id).toBe('t-weather');
    const none = await cli('inspect', '--catalog', catalog, '--tasks', fixtures, '--scorer', 'structural');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--tasks FILE --json (every task)');
  }, 60_000);
});
