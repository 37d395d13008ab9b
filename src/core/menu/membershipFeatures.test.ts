import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCandidatePool } from './candidatePool';
import {
  FEATURE_COUNT,
  FITTED_MEMBERSHIP,
  MEMBERSHIP_FEATURES,
  fittedMembership,
  membershipFeatures,
  ownApiFed,
  RESOLVES_WEIGHT,
  UPTAKE_MEANING_FLOOR,
  type MembershipModel,
} from './membershipFeatures';
import { membershipDrivers } from './membershipDrivers';
import { analyzeSet } from './setAnalysis';
import { createTaskContext } from './taskContext';

const catalog = catalogOf([
  tool(
    'shop.send_receipt',
    'Send the receipt of an order to the customer by email.',
    ['order_id', 'customer_email'],
    ['sent'],
  ),
  tool('crm.get_customer_email', 'Look up a customer.', ['customer_id'], ['customer_email']),
  tool('shop.get_order', 'Get an order and its customer.', ['order_id'], ['customer_id']),
  tool('fun.joke', 'Tell a joke.', ['order_id'], ['joke']),
]);

/** The candidate pool of a request analyzed, with its membership features (`value`: one tool's one feature). */
function analyzed(query: string, state: string[], source: typeof catalog = catalog) {
  const index = buildCatalogIndex(source);
  const ctx = createTaskContext(index, { query, state });
  const pool = buildCandidatePool(ctx);
  const a = analyzeSet(ctx, pool.tools, pool.reasons);
  const at = (id: string): number => a.local.get(index.byId.get(id) ?? -1) ?? -1;
  const x = membershipFeatures(a);
  const value = (id: string, feature: (typeof MEMBERSHIP_FEATURES)[number]): number =>
    x[at(id) * FEATURE_COUNT + MEMBERSHIP_FEATURES.indexOf(feature)] ?? NaN;
  return { a, x, at, value, index };
}

describe('membership features', () => {
  it("reads relevance, the links to what relevance is sure of, and the request's clauses", () => {
    const { value } = analyzed('Send the receipt email for the order', ['order_id']);
    expect(value('shop.send_receipt', 'rel')).toBe(1);
    expect(value('shop.send_receipt', 'rank')).toBe(1);
    expect(value('shop.send_receipt', 'top8')).toBe(1);
    // The email lookup supplies an input the most relevant tool still needs.
    expect(value('crm.get_customer_email', 'feeds')).toBeGreaterThan(0);
    // A tool s0 can call that the request does not speak of (it enters the pool as an entry).
    expect(value('fun.joke', 'feeds')).toBeLessThan(value('crm.get_customer_email', 'feeds'));
    expect(value('fun.joke', 'rel')).toBeLessThan(0.2); // its order_id input matches the request's "order"
    expect(value('fun.joke', 'chi')).toBe(1);
    expect(value('fun.joke', 'noInputs')).toBe(0);
    // One clause: no clause features.
    expect(value('shop.send_receipt', 'clause')).toBe(0);
    const two = analyzed('Get the order and its customer, then send the receipt email', ['order_id']);
    expect(two.value('shop.get_order', 'clauseRank')).toBe(1);
    // A clause of one known term (`joke`) names its step too; the candidate pool's clause tops
    // would have joined it to the next clause.
    const joke = analyzed('Tell me a joke and then send the receipt email for the order', ['order_id']);
    expect(joke.a.ctx.clauses.clauses).toEqual([]);
    expect(joke.value('fun.joke', 'clauseRank')).toBe(1);
    expect(joke.value('fun.joke', 'clause')).toBe(1);
  });

  it('exclusive links: a bridge for an input few tools produce counts more than one of many', () => {
    const bank = catalogOf([
      tool('bank.alert_user', 'Alert the user that the account is frozen.', ['freeze_status'], ['alerted']),
      tool('bank.freeze_account', 'Freeze the account.', ['account_id'], ['freeze_status']),
      tool('bank.open_account', 'Open an account.', ['owner'], ['account_id']),
      tool('bank.find_account', 'Find an account.', ['owner'], ['account_id']),
      tool('bank.list_accounts', 'List accounts.', ['owner'], ['account_id']),
    ]);
    const { a, value, at } = analyzed('Freeze the account and alert the user', ['owner'], bank);
    const rel = (id: string): number => a.relevance[at(id)] ?? NaN;
    // freeze_account is alert_user's only producer of freeze_status: the whole link counts.
    expect(value('bank.freeze_account', 'feedsExcl')).toBeCloseTo(rel('bank.alert_user'), 5);
    expect(value('bank.alert_user', 'fedByExcl')).toBeCloseTo(rel('bank.freeze_account'), 5);
    // Three tools produce account_id: each link counts a third.
    expect(value('bank.find_account', 'feedsExcl')).toBeCloseTo(rel('bank.freeze_account') / 3, 5);
    expect(value('bank.freeze_account', 'fedByExcl')).toBeCloseTo(
      Math.max(rel('bank.open_account'), rel('bank.find_account'), rel('bank.list_accounts')) / 3,
      5,
    );
    // Nothing in the set consumes alerted.
    expect(value('bank.alert_user', 'feedsExcl')).toBe(0);
    // A displacement names the link behind each feature: the relevant partner and the input.
    const only = (feature: (typeof MEMBERSHIP_FEATURES)[number]): MembershipModel => ({
      weights: MEMBERSHIP_FEATURES.map((f) => (f === feature ? 1 : 0)),
      bias: 0,
      trainedOn: [],
    });
    const [fedBy] = membershipDrivers(a, only('fedByExcl'), at('bank.alert_user'), at('bank.find_account'));
    expect(fedBy).toMatchObject({
      feature: 'fedByExcl',
      via: { toolId: 'bank.freeze_account', field: 'freeze_status' },
    });
    const [feeds] = membershipDrivers(a, only('feedsExcl'), at('bank.find_account'), at('bank.alert_user'));
    expect(feeds).toMatchObject({ feature: 'feedsExcl', via: { toolId: 'bank.freeze_account', field: 'account_id' } });
  });

  it('a feedsExcl driver names the exclusive link, not the strongest plain one', () => {
    const audits = catalogOf([
      tool('x.freeze_account', 'Freeze the account now.', ['account_id'], ['frozen']),
      tool('x.send_report', 'Send the audit report.', ['audit_id'], ['sent']),
      tool('p.audit', 'Audit.', ['owner'], ['account_id', 'audit_id']),
      tool('p.find_holder', 'Find.', ['owner'], ['account_id']),
      tool('p.list_holders', 'List.', ['owner'], ['account_id']),
    ]);
    const { a, at: local } = analyzed('Freeze the account now and report it', ['owner'], audits);
    const rel = (id: string): number => a.relevance[local(id)] ?? 0;
    // The plain feeds link goes to the likelier consumer; the exclusive one to the input only audit produces.
    expect(rel('x.freeze_account')).toBeGreaterThan(rel('x.send_report'));
    expect(rel('x.send_report')).toBeGreaterThan(rel('x.freeze_account') / 3);
    const only = (feature: (typeof MEMBERSHIP_FEATURES)[number]): MembershipModel => ({
      weights: MEMBERSHIP_FEATURES.map((f) => (f === feature ? 1 : 0)),
      bias: 0,
      trainedOn: [],
    });
    const [feeds] = membershipDrivers(a, only('feeds'), local('p.audit'), local('x.send_report'));
    expect(feeds?.via).toMatchObject({ toolId: 'x.freeze_account', field: 'account_id' });
    const [excl] = membershipDrivers(a, only('feedsExcl'), local('p.audit'), local('x.send_report'));
    expect(excl?.via).toMatchObject({ toolId: 'x.send_report', field: 'audit_id' });
  });

  it('M is the logistic of bias + weights · features', () => {
    const { a, x, at: local } = analyzed('Send the receipt email for the order', ['order_id']);
    const model: MembershipModel = {
      weights: MEMBERSHIP_FEATURES.map((_, f) => (f + 1) / 10),
      bias: -2,
      trainedOn: [],
    };
    const m = fittedMembership(a, model);
    for (let i = 0; i < a.tools.length; i++) {
      let z = model.bias;
      for (let f = 0; f < FEATURE_COUNT; f++) z += (model.weights[f] ?? 0) * (x[i * FEATURE_COUNT + f] ?? 0);
      expect(m[i]).toBeCloseTo(1 / (1 + Math.exp(-z)), 6);
    }
    // The fitted model ranks the request's tool and its bridge above the callable tool nobody asked for.
    const fitted = fittedMembership(a, FITTED_MEMBERSHIP);
    const joke = fitted[local('fun.joke')] ?? 1;
    expect(fitted[local('shop.send_receipt')]).toBeGreaterThan(joke);
    expect(fitted[local('crm.get_customer_email')]).toBeGreaterThan(joke);
  });

  it('semantic match: a step the request names in other words is found, with the words that match', () => {
    const blog = catalogOf([
      tool('blog.create_post', 'Create a fashion blog post.', ['title'], ['post_url']),
      tool('blog.promote_post', 'Promote the blog post on social media.', ['post_url'], ['promotion_id']),
      tool('blog.get_feedback', 'Get feedback from the blog post url.', ['post_url'], ['feedback']),
      tool('fit.suggest_yoga_type', 'Suggest a type of yoga.', ['level'], ['yoga_type']),
    ]);
    const {
      a,
      value,
      at: local,
    } = analyzed(
      'Write a blog post titled "Spring", promote it, then collate our readers\' impressions and viewpoints',
      ['title', 'level'],
      blog,
    );
    const ctx = a.ctx;
    // BM25 shares only "post" with get_feedback; the vectors read impressions ≈ feedback.
    expect(value('blog.get_feedback', 'semName')).toBeGreaterThan(value('fit.suggest_yoga_type', 'semName') + 0.1);
    expect(value('blog.get_feedback', 'semRank')).toBeGreaterThan(value('fit.suggest_yoga_type', 'semRank'));
    // Each clause ranks the tools on its own (semClauseRank): the feedback step is above the
    // tool no clause speaks of.
    expect(value('blog.get_feedback', 'semClauseRank')).toBeGreaterThan(
      value('fit.suggest_yoga_type', 'semClauseRank'),
    );
    const only: MembershipModel = {
      weights: MEMBERSHIP_FEATURES.map((f) => (f === 'semName' ? 1 : 0)),
      bias: 0,
      trainedOn: [],
    };
    const [driver] = membershipDrivers(a, only, local('blog.get_feedback'), local('fit.suggest_yoga_type'));
    expect(driver).toMatchObject({ feature: 'semName', higherIn: 'a', words: { tool: 'feedback' } });
    expect(ctx.task.query.toLowerCase()).toContain(driver?.words?.request ?? '-');
    // The fitted model puts the feedback step above the callable tool the request does not speak of.
    const m = fittedMembership(a, FITTED_MEMBERSHIP);
    expect(m[local('blog.get_feedback')]).toBeGreaterThan(m[local('fit.suggest_yoga_type')] ?? 1);
  });

  it('uptake: a tool the request speaks of that takes a given field few tools take; not a tool it does not speak of', () => {
    const users = catalogOf([
      tool('chat.users_lookupByEmail', 'Find a user by their email address.', ['email'], ['user_id']),
      tool('chat.users_getPresence', 'Whether a user is online.', ['user_id'], ['presence']),
      tool('mail.send_email', 'Send an email to an address.', ['email', 'body'], ['message_id']),
      tool('fit.suggest_yoga_type', 'Suggest a type of yoga.', ['level'], ['yoga_type']),
    ]);
    const query = 'Is the user dana@acme.io online? Look her up by email first';
    const { value, a, at } = analyzed(query, ['email', 'level'], users);
    // Two tools of the set take `email`: 1/2, times how much the request speaks of the tool.
    const said = (id: string): number =>
      Math.min(
        1,
        Math.max(value(id, 'rel'), (value(id, 'semClause') - UPTAKE_MEANING_FLOOR) / (1 - UPTAKE_MEANING_FLOOR)),
      );
    expect(value('chat.users_lookupByEmail', 'uptake')).toBeGreaterThanOrEqual(
      0.5 * said('chat.users_lookupByEmail') - 1e-6,
    );
    expect(value('chat.users_lookupByEmail', 'uptake')).toBeLessThanOrEqual(0.5);
    expect(value('chat.users_lookupByEmail', 'uptake')).toBeGreaterThan(0.3);
    // It takes nothing s0 holds.
    expect(value('chat.users_getPresence', 'uptake')).toBe(0);
    // s0 holds `level`, which only the yoga tool takes, but the request does not speak of yoga.
    expect(at('fit.suggest_yoga_type')).toBeGreaterThanOrEqual(0);
    expect(value('fit.suggest_yoga_type', 'uptake')).toBe(0);
    // With s0 inferred from the request, nothing is given: no uptake.
    const inferred = analyzeSet(createTaskContext(a.ctx.index, { query }), a.tools, new Map());
    const x = membershipFeatures(inferred);
    const u = MEMBERSHIP_FEATURES.indexOf('uptake');
    expect(inferred.ctx.state.fields.some((f) => f.name === 'email')).toBe(true);
    expect(a.tools.map((_, l) => x[l * FEATURE_COUNT + u])).toEqual(a.tools.map(() => 0));
    // The fitted model ranks the lookup above the yoga tool and above the lookup without uptake.
    const m = fittedMembership(a, FITTED_MEMBERSHIP);
    expect(m[at('chat.users_lookupByEmail')]).toBeGreaterThan(m[at('fit.suggest_yoga_type')] ?? 1);
    const without = fittedMembership(a, {
      ...FITTED_MEMBERSHIP,
      weights: FITTED_MEMBERSHIP.weights.map((w, f) => (f === u ? 0 : w)),
    });
    expect(m[at('chat.users_lookupByEmail')]).toBeGreaterThan(without[at('chat.users_lookupByEmail')] ?? 1);
    // A request that holds the value itself ("DM dana@acme.io") gives its taker uptake though it
    // does not speak of the tool; `level`, which it does not hold, still gives the yoga tool none.
    const dm = analyzed("DM dana@acme.io: 'the PTO request is approved'", ['email', 'level'], users);
    expect(dm.value('chat.users_lookupByEmail', 'rel')).toBe(0);
    // (the literal's confidence, 0.9, over the pool's takers of `email`)
    expect(dm.value('chat.users_lookupByEmail', 'uptake')).toBeGreaterThanOrEqual(0.45);
    expect(dm.value('fit.suggest_yoga_type', 'uptake')).toBe(0);
    // The breakdown names the field (membershipDrivers, displacementText).
    const only: MembershipModel = {
      weights: MEMBERSHIP_FEATURES.map((f) => (f === 'uptake' ? 1 : 0)),
      bias: 0,
      trainedOn: [],
    };
    const [driver] = membershipDrivers(a, only, at('chat.users_lookupByEmail'), at('chat.users_getPresence'));
    expect(driver).toMatchObject({
      feature: 'uptake',
      higherIn: 'a',
      via: { toolId: 'chat.users_lookupByEmail', field: 'email' },
    });
  });

  it('resolves: with s0 given, a read-only lookup s0 can call that turns the data given into the id a step needs', () => {
    const read = { effects: 'read' as const };
    const chat = catalogOf([
      { ...tool('chat.conversations_list', 'Lists all channels.', [], ['channel_id', 'channel_name']), ...read },
      { ...tool('chat.stars_list', 'Lists starred items.', [], ['channel_id', 'item']), ...read },
      { ...tool('forum.list_channels', 'Lists forum channels.', [], ['channel_id', 'channel_name']), ...read },
      {
        ...tool('chat.conversations_create', 'Creates a channel.', ['channel_name'], ['channel_id', 'channel_name']),
        effects: 'write' as const,
      },
      tool('chat.post_message', 'Post a message in a channel.', ['channel_id', 'text'], ['ts']),
      tool('forum.post_message', "Post a message in the releases channel's forum.", ['channel_id', 'text'], ['ts']),
    ]);
    const query = "Post 'deploy done' in the releases channel";
    const { value, a, at } = analyzed(query, ['channel_name', 'text'], chat);
    // The channel list returns the channel's name the user gave with the id the post needs.
    expect(value('chat.conversations_list', 'resolves')).toBeGreaterThan(0);
    // feeds × χ, feeds over its own API's steps: less than over every API's here.
    const own = ownApiFed(a, at('chat.conversations_list'));
    expect(a.tools[own.tool]).toBe(a.ctx.index.byId.get('chat.post_message'));
    expect(value('chat.conversations_list', 'resolves')).toBeCloseTo(
      own.feeds * value('chat.conversations_list', 'chi'),
      6,
    );
    expect(own.feeds).toBeLessThan(value('chat.conversations_list', 'feeds'));
    // It takes or returns nothing the user gave.
    expect(value('chat.stars_list', 'feeds')).toBeGreaterThan(0);
    expect(value('chat.stars_list', 'resolves')).toBe(0);
    // Another API's channel list resolves for its own API's post only: its ids are no key into chat's.
    const forum = ownApiFed(a, at('forum.list_channels'));
    expect(a.tools[forum.tool]).toBe(a.ctx.index.byId.get('forum.post_message'));
    expect(value('forum.list_channels', 'resolves')).toBeCloseTo(forum.feeds * value('forum.list_channels', 'chi'), 6);
    // It makes a channel: not a lookup.
    expect(value('chat.conversations_create', 'feeds')).toBeGreaterThan(0);
    expect(value('chat.conversations_create', 'resolves')).toBe(0);
    // The target feeds nothing.
    expect(value('chat.post_message', 'resolves')).toBe(0);
    // A task that gives no data leaves every lookup that feeds the step a candidate.
    const empty = analyzed(query, [], chat);
    expect(empty.value('chat.stars_list', 'resolves')).toBeGreaterThan(0);
    // With s0 inferred from the request, what the user gave is a guess: none.
    const inferred = analyzeSet(createTaskContext(a.ctx.index, { query }), a.tools, new Map());
    const x = membershipFeatures(inferred);
    const r = MEMBERSHIP_FEATURES.indexOf('resolves');
    expect(a.tools.map((_, l) => x[l * FEATURE_COUNT + r])).toEqual(a.tools.map(() => 0));
    // Its weight is held (not fitted), and it raises the lookup's M.
    expect(FITTED_MEMBERSHIP.weights[r]).toBe(RESOLVES_WEIGHT);
    const m = fittedMembership(a, FITTED_MEMBERSHIP);
    const without = fittedMembership(a, {
      ...FITTED_MEMBERSHIP,
      weights: FITTED_MEMBERSHIP.weights.map((w, f) => (f === r ? 0 : w)),
    });
    expect(m[at('chat.conversations_list')]).toBeGreaterThan(without[at('chat.conversations_list')] ?? 1);
    expect(m[at('chat.stars_list')]).toBe(without[at('chat.stars_list')]);
    // The breakdown names the step and the input the lookup supplies.
    const only: MembershipModel = {
      weights: MEMBERSHIP_FEATURES.map((f) => (f === 'resolves' ? 1 : 0)),
      bias: 0,
      trainedOn: [],
    };
    // The step of its own API, though another API's post is the more relevant one it feeds.
    expect(value('forum.post_message', 'rel')).toBeGreaterThan(value('chat.post_message', 'rel'));
    const [feedsDriver] = membershipDrivers(
      a,
      { ...only, weights: MEMBERSHIP_FEATURES.map((f) => (f === 'feeds' ? 1 : 0)) },
      at('chat.conversations_list'),
      at('chat.post_message'),
    );
    expect(feedsDriver?.via?.toolId).toBe('forum.post_message');
    const [driver] = membershipDrivers(a, only, at('chat.conversations_list'), at('chat.stars_list'));
    expect(driver).toMatchObject({
      feature: 'resolves',
      higherIn: 'a',
      via: { toolId: 'chat.post_message', field: 'channel_id' },
    });
  });

  it('semClauseRank: each clause of the request tops its own step; a one-clause request gives none', () => {
    const travel = catalogOf([
      tool('wx.get_forecast', 'Get the weather forecast for a city.', ['city'], ['forecast']),
      tool('wx.get_alerts', 'Get severe weather alerts for a city.', ['city'], ['alerts']),
      tool('wx.get_history', 'Get past weather records for a city.', ['city'], ['records']),
      tool('stay.book_hotel', 'Book a hotel room.', ['city'], ['booking_id']),
      tool('food.find_restaurant', 'Find a restaurant.', ['city'], ['restaurant_id']),
    ]);
    const values = (query: string) => analyzed(query, ['city'], travel).value;
    const two = values('Check the severe weather forecast alerts for Paris, then reserve hotel lodging accommodation');
    // The weather clause's words are the more generic: over the whole request the hotel ranks
    // fourth; its own clause puts it first.
    expect(two('stay.book_hotel', 'semClauseRank')).toBe(1);
    expect(two('stay.book_hotel', 'semRank')).toBeLessThan(two('wx.get_history', 'semRank'));
    expect(two('wx.get_alerts', 'semClauseRank')).toBe(1);
    const one = values('Check the weather forecast for Paris');
    expect(one('wx.get_forecast', 'semClauseRank')).toBe(0);
  });
  it('verbOnly: a tool the request matches only by a reading verb whose object names another tool; weighed down', () => {
    const tweets = catalogOf([
      tool('twitter.search_tweets', 'Search tweets by a keyword.', ['keyword'], ['tweet_id', 'username']),
      tool('twitter.retweet', 'Retweet a tweet.', ['tweet_id'], ['ok']),
      tool('twitter.follow_user', 'Follow a user.', ['username'], ['ok']),
      tool('fs.find', 'Find files by name in a directory.', ['path', 'name'], ['matches']),
      tool('fs.list_directory', 'List the entries of a directory.', ['path'], ['entries']),
    ]);
    const { value } = analyzed(
      'Find the latest tweet about the solar eclipse, retweet it and follow whoever posted it',
      [],
      tweets,
    );
    // "find" applies to the tweet, which names the tweet tools: the file system's `find` matches nothing else.
    expect(value('fs.find', 'verbOnly')).toBe(1);
    expect(value('twitter.search_tweets', 'verbOnly')).toBe(0);
    expect(value('twitter.retweet', 'verbOnly')).toBe(0);
    expect(value('twitter.follow_user', 'verbOnly')).toBe(0);
    // Where the verb's object names no tool ("Find the files named notes"), the verb names `find`.
    const files = analyzed('Find the files named notes', [], tweets);
    expect(files.value('fs.find', 'verbOnly')).toBe(0);
    expect(FITTED_MEMBERSHIP.weights[MEMBERSHIP_FEATURES.indexOf('verbOnly')]).toBeLessThan(0);
  });
  it("namedRival: where the request names a service, another service's look-alike of its tool; weighed down", () => {
    const shops = catalogOf([
      tool('stripe.refund_payment', 'Refund a payment.', ['payment_id'], ['refund_id']),
      tool('stripe.get_charge', 'Get a charge of an order.', ['order_id'], ['payment_id']),
      tool('shop.issue_refund', 'Refund a payment of an order.', ['order_id'], ['refund_id']),
      tool('mollie.refund_payment', 'Refund a payment.', ['payment_id'], ['refund_id']),
      tool('hotel.refund_payment', 'Refund a payment at the Stripe Hotel.', ['payment_id'], ['refund_id']),
      tool('mail.send_email', 'Send an email to the customer.', ['customer_email'], ['sent']),
    ]);
    const named = analyzed(
      'Refund the payment of order SO-1 through Stripe and email the customer',
      ['order_id'],
      shops,
    );
    // Another service's look-alike of Stripe's refund.
    expect(named.value('mollie.refund_payment', 'namedRival')).toBeGreaterThanOrEqual(0.5);
    // Not one whose own words use the name ("the Stripe Hotel" names a thing, not the service).
    expect(named.value('hotel.refund_payment', 'namedRival')).toBe(0);
    // Not the named service's own tools, nor a tool that is no close look-alike of one of them
    // (another refund that takes what the order gives: `shop.issue_refund`).
    expect(named.value('shop.issue_refund', 'namedRival')).toBe(0);
    expect(named.value('stripe.refund_payment', 'namedRival')).toBe(0);
    expect(named.value('stripe.get_charge', 'namedRival')).toBe(0);
    expect(named.value('mail.send_email', 'namedRival')).toBe(0);
    // A request that names no service gives none.
    const plain = analyzed('Refund the payment of order SO-1 and email the customer', ['order_id'], shops);
    expect(plain.value('mollie.refund_payment', 'namedRival')).toBe(0);
    expect(FITTED_MEMBERSHIP.weights[MEMBERSHIP_FEATURES.indexOf('namedRival')]).toBeLessThan(0);
  });
});
