import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { catalogOf, scoredSet, tool } from '../testing/fixtures';
import { existingLookup, idProducer, onPathLikelihood, requestOpener, rerankTop, sameProvider } from './reranker';
import { linkReach, rerankPrecedence } from './rerankPrecedence';
import { DEFAULT_MENU_RULES, ENGAGED_MENU_RULES, type MenuRules } from './menuRules';
import { redundancy } from './redundancy';
import { givenFieldUse } from './membershipFeatures';
import { analyzeSet } from './setAnalysis';
import { mentionOrder, verbMask } from './stepMentions';
import { createTaskContext } from './taskContext';
import { SATISFIED } from '../state/stateFields';
import { buildTransitionPrior } from '../state/transitionPrior';

const { waitShare: WAIT_MIN_MEMBERSHIP_SHARE, fullLinkKappa: FULL_LINK } = DEFAULT_MENU_RULES;

const weights = { m: 2, p: 1, s: 1, e: 1, d: 1 };
/** The default rules with some changed (MenuParams.rules). */
const rules = (o: Partial<MenuRules>): MenuRules => ({ ...DEFAULT_MENU_RULES, ...o });
/**
 * The four rules docs/ablation.md turned to their neutral value by default, on as they were: the
 * tests of what each does when on.
 */
const FORMER = rules(ENGAGED_MENU_RULES);
const KAPPA_ORIENTS = FORMER.kappaOrients;
const opener = FORMER;

/** Unrelated tools, so that the words of the tools under test are rare enough to name a step (DISTINCT_MENTION_MIN_IDF). */
const fillers = (): Tool[] => [
  tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
  tool('maps.geocode', 'Geocode a place.', ['place'], ['lat']),
  tool('crm.list_leads', 'List the leads of a sales team.', ['team'], ['lead_id']),
  tool('files.upload', 'Upload a file to a folder.', ['folder'], ['file_id']),
  tool('pay.refund', 'Refund a payment.', ['payment_id'], ['refund_id']),
  tool('cal.create_event', 'Create a calendar event.', ['calendar'], ['event_id']),
];

/**
 * Reranks a two-tool menu, an entry callable from s0 (email) and a target with membership 1,
 * listed target first by the retriever, with w_m = 10 so that s^O alone would lead with the target.
 */
function rerankEntryAndTarget(entry: Tool, target: Tool, query: string, entryMembership: number) {
  const ctx = createTaskContext(buildCatalogIndex(catalogOf([entry, target])), { query, state: ['email'] });
  const out = scoredSet([entryMembership, 1], { roles: ['entry', 'target'] });
  return rerankTop(analyzeSet(ctx, [0, 1]), out, [1, 0], 2, { ...weights, m: 10 });
}

const ids = ['life.start', 'life.second', 'life.third', 'junk.lookup'];

/**
 * Four callable steps that share no fields; the scores come from `out`, not from the text.
 * Successful runs called every pair together, so the reranker reads the scorer's precedence
 * for them (without any evidence relating two tools it holds their order neutral).
 */
function setUp(membership: number[], before: [number, number][]) {
  const index = buildCatalogIndex(
    catalogOf([
      tool('life.start', 'Start.', ['a'], []),
      tool('life.second', 'Second step.', ['b'], []),
      tool('life.third', 'Third step.', ['c'], []),
      tool('junk.lookup', 'Unrelated lookup.', ['d'], []),
    ]),
  );
  const { prior } = buildTransitionPrior(index, {
    format: 'tool-trajectories/v1',
    trajectories: [{ calls: ids, success: true }],
  });
  const ctx = createTaskContext(index, { query: 'start', state: ['a', 'b', 'c', 'd'] }, prior);
  return { analysis: analyzeSet(ctx, [0, 1, 2, 3]), out: scoredSet(membership, { roles: ['entry'], before }) };
}

describe('the reranker precedence wait', () => {
  it('makes a step wait for a likely predecessor', () => {
    // second ← third precedes it (both likely on the path): third must come first.
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.05], [[2, 1]]);
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(1));
  });

  it('precedenceWait off: the step with the better s^O goes first, predecessor or not', () => {
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.05], [[2, 1]]);
    const { order, placements } = rerankTop(
      analysis,
      out,
      [0, 1, 2, 3],
      4,
      weights,
      undefined,
      rules({ precedenceWait: false }),
    );
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(2));
    expect(placements.map((p) => p.rule)).not.toContain('precedence');
  });

  it('says which rule placed a slot over the tool with the better s^O', () => {
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.05], [[2, 1]]);
    const { order, placements } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    const at = order.indexOf(2);
    // second (1) had the better s^O but waits for third (2), the tool placed here.
    expect(placements[at]).toEqual({ rule: 'precedence', over: 1, after: 2 });
    expect(placements[order.indexOf(0)]).toEqual({ rule: 'score' });
    expect(placements).toHaveLength(order.slice(0, 4).length);
  });

  it('names the producer-first rule when a consumer with the better s^O lacks an input a menu tool produces', () => {
    const { order, placements } = rerankEntryAndTarget(
      tool('crm.find_account', 'Find the account of a customer.', ['email'], ['account_id']),
      tool('crm.close_account', 'Close an account.', ['account_id'], []),
      'close the account',
      0.5,
    );
    expect(order).toEqual([0, 1]);
    expect(placements[0]).toEqual({ rule: 'producer-first', over: 1, after: 0 });
  });

  it('producerFirst off: the consumer is no longer held back by its producer (callable-first still opens with the entry)', () => {
    const entry = tool('crm.find_account', 'Find the account of a customer.', ['email'], ['account_id']);
    const target = tool('crm.close_account', 'Close an account.', ['account_id'], []);
    const ctx = createTaskContext(buildCatalogIndex(catalogOf([entry, target])), {
      query: 'close the account',
      state: ['email'],
    });
    const out = scoredSet([0.5, 1], { roles: ['entry', 'target'] });
    const run = (o: Partial<MenuRules>) =>
      rerankTop(analyzeSet(ctx, [0, 1]), out, [1, 0], 2, { ...weights, m: 10 }, undefined, rules(o));
    expect(run({ producerFirst: false }).placements[0]).toEqual({ rule: 'callable-first', over: 1 });
    // account_id is an identifier: idProducerFirst still opens with the account lookup.
    expect(run({ producerFirst: false, callableFirst: false }).placements[0]).toEqual({
      rule: 'id-producer',
      over: 1,
    });
    expect(run({ producerFirst: false, callableFirst: false, idProducerFirst: false }).order).toEqual([1, 0]);
    // constraintShare 0.6: the producer (m 0.5 against 1) no longer counts for either constraint.
    expect(run({ constraintShare: 0.6, idProducerFirst: false }).order).toEqual([1, 0]);
  });

  it('an input no leading tool produces does not keep a tool out of slot 1', () => {
    // close_ticket needs a ticket_id nothing on the menu produces: the user gives it, and no
    // order of the menu changes that. lookup_customer is callable from s0 but does not come
    // first for it (it did while slot 1 had to be callable from s0 alone).
    const { order, placements } = rerankEntryAndTarget(
      tool('desk.lookup_customer', 'Look up a customer.', ['email'], ['customer_id']),
      tool('desk.close_ticket', 'Close a ticket.', ['ticket_id'], []),
      'close the ticket',
      0.3,
    );
    expect(order).toEqual([1, 0]);
    expect(placements[0]).toEqual({ rule: 'score' });
  });

  it('does not let an off-path tool take slot 1 from the path', () => {
    // junk (m far below start's) "precedes" start, and start precedes second.
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.1],
      [
        [3, 0],
        [0, 1],
      ],
    );
    expect(0.1).toBeLessThan(WAIT_MIN_MEMBERSHIP_SHARE * 1);
    expect(rerankTop(analysis, out, [0, 1, 2, 3], 4, weights).order[0]).toBe(0);
    // Without requestOpener (which keeps the first pass's pick), the wait's share guard does it.
    const open = rules({ requestOpener: false });
    expect(rerankTop(analysis, out, [0, 1, 2, 3], 4, weights, undefined, open).order[0]).toBe(0);
  });

  it('waitShare 0 (requestOpener off): the off-path tool takes slot 1 again', () => {
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.1],
      [
        [3, 0],
        [0, 1],
      ],
    );
    const order = rerankTop(
      analysis,
      out,
      [0, 1, 2, 3],
      4,
      weights,
      undefined,
      rules({ waitShare: 0, requestOpener: false }),
    ).order;
    // start waits for junk now; third, which nothing precedes, takes slot 1 by its s^O.
    expect(order[0]).not.toBe(0);
    expect(order.indexOf(3)).toBeLessThan(order.indexOf(0));
  });

  it('after slot 1 every clear predecessor comes first (laterWaitShare 0); at 0.3 an unlikely one does not', () => {
    // junk "precedes" second: it cannot leave the leading tools, so waiting for it costs no
    // coverage, and a lookup the scorer holds unlikely still comes before the step it serves.
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.1],
      [
        [3, 1],
        [1, 2],
      ],
    );
    expect(rerankTop(analysis, out, [0, 1, 2, 3], 4, weights).order).toEqual([0, 3, 1, 2]);
    expect(rerankTop(analysis, out, [0, 1, 2, 3], 4, weights, undefined, rules({ laterWaitShare: 0.3 })).order).toEqual(
      [0, 1, 2, 3],
    );
  });

  it('a partial precedence (b 0.3, a partial field link) orders two leading tools at the default gap, not at 0.5', () => {
    const { analysis, out } = setUp([1, 0.9, 0.8, 0.7], []);
    out.precedence[2 * 4 + 1] = 0.3; // third precedes second, weakly
    expect(DEFAULT_MENU_RULES.precedenceGap).toBeLessThanOrEqual(0.3);
    const order = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights).order;
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(1));
    const strict = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights, undefined, rules({ precedenceGap: 0.5 })).order;
    expect(strict.indexOf(1)).toBeLessThan(strict.indexOf(2));
  });

  it('precedenceGap above the gap of b: nothing waits', () => {
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.7],
      [
        [3, 1],
        [1, 2],
      ],
    );
    const gap = (out.precedence[3 * 4 + 1] ?? 0) - (out.precedence[1 * 4 + 3] ?? 0);
    const { order } = rerankTop(
      analysis,
      out,
      [0, 1, 2, 3],
      4,
      weights,
      undefined,
      rules({ precedenceGap: gap + 0.01 }),
    );
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('still waits for that tool when the scorer holds it about as likely', () => {
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.7],
      [
        [3, 1],
        [1, 2],
      ],
    );
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 3, 1, 2]);
  });

  it('reads the menu pass alone for the wait: a tool only the pool pass holds likely does not take slot 1', () => {
    const { analysis, out } = setUp(
      [1, 0.9, 0.8, 0.1],
      [
        [3, 0],
        [0, 1],
      ],
    );
    expect(rerankTop(analysis, out, [0, 1, 2, 3], 4, weights, [1, 0.9, 0.8, 0.7]).order[0]).toBe(0);
    expect(Array.from(onPathLikelihood(out, [0.5, 0.5, 0.9, 0.7]))).toEqual([1, 0.9, 0.9, 0.7].map(Math.fround));
  });
});

describe('a cycle of waits', () => {
  it('lets the step wait for the least likely tool give way, not every step at once', () => {
    // 3 precedes 2, 2 precedes 1, 1 precedes 3: each of the three waits for another. 2 waits for
    // the least likely of them (3), so 2 goes first, then 1 (no longer waiting), then 3. Letting
    // all three compete (as before) put 1 first by membership, then 3, then 2.
    const { analysis, out } = setUp(
      [1, 0.95, 0.85, 0.7],
      [
        [3, 2],
        [2, 1],
        [1, 3],
      ],
    );
    const { order, placements } = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(order).toEqual([0, 2, 1, 3]);
    // Slot 2: 1 had the better s^O, but the cycle's wait on the least likely tool let 2 go first.
    expect(placements[1]).toEqual({ rule: 'cycle', over: 1 });
  });

  it('cycleGiveWay off: every step competes by s^O once all wait', () => {
    const { analysis, out } = setUp(
      [1, 0.95, 0.85, 0.7],
      [
        [3, 2],
        [2, 1],
        [1, 3],
      ],
    );
    const { order, placements } = rerankTop(
      analysis,
      out,
      [0, 1, 2, 3],
      4,
      weights,
      undefined,
      rules({ cycleGiveWay: false }),
    );
    expect(order).toEqual([0, 1, 3, 2]);
    expect(placements.map((p) => p.rule)).not.toContain('cycle');
  });
});

describe('the request order between steps the schemas do not link', () => {
  /** Errands with no outputs (as in daily-life catalogs): only the request can order them. */
  function errands(query: string, membership: number[], before: [number, number][]) {
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
        tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
      ]),
    );
    const ctx = createTaskContext(index, { query, state: ['job', 'room', 'restaurant'] });
    return { analysis: analyzeSet(ctx, [0, 1, 2]), out: scoredSet(membership, { roles: ['entry'], before }) };
  }

  it('orders the steps as the request names them, over the scorer', () => {
    // The scorer holds the restaurant (2) before the house (1); the request says the house first.
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [1, 0.9, 0.9],
      [[2, 1]],
    );
    const precedence = rerankPrecedence(analysis, out);
    expect(precedence[1 * 3 + 2]).toBe(1);
    expect(precedence[2 * 3 + 1]).toBe(0);
    expect(rerankTop(analysis, out, [0, 2, 1], 3, weights).order).toEqual([0, 1, 2]);
  });

  it('wordingOrder off: the unlinked steps fall to the neutral 0.5, and with neutralPrecedence and unlinkedWording off too, to the scorer', () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [1, 0.9, 0.9],
      [[2, 1]],
    );
    const reach = linkReach(analysis);
    const neutral = rerankPrecedence(analysis, out, reach, false, rules({ wordingOrder: false }));
    expect([neutral[1 * 3 + 2], neutral[2 * 3 + 1]]).toEqual([0.5, 0.5]);
    const off = rules({ wordingOrder: false, neutralPrecedence: false, unlinkedWording: false });
    expect(rerankPrecedence(analysis, out, reach, false, off)).toEqual(out.precedence);
    expect(rerankTop(analysis, out, [0, 2, 1], 3, weights, undefined, off).order).toEqual([0, 2, 1]);
  });

  it('unlinkedWording: the second pass orders a step the request names by a weaker word as the request does', () => {
    // "tidy the room" names the house (1) by one word, under the share that makes a step requested.
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
        tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
        ...fillers(),
      ]),
    );
    const query =
      'First tidy the room, then apply for the job position and book a restaurant table for the job interview';
    const ctx = createTaskContext(index, { query, state: ['job', 'room', 'restaurant'] });
    const analysis = analyzeSet(ctx, [0, 1, 2]);
    const out = scoredSet([0.9, 0.9, 1], { roles: ['entry'], before: [[2, 1]] });
    expect(Number.isNaN(analysis.mention[1] ?? 0)).toBe(true);
    const reach = linkReach(analysis);
    const choosing = rerankPrecedence(analysis, out, reach, false);
    expect([choosing[1 * 3 + 2], choosing[2 * 3 + 1]]).toEqual([0.5, 0.5]);
    const ordering = rerankPrecedence(analysis, out, reach, true);
    expect([ordering[1 * 3 + 0], ordering[1 * 3 + 2], ordering[2 * 3 + 1]]).toEqual([1, 1, 0]);
    const off = rerankPrecedence(analysis, out, reach, true, rules({ unlinkedWording: false }));
    expect([off[1 * 3 + 2], off[2 * 3 + 1]]).toEqual([0.5, 0.5]);
    const order = rerankTop(analysis, out, [2, 0, 1], 3, weights).order;
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(2));
  });

  it('holds the order neutral where nothing relates two steps: not linked, not both named, never run together', () => {
    // The house (1) is not named: its pair with the restaurant (2) has no evidence but the scorer's.
    const { analysis, out } = errands('Apply for the job and book the restaurant.', [1, 0.9, 0.9], [[2, 1]]);
    expect(out.precedence[2 * 3 + 1]).toBeGreaterThan(out.precedence[1 * 3 + 2] ?? 0);
    const precedence = rerankPrecedence(analysis, out);
    expect([precedence[2 * 3 + 1], precedence[1 * 3 + 2]]).toEqual([0.5, 0.5]);
  });

  it("neutralPrecedence off: the scorer's b stands between steps nothing relates", () => {
    const { analysis, out } = errands('Apply for the job and book the restaurant.', [1, 0.9, 0.9], [[2, 1]]);
    const precedence = rerankPrecedence(analysis, out, linkReach(analysis), false, rules({ neutralPrecedence: false }));
    expect([precedence[2 * 3 + 1], precedence[1 * 3 + 2]]).toEqual([
      out.precedence[2 * 3 + 1],
      out.precedence[1 * 3 + 2],
    ]);
  });

  it('keeps the scorer between steps successful runs called together', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
        tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
      ]),
    );
    const { prior } = buildTransitionPrior(index, {
      format: 'tool-trajectories/v1',
      trajectories: [{ calls: ['life.book_restaurant', 'life.clean_house'], success: true }],
    });
    const ctx = createTaskContext(
      index,
      { query: 'Apply for the job and book the restaurant.', state: ['job', 'room', 'restaurant'] },
      prior,
    );
    const analysis = analyzeSet(ctx, [0, 1, 2]);
    const out = scoredSet([1, 0.9, 0.9], { roles: ['entry'], before: [[2, 1]] });
    const precedence = rerankPrecedence(analysis, out);
    expect([precedence[2 * 3 + 1], precedence[1 * 3 + 2]]).toEqual([
      out.precedence[2 * 3 + 1],
      out.precedence[1 * 3 + 2],
    ]);
  });

  it('keeps an off-path slot 1 from steering the later slots', () => {
    // Slot 1 (junk, callable, m low) is unrelated to the others; the scorer's noise says the
    // chain's first step (1) comes before junk, which the order term would punish.
    const index = buildCatalogIndex(
      catalogOf([
        tool('junk.lookup_agent', 'Look up a support agent.', ['email'], []),
        tool('trip.search_airport', 'Search airports of a city.', [{ name: 'city' }], ['airport_id']),
        tool('trip.search_region', 'Search regions of a city.', [{ name: 'city' }], ['region_id']),
        tool('trip.search_flights', 'Search flights between airports.', ['airport_id'], ['flight_id']),
      ]),
    );
    const ctx = createTaskContext(index, { query: 'Find a flight.', state: ['email', 'city'] });
    const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
    const out = scoredSet([0.4, 0.6, 0.35, 0.9], {
      roles: ['entry'],
      before: [
        [1, 0],
        [0, 2],
      ],
    });
    const { order } = rerankTop(analysis, out, [0, 1, 2, 3], 3, { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 });
    expect(order.slice(0, 3)).toEqual([0, 1, 3]);
  });

  it('keeps the scorer between steps the schemas link, whatever the wording', () => {
    // get_order produces order_id for send_receipt; the request names the receipt first.
    const index = buildCatalogIndex(
      catalogOf([
        tool('shop.send_receipt', 'Send the receipt of an order.', ['order_id'], []),
        tool('shop.get_order', 'Get an order of the customer.', ['customer_id'], ['order_id']),
        // Unrelated tools, so that "receipt" and "customer" are distinctive words.
        tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
        tool('maps.geocode', 'Geocode an address.', ['address'], ['lat']),
        tool('sms.send', 'Send a text message.', ['phone'], []),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Send the receipt, after you get the order of the customer.',
      state: ['customer_id'],
    });
    const analysis = analyzeSet(ctx, [0, 1]);
    expect(mentionOrder(analysis, 0, 1)).toBe(1);
    const out = scoredSet([1, 1], { before: [[1, 0]] });
    expect(linkReach(analysis)[1 * 2 + 0]).toBe(1);
    expect(rerankPrecedence(analysis, out)).toEqual(out.precedence);
    // The wording disagrees with the links here, so the second pass's rule keeps the scorer too.
    expect(rerankPrecedence(analysis, out, linkReach(analysis), true)).toEqual(out.precedence);
  });
});

describe('field links and the wording against the scorer', () => {
  function editThenDetect(before: [number, number][]) {
    // image runs from the editor to the detector; the detector's labels feed the editor's text
    // back at half the strength (one of its two inputs): the links orient editor → detector.
    const index = buildCatalogIndex(
      catalogOf([
        tool('img.edit_image', 'Edit an image following a text instruction.', ['image', 'text'], ['image']),
        tool('img.detect_objects', 'Detect objects in an image and label them.', ['image'], ['text']),
        ...fillers(),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Edit my photo to add a hat, then detect the objects in the edited image.',
      state: ['image', 'text'],
    });
    const analysis = analyzeSet(ctx, [0, 1]);
    return { analysis, out: scoredSet([1, 1], { roles: ['entry', 'entry'], before }) };
  }

  it('keeps the scorer between steps the links orient, in both passes, however the request words them', () => {
    // The links and the wording where they agree once overruled the scorer here (linksAndWording,
    // removed: it moved no dev set's metrics by half a point, docs/ablation.md).
    const { analysis, out } = editThenDetect([[1, 0]]);
    const reach = linkReach(analysis);
    expect([reach[0 * 2 + 1], reach[1 * 2 + 0]]).toEqual([1, 1]);
    expect((analysis.kappa[0 * 2 + 1] ?? 0) - (analysis.kappa[1 * 2 + 0] ?? 0)).toBeGreaterThanOrEqual(KAPPA_ORIENTS);
    expect(mentionOrder(analysis, 0, 1)).toBe(1);
    expect(rerankPrecedence(analysis, out, reach)).toEqual(out.precedence);
    expect(rerankPrecedence(analysis, out, reach, true)).toEqual(out.precedence);
  });

  it('kappaOrients above |κ_ij − κ_ji|: the links no longer orient the two, and the wording orders them in either pass', () => {
    const { analysis, out } = editThenDetect([[1, 0]]);
    const reach = linkReach(analysis);
    const dk = (analysis.kappa[0 * 2 + 1] ?? 0) - (analysis.kappa[1 * 2 + 0] ?? 0);
    const unoriented = rerankPrecedence(analysis, out, reach, false, rules({ kappaOrients: dk + 0.01 }));
    expect([unoriented[0 * 2 + 1], unoriented[1 * 2 + 0]]).toEqual([1, 0]);
  });

  it('orders two steps the links orient by the scorer once their common producer is placed', () => {
    // The image comes from a download (not s0), so nothing but b and the wait orders the editor and the detector.
    const index = buildCatalogIndex(
      catalogOf([
        tool('img.edit_image', 'Edit an image following a text instruction.', ['image', 'text'], ['image']),
        tool('img.detect_objects', 'Detect objects in an image and label them.', ['image'], ['text']),
        tool('img.download_image', 'Download an image from a URL.', ['url'], ['image']),
        ...fillers(),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Download the photo, edit it to add a hat, then detect the objects in the edited image.',
      state: ['url', 'text'],
    });
    const analysis = analyzeSet(ctx, [0, 1, 2]);
    const out = scoredSet([1, 1, 1], { roles: ['entry', 'entry', 'entry'], before: [[1, 0]] });
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights).order).toEqual([2, 1, 0]);
    // With the scorer the other way round, the editor comes first.
    const agreeing = scoredSet([1, 1, 1], { roles: ['entry', 'entry', 'entry'], before: [[0, 1]] });
    expect(rerankTop(analysis, agreeing, [1, 0, 2], 3, weights).order).toEqual([2, 0, 1]);
  });
});

/** find_user feeds post_message; the request names send_mail first (a chain head against the wording). */
function chatErrand() {
  const index = buildCatalogIndex(
    catalogOf([
      tool('chat.find_user', 'Find a chat user by the email address.', ['email'], ['user_id']),
      tool('chat.post_message', 'Post a chat message to a user.', ['user_id', 'text'], []),
      tool('mail.send_mail', 'Send mail to an email address.', ['email', 'text'], []),
      tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
    ]),
  );
  const ctx = createTaskContext(index, {
    query: 'Send mail saying hi, after you find the chat user.',
    state: ['email', 'text'],
  });
  return { analysis: analyzeSet(ctx, [0, 1, 2]), out: scoredSet([1, 0.9, 0.6]) };
}

/**
 * "Book a table at the restaurant, then email bob@example.com 'see you there'." with s0 inferred
 * from it: the address and the quoted text make the email callable, the booking not.
 */
function bookThenEmail() {
  const index = buildCatalogIndex(
    catalogOf([
      tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant_id'], []),
      tool('mail.send_email', 'Send an email message to an address.', ['email', 'text'], []),
      ...fillers(),
    ]),
  );
  const query = "Book a table at the restaurant, then email bob@example.com 'see you there'.";
  const inferred = analyzeSet(createTaskContext(index, { query }), [0, 1]);
  expect(inferred.startFit[1]).toBeGreaterThanOrEqual(SATISFIED);
  expect(inferred.startFit[0]).toBeLessThan(SATISFIED);
  return { index, query, inferred };
}

describe('slot 1 and the request order', () => {
  function errands(query: string, membership: number[]) {
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
        tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
      ]),
    );
    const ctx = createTaskContext(index, { query, state: ['job', 'room', 'restaurant'] });
    return { analysis: analyzeSet(ctx, [0, 1, 2]), out: scoredSet(membership, { roles: ['entry', 'entry', 'entry'] }) };
  }

  it('opens with the step the request names first when every step is callable', () => {
    // The scorer holds the house (1) likeliest, so the first pass puts it in slot 1.
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.8, 1, 0.9],
    );
    expect(requestOpener(analysis, out, [1, 0, 2])).toBe(0);
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights).order).toEqual([0, 1, 2]);
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights).placements[0]).toEqual({ rule: 'request-order', over: 1 });
  });

  it("requestOpener off: the precedence wait alone still orders by the wording; with both off, the first pass's pick keeps slot 1", () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.8, 1, 0.9],
    );
    const run = (o: Partial<MenuRules>) => rerankTop(analysis, out, [1, 0, 2], 3, weights, undefined, rules(o));
    expect(run({ requestOpener: false }).placements[0]?.rule).toBe('precedence');
    expect(run({ precedenceWait: false }).order[0]).toBe(0);
    expect(run({ precedenceWait: false }).placements[0]?.rule).toBe('request-order');
    expect(run({ requestOpener: false, precedenceWait: false }).order[0]).toBe(1);
  });

  it('alternativeRedundancy 0: every pair counts as alternatives, so the request opens nothing', () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.8, 1, 0.9],
    );
    expect(requestOpener(analysis, out, [1, 0, 2], undefined, rules({ alternativeRedundancy: 0 }))).toBe(1);
  });

  it('does not open with a step the scorer holds far less likely on the path', () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.2, 1, 0.9],
    );
    expect(0.2).toBeLessThan(WAIT_MIN_MEMBERSHIP_SHARE * 1);
    expect(requestOpener(analysis, out, [1, 0, 2])).toBe(1);
  });

  it('opens with the named-first step that the pool pass held on the path when the menu pass drops it', () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.05, 1, 0.9],
    );
    // Pool pass M per menu tool: the job application at 0.9 there.
    expect(requestOpener(analysis, out, [1, 0, 2], [0.9, 1, 0.9], FORMER)).toBe(0);
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights, [0.9, 1, 0.9], opener).order[0]).toBe(0);
    // Unlikely in both passes: the first pass's pick keeps slot 1.
    expect(requestOpener(analysis, out, [1, 0, 2], [0.1, 1, 0.9], FORMER)).toBe(1);
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights, [0.1, 1, 0.9], opener).order[0]).toBe(1);
  });

  it("openerPoolMembership off: the menu pass's m alone decides, and the dropped step does not open", () => {
    const { analysis, out } = errands(
      'Apply for the job, then clean the house, and finally book the restaurant.',
      [0.05, 1, 0.9],
    );
    expect(requestOpener(analysis, out, [1, 0, 2], [0.9, 1, 0.9], rules({ openerPoolMembership: false }))).toBe(1);
  });

  it('keeps a producer that starts a chain in slot 1, however the request words the goal', () => {
    const { analysis, out } = chatErrand();
    expect(mentionOrder(analysis, 2, 0)).toBe(1);
    // find_user feeds post_message (user_id): it keeps slot 1 although mail is named first…
    expect(requestOpener(analysis, out, [0, 1, 2])).toBe(0);
    // …and without a step it feeds among the leading tools, the request's first step opens.
    expect(requestOpener(analysis, out, [0, 2])).toBe(2);
  });

  it('a producer keeps slot 1, but not against a step named before it that feeds it what it still needs', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('crm.lookup_account', 'Look up a customer account by email address.', ['email'], ['account_id']),
        tool('billing.list_invoices', 'List the invoices of an account.', ['account_id'], ['invoice_id']),
        tool('mail.send_invoice', 'Send an invoice to an email address.', ['invoice_id', 'email'], []),
        ...fillers(),
      ]),
    );
    const query = 'Look up the account of bob@example.com, list its invoices and send him the latest invoice.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: ['email'] }), [0, 1, 2]);
    const out = scoredSet([0.7, 1, 0.9], { roles: ['entry', 'bridge', 'target'] });
    const n = 3;
    // The invoice list (the first pass's pick here) feeds the sending one way: a chain head…
    expect(analysis.kappa[1 * n + 2]).toBeGreaterThan(0);
    expect(analysis.kappa[2 * n + 1]).toBe(0);
    // …but the lookup, named first, feeds it the account id s0 lacks: the lookup opens.
    expect(analysis.need[0 * n + 1]).toBeGreaterThan(0);
    expect(mentionOrder(analysis, 0, 1, true)).toBe(1);
    expect(requestOpener(analysis, out, [1, 0, 2])).toBe(0);
    // (Against a step named first that does not feed it, the producer keeps slot 1: chatErrand's test above.)
  });

  it('openerProducerKeeps off: the step the request names first opens even before the chain head', () => {
    const { analysis, out } = chatErrand();
    expect(requestOpener(analysis, out, [0, 1, 2], undefined, rules({ openerProducerKeeps: false }))).toBe(2);
  });

  it('keeps a chain head in slot 1 when conversions lead back to it through the rest of the menu', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('media.extract_audio', 'Extract the audio track from a video.', ['video'], ['audio']),
        tool('media.draw_waveform', 'Draw a waveform of an audio.', ['audio'], ['picture']),
        tool('img.colorize', 'Colorize a black and white picture.', ['picture'], ['picture']),
        tool('media.picture_to_video', 'Render a movie from a picture.', ['picture'], ['video']),
        ...fillers(),
      ]),
    );
    const query =
      'Take a black and white picture (example.jpg) and a recording (example.mp4): extract the audio track from the video, draw its waveform and colorize it.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: ['video', 'picture'] }), [0, 1, 2, 3]);
    const reach = linkReach(analysis);
    // A path runs back from the waveform to the extraction (picture → video → audio)…
    expect(reach[1 * 4 + 0]).toBe(1);
    // …and the colorizer, callable from s0, is named first ("black and white picture").
    expect(analysis.startFit[2]).toBeGreaterThanOrEqual(SATISFIED);
    expect(mentionOrder(analysis, 2, 0, true)).toBe(1);
    // The extraction feeds the waveform directly, and nothing feeds it back directly: it opens.
    const out = scoredSet([1, 1, 0.8, 0.3]);
    expect(requestOpener(analysis, out, [0, 1, 2])).toBe(0);
  });

  it('opens with a step the request names by one word, below the share of the best match that makes a tool requested', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('shop.online_shopping', 'Buy a product from a website.', ['website', 'product'], []),
        tool('phone.make_video_call', 'Make a video call to a phone number.', ['phone_number'], []),
        tool('gov.apply_for_passport', 'Apply for a passport of a country.', ['country'], []),
        ...fillers(),
      ]),
    );
    const query = 'Buy an iPhone from Amazon, make a video call to my mother on her phone, and apply for a passport.';
    const analysis = analyzeSet(
      createTaskContext(index, { query, state: ['website', 'product', 'phone_number', 'country'] }),
      [0, 1, 2],
    );
    // "buy" alone is under REQUESTED_RELEVANCE of the video call's match: not a requested tool.
    expect(Number.isNaN(analysis.mention[0] ?? NaN)).toBe(true);
    expect(mentionOrder(analysis, 0, 1)).toBe(0);
    expect(mentionOrder(analysis, 0, 1, true)).toBe(1);
    // The scorer holds the call likeliest, so the first pass opens with it; the request opens with the purchase.
    const out = scoredSet([0.9, 1, 0.95], { roles: ['entry', 'entry', 'entry'] });
    expect(requestOpener(analysis, out, [1, 0, 2])).toBe(0);
  });

  it('opens with the step the request names first when s0 can call none of the leading steps', () => {
    // s0 inferred from the request: nothing in it, so no step is callable, the first pass's pick neither.
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.clean_house', 'Let the robot clean a room of the house.', ['room'], []),
        tool('life.book_restaurant', 'Book a restaurant table.', ['restaurant'], []),
      ]),
    );
    const query = 'Apply for the job, then clean the house, and finally book the restaurant.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: [] }), [0, 1, 2]);
    expect([0, 1, 2].every((l) => (analysis.startFit[l] ?? 0) < SATISFIED)).toBe(true);
    const out = scoredSet([0.8, 1, 0.9], { roles: ['entry', 'entry', 'entry'] });
    expect(requestOpener(analysis, out, [1, 0, 2])).toBe(0);
    expect(rerankTop(analysis, out, [1, 0, 2], 3, weights).order[0]).toBe(0);
    // Off: only a callable step may open, and none is.
    expect(requestOpener(analysis, out, [1, 0, 2], undefined, rules({ openerWhenUncallable: false }))).toBe(1);
    // Below constraintShare of the pick's likelihood (0.4 < 0.5 · 1) it does not open…
    expect(requestOpener(analysis, scoredSet([0.4, 1, 0.9]), [1, 0, 2])).toBe(1);
    // …unless s0 can call it: then the usual share (waitShare, 0.3) is enough.
    const callable = analyzeSet(createTaskContext(index, { query, state: ['job'] }), [0, 1, 2]);
    expect(callable.startFit[0]).toBeGreaterThanOrEqual(SATISFIED);
    expect(callable.startFit[1]).toBeLessThan(SATISFIED);
    expect(requestOpener(callable, scoredSet([0.4, 1, 0.9]), [1, 0, 2])).toBe(0);
  });

  it('opens with the step the request names first, callable or not, when s0 is only inferred from the request', () => {
    const { index, query, inferred } = bookThenEmail();
    expect(inferred.ctx.state.fields.length).toBeGreaterThan(0);
    const out = scoredSet([0.8, 1], { roles: ['entry', 'entry'] });
    expect(requestOpener(inferred, out, [1, 0])).toBe(0);
    expect(rerankTop(inferred, out, [1, 0], 2, weights).order[0]).toBe(0);
    // Off: the callable pick keeps slot 1 (sequencedOpener, which the request's "then" engages, rests on it).
    expect(requestOpener(inferred, out, [1, 0], undefined, rules({ openerWhenInferred: false }))).toBe(1);
    // Where the task gives s0, callability stands: the email opens.
    const given = analyzeSet(createTaskContext(index, { query, state: ['email', 'text'] }), [0, 1]);
    expect(given.startFit[1]).toBeGreaterThanOrEqual(SATISFIED);
    expect(requestOpener(given, out, [1, 0])).toBe(1);
  });

  it('with s0 inferred and steps ordered in words ("then"), opens with the step named first at sequencedShare of the pick', () => {
    const { index, query, inferred } = bookThenEmail();
    // The scorer holds the booking far less likely than the email the guessed s0 makes callable:
    // 0.2 < waitShare 0.3 and < constraintShare 0.5 of the pick. The wording ("then") opens with it.
    const out = scoredSet([0.2, 1], { roles: ['entry', 'entry'] });
    expect(requestOpener(inferred, out, [1, 0])).toBe(0);
    expect(requestOpener(inferred, out, [1, 0], undefined, rules({ sequencedOpener: false }))).toBe(1);
    // Under sequencedShare (0.05 < 0.1 of the pick) it does not open.
    expect(requestOpener(inferred, scoredSet([0.05, 1]), [1, 0])).toBe(1);
    // Without words that order the steps, the usual shares hold.
    const unordered = "Book a table at the restaurant and email bob@example.com 'see you there'.";
    expect(requestOpener(analyzeSet(createTaskContext(index, { query: unordered }), [0, 1]), out, [1, 0])).toBe(1);
    // With s0 given, callability stands.
    const given = analyzeSet(createTaskContext(index, { query, state: ['email', 'text'] }), [0, 1]);
    expect(requestOpener(given, out, [1, 0])).toBe(1);
  });

  it('does not open with a step the request names only by its verb (a file system\'s find for "Find the latest tweet")', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('fs.find', 'Find entries under a directory path.', [], ['path']),
        tool('tw.search_tweets', 'Search tweets by keyword.', [], ['post_id', 'username']),
        tool('tw.retweet', 'Repost a post to your followers.', ['post_id'], []),
        tool('tw.follow_user', 'Follow a user.', ['username'], []),
        ...fillers(),
      ]),
    );
    const query = 'Find the latest tweet about the solar eclipse, retweet it and follow whoever posted it.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: [] }), [0, 1, 2, 3]);
    const out = scoredSet([0.6, 0.5, 1, 0.8], { roles: ['entry', 'entry', 'target', 'target'] });
    // "Find" is the request's first word and the only one fs.find matches…
    expect(mentionOrder(analysis, 0, 1, true)).toBe(1);
    // …a verb: it names no step. The search, named by "tweet", opens instead of the first pass's pick.
    expect(verbMask(analysis.ctx.relevance, query, () => true)).not.toBe(0);
    expect(requestOpener(analysis, out, [2, 0, 1, 3])).toBe(1);
  });

  it('does not open with a step whose words before the pick\'s are only a reading verb ("Find the highest common factor")', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('math.hcf', 'Calculate the highest common factor of two numbers.', ['number1', 'number2'], ['hcf']),
        tool(
          'school.highest_grade',
          'This function finds the subject where the student got the highest score.',
          ['grades'],
          ['subject'],
        ),
        ...fillers(),
      ]),
    );
    const query = 'Find the highest common factor of 36 and 24.';
    const analysis = analyzeSet(createTaskContext(index, { query }), [0, 1]);
    const out = scoredSet([1, 0.6], { roles: ['entry', 'entry'] });
    // The grade's words are "find" and "highest", the factor's "highest", "common" and "factor":
    // the grade is named first only by the verb, whose object ("the highest common factor") is the factor's.
    expect(mentionOrder(analysis, 1, 0, true)).toBe(1);
    expect(verbMask(analysis.ctx.relevance, query, () => true)).not.toBe(0);
    expect(requestOpener(analysis, out, [0, 1])).toBe(0);
    expect(rerankTop(analysis, out, [0, 1], 2, weights).order[0]).toBe(0);
  });

  it('where s0 can call no leading step, does not open with a step that another leading step feeds', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('hr.request_time_off', 'Request time off for an employee.', ['employee_id', 'start_date'], ['request_id']),
        tool('hr.lookup_employee', 'Look up an employee by email.', ['email'], ['employee_id']),
        tool('chat.post_message', 'Post a message to a chat channel.', ['channel', 'text'], ['message_id']),
        ...fillers(),
      ]),
    );
    const query = 'Request time off for the employee with this email, then post a message in the team channel.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: [] }), [0, 1, 2]);
    expect(analysis.need[1 * 3 + 0]).toBeGreaterThan(0);
    expect(mentionOrder(analysis, 0, 1, true)).toBe(1);
    const out = scoredSet([1, 0.8, 0.9], { roles: ['target', 'entry', 'target'] });
    // The time-off request is named first, but the lookup feeds it its employee id: the lookup,
    // named before the message, opens instead of the first pass's pick.
    expect(requestOpener(analysis, out, [2, 0, 1])).toBe(1);
    expect(requestOpener(analysis, out, [2, 0, 1], undefined, rules({ openerWhenUncallable: false }))).toBe(2);
  });

  it("does not open with a step that expects an input from the first pass's pick", () => {
    // Linked both ways (video one way, image the other), so no one-way producer keeps slot 1.
    const index = buildCatalogIndex(
      catalogOf([
        tool('media.make_slideshow', 'Make a slideshow montage of photos with music.', ['image', 'music'], ['video']),
        tool('media.extract_frame', 'Extract a still frame from a video.', ['video'], ['image']),
        ...fillers(),
      ]),
    );
    const query =
      'Make a slideshow montage from a still frame extracted from example.mp4, then put in some music and a few more of my photos.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: ['image', 'music', 'video'] }), [0, 1]);
    // The request names the slideshow first (most of its words come first), yet announces its
    // image from the extraction (its words come before the slideshow's on average).
    expect(mentionOrder(analysis, 0, 1)).toBe(1);
    expect(analysis.announced.get(0 * analysis.stride + 0)).toEqual([1]);
    expect(analysis.startFit[0]).toBeGreaterThanOrEqual(SATISFIED);
    const out = scoredSet([1, 1], { roles: ['entry', 'entry'] });
    expect(requestOpener(analysis, out, [1, 0])).toBe(1);
  });
});

describe('two steps that exchange one field both ways, in the second pass', () => {
  it('are ordered by the request even when one is named by a word below the requested share', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('img.colorizer', 'Adds colors to a grey image.', ['image'], ['image']),
        tool(
          'img.stitch_collage',
          'Stitch images side by side into a wide panorama, a collage or a mosaic.',
          ['image'],
          ['image'],
        ),
        ...fillers(),
      ]),
    );
    const query = 'Color it, then stitch it side by side with my other images into a wide panorama collage mosaic.';
    const analysis = analyzeSet(createTaskContext(index, { query, state: ['image'] }), [0, 1]);
    expect(analysis.kappa[0 * 2 + 1]).toBeGreaterThan(0);
    expect(analysis.kappa[1 * 2 + 0]).toBeGreaterThan(0);
    // The colorizer is not a requested tool (its one word is far below the stitcher's match)…
    expect(Number.isNaN(analysis.mention[0] ?? NaN)).toBe(true);
    expect(mentionOrder(analysis, 0, 1, true)).toBe(1);
    // …so the first pass keeps the scorer's order (stitch first); the second follows the request.
    const out = scoredSet([0.8, 1], { roles: ['entry', 'entry'], before: [[1, 0]] });
    const choosing = rerankPrecedence(analysis, out, linkReach(analysis), false, FORMER);
    expect(choosing[1 * 2 + 0]).toBeGreaterThan(choosing[0 * 2 + 1] ?? 0);
    const ordering = rerankPrecedence(analysis, out, linkReach(analysis), true, FORMER);
    expect(ordering[0 * 2 + 1]).toBe(1);
    expect(ordering[1 * 2 + 0]).toBe(0);
    expect(rerankTop(analysis, out, [1, 0], 2, weights, undefined, FORMER).order).toEqual([0, 1]);
  });
});

/** stitch_panorama supplies all of make_slideshow's input, one way. */
function panorama() {
  const index = buildCatalogIndex(
    catalogOf([
      tool('img.stitch_panorama', 'Stitch images into a panorama.', ['image'], ['panorama']),
      tool('media.make_slideshow', 'Make a slideshow of a panorama.', ['panorama'], ['video']),
      ...fillers(),
    ]),
  );
  const ctx = createTaskContext(index, {
    query: 'Make a slideshow of the panorama you stitch from my images.',
    state: ['image', 'panorama'],
  });
  return analyzeSet(ctx, [0, 1]);
}

describe('a full one-way link in the second pass', () => {
  it("orders a producer that supplies all of a step's input before it, over the scorer", () => {
    const analysis = panorama();
    expect(analysis.kappa[0 * 2 + 1]).toBeGreaterThanOrEqual(FULL_LINK);
    expect(analysis.kappa[1 * 2 + 0]).toBe(0);
    const out = scoredSet([1, 1], { before: [[1, 0]] });
    const reach = linkReach(analysis);
    expect(rerankPrecedence(analysis, out, reach)).toEqual(out.precedence);
    const ordering = rerankPrecedence(analysis, out, reach, true);
    expect([ordering[0 * 2 + 1], ordering[1 * 2 + 0]]).toEqual([1, 0]);
  });

  it("fullLink off, or fullLinkKappa above the link: the scorer's b stands", () => {
    const analysis = panorama();
    const out = scoredSet([1, 1], { before: [[1, 0]] });
    const reach = linkReach(analysis);
    expect(rerankPrecedence(analysis, out, reach, true, rules({ fullLink: false }))).toEqual(out.precedence);
    const kappa = analysis.kappa[0 * 2 + 1] ?? 0;
    expect(rerankPrecedence(analysis, out, reach, true, rules({ fullLinkKappa: kappa + 0.001 }))).toEqual(
      out.precedence,
    );
  });
});

describe('the share of inputs supplied (P)', () => {
  it('reads an input the request announces from an earlier step as supplied, so a placed-late announcer does not push the step out', () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('img.classify', 'Classify an image into a label text.', ['image'], ['text']),
        tool('txt.generate', 'Generate a caption text from a text.', ['text'], ['text']),
        tool('junk.lookup', 'Look up a support agent.', ['email'], ['agent_id']),
        tool('junk.search', 'Search support tickets.', ['email'], ['ticket_id']),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Classify the image, then generate a caption from the label.',
      state: ['image', 'text', 'email'],
    });
    const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
    // generate's `text` is announced from classify (named first), which the scorer holds unlikely.
    expect(analysis.announced.get(1 * analysis.stride + 0)).toEqual([0]);
    const out = scoredSet([0.2, 0.9, 0.5, 0.5]);
    const { order, terms } = rerankTop(analysis, out, [2, 3, 1, 0], 2, { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 });
    expect(order.slice(0, 2)).toContain(1);
    expect(terms[order.indexOf(1)]?.P).toBe(1);
  });
});

/** An off-path exact match for s0's email, and the airport search whose city s0 supplies by a 0.7 link. */
function flightEntries() {
  const index = buildCatalogIndex(
    catalogOf([
      tool('desk.search_agents', 'Find a support agent by email.', ['email'], ['agent_id']),
      tool('air.search_airport', 'Find the airports of a city.', ['city'], ['airport_id']),
      tool('air.search_flights', 'Search flights from an airport.', ['airport_id'], ['flight_id']),
    ]),
  );
  const ctx = createTaskContext(index, { query: 'Find a flight from Vienna.', state: ['origin_city', 'email'] });
  return { ctx, analysis: analyzeSet(ctx, [0, 1, 2]) };
}

describe('slot 1 and link strength', () => {
  it('gives slot 1 to the likelier entry whose input s0 supplies by a 0.7 link, not to an off-path exact match', () => {
    const { ctx, analysis } = flightEntries();
    const cityLink = ctx.state.links.find((l) => l.state === 'origin_city');
    expect(cityLink?.strength).toBeGreaterThanOrEqual(SATISFIED);
    expect(cityLink?.strength).toBeLessThan(1);
    const out = scoredSet([0.45, 0.56, 0.9], { roles: ['none', 'entry', 'target'] });
    const { order, terms } = rerankTop(analysis, out, [0, 1, 2], 3, { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 });
    expect(order[0]).toBe(1);
    expect(terms[0]?.P).toBe(1);
    // e reads the link's strength (χ), times the share of the given s0 the tool takes as such:
    // origin_city reaches its city by a 0.7 link only, so none.
    expect(terms[0]?.e).toBe(0);
    expect(
      rerankTop(
        analysis,
        out,
        [0, 1, 2],
        3,
        { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 },
        undefined,
        rules({ entryGivenUse: 0 }),
      ).terms[0]?.e,
    ).toBeCloseTo(cityLink?.strength ?? 0);
  });

  it('orphanInputs: the city, which nothing on the menu produces, counts as given; off, P reads the 0.7 link as 0.7 and the off-path exact match takes slot 1', () => {
    const { analysis } = flightEntries();
    const out = scoredSet([0.45, 0.56, 0.9], { roles: ['none', 'entry', 'target'] });
    const run = (o: Partial<MenuRules>) =>
      rerankTop(analysis, out, [0, 1, 2], 3, { m: 1, p: 0.25, s: 3, e: 0.5, d: 1 }, undefined, rules(o));
    expect(run({}).order[0]).toBe(1);
    const off = run({ orphanInputs: false });
    expect(off.order[0]).toBe(0);
    expect(off.terms[1]?.P).toBeLessThan(1);
  });
});

describe('the request order between steps linked both ways', () => {
  it('orders steps whose links run both ways as the request names them', () => {
    // text in, text out: every pair is linked both ways with equal strength, which orders nothing.
    const index = buildCatalogIndex(
      catalogOf([
        tool('text.translate', 'Translate a text into another language.', ['text'], ['text']),
        tool('text.check_grammar', 'Check the grammar of a text.', ['text'], ['text']),
        tool('text.summarize', 'Summarize a text.', ['text'], ['text']),
        tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Translate the letter, check its grammar, then summarize it.',
      state: ['text'],
    });
    const analysis = analyzeSet(ctx, [0, 1, 2]);
    const reach = linkReach(analysis);
    expect([reach[0 * 3 + 2], reach[2 * 3 + 0]]).toEqual([1, 1]);
    expect(Math.abs((analysis.kappa[0 * 3 + 2] ?? 0) - (analysis.kappa[2 * 3 + 0] ?? 0))).toBeLessThan(KAPPA_ORIENTS);
    // The scorer says summarize before translate; the wording says the opposite.
    const out = scoredSet([1, 1, 1], {
      before: [
        [2, 0],
        [2, 1],
      ],
    });
    const precedence = rerankPrecedence(analysis, out, linkReach(analysis), false, FORMER);
    expect([precedence[0 * 3 + 2], precedence[2 * 3 + 0]]).toEqual([1, 0]);
    expect([precedence[1 * 3 + 2], precedence[2 * 3 + 1]]).toEqual([1, 0]);
    expect(rerankTop(analysis, out, [2, 1, 0], 3, weights, undefined, FORMER).order).toEqual([0, 1, 2]);
  });
});

describe('where the request names a step', () => {
  /** Which of two tools (0, 1) the request names first, among two unrelated tools that make their words distinctive. */
  function firstNamed(first: Tool, second: Tool, query: string, state: string[]): -1 | 0 | 1 {
    const index = buildCatalogIndex(
      catalogOf([
        first,
        second,
        tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
        tool('maps.geocode', 'Geocode a place.', ['place'], ['lat']),
      ]),
    );
    return mentionOrder(analyzeSet(createTaskContext(index, { query, state }), [0, 1]), 0, 1);
  }

  it('is where most of its distinctive words are, not their mean: a late stray word does not move it', () => {
    // "online" (of sell_item_online) comes last; the sale is named first.
    const sell = tool('shop.sell_item_online', 'Sell an item online.', ['item'], ['sale_id']);
    const deliver = tool('post.deliver_package', 'Deliver a package to an address.', ['address'], ['tracking_id']);
    expect(
      firstNamed(sell, deliver, 'Sell my bike, deliver it to the buyer, and then attend an online meeting.', [
        'item',
        'address',
      ]),
    ).toBe(1);
  });

  it('counts a long word once, not again through its prefix term', () => {
    // "shopping" (with its prefix term "~shoppi") comes last, as a reference back to "buy".
    const shop = tool('shop.online_shopping', 'Buy products by online shopping.', ['product'], ['order_id']);
    const call = tool('phone.make_call', 'Make a phone call to a number.', ['number'], ['call_id']);
    expect(
      firstNamed(shop, call, 'Buy a bike, then make a phone call to tell a friend about the shopping.', [
        'product',
        'number',
      ]),
    ).toBe(1);
  });
});

describe('slot 1 among look-alikes of two providers', () => {
  // Two servers offer the same extraction; only the second offers the steps after it.
  function servers(
    membership: number[],
    query = 'Read the text in example.jpg, summarize it and make a video of the summary.',
  ) {
    const index = buildCatalogIndex(
      catalogOf([
        tool('hf.image_to_text', 'Extract the text from an image.', ['image'], ['text']),
        tool('mm.image_to_text', 'Extract the text from an image.', ['image'], ['text']),
        tool('mm.summarize_text', 'Summarize a text.', ['text'], ['summary']),
        tool('mm.text_to_video', 'Make a video from a text.', ['summary'], ['video']),
      ]),
    );
    const ctx = createTaskContext(index, { query, state: ['image'] });
    const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
    return { index, analysis, out: scoredSet(membership, { roles: ['entry', 'entry', 'bridge', 'target'] }) };
  }

  it('opens with the look-alike whose provider offers the other leading steps', () => {
    const { index, analysis, out } = servers([0.9, 0.8, 0.7, 0.6]);
    expect(redundancy(index, 0, 1)).toBeGreaterThanOrEqual(DEFAULT_MENU_RULES.providerAlternative);
    expect(sameProvider(analysis, out, [0, 1, 2, 3], 0)).toBe(1);
    const reranked = rerankTop(analysis, out, [0, 1, 2, 3], 4, weights);
    expect(reranked.order[0]).toBe(1);
    // The breakdown says which rule moved slot 1 (not the request's order).
    expect(reranked.placements[0]).toEqual({ rule: 'same-provider', over: 0 });
  });

  it('off (providerCoherence 1e9), or when the other steps are too unlikely to tell, the pick keeps slot 1', () => {
    const { analysis, out } = servers([0.9, 0.8, 0.7, 0.6]);
    expect(sameProvider(analysis, out, [0, 1, 2, 3], 0, rules({ providerCoherence: 1e9 }))).toBe(0);
    expect(
      rerankTop(analysis, out, [0, 1, 2, 3], 4, weights, undefined, rules({ providerCoherence: 1e9 })).order[0],
    ).toBe(0);
    // Look-alikes only from providerAlternative: the two extractors' redundancy is under 0.9.
    expect(sameProvider(analysis, out, [0, 1, 2, 3], 0, rules({ providerAlternative: 0.9 }))).toBe(0);
    const faint = servers([0.9, 0.8, 0.04, 0.04]);
    expect(sameProvider(faint.analysis, faint.out, [0, 1, 2, 3], 0)).toBe(0);
  });

  it("keeps the pick where the request names its provider, or where the look-alike needs its own provider's earlier step", () => {
    const named = servers(
      [0.9, 0.8, 0.7, 0.6],
      'With hf, read the text in example.jpg, summarize it and make a video of the summary.',
    );
    expect(sameProvider(named.analysis, named.out, [0, 1, 2, 3], 0)).toBe(0);
    const index = buildCatalogIndex(
      catalogOf([
        tool('hf.image_to_text', 'Extract the text from an image.', ['image_ref'], ['text']),
        tool('mm.image_to_text', 'Extract the text from an image.', ['image_ref'], ['text']),
        tool('mm.summarize_text', 'Summarize a text.', ['text'], ['summary']),
        tool('mm.upload_image', 'Upload an image for the other tools.', ['image'], ['image_ref']),
      ]),
    );
    const ctx = createTaskContext(index, { query: 'Read the text in example.jpg and summarize it.', state: ['image'] });
    const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
    const out = scoredSet([0.9, 0.8, 0.7, 0.6], { roles: ['entry', 'bridge', 'target', 'entry'] });
    expect(redundancy(index, 0, 1)).toBeGreaterThanOrEqual(DEFAULT_MENU_RULES.providerAlternative);
    expect(sameProvider(analysis, out, [0, 1, 2, 3], 0, rules({ providerCoherence: 0 }))).toBe(0);
  });

  it('leaves a pick alone when no look-alike of another provider leads', () => {
    const { analysis, out } = servers([0.9, 0.8, 0.7, 0.6]);
    expect(sameProvider(analysis, out, [0, 2, 3], 0)).toBe(0);
    expect(sameProvider(analysis, out, [2, 1, 3], 2)).toBe(2);
  });
});

describe('slot 1 where the request names a provider (namedProvider)', () => {
  // A generic search of one server and the search of the service the request names.
  function named(
    query: string,
    catalog = [
      tool('biomcp.search', 'Search biomedical articles, trials and variants.', ['query'], ['results']),
      tool('wikipedia.search_wikipedia', 'Search Wikipedia for articles matching a query.', ['query'], ['titles']),
      tool('wikipedia.get_summary', 'Get the summary of a Wikipedia article.', ['titles'], ['summary']),
    ],
    state = ['query'],
  ) {
    const index = buildCatalogIndex(catalogOf(catalog));
    const ctx = createTaskContext(index, { query, state });
    const analysis = analyzeSet(
      ctx,
      catalog.map((_, k) => k),
    );
    return { analysis, out: scoredSet(catalog.map((_, k) => 0.9 - 0.2 * k)) };
  }

  it("opens with the named service's step that does what the pick does", () => {
    const { analysis, out } = named(
      'Find Wikipedia articles about the Treaty of Westphalia and summarize the best one',
    );
    expect(sameProvider(analysis, out, [0, 1, 2], 0)).toBe(1);
    const reranked = rerankTop(analysis, out, [0, 1, 2], 3, weights);
    expect(reranked.order[0]).toBe(1);
    expect(reranked.placements[0]).toEqual({ rule: 'named-provider', over: 0 });
    // Off, the pick keeps slot 1 (the two searches share too few words to be look-alikes).
    expect(sameProvider(analysis, out, [0, 1, 2], 0, rules({ namedProvider: false }))).toBe(0);
  });

  it("opens with the named service's alternative of the pick where the pick's name has no verb the lexicon knows", () => {
    const { analysis, out } = named(
      'Refund order #2668 in full on BigCommerce',
      [
        tool('shop.issue_refund', 'Refund an order in full or in part.', ['order_id'], ['refund_id']),
        tool('bigcommerce.issueRefund', 'Refund an order in full or in part.', ['order_id'], ['refund_id']),
        tool('shop.get_order', 'Get an order.', ['order_id'], ['customer_id']),
      ],
      ['order_id'],
    );
    expect(redundancy(analysis.ctx.index, 0, 1)).toBeGreaterThanOrEqual(DEFAULT_MENU_RULES.providerAlternative);
    expect(sameProvider(analysis, out, [0, 1, 2], 0)).toBe(1);
    expect(rerankTop(analysis, out, [0, 1, 2], 3, weights).placements[0]).toEqual({ rule: 'named-provider', over: 0 });
    expect(sameProvider(analysis, out, [0, 1, 2], 0, rules({ namedProvider: false }))).toBe(0);
  });

  it('not for a provider named only inside an email address, nor one the pick names too', () => {
    expect(
      sameProvider(
        named('Find articles about the treaty and mail them to ana@wikipedia.org').analysis,
        named('x').out,
        [0, 1, 2],
        0,
      ),
    ).toBe(0);
    // "the Hilton Hotel" names the thing both book, not the `hotel` server.
    const hotels = named('Book a room at the Hilton Hotel in Chicago for two nights', [
      tool('booking.book_hotel', 'Book a room in a hotel.', ['query'], ['booking_id']),
      tool('hotel.book', 'Book a room.', ['query'], ['booking_id']),
    ]);
    expect(sameProvider(hotels.analysis, hotels.out, [0, 1], 0)).toBe(0);
  });

  it("not for the named service's other step: a lookup of employees is not Slack's lookup of users", () => {
    const { analysis, out } = named(
      'Ask the manager of priya@hooli.xyz about her leave on Slack',
      [
        tool('workday.lookupEmployee', 'Look up an employee and their manager.', ['email'], ['manager_email']),
        tool('slack.lookup_user_by_email', 'Look up a Slack user by email.', ['email'], ['user_id']),
        tool('slack.post_message', 'Post a message to a Slack user.', ['user_id'], ['ts']),
      ],
      ['email'],
    );
    // Both lookups are callable: only their objects (employee; user, email) tell them apart.
    expect(analysis.startFit[1]).toBeGreaterThanOrEqual(SATISFIED);
    expect(sameProvider(analysis, out, [0, 1, 2], 0)).toBe(0);
  });
});

describe('slot 1 and the data the user gives (entryGivenUse)', () => {
  const index = buildCatalogIndex(
    catalogOf([
      tool('chat.me_message', 'Share a me message into a channel.', [], ['channel']),
      tool('chat.lookup_by_email', 'Find a user with an email address.', ['email'], ['user']),
      tool('chat.invite', 'Invite users to a channel.', ['channel', 'user'], []),
      ...fillers(),
    ]),
  );
  const query = 'Add priya@acme.io to the #design-review channel';
  // Both callable: the me message requires nothing. The scorer holds it likelier and calls it the entry.
  const out = scoredSet([0.6, 0.5, 0.9], { roles: ['entry', 'target', 'target'] });

  it('gives the entry bonus to a callable tool by the share of the given s0 it takes', () => {
    const given = analyzeSet(createTaskContext(index, { query, state: ['email'] }), [0, 1, 2]);
    expect([0, 1].every((l) => (given.startFit[l] ?? 0) >= SATISFIED)).toBe(true);
    expect(Array.from(givenFieldUse(given))).toEqual([0, 1, 0]);
    const { order, terms } = rerankTop(given, out, [2, 0, 1], 3, weights);
    expect(order[0]).toBe(1);
    expect(terms[0]?.e).toBe(1);
    // Off: χ alone, and the likelier tool that requires nothing opens.
    expect(rerankTop(given, out, [2, 0, 1], 3, weights, undefined, rules({ entryGivenUse: 0 })).order[0]).toBe(0);
  });

  it('leaves e at χ where s0 is inferred from the request or gives nothing', () => {
    const inferred = analyzeSet(createTaskContext(index, { query }), [0, 1, 2]);
    expect(Array.from(givenFieldUse(inferred))).toEqual([1, 1, 1]);
    const empty = analyzeSet(createTaskContext(index, { query, state: [] }), [0, 1, 2]);
    expect(Array.from(givenFieldUse(empty))).toEqual([1, 1, 1]);
    expect(rerankTop(empty, out, [2, 0, 1], 3, weights).order[0]).toBe(0);
  });

  it('counts an optional input the given s0 holds as taken', () => {
    const filters = buildCatalogIndex(
      catalogOf([
        tool('calls.list', 'List calls.', [{ name: 'to', type: 'string', required: false }], ['call_sid']),
        tool('calls.usage', 'Usage records of today.', [], ['usage']),
        ...fillers(),
      ]),
    );
    const a = analyzeSet(createTaskContext(filters, { query: 'the call to +15551234567', state: ['to'] }), [0, 1]);
    expect(Array.from(givenFieldUse(a))).toEqual([1, 0]);
  });
});

describe('slot 1 and the identifier its pick needs (idProducerFirst)', () => {
  // Context7's pair: the docs take a library id that only the resolver issues.
  function libraryDocs(idField: string, state: string[]) {
    const index = buildCatalogIndex(
      catalogOf([
        tool('docs.resolve_library', 'Resolve a library name to the library.', ['library_name'], [idField]),
        tool('docs.get_library_docs', 'Get the current docs of a library for a topic.', [idField, 'topic'], ['docs']),
        ...fillers(),
      ]),
    );
    const ctx = createTaskContext(index, {
      query: 'Pull the current docs for the useQuery hook of TanStack Query',
      state,
    });
    // The scorer holds the resolver far less likely than the docs (under constraintShare of them).
    return { analysis: analyzeSet(ctx, [0, 1]), out: scoredSet([0.05, 0.9], { roles: ['entry', 'target'] }) };
  }

  it('opens with the step that issues the id, however unlikely, and says why', () => {
    const { analysis, out } = libraryDocs('library_id', ['library_name', 'topic']);
    expect(analysis.ctx.index.identifierField[analysis.ctx.index.vocab.idOf('library_id') ?? -1]).toBe(1);
    expect(idProducer(analysis, out, [1, 0], 1)).toBe(0);
    const reranked = rerankTop(analysis, out, [1, 0], 2, weights);
    expect(reranked.order.slice(0, 2)).toEqual([0, 1]);
    expect(reranked.placements[0]).toEqual({ rule: 'id-producer', over: 1 });
  });

  it('keeps the pick where s0 holds the id, where the input is no identifier, or with the rule off', () => {
    const given = libraryDocs('library_id', ['library_id', 'topic']);
    expect(idProducer(given.analysis, given.out, [1, 0], 1)).toBeUndefined();
    expect(rerankTop(given.analysis, given.out, [1, 0], 2, weights).order[0]).toBe(1);
    const text = libraryDocs('library_summary', ['library_name', 'topic']);
    expect(idProducer(text.analysis, text.out, [1, 0], 1)).toBeUndefined();
    expect(rerankTop(text.analysis, text.out, [1, 0], 2, weights).order[0]).toBe(1);
    const off = libraryDocs('library_id', ['library_name', 'topic']);
    const kept = rerankTop(off.analysis, off.out, [1, 0], 2, weights, undefined, rules({ idProducerFirst: false }));
    expect(kept.order[0]).toBe(1);
    expect(kept.placements[0]?.rule).toBe('score');
  });
});

describe('slot 1 and a thing the request speaks of as existing (existingLookup)', () => {
  // Sentry's tools: a team is found by find_teams or made by create_team; a project needs one.
  function sentry(query: string) {
    const index = buildCatalogIndex(
      catalogOf([
        tool(
          'sentry.create_team',
          'Create a new team in an organization.',
          ['organization_slug', 'name'],
          ['team_slug'],
        ),
        tool('sentry.find_teams', 'Find the teams of an organization.', ['organization_slug'], ['team_slug']),
        tool(
          'sentry.create_project',
          'Create a new project for a team.',
          ['organization_slug', 'team_slug', 'name'],
          ['project_slug'],
        ),
        ...fillers(),
      ]),
    );
    const ctx = createTaskContext(index, { query, state: ['organization_slug', 'name'] });
    // The scorer holds the team's creation likeliest: "team" is a word of the request.
    return {
      analysis: analyzeSet(ctx, [0, 1, 2]),
      out: scoredSet([0.9, 0.3, 0.8], { roles: ['entry', 'entry', 'target'] }),
    };
  }
  const FOR_THE_TEAM =
    'In acme, create a Python project checkout-api for the payments team, let the platform team into it, and give me its DSN';

  it('opens with the lookup of the team the request names, not the step that would make one, and says why', () => {
    const { analysis, out } = sentry(FOR_THE_TEAM);
    expect(existingLookup(analysis, [0, 1, 2], 0)).toBe(1);
    const reranked = rerankTop(analysis, out, [0, 2, 1], 3, weights);
    expect(reranked.order[0]).toBe(1);
    expect(reranked.placements[0]).toEqual({ rule: 'existing-lookup', over: 0 });
  });

  it('keeps the create where the request asks for a new team, asks to make it, or with the rule off', () => {
    const fresh = sentry('In acme, create a project checkout-api for a new payments team, and give me its DSN');
    expect(existingLookup(fresh.analysis, [0, 1, 2], 0)).toBeUndefined();
    const asked = sentry('In acme, create the team payments');
    expect(existingLookup(asked.analysis, [0, 1, 2], 0)).toBeUndefined();
    const off = sentry(FOR_THE_TEAM);
    const kept = rerankTop(off.analysis, off.out, [0, 2, 1], 3, weights, undefined, rules({ existingLookup: false }));
    expect(kept.order[0]).toBe(0);
  });

  it('opens only with a lookup s0 can call, and only over a step that makes its object', () => {
    const { analysis } = sentry(FOR_THE_TEAM);
    // find_teams needs the organization, which s0 lacks here.
    const bare = createTaskContext(analysis.ctx.index, { query: FOR_THE_TEAM, state: ['name'] });
    expect(existingLookup(analyzeSet(bare, [0, 1, 2]), [0, 1, 2], 0)).toBeUndefined();
    // Booking a hotel makes a booking, not a hotel: "the Hilton Hotel" is no reason to look one up.
    const index = buildCatalogIndex(
      catalogOf([
        tool('book_hotel', 'Book a hotel room.', ['hotel_name', 'nights'], ['booking_id']),
        tool('hotel.search_hotels', 'Search hotels in a city.', ['city'], ['hotel_name']),
        ...fillers(),
      ]),
    );
    const hotel = createTaskContext(index, {
      query: 'Book a single room for two nights at the Hilton Hotel in Chicago, starting from 10th December',
      state: ['city', 'nights'],
    });
    expect(existingLookup(analyzeSet(hotel, [0, 1]), [0, 1], 0)).toBeUndefined();
  });

  it("reads the words after the name's verb as its object, verbs or not", () => {
    // Buildkite: "build" is the object of `create_build`, though it is a verb too.
    const index = buildCatalogIndex(
      catalogOf([
        tool(
          'buildkite.create_build',
          'Create a build of a pipeline.',
          ['org_slug', 'pipeline_slug', 'commit'],
          ['build_number'],
        ),
        tool(
          'buildkite.list_builds',
          'List the builds of a pipeline.',
          ['org_slug', 'pipeline_slug'],
          ['build_number', 'commit'],
        ),
        ...fillers(),
      ]),
    );
    const query = 'Rebuild the nightly pipeline in acme at the same commit and branch as its last build';
    const given = createTaskContext(index, { query, state: ['org_slug', 'pipeline_slug'] });
    expect(existingLookup(analyzeSet(given, [0, 1]), [0, 1], 0)).toBe(1);
    // The lookup must be callable: with a given s0 that lacks its inputs it does not open.
    const lacking = createTaskContext(index, { query, state: ['commit'] });
    expect(existingLookup(analyzeSet(lacking, [0, 1]), [0, 1], 0)).toBeUndefined();
  });
});
