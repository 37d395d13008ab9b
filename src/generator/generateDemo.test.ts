import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeFieldName, CATALOG_FORMAT, TASKS_FORMAT, TRAJECTORIES_FORMAT } from '../core/index';
import { generateDemo, type GeneratedDemo } from './generateDemo';

describe('generateDemo', () => {
  let demo: GeneratedDemo;
  beforeAll(() => {
    demo = generateDemo({ seed: 7 });
  });

  it('is deterministic for a seed and differs across seeds', () => {
    const again = generateDemo({ seed: 7 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(demo));
    expect(JSON.stringify(generateDemo({ seed: 8 }))).not.toBe(JSON.stringify(demo));
  });

  it('writes the three interchange formats', () => {
    expect(demo.catalog.format).toBe(CATALOG_FORMAT);
    expect(demo.catalog.name).toBe('demo-catalog');
    expect(demo.tasks.format).toBe(TASKS_FORMAT);
    expect(demo.tasks.catalog).toBe('demo-catalog');
    expect(demo.trajectories.format).toBe(TRAJECTORIES_FORMAT);
  });

  it('has at least 400 tools over at least 10 categories and 320 tasks', () => {
    expect(demo.catalog.tools.length).toBe(450);
    expect(new Set(demo.catalog.tools.map((t) => t.category)).size).toBeGreaterThanOrEqual(10);
    expect(demo.tasks.tasks.length).toBe(320);
    expect(demo.tasks.tasks[0]?.id).toBe('t-0001');
    expect(demo.tasks.tasks[319]?.id).toBe('t-0320');
  });

  it('gives every tool a unique id and complete, typed fields', () => {
    expect(new Set(demo.catalog.tools.map((t) => t.id)).size).toBe(demo.catalog.tools.length);
    for (const tool of demo.catalog.tools) {
      expect(tool.id).toMatch(/^[a-z0-9]+\.[A-Za-z0-9_]+$/);
      expect(tool.id.endsWith(`.${tool.name}`)).toBe(true);
      expect(tool.description).toMatch(/^[A-Z].{10,}\.$/);
      for (const f of tool.inputs) {
        expect(typeof f.type).toBe('string');
        expect(typeof f.required).toBe('boolean');
      }
      for (const f of tool.outputs) expect(typeof f.type).toBe('string');
    }
  });

  it('marks side effects by what a call does', () => {
    const irreversible = /^(send|delete|cancel|refund|void|book|charge|terminate|purchase|buy)_/;
    const read = /^(get|list|search|find|fetch|retrieve|lookup)_/;
    for (const tool of demo.catalog.tools) {
      expect(tool.effects).toBeDefined();
      const name = normalizeFieldName(tool.name);
      if (irreversible.test(name)) expect(tool.effects, tool.id).toBe('irreversible');
      if (read.test(name)) expect(tool.effects, tool.id).toBe('read');
    }
    expect(demo.catalog.tools.filter((t) => t.effects === 'write').length).toBeGreaterThan(50);
  });

  it('gives plausible utility metadata', () => {
    for (const { utility } of demo.catalog.tools) {
      expect(utility?.latency_ms).toBeGreaterThanOrEqual(5);
      expect(utility?.latency_ms).toBeLessThan(10_000);
      expect(utility?.cost_usd).toBeGreaterThanOrEqual(0);
      expect(utility?.cost_usd).toBeLessThan(1);
      expect(utility?.success_rate).toBeGreaterThanOrEqual(0.85);
      expect(utility?.success_rate).toBeLessThanOrEqual(0.999);
    }
  });

  it('crowds relevance with near-duplicate families', () => {
    const count = (pattern: RegExp): number =>
      demo.catalog.tools.filter((t) => pattern.test(normalizeFieldName(t.name))).length;
    expect(demo.catalog.tools.filter((t) => t.category === 'weather').length).toBeGreaterThanOrEqual(8);
    expect(
      new Set(demo.catalog.tools.filter((t) => t.category === 'weather').map((t) => t.id.split('.')[0])).size,
    ).toBeGreaterThanOrEqual(10);
    expect(count(/geocod|search_address/)).toBeGreaterThanOrEqual(4);
    expect(
      new Set(
        demo.catalog.tools
          .filter((t) => t.category === 'messaging' && /sms|text|message/.test(normalizeFieldName(t.name)))
          .map((t) => t.id.split('.')[0]),
      ).size,
    ).toBeGreaterThanOrEqual(4);
    expect(count(/^send_(email|mail|message)$/)).toBeGreaterThanOrEqual(4);
    expect(count(/refund/)).toBeGreaterThanOrEqual(4);
  });

  it('spells one concept differently across vendors, with catalog aliases for true synonyms', () => {
    const names = new Set(demo.catalog.tools.flatMap((t) => [...t.inputs, ...t.outputs].map((f) => f.name)));
    for (const n of [
      'customerEmail',
      'customer_email',
      'skyId',
      'originSkyId',
      'destinationSkyId',
      'geo_id',
      'destGeoId',
      'id',
      'order_id',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
    expect(demo.catalog.field_aliases?.postal_code).toContain('zip');
    const described = demo.catalog.tools
      .flatMap((t) => t.inputs)
      .filter((f) => /returned by|from the .* search/.test(String(f.description)));
    expect(described.length).toBeGreaterThan(0);
  });

  it('omits state on about 10% of tasks and keeps queries specific', () => {
    const omitted = demo.tasks.tasks.filter((t) => t.state === undefined).length;
    expect(omitted).toBeGreaterThan(15);
    expect(omitted).toBeLessThan(50);
    expect(new Set(demo.tasks.tasks.map((t) => t.query)).size).toBeGreaterThan(310);
    for (const task of demo.tasks.tasks) expect(task.query).not.toMatch(/\{\w+\}/);
  });

  it('keeps bridges textually blander than targets', () => {
    const byId = new Map(demo.catalog.tools.map((t) => [t.id, t]));
    const words = (text: string): Set<string> =>
      new Set(
        text
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length > 3),
      );
    let target = 0;
    let bridge = 0;
    let n = 0;
    for (const task of demo.tasks.tasks) {
      const chain = task.gold?.chain ?? [];
      if (chain.length < 3) continue;
      const q = words(task.query);
      const overlap = (id: string): number => {
        const tool = byId.get(id);
        const w = words(`${tool?.name.replace(/([a-z])([A-Z])/g, '$1 $2') ?? ''} ${tool?.description ?? ''}`);
        return [...q].filter((x) => w.has(x)).length;
      };
      target += overlap(chain[chain.length - 1] ?? '');
      bridge += chain.slice(0, -1).reduce((sum, id) => sum + overlap(id), 0) / (chain.length - 1);
      n++;
    }
    expect(bridge / n).toBeLessThan(target / n);
  });

  it('logs 0–3 trajectories per task, about 15% of them failed', () => {
    const ids = new Set(demo.catalog.tools.map((t) => t.id));
    const tasks = new Map(demo.tasks.tasks.map((t) => [t.id, t]));
    const perTask = new Map<string, number>();
    for (const run of demo.trajectories.trajectories) {
      expect(tasks.has(run.task_id ?? '')).toBe(true);
      perTask.set(run.task_id ?? '', (perTask.get(run.task_id ?? '') ?? 0) + 1);
      for (const call of run.calls) expect(ids.has(call)).toBe(true);
      if (run.success) {
        const chain = tasks.get(run.task_id ?? '')?.gold?.chain ?? [];
        expect(chain.every((id) => run.calls.includes(id))).toBe(true);
      }
    }
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(3);
    const failed =
      demo.trajectories.trajectories.filter((t) => !t.success).length / demo.trajectories.trajectories.length;
    expect(failed).toBeGreaterThan(0.07);
    expect(failed).toBeLessThan(0.25);
  });

  it('honours name, idPrefix and tasks: 0', () => {
    const small = generateDemo({ seed: 3, tasks: 0, name: 'mix', idPrefix: 'gen/' });
    expect(small.tasks.tasks).toEqual([]);
    expect(small.trajectories.trajectories).toEqual([]);
    expect(small.catalog.name).toBe('mix');
    expect(small.catalog.tools.every((t) => t.id.startsWith('gen/'))).toBe(true);
    const prefixed = generateDemo({ seed: 7, idPrefix: 'gen/' });
    expect(prefixed.tasks.tasks[0]?.gold?.chain?.every((id) => id.startsWith('gen/'))).toBe(true);
  });
});
