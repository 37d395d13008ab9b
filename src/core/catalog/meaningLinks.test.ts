import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { explainLinks } from './explainLinks';
import type { FieldSpec, Tool } from './types';

const field = (name: string, description: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type: 'string',
  required: true,
  description,
  ...extra,
});

function withOutputs(t: Tool, outputs: FieldSpec[]): Tool {
  return { ...t, outputs };
}

/**
 * Other tools of the catalog. As in NesTools (12,201 field texts: "location" in 438, "book" in
 * 200, "description" in ~300, "library" in 37, "exact" in 3), what is common weighs little.
 */
const others = Array.from({ length: 60 }, (_, k) =>
  withOutputs(
    tool(
      `nestools.other_${k}`,
      'Another tool.',
      [field(`place_${k}`, k % 2 === 0 ? 'location of the place' : 'the book to shelve')],
      [],
    ),
    [field(`item_desc_${k}`, k % 3 === 0 ? 'description of the item in the library' : 'description of the item')],
  ),
);

/** NesTools' library excerpt: the three steps of task nestools-1, which no name rule links, among others. */
const library = [
  withOutputs(
    tool(
      'nestools.scan_isbn',
      'Scan the ISBN of a book to retrieve information.',
      [field('isbn', 'the ISBN code of the book')],
      [],
    ),
    [
      field('book_details', 'detailed information about the book'),
      field('availability', 'availability status of the book in the library'),
    ],
  ),
  withOutputs(
    tool(
      'nestools.locate_book',
      'Locate a book within the library.',
      [field('book_info', 'detailed information about the book')],
      [],
    ),
    [field('location_desc', 'description of the exact location within the library')],
  ),
  withOutputs(
    tool(
      'nestools.engage_ar_experience',
      'Launch an augmented reality experience for a book.',
      [field('exact_location', 'exact location of the book')],
      [],
    ),
    [field('ar_session', 'the augmented reality session')],
  ),
  ...others,
];

describe('meaning links (names differ, name + description read alike)', () => {
  it("links NesTools' book_details → book_info and location_desc → exact_location, with both descriptions as evidence", () => {
    const index = buildCatalogIndex(catalogOf(library));
    const [toLocate] = explainLinks(index, 0, 1);
    expect(toLocate).toMatchObject({ rule: 'meaning', strength: 0.6, input: 'book_info', output: 'book_details' });
    expect(toLocate?.reason).toContain(
      `"book_info" (detailed information about the book) reads like scan_isbn's "book_details" (detailed information about the book)`,
    );
    const [toAr] = explainLinks(index, 1, 2);
    expect(toAr).toMatchObject({ rule: 'meaning', input: 'exact_location', output: 'location_desc' });
    expect(toAr?.reason).toContain(
      'locate_book\'s "location_desc" (description of the exact location within the library)',
    );
    expect(index.meaningLinkCount).toBe(2);
  });

  it('does not link fields that share only words common across the catalog', () => {
    // Every tool's fields speak of "the value of the record"; the two only share those words.
    const filler = Array.from({ length: 30 }, (_, k) =>
      withOutputs(tool(`x.t${k}`, 'A tool.', [field(`in_${k}`, `the value of the record ${k}`)], []), [
        field(`out_${k}`, `the value of the record ${k}`),
      ]),
    );
    const index = buildCatalogIndex(
      catalogOf([
        withOutputs(tool('x.weigh_parcel', 'Weigh a parcel.', [field('parcel', 'the parcel')], []), [
          field('parcel_weight', 'the weight value of the record'),
        ]),
        tool(
          'x.send_greeting',
          'Send a greeting.',
          [field('greeting_text', 'the greeting value of the record')],
          ['sent'],
        ),
        ...filler,
      ]),
    );
    expect(explainLinks(index, 0, 1)).toEqual([]);
  });

  it('never links into a credential', () => {
    const index = buildCatalogIndex(
      catalogOf([
        withOutputs(tool('keys.issue_key', 'Issue a key.', [field('account', 'the account')], []), [
          field('service_key', 'secret key for calling the weather service'),
        ]),
        tool(
          'weather.current',
          'Current weather.',
          [
            field('weather_key', 'secret key for calling the weather service', { credential: true }),
            field('city', 'the city'),
          ],
          ['temperature'],
        ),
      ]),
    );
    expect(explainLinks(index, 0, 1)).toEqual([]);
    expect(index.meaningLinkCount).toBe(0);
  });

  it('never links a tool to itself', () => {
    const index = buildCatalogIndex(
      catalogOf([
        withOutputs(tool('x.refine_plan', 'Refine a plan.', [field('plan_draft', 'detailed plan for the trip')], []), [
          field('trip_plan', 'detailed plan for the trip'),
        ]),
      ]),
    );
    expect(index.tools[0]?.requirements[0]?.extra).toEqual([]);
    expect(index.meaningLinkCount).toBe(0);
  });

  it('does not link identifiers of different things, nor opposite ends (start / end)', () => {
    const index = buildCatalogIndex(
      catalogOf([
        withOutputs(tool('x.list_contact_lists', 'Lists contact lists.', [], []), [
          field('contact_list_id', 'identifier of the contact list'),
          field('start_time', 'time the window opens, as a date time'),
        ]),
        tool(
          'x.get_contact',
          'Gets a contact.',
          [
            field('contact_id', 'identifier of the contact'),
            field('end_time', 'time the window closes, as a date time'),
          ],
          ['contact'],
        ),
      ]),
    );
    expect(explainLinks(index, 0, 1)).toEqual([]);
  });
});
