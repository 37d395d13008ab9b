import { describe, expect, it } from 'vitest';
import { generateDemo } from './generateDemo';

describe('scale mode', () => {
  it('builds exactly 16,000 tools with unique ids, in every domain, keeping the tasks valid', () => {
    const demo = generateDemo({ seed: 11, tools: 16_000 });
    const ids = demo.catalog.tools.map((t) => t.id);
    expect(ids.length).toBe(16_000);
    expect(new Set(ids).size).toBe(16_000);
    const perCategory = new Map<string, number>();
    for (const t of demo.catalog.tools) perCategory.set(t.category ?? '', (perCategory.get(t.category ?? '') ?? 0) + 1);
    expect(perCategory.size).toBeGreaterThanOrEqual(10);
    for (const n of perCategory.values()) expect(n).toBeGreaterThan(400);
    expect(new Set(ids.map((id) => id.split('.')[0])).size).toBeGreaterThan(1_000);
    const present = new Set(ids);
    for (const task of demo.tasks.tasks) for (const id of task.gold?.chain ?? []) expect(present.has(id)).toBe(true);
  });

  it('gives the same tasks at every catalog size from the default up', () => {
    const base = generateDemo({ seed: 5, tasks: 40 });
    const big = generateDemo({ seed: 5, tasks: 40, tools: 2_500 });
    expect(big.catalog.tools.length).toBe(2_500);
    expect(big.tasks).toEqual(base.tasks);
    // The core tools keep their names and descriptions; scale mode only adds around them.
    const bigById = new Map(big.catalog.tools.map((t) => [t.id, t]));
    for (const tool of base.catalog.tools) expect(bigById.get(tool.id)).toEqual(tool);
  });

  it('never trims below the tools the tasks need', () => {
    const tiny = generateDemo({ seed: 2, tools: 50, tasks: 30 });
    expect(tiny.catalog.tools.length).toBeGreaterThan(50);
    const present = new Set(tiny.catalog.tools.map((t) => t.id));
    for (const task of tiny.tasks.tasks) for (const id of task.gold?.chain ?? []) expect(present.has(id)).toBe(true);
    expect(generateDemo({ seed: 2, tools: 50, tasks: 0 }).catalog.tools.length).toBe(50);
  });
});
