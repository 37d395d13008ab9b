import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { generateDemo } from '../../generator/index';
import { buildMenus, type MenuPair } from './buildMenus';
import type { MembershipScorer } from './membership';
import { menuParams } from './params';
import { MenuStageCache } from './stageCache';
import { scoreStructurally, structuralScorer } from './structuralScorer';

const demo = generateDemo({ seed: 5, tools: 400, tasks: 4 });
const index = buildCatalogIndex(demo.catalog);
const [task, other] = demo.tasks.tasks;
if (!task || !other) throw new Error('the generator made too few tasks');

/** What a user sees of both menus: slots with their terms, and the state-path menu's roles. */
function menusOf(pair: MenuPair): unknown {
  return [pair.relevance, pair.statePath].map((m) => m.slots.map((s) => [s.toolId, s.role, s.terms]));
}

describe('MenuStageCache', () => {
  it('rebuilds after a change of K, L, λ, η or w_* from the kept context and pool pass, with the same menus as a fresh build', async () => {
    const stages = new MenuStageCache();
    const first = await buildMenus(index, task, { stages });
    expect(first.reused).toEqual({ context: false, pool: false });
    for (const params of [
      menuParams({ budget: 12 }),
      menuParams({ top: 5 }),
      menuParams({ lambda: 0.4, eta: 0.6 }),
      menuParams({ weights: { s: 1, d: 2 } }),
    ]) {
      const kept = await buildMenus(index, task, { stages, params });
      expect(kept.reused).toEqual({ context: true, pool: true });
      expect(kept.context).toBe(first.context);
      expect(menusOf(kept)).toEqual(menusOf(await buildMenus(index, task, { params })));
    }
  });

  it('keeps nothing across tasks, states, chosen targets, indexes or pool parameters', async () => {
    const stages = new MenuStageCache();
    await buildMenus(index, task, { stages });
    expect((await buildMenus(index, other, { stages })).reused).toEqual({ context: false, pool: false });
    expect((await buildMenus(index, { ...task, state: ['an_unrelated_field'] }, { stages })).reused).toEqual({
      context: false,
      pool: false,
    });
    expect((await buildMenus(buildCatalogIndex(demo.catalog), task, { stages })).reused).toEqual({
      context: false,
      pool: false,
    });
    // A K above the pool's cap raises the cap: a new pool, on the kept context.
    const wide = await buildMenus(index, task, { stages, params: menuParams({ budget: 300 }) });
    expect(wide.reused).toEqual({ context: true, pool: false });
    expect(menusOf(wide)).toEqual(menusOf(await buildMenus(index, task, { params: menuParams({ budget: 300 }) })));
    const chosen = index.tools[5]?.tool.id ?? '';
    const withTarget = await buildMenus(index, { ...task, target: chosen }, { stages });
    expect(withTarget.reused).toEqual({ context: false, pool: false });
    expect(withTarget.context.chosenTarget).toBe(5);
  });

  it('never reuses the pass of a scorer without a reuseKey, or of another scorer', async () => {
    const stages = new MenuStageCache();
    let pools = 0;
    const counting: MembershipScorer = {
      name: 'counting',
      score: (a, pass) => ((pools += pass === 'pool' ? 1 : 0), scoreStructurally(a)),
    };
    await buildMenus(index, task, { stages, scorer: counting });
    await buildMenus(index, task, { stages, scorer: counting, params: menuParams({ budget: 12 }) });
    expect(pools).toBe(2);
    await buildMenus(index, task, { stages, scorer: structuralScorer });
    const other = { ...counting, reuseKey: {} };
    expect((await buildMenus(index, task, { stages, scorer: other })).reused.pool).toBe(false);
    expect(
      (await buildMenus(index, task, { stages, scorer: other, params: menuParams({ eta: 0.3 }) })).reused.pool,
    ).toBe(true);
  });

  it('does not keep a pool pass that failed: the next build runs it again', async () => {
    const stages = new MenuStageCache();
    let calls = 0;
    const flaky: MembershipScorer = {
      name: 'flaky',
      reuseKey: {},
      score: (a, pass) => {
        if (pass === 'pool' && ++calls === 1) throw new Error('the model failed');
        return scoreStructurally(a);
      },
    };
    await expect(buildMenus(index, task, { stages, scorer: flaky })).rejects.toThrow('the model failed');
    const again = await buildMenus(index, task, { stages, scorer: flaky });
    expect(again.reused).toEqual({ context: true, pool: false });
    expect(calls).toBe(2);
  });
});
