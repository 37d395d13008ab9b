import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { createRng } from '../util/prng';
import { givenStateFields, resolveState } from '../state/stateFields';
import { catalogOf, tool } from '../testing/fixtures';
import { compileMenuProblem } from './menuProblem';
import { planMenu } from './planMenu';
import { planOptions } from './planTypes';

/** A layered menu: 4 layers of 5 tools, each needing 1–2 fields of the layer before, with random costs. */
function layeredProblem() {
  const rng = createRng(11);
  const tools: Tool[] = [];
  for (let layer = 0; layer < 4; layer++) {
    for (let k = 0; k < 5; k++) {
      const inputs =
        layer === 0
          ? ['order_id']
          : [`f${layer - 1}_${rng.int(0, 4)}`, ...(rng.chance(0.4) ? [`f${layer - 1}_${rng.int(0, 4)}`] : [])];
      const utility = {
        latency_ms: rng.int(20, 600),
        cost_usd: rng.int(1, 50) / 10000,
        success_rate: 0.9 + rng.int(0, 9) / 100,
      };
      tools.push(
        tool(
          `shop.l${layer}_${k}`,
          `Layer ${layer} step ${k}.`,
          [...new Set(inputs)],
          [`f${layer}_${k}`, `f${layer}_${(k + 1) % 5}`],
          { utility },
        ),
      );
    }
  }
  tools.push(
    tool('shop.finish', 'Finish.', ['f3_0', 'f3_2'], ['done'], {
      utility: { latency_ms: 100, cost_usd: 0.001, success_rate: 0.99 },
    }),
  );
  const index = buildCatalogIndex(catalogOf(tools));
  const state = resolveState(index, givenStateFields(index, ['order_id']));
  return compileMenuProblem(
    index,
    state,
    tools.map((_, i) => i),
    [tools.length - 1],
  );
}

describe('MCTS planner', () => {
  const p = layeredProblem();

  it('is deterministic for a seed', () => {
    const options = planOptions({ mcts: { seed: 5, iterations: 300 } });
    const a = planMenu(p, 'mcts', options);
    const b = planMenu(p, 'mcts', options);
    expect(b).toEqual(a);
    expect(a.kind).toBe('plan');
    expect(a.steps.at(-1)?.toolId).toBe('shop.finish');
  });

  it('finds a plan at least as good as greedy on the same menu', () => {
    const mcts = planMenu(p, 'mcts', planOptions({ mcts: { iterations: 2000 } }));
    const greedy = planMenu(p, 'greedy');
    expect(mcts.kind).toBe('plan');
    expect(mcts.totals.utility).toBeGreaterThanOrEqual(greedy.totals.utility - 1e-9);
  });

  it('stops at the time budget of the injected clock', () => {
    let t = 0;
    const clock = { now: () => (t += 1) };
    const result = planMenu(p, 'mcts', planOptions({ clock, mcts: { iterations: 100000, timeBudgetMs: 30 } }));
    expect(result.iterations).toBeLessThanOrEqual(30);
    expect(result.iterations).toBeGreaterThan(5);
  });
});
