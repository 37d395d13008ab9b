import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { buildMenus } from '../menu/buildMenus';
import { menuParams } from '../menu/params';
import { structuralScorer } from '../menu/structuralScorer';
import { receiptCatalog } from '../testing/fixtures';
import { ABSENT_REASONS, explainAbsentTools } from './absentTools';

describe('explainAbsentTools', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const params = menuParams({ budget: 3, top: 3 });

  it('gives every absent gold tool and predicted target one reason code, naming the displacer under the cut', async () => {
    const task = { query: "Email today's receipt for the order to the customer", state: ['order_id'] };
    const pair = await buildMenus(index, task, { params });
    const gold = { tools: ['shop.get_customer_email', 'weather.current', 'shop.gone_tool'] };
    const absent = await explainAbsentTools(pair, gold, structuralScorer, params);
    for (const method of ['relevance', 'state-path'] as const) {
      const on = new Set(pair[method === 'relevance' ? 'relevance' : 'statePath'].slots.map((s) => s.toolId));
      const asked = [...gold.tools, ...pair.context.predicted.map((t) => index.tools[t.tool]?.tool.id ?? '')];
      expect(new Set(absent[method].map((a) => a.toolId))).toEqual(new Set(asked.filter((id) => !on.has(id))));
      for (const a of absent[method]) expect(ABSENT_REASONS).toContain(a.reason);
      expect(absent[method].find((a) => a.toolId === 'shop.gone_tool')?.reason).toBe('unknown-tool');
    }
    expect(absent.relevance.find((a) => a.toolId === 'weather.current')?.reason).toBe('no-relevance');
    expect(absent['state-path'].find((a) => a.toolId === 'weather.current')?.reason).toBe('not-in-pool');
    const cut = absent['state-path'].find((a) => a.reason === 'below-cut' && a.by);
    expect(cut?.by?.slot).toBeGreaterThan(0);
    expect(cut?.text).toMatch(/took its place/);
  });
});
