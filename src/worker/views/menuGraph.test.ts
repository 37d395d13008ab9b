import { describe, expect, it } from 'vitest';
import { frozenClock } from '../../core/index';
import { menusView } from './menusView';
import { receiptSession as session } from './receiptSession';

describe('menu graphs', () => {
  it('draws a missing field as one red node listing its catalog producers, linked to its consumer', async () => {
    // K = 2 relevance-only: the sender and a look-alike; nothing produces customer_email or receipt_url.
    const view = await menusView(session, { taskId: 't1', budget: 2, top: 2 }, frozenClock);
    const missing = view.relevance.graph.nodes.filter((n) => n.kind === 'missing');
    const email = missing.find((n) => n.label === 'customer_email');
    expect(email?.producers?.map((p) => p.toolId)).toEqual(['customers.get_customer_email']);
    expect(email?.producers?.[0]?.relevanceRank).toBeGreaterThan(0);
    expect(view.relevance.graph.edges.find((e) => e.source === 'missing:customer_email')).toMatchObject({
      target: 'tool:email.send_receipt',
      kind: 'missing',
    });
  });

  it('gives edges their link strength and tool nodes their slot in both menus', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 6, top: 6 }, frozenClock);
    const edges = view.statePath.graph.edges.filter((e) => e.kind === 'forward');
    expect(edges.length).toBeGreaterThan(0);
    for (const e of edges) expect(e.strength).toBeGreaterThan(0);
    const send = view.statePath.graph.nodes.find((n) => n.toolId === 'email.send_receipt');
    const relRank = view.relevance.slots.find((s) => s.toolId === 'email.send_receipt')?.rank;
    expect(send?.ranks).toMatchObject({ relevance: relRank });
    expect(send?.menus).toEqual(['state-path']);
  });

  it('overlays both menus: the union of nodes, each marked with the menus that draw it', async () => {
    const view = await menusView(session, { taskId: 't1', budget: 4, top: 4 }, frozenClock);
    const ids = (g: typeof view.overlay) => new Set(g.nodes.map((n) => n.id));
    const union = new Set([...ids(view.relevance.graph), ...ids(view.statePath.graph)]);
    expect(ids(view.overlay)).toEqual(union);
    for (const n of view.overlay.nodes) {
      const inRel = view.relevance.graph.nodes.some((m) => m.id === n.id);
      const inSp = view.statePath.graph.nodes.some((m) => m.id === n.id);
      expect(n.menus.sort()).toEqual([...(inRel ? ['relevance'] : []), ...(inSp ? ['state-path'] : [])]);
    }
  });
});
