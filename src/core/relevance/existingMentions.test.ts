import { describe, expect, it } from 'vitest';
import { refersToExisting } from './existingMentions';
import { stem } from './tokenize';

const stems = (...words: string[]): Set<string> => new Set(words.map(stem));

describe('refersToExisting', () => {
  it('reads a definite or possessive determiner before the noun as a thing that is there', () => {
    const team = stems('team');
    expect(
      refersToExisting('In acme, create a Python project checkout-api for the payments team', team, ['creat']),
    ).toBe(true);
    expect(refersToExisting('A customer complained about their last call with us', stems('call'), ['creat'])).toBe(
      true,
    );
    expect(
      refersToExisting('Point the SMS webhook of our number +15005550006 at https://x.io', stems('number'), ['creat']),
    ).toBe(true);
  });

  it('reads an indefinite one anywhere as a new thing, and a bare noun as neither', () => {
    expect(refersToExisting('Create a team called payments and add the members', stems('team'), ['creat'])).toBe(false);
    expect(refersToExisting('Buy a new number, then point our number at the webhook', stems('number'), ['creat'])).toBe(
      false,
    );
    expect(refersToExisting('Text +15551234567 the status', stems('call'), ['creat'])).toBe(false);
    expect(refersToExisting('Assign issue #482 to maria-k', stems('issue'), ['creat'])).toBe(false);
  });

  it('reads the object of making, "the addition of the title", as the new thing', () => {
    const query = 'Expand the collection with the addition of the title "The Great Gatsby", then check this title out';
    expect(refersToExisting(query, stems('title'), [stem('add')])).toBe(false);
    expect(refersToExisting(query, stems('title'), [stem('create')])).toBe(true);
  });

  it('looks for the determiner within the noun phrase only', () => {
    // "for" ends the phrase before "team": "the" belongs to "the project", not to "team".
    expect(refersToExisting('Give the project for team payments a DSN', stems('team'), ['creat'])).toBe(false);
    expect(refersToExisting('anything', new Set(), ['creat'])).toBe(false);
  });
});
