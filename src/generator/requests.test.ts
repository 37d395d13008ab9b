/**
 * The requests of the demo read like real ones: they state their end goal in the words of
 * the target, most name the platform to use (and only platforms of their chain), and the
 * bridges stay unsaid. Relevance ranking is read with the core's own BM25 index.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogIndex, rankByRelevance, type CatalogIndex, type Tool } from '../core/index';
// The tokenizer and createRng are not part of the core's surface; a test may reach them directly.
import { textTokens } from '../core/relevance/tokenize';
import { createRng } from '../core/util/prng';
import { NAMED_PLATFORM_SHARE } from './buildTasks';
import { ALL_FAMILIES } from './domains/allFamilies';
import { generateDemo, type GeneratedDemo } from './generateDemo';
import {
  chainPlatforms,
  mentionPlatforms,
  namesPlatform,
  platformNames,
  platformsToName,
  type Platform,
} from './platformMentions';

/** A tool word is distinctive when at most this share of the catalog uses it in a name or description. */
const DISTINCTIVE_DF = 0.1;
const ALL_SLUGS = ALL_FAMILIES.flatMap((f) => f.vendors.map((v) => v.slug));
const DISPLAY = new Map(ALL_FAMILIES.flatMap((f) => f.vendors.map((v) => [v.slug, v.display] as const)));

const slugOf = (id: string): string => id.slice(0, id.indexOf('.'));

describe.each([7, 8])('requests of the demo (seed %i)', (seed) => {
  let demo: GeneratedDemo;
  let byId: Map<string, Tool>;
  let index: CatalogIndex;
  beforeAll(() => {
    demo = generateDemo({ seed });
    byId = new Map(demo.catalog.tools.map((t) => [t.id, t]));
    index = buildCatalogIndex(demo.catalog);
  });

  it('state the end goal in a distinctive word of the target, not only its vendor', () => {
    // Words of the target's call name and description, without the vendor's name.
    const words = (tool: Tool): Set<string> => {
      const display = DISPLAY.get(slugOf(tool.id)) ?? '';
      return new Set(
        textTokens(`${tool.name} ${display ? tool.description.split(display).join(' ') : tool.description}`),
      );
    };
    const df = new Map<string, number>();
    for (const tool of demo.catalog.tools) for (const w of words(tool)) df.set(w, (df.get(w) ?? 0) + 1);
    const limit = DISTINCTIVE_DF * demo.catalog.tools.length;
    for (const task of demo.tasks.tasks) {
      const target = byId.get(task.gold?.chain?.at(-1) ?? '') as Tool;
      const query = new Set(textTokens(task.query));
      const shared = [...words(target)].filter((w) => query.has(w) && (df.get(w) ?? 0) <= limit);
      expect(shared.length, `${task.id}: ${target.id} | ${task.query}`).toBeGreaterThan(0);
    }
  });

  it('name the platform in about 70% of requests, and only platforms of the chain', () => {
    let named = 0;
    for (const task of demo.tasks.tasks) {
      const chain = new Set((task.gold?.chain ?? []).map(slugOf));
      if ([...chain].some((slug) => namesPlatform(task.query, slug))) named++;
      // Other vendors, once the chain's own names are set aside ("Dropbox Sign" is not Dropbox).
      const rest = [...chain].flatMap(platformNames).reduce((text, name) => text.split(name).join(' '), task.query);
      for (const slug of ALL_SLUGS) {
        if (!chain.has(slug)) expect(namesPlatform(rest, slug), `${task.id} names ${slug}: ${task.query}`).toBe(false);
      }
    }
    const share = named / demo.tasks.tasks.length;
    expect(share).toBeGreaterThan(NAMED_PLATFORM_SHARE - 0.05);
    expect(share).toBeLessThan(NAMED_PLATFORM_SHARE + 0.05);
    // The rest stay ambiguous between look-alike vendors, as real requests often are.
    expect(1 - share).toBeGreaterThan(0.2);
  });

  it('put most targets, and few bridges, among the top relevance results', () => {
    let top = 0;
    let unmatched = 0;
    let bridges = 0;
    let bridgesTop = 0;
    for (const task of demo.tasks.tasks) {
      const rank = rankByRelevance(index, task.query).rank;
      const rankOf = (id: string): number => rank[index.byId.get(id) ?? -1] ?? 0;
      const chain = task.gold?.chain ?? [];
      const r = rankOf(chain.at(-1) ?? '');
      if (r === 0) unmatched++;
      else if (r <= 6) top++;
      // Read-only steps before the target: the lookups that carry fields.
      for (const id of chain.slice(0, -1)) {
        if (byId.get(id)?.effects !== 'read') continue;
        bridges++;
        const b = rankOf(id);
        if (b > 0 && b <= 6) bridgesTop++;
      }
    }
    const n = demo.tasks.tasks.length;
    expect(top / n).toBeGreaterThanOrEqual(0.7);
    expect(unmatched / n).toBeLessThanOrEqual(0.02);
    expect(bridgesTop / bridges).toBeLessThan(0.3);
  });
});

describe('platform mentions', () => {
  const hubspot: Platform = { slug: 'hubspot', spoken: 'HubSpot', family: 'crm', acts: true };
  const stripe: Platform = { slug: 'stripe', spoken: 'Stripe', family: 'payments', acts: true };
  const sendgrid: Platform = { slug: 'sendgrid', spoken: 'SendGrid', family: 'email', acts: true };

  it('replaces the generic noun of the family with the name', () => {
    expect(mentionPlatforms('Log a call with {email} in the CRM.', [hubspot], 1, createRng(1))).toBe(
      'Log a call with {email} in HubSpot.',
    );
    expect(mentionPlatforms('Refund order {order_id} through the payment processor.', [stripe], 1, createRng(2))).toBe(
      'Refund order {order_id} through Stripe.',
    );
  });

  it('names the platform after the goal, never after an aside, and drops the mark', () => {
    for (let s = 0; s < 40; s++) {
      const out = mentionPlatforms(
        'Refund payment {payment_id}{@}, it was a duplicate charge.',
        [stripe],
        1,
        createRng(s),
      );
      expect(out).toContain('Stripe');
      expect(out).not.toContain('{@}');
      expect(out).not.toMatch(/charge (via|in|with) Stripe/);
    }
  });

  it('names both platforms of a two-vendor request', () => {
    for (let s = 0; s < 20; s++) {
      const out = mentionPlatforms(
        'Refund order {order_id} and send the customer an email{@} that it is done.',
        [sendgrid, stripe],
        2,
        createRng(s),
      );
      expect(out).toContain('SendGrid');
      expect(out).toContain('Stripe');
      // An opening phrase would cover every step; multi-vendor requests do not get one.
      expect(out.startsWith('Refund')).toBe(true);
    }
  });

  it('puts the target vendor first and names a second vendor only when it acts', () => {
    const tool = (id: string, effects: Tool['effects']): Tool => ({
      id,
      name: id.split('.')[1] ?? id,
      description: 'x',
      inputs: [],
      outputs: [],
      effects,
    });
    const escalate = [
      tool('zendesk.get_ticket', 'read'),
      tool('hubspot.find_contact', 'read'),
      tool('hubspot.get_owner', 'read'),
      tool('zendesk.escalate', 'write'),
    ];
    expect(platformsToName(chainPlatforms(escalate, (t) => slugOf(t.id))).map((p) => p.slug)).toEqual(['zendesk']);
    const refund = [
      tool('shop.get_order', 'read'),
      tool('stripe.refund', 'irreversible'),
      tool('sendgrid.send', 'irreversible'),
    ];
    expect(platformsToName(chainPlatforms(refund, (t) => slugOf(t.id))).map((p) => p.slug)).toEqual([
      'sendgrid',
      'stripe',
    ]);
  });

  it('matches vendor names as whole, case-sensitive words', () => {
    expect(namesPlatform('Close the ticket in Zendesk.', 'closecrm')).toBe(false);
    expect(namesPlatform('Log the call in Close CRM.', 'closecrm')).toBe(true);
    expect(namesPlatform('Share it from Box.', 'box')).toBe(true);
    expect(namesPlatform('Put it in the box.', 'box')).toBe(false);
    expect(namesPlatform('Use Google Analytics.', 'ga4')).toBe(true);
    expect(namesPlatform('Use our own web shop.', 'shop')).toBe(true);
    expect(namesPlatform('Add it to the CRM.', 'crm')).toBe(false);
  });
});
