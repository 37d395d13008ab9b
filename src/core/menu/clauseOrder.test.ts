import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildStatePathMenu } from './buildMenus';
import { menuParams } from './params';
import { stepClauseMeanings, stepText } from './semanticMatch';
import { clauseOrder, mentionOrder } from './stepMentions';
import { structuralScorer } from './structuralScorer';
import { createTaskContext } from './taskContext';

/**
 * The rule clauseOrder (menuRules.ts): where the request's words leave two steps unordered, the
 * clauses their meanings match order them. TaskBench's dl-17286260 shape: "install" is no word of
 * `software_management` and the quoted name is what the user has, so by words the request names
 * only the alarm.
 */
const catalog = catalogOf([
  tool(
    'dl.software_management',
    'Manage the programs of a computer: add new applications, remove or upgrade them.',
    ['software', 'instruction'],
    ['status'],
  ),
  tool('dl.set_alarm', 'Set an alarm clock to ring at a given time.', ['time'], ['alarm_id']),
  tool('dl.make_video_call', 'Make a video call to a phone number.', ['phone_number'], ['call_id']),
  tool('dl.play_music_by_title', 'Play a song by its title.', ['title'], ['track']),
  tool('dl.order_taxi', 'Order a taxi to a location.', ['location'], ['ride_id']),
  tool('dl.send_email', 'Send an email to an address.', ['email_address', 'content'], ['message_id']),
  tool('dl.book_flight', 'Book a flight between two cities on a date.', ['from', 'to', 'date'], ['booking_id']),
  tool('dl.check_weather', 'Check the weather of a city.', ['city'], ['forecast']),
  tool('dl.take_note', 'Write a note with a text.', ['text'], ['note_id']),
]);
const index = buildCatalogIndex(catalog);
const query = "Please install the 'example_software' and set an alarm at 08:00 in the morning.";

async function menuFor(rules: { clauseOrder?: number; entryGivenUse?: number } = {}) {
  const ctx = createTaskContext(index, { query, state: ['software', 'instruction', 'time'] });
  const { menu } = await buildStatePathMenu(ctx, menuParams({ budget: 8, rules }), structuralScorer);
  return menu;
}

describe('clause order: the meaning of the clauses orders steps the words leave open', () => {
  it('reads which clause each tool means, the presented data blanked', async () => {
    const menu = await menuFor();
    const a = menu.analysis!;
    const local = (id: string): number => a.local.get(index.byId.get(id) ?? -1) ?? -1;
    const install = local('dl.software_management');
    const alarm = local('dl.set_alarm');
    const meanings = stepClauseMeanings(a);
    expect(meanings.best[install]).toBe(0);
    expect(meanings.best[alarm]).toBe(1);
    // By its words the request names no order of the two: the quoted name only presents data.
    expect(mentionOrder(a, install, alarm, true, 0b0)).toBe(0);
    expect(clauseOrder(a, install, alarm, 0.01)).toBe(1);
    expect(clauseOrder(a, alarm, install, 0.01)).toBe(-1);
    expect(mentionOrder(a, install, alarm, true, 0, 0.01)).toBe(1);
    // A margin no tool's best clause clears orders nothing.
    expect(clauseOrder(a, install, alarm, 2)).toBe(0);
  });

  it('puts the step of the first clause in slot 1, before the step of the second', async () => {
    const on = (await menuFor()).slots.map((s) => s.toolId);
    expect(on[0]).toBe('dl.software_management');
    expect(on.indexOf('dl.set_alarm')).toBeGreaterThan(0);
    // Off (1e9), slot 1 goes by score: with the entry bonus read from χ alone (entryGivenUse 0),
    // the alarm's; with it, to the installation, which takes two of the three given fields.
    const off = (await menuFor({ clauseOrder: 1e9, entryGivenUse: 0 })).slots.map((s) => s.toolId);
    expect(off[0]).toBe('dl.set_alarm');
  });

  it('a clause that only presents what the user has is no step', () => {
    const ctx = createTaskContext(index, {
      query: "I have an image (example.jpg) and a question: 'What color is the car?'. Please answer this question.",
    });
    const a = {
      ctx,
      tools: [0, 1, 2],
      local: new Map([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    } as unknown as Parameters<typeof stepClauseMeanings>[0];
    // The data clause and the quoted question blanked, one clause is left: nothing to order by.
    expect(Array.from(stepClauseMeanings(a).best)).toEqual([-1, -1, -1]);
  });

  it('blanks by UTF-16 units, as the ranges count: an emoji before a quote shifts nothing', () => {
    const quote = "'deploy done'";
    expect(stepText(`🎉 Post ${quote} in #releases and pin it`)).toBe(
      `🎉 Post ${' '.repeat(quote.length)} in #releases and pin it`,
    );
    // Punctuation inside a blanked span stays, so the clause marks do too.
    expect(stepText("Send 'a, b' then pin it")).toBe('Send   ,    then pin it');
  });
});
