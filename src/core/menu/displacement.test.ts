import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { buildMenus } from './buildMenus';
import { explainDisplacement, explainMissingTools, poolPassOf, type Displacement } from './displacement';
import { displacementLine } from './displacementText';
import type { MembershipScorer } from './membership';
import { FITTED_MEMBERSHIP } from './membershipFeatures';
import { DEFAULT_MENU_PARAMS, menuParams, type MenuParams } from './params';
import { MenuStageCache } from './stageCache';
import { structuralScorer } from './structuralScorer';

/** The receipt example: the request names send_receipt; get_customer_email is the bridge relevance misses. */
const RECEIPT = { query: "Email today's receipt for order 123 to the customer", state: ['order_id'] };

async function explain(params: MenuParams, catalog = receiptCatalog(), task = RECEIPT) {
  const index = buildCatalogIndex(catalog);
  const pair = await buildMenus(index, task, { params });
  const displaced = await explainMissingTools(pair, structuralScorer, params);
  return { index, pair, displaced };
}

/** A scorer that holds every tool equally likely (the structural scorer's roles and precedence). */
const flat: MembershipScorer = {
  name: 'flat',
  score: async (analysis, pass) => {
    const out = await structuralScorer.score(analysis, pass);
    return { ...out, membership: out.membership.map(() => 0.5) };
  },
};

function only(list: Displacement[]): Displacement {
  expect(list).toHaveLength(1);
  return list[0] as Displacement;
}

describe('explainDisplacement', () => {
  it('names the bridge that took a look-alike’s place, by membership, and the link that drove M', async () => {
    const { index, pair, displaced } = await explain(menuParams({ budget: 4, top: 2 }));
    // Relevance's fourth tool is the first email look-alike; State-Path holds the bridge instead.
    expect(pair.relevance.slots.map((s) => s.toolId)).toContain('mailgun.send_receipt_email_message');
    expect(pair.statePath.slots.map((s) => s.toolId)).toContain('shop.get_customer_email');
    const d = only(displaced);
    expect(d.toolId).toBe('mailgun.send_receipt_email_message');
    if (d.kind !== 'displaced') throw new Error(`expected displaced, got ${d.kind}`);
    expect(d.by.toolId).toBe('shop.get_customer_email');
    expect(d.term).toBe('M');
    expect(d.by.terms.sR).toBeGreaterThan(d.missing.sR);
    expect(d.margin).toBeCloseTo(d.by.terms.M - d.missing.M, 6);
    // The fitted M rates the bridge up for its links on the chain: it feeds send_receipt's
    // customer_email (feeds, feedsExcl) or get_order feeds its customer_id (fedBy, fedByExcl);
    // which weighs most depends on the fit.
    const link = d.drivers.find((x) => ['feeds', 'feedsExcl', 'fedBy', 'fedByExcl'].includes(x.feature));
    expect(link?.higherIn).toBe('a');
    expect([
      { toolId: 'shop.send_receipt', field: 'customer_email' },
      { toolId: 'shop.get_order', field: 'customer_id' },
    ]).toContainEqual({ toolId: link?.via?.toolId, field: link?.via?.field });
    expect(d.driversExplainScorer).toBe(true);
    const line = displacementLine(d, index);
    expect(line).toMatch(
      /^not on State-Path: displaced by shop\.get_customer_email \(sᴿ 0\.\d\d vs 0\.\d\d: membership M/,
    );
    expect(line).toMatch(
      /shop\.get_customer_email (feeds|is one of few producers of) shop\.send_receipt's customer_email|shop\.get_order (feeds|is one of few producers of) shop\.get_customer_email's customer_id/,
    );
  });

  it('names the words behind a semantic driver', async () => {
    const { index, displaced } = await explain(menuParams({ budget: 4, top: 2 }));
    const d = only(displaced);
    if (d.kind !== 'displaced') throw new Error(`expected displaced, got ${d.kind}`);
    const words = { tool: 'email', request: 'mail', similarity: 0.6 };
    const semantic: Displacement = {
      ...d,
      drivers: [
        { feature: 'semName', contribution: 1, higherIn: 'a', words },
        { feature: 'semRank', contribution: 0.5, higherIn: 'a' },
      ],
    };
    const same: Displacement = {
      ...d,
      drivers: [{ feature: 'semName', contribution: 1, higherIn: 'a', words: { ...words, request: 'email' } }],
    };
    expect(displacementLine(same, index)).toContain(`name means what the request says ("email"))`);
    expect(displacementLine(semantic, index)).toContain(
      `shop.get_customer_email's name means what the request says ("email" ≈ "mail"); shop.get_customer_email ranks higher by meaning, against the clause it is closest to`,
    );
  });

  it('names redundancy when a strong η makes the look-alike repeat a tool picked before', async () => {
    // Every tool equally likely (flat): only C and D tell the tools apart.
    const params = menuParams({ budget: 6, top: 2, eta: 3 });
    const index = buildCatalogIndex(receiptCatalog());
    const pair = await buildMenus(index, RECEIPT, { params, scorer: flat });
    const displaced = await explainMissingTools(pair, flat, params);
    expect(displaced.length).toBeGreaterThan(0);
    const d = displaced.find((x) => x.kind === 'displaced' && x.term === 'etaD');
    if (!d || d.kind !== 'displaced') throw new Error('expected a tool displaced by redundancy');
    expect(d.toolId).toMatch(/^(mailgun|sendgrid|postmark)\.send_receipt_email/);
    expect(d.missing.etaD).toBeLessThan(d.by.terms.etaD);
    expect(d.redundantWith?.toolId).toBeDefined();
    expect(d.drivers).toEqual([]);
    expect(displacementLine(d, index)).toMatch(
      /redundancy −ηD −\d\.\d\d vs −\d\.\d\d — (mailgun|sendgrid|postmark)\.\S+ repeats \S+, picked before\)$/,
    );
  });

  it('names chain links when, past the first L slots, a step of a likely tool’s chain took the place', async () => {
    // Every tool equally likely (flat): past slot 1, only what chain links add tells them apart.
    const params = menuParams({ budget: 4, top: 1, eta: 0, rules: { linkFeeds: 4, linkFedBy: 4 } });
    const index = buildCatalogIndex(receiptCatalog());
    const pair = await buildMenus(index, RECEIPT, { params, scorer: flat });
    const displaced = await explainMissingTools(pair, flat, params);
    const d = displaced.find((x) => x.kind === 'displaced' && x.term === 'link');
    if (!d || d.kind !== 'displaced') throw new Error('expected a tool displaced by chain links');
    expect(d.by.terms.link).toBeGreaterThan(d.missing.link ?? 0);
    expect(d.missing.sR).toBeCloseTo(d.missing.M + (d.missing.link ?? 0) + d.missing.etaD, 6);
    expect(displacementLine(d, index)).toMatch(
      /: chain links 0\.\d\d vs 0\.\d\d — \S+ makes an input of a tool likely on the path, or takes its output\)$/,
    );
    // With the links off, the same menu has no link term to name.
    const off = menuParams({ budget: 4, top: 1, eta: 0, rules: { linkFeeds: 0, linkFedBy: 0 } });
    const plain = await buildMenus(index, RECEIPT, { params: off, scorer: flat });
    expect((await explainMissingTools(plain, flat, off)).some((x) => x.kind === 'displaced' && x.term === 'link')).toBe(
      false,
    );
  });

  it('says a tool never entered the candidate pool when relevance ranks it past the pool’s relevance top', async () => {
    // 20 look-alikes: the pool holds the 12 likely targets and relevance's top 2, then is full.
    const vendors = Array.from({ length: 20 }, (_, k) =>
      tool(
        `v${k}.send_receipt_email`,
        `Send a receipt email ${' receipt'.repeat(k % 5)}.`,
        ['to_address'],
        ['message_id'],
      ),
    );
    const params: MenuParams = {
      ...DEFAULT_MENU_PARAMS,
      budget: 16,
      top: 2,
      pool: { ...DEFAULT_MENU_PARAMS.pool, relevanceTop: 2, poolCap: 14, entryCount: 0 },
    };
    const { index, pair, displaced } = await explain(params, catalogOf(vendors), {
      query: 'send a receipt email',
      state: [],
    });
    expect(pair.pool.tools).toHaveLength(14);
    const outside = displaced.filter((d) => d.kind === 'not-in-pool');
    expect(outside.map((d) => d.relevanceRank)).toEqual([15, 16]);
    expect(displacementLine(outside[0] as Displacement, index)).toBe(
      "not on State-Path: not in the candidate pool (relevance rank 15 > the pool's relevance top 2)",
    );
  });

  it('is empty when State-Path holds every relevance tool', async () => {
    const { pair, displaced } = await explain(menuParams({ budget: 12, top: 2 }));
    expect(new Set(pair.statePath.slots.map((s) => s.toolId))).toEqual(
      new Set(pair.relevance.slots.map((s) => s.toolId)),
    );
    expect(displaced).toEqual([]);
  });

  it('leaves λC unrecomputed where λ > 0, and says the missing tool’s score is M − ηD', async () => {
    const params = menuParams({ budget: 4, top: 2, lambda: 0.5 });
    const index = buildCatalogIndex(receiptCatalog());
    const pair = await buildMenus(index, RECEIPT, { params });
    const pass = await poolPassOf(pair, structuralScorer, params);
    const list = explainDisplacement(pair, pass, params, FITTED_MEMBERSHIP);
    expect(list.some((d) => d.kind === 'displaced')).toBe(true);
    for (const d of list) {
      if (d.kind !== 'displaced') continue;
      expect(d.missing.lambdaC).toBeUndefined();
      expect(d.term).not.toBe('lambdaC');
      expect(displacementLine(d, index)).toContain(' vs M − ηD ');
    }
  });

  it('takes the pool pass from the stage cache the build filled, without scoring the pool again', async () => {
    let passes = 0;
    const counting: MembershipScorer = {
      name: 'counting',
      reuseKey: FITTED_MEMBERSHIP,
      score: (analysis, pass) => {
        passes++;
        return structuralScorer.score(analysis, pass);
      },
    };
    const params = menuParams({ budget: 4, top: 2 });
    const stages = new MenuStageCache();
    const index = buildCatalogIndex(receiptCatalog());
    const pair = await buildMenus(index, RECEIPT, { params, scorer: counting, stages });
    const built = passes;
    const d = only(await explainMissingTools(pair, counting, params, stages));
    expect(passes).toBe(built);
    // Not the structural scorer itself: the fitted model's features are offered as its reading, and said to be.
    if (d.kind !== 'displaced') throw new Error(`expected displaced, got ${d.kind}`);
    expect(d.driversExplainScorer).toBe(false);
    expect(displacementLine(d, index)).toContain('— as the fitted structural M reads it: ');
  });
});
