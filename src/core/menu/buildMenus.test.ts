import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, receiptCatalog, tool } from '../testing/fixtures';
import { buildMenus } from './buildMenus';
import { generateDemo } from '../../generator/index';
import { menuParams } from './params';

describe('State-Path menus on the receipt catalog', () => {
  const index = buildCatalogIndex(receiptCatalog());
  const task = { query: "Email today's receipt for the order to the customer", state: ['order_id'] };

  it('keeps the textually bland bridge that relevance drops', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    expect(pair.relevance.slots.map((s) => s.toolId)).not.toContain('shop.get_customer_email');
    expect(pair.statePath.slots.map((s) => s.toolId)).toContain('shop.get_customer_email');
  });

  it('puts producers before consumers and the entry first', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    const sp = pair.statePath.slots.map((s) => s.toolId);
    expect(sp.indexOf('shop.get_order')).toBeLessThan(sp.indexOf('shop.get_customer_email'));
    expect(sp.indexOf('shop.get_customer_email')).toBeLessThan(sp.indexOf('shop.send_receipt'));
    expect(sp.indexOf('shop.render_receipt_pdf')).toBeLessThan(sp.indexOf('shop.send_receipt'));
    expect(pair.statePath.slots[0]?.role).toBe('entry');
    expect(pair.statePath.slots.find((s) => s.toolId === 'shop.send_receipt')?.role).toBe('target');
  });

  it('records every term of the breakdown: retriever terms everywhere, reranker terms in the top L', async () => {
    const pair = await buildMenus(index, task, { params: menuParams({ budget: 6, top: 4 }) });
    for (const slot of pair.statePath.slots)
      expect(Object.keys(slot.terms)).toEqual(expect.arrayContaining(['M', 'C', 'D', 'sR']));
    for (const slot of pair.statePath.slots.slice(0, 4))
      expect(Object.keys(slot.terms)).toEqual(expect.arrayContaining(['m', 'phi', 'P', 'e', 'order', 'sO']));
    expect(pair.statePath.slots[4]?.terms.sO).toBeUndefined();
  });

  it('has at most K distinct tools and is deterministic', async () => {
    const a = await buildMenus(index, task, { params: menuParams({ budget: 5 }) });
    const b = await buildMenus(index, task, { params: menuParams({ budget: 5 }) });
    const ids = a.statePath.slots.map((s) => s.toolId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(b.statePath.slots.map((s) => s.toolId)).toEqual(ids);
  });
});

describe('the retriever against near-duplicates', () => {
  it('chooses the bridge over the sixth look-alike of the target', async () => {
    const weather = ['acme', 'bolt', 'cirrus', 'dew', 'eon', 'frost', 'gale'].map((v) =>
      tool(`${v}.forecast_sms_alert`, `Forecast alert for a city, sent by SMS (${v}).`, ['city'], ['alert_id']),
    );
    const index = buildCatalogIndex(
      catalogOf([
        ...weather,
        tool('geo.reverse_geocode', 'Coordinates to place.', ['latitude', 'longitude'], ['city']),
        tool('sms.send_forecast_alert', 'Send the forecast alert by SMS.', ['city', 'phone_number'], ['message_id']),
      ]),
    );
    const pair = await buildMenus(
      index,
      { query: 'Send a forecast alert by SMS for where I am', state: ['latitude', 'longitude', 'phone_number'] },
      { params: menuParams({ budget: 4, top: 4 }) },
    );
    const sp = pair.statePath.slots.map((s) => s.toolId);
    expect(sp).toContain('geo.reverse_geocode');
    expect(sp).toContain('sms.send_forecast_alert');
    expect(pair.relevance.slots.map((s) => s.toolId)).not.toContain('geo.reverse_geocode');
  });
});

describe('the reranker on steps that share no fields', () => {
  it('follows the order the request gives ("first … then … finally") after slot 1', async () => {
    const index = buildCatalogIndex(
      catalogOf([
        tool('life.make_voice_call', 'Make a voice call to a phone number.', ['phone_number'], []),
        tool('life.pay_bill', 'Pay a utility bill such as electricity.', ['bill'], []),
        tool('life.book_flight', 'Book a flight between two cities on a date.', ['from_city', 'to_city', 'date'], []),
        tool('life.apply_for_job', 'Apply for a job position.', ['job'], []),
        tool('life.order_pizza', 'Order a pizza for delivery.', ['address'], []),
      ]),
    );
    const query =
      'First make a voice call to 12345678, then pay my electricity bill, next book a flight from Los Angeles to New York, and finally apply for a job as an engineer.';
    const pair = await buildMenus(
      index,
      { query, state: ['phone_number', 'bill', 'from_city', 'to_city', 'date', 'job'] },
      { params: menuParams({ budget: 5, top: 5 }) },
    );
    const sp = pair.statePath.slots.map((s) => s.toolId);
    // Slot 1 is the first pass's entry; the other steps follow the request's order.
    const steps = ['life.make_voice_call', 'life.pay_bill', 'life.book_flight', 'life.apply_for_job'];
    expect(sp.slice(0, 4).sort()).toEqual([...steps].sort());
    expect(sp.slice(1, 4)).toEqual(steps.filter((t) => t !== sp[0]));
  });
});

describe('chain links on the demo', () => {
  it('change only the slots past the first L: those L and their order are what the links off give', async () => {
    const demo = generateDemo({ seed: 3, tools: 600, tasks: 24 });
    const index = buildCatalogIndex(demo.catalog);
    const on = menuParams();
    const off = menuParams({ rules: { linkFeeds: 0, linkFedBy: 0 } });
    let tailsMoved = 0;
    let linked = 0;
    for (const task of demo.tasks.tasks) {
      const a = (await buildMenus(index, task, { params: on })).statePath.slots;
      const b = (await buildMenus(index, task, { params: off })).statePath.slots;
      const ids = (slots: typeof a) => slots.map((s) => s.toolId);
      expect(ids(a.slice(0, on.top))).toEqual(ids(b.slice(0, on.top)));
      expect(a.slice(0, on.top).map((s) => s.terms)).toEqual(b.slice(0, on.top).map((s) => s.terms));
      if (ids(a).join() !== ids(b).join()) tailsMoved++;
      // The link term is on every slot past the first L the retriever picked, and on none within them.
      expect(a.slice(0, on.top).every((s) => s.terms.link === undefined)).toBe(true);
      expect(a.slice(on.top).every((s) => s.terms.sR === undefined || s.terms.link !== undefined)).toBe(true);
      // A slot the links raised names the likely tool behind it, and the input that carries the link.
      for (const s of a) {
        expect(s.link !== undefined).toBe((s.terms.link ?? 0) > 0);
        if (!s.link?.field) continue;
        linked++;
        const consumer = s.link.makes ? s.link.toolId : s.toolId;
        const needs = index.tools[index.byId.get(consumer) ?? -1]?.requirements.map(
          (r) => index.vocab.names[r.fieldId],
        );
        expect(needs).toContain(s.link.field);
      }
    }
    expect(tailsMoved).toBeGreaterThan(0);
    expect(linked).toBeGreaterThan(0);
  });
});
