import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance } from '../relevance/rankByRelevance';
import { dataClauseRanges, positionedTokens, prefaceEnd, stem } from '../relevance/tokenize';
import { catalogOf, tool } from '../testing/fixtures';
import { buildMenus } from './buildMenus';
import { menuParams } from './params';

/**
 * A clause that presents what the user has ("I have an audio file named example.wav containing
 * a music piece") describes s0's objects; its words announce no producer. Before sp-features/4
 * they did: "music" named Audio-to-Audio before the spectrogram tool, so the request "announced"
 * the spectrogram's audio from it, and the generic converter took slot 1 of a one-step request.
 */
const clauses = (text: string): string[] => dataClauseRanges(text).map(([a, b]) => text.slice(a, b));

describe('dataClauseRanges', () => {
  it('finds the clauses that present what the user has, to the end of the clause', () => {
    expect(
      clauses(
        'I have an audio file named example.wav containing a music piece. I would like to visualize its waveform.',
      ),
    ).toEqual(['I have an audio file named example.wav containing a music piece']);
    expect(clauses('I have a long article about AI, and I want the keywords')).toEqual([
      'I have a long article about AI',
    ]);
    expect(clauses("Here is my article: 'Climate change has …'. Summarize it")).toEqual(['Here is my article']);
    expect(clauses("I've got two photos 'a.jpg' and 'b.jpg' and I want a panorama")).toEqual([
      "I've got two photos 'a.jpg' and 'b.jpg'",
    ]);
  });

  it('stops before a relative clause that carries the ask, and leaves obligations and other sentences alone', () => {
    expect(clauses('I have a water sample that needs to be analyzed using chromatography.')).toEqual([
      'I have a water sample',
    ]);
    expect(clauses('I have to book a flight to Paris. I have been waiting for a week.')).toEqual([]);
    expect(clauses('Translate this text. This is all in our own web shop.')).toEqual([]);
  });

  it('marks its words as presented: they score and keep their place, but announce no step', () => {
    const tokens = positionedTokens('I have an audio file containing a music piece. Draw its spectrogram.');
    expect(tokens.filter((t) => t.presented).map((t) => t.word)).toEqual(
      expect.arrayContaining(['audio', 'file', 'containing', 'music', 'piece']),
    );
    expect(tokens.filter((t) => !t.presented).map((t) => t.word)).toEqual(
      expect.arrayContaining(['draw', 'spectrogram']),
    );
    expect(tokens.every((t) => !t.quoted)).toBe(true);
  });
});

/** The request's relevance ranking and the index of a query term in it. */
function ranked(index: ReturnType<typeof buildCatalogIndex>, query: string) {
  const ranking = rankByRelevance(index, query);
  return { ranking, at: (term: string): number => ranking.terms.indexOf(term) };
}

describe('a clause that presents what the user has names no step', () => {
  const catalog = catalogOf([
    tool(
      'media.audio_to_audio',
      'Audio-to-audio: transform an audio file into new audio (music, speech).',
      ['audio'],
      ['audio'],
    ),
    tool('media.audio_to_image', 'Visualize audio as an image: waveform or spectrogram.', ['audio'], ['image']),
    tool('media.image_caption', 'Describe an image in a sentence.', ['image'], ['text']),
    tool('media.text_to_speech', 'Speak a text aloud as audio.', ['text'], ['audio']),
  ]);
  const index = buildCatalogIndex(catalog);
  const query =
    'I have an audio file named example.wav containing a music piece. I would like to visualize its waveform or spectrogram as an image.';

  it("reads the clause's words as presented, and the ask's as not", () => {
    const { ranking, at } = ranked(index, query);
    expect(ranking.termPresented[at('music')]).toBe(1);
    expect(ranking.termPositions[at('music')]).not.toBeNaN();
    expect(ranking.termPresented[at('waveform')]).toBe(0);
  });

  it('puts the step the request asks for at slot 1, not a converter of what s0 already has', async () => {
    const { statePath } = await buildMenus(index, { query, state: ['audio'] }, { params: menuParams({ budget: 4 }) });
    expect(statePath.slots[0]?.toolId).toBe('media.audio_to_image');
    expect(statePath.analysis?.announced.size).toBe(0);
  });
});

describe('a request\'s preface, before its "First,", names no step', () => {
  const catalog = catalogOf([
    tool('energy.get_oil_field_production', 'Get the production data of an oil field.', ['field_name'], ['production']),
    tool('energy.get_energy_supply', 'Get the energy supply of a location.', ['location'], ['supply']),
    tool('energy.get_energy_consumption', 'Get the energy consumption of a building.', ['building'], ['consumption']),
    tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
  ]);
  const index = buildCatalogIndex(catalog);
  const query =
    'I need some information about energy supply and consumption. First, retrieve the production data of the oil field Ghawar. Then get the energy supply of Riyadh. Lastly, get the energy consumption of my office.';

  it('ends at the sentence that opens with First, / Firstly, / To begin, and only at a later sentence', () => {
    expect(prefaceEnd(query)).toBe(query.indexOf('First,'));
    expect(prefaceEnd('Firstly, book the flight. Then the hotel.')).toBe(0);
    expect(prefaceEnd('Plan my trip. To begin with, book the flight.')).toBe('Plan my trip. '.length);
    expect(prefaceEnd('Book the flight first, then the hotel.')).toBe(0);
  });

  it("places a step by the words after the preface: the consumption is named last, not in the preface's sum-up", () => {
    const { ranking, at } = ranked(index, query);
    // "consumption" occurs only in the preface and in the last sentence: its place is the last one.
    expect(ranking.termPositions[at(stem('consumption'))]).toBeGreaterThan(0.8);
    expect(ranking.termPresented[at(stem('consumption'))]).toBe(0);
    const tokens = positionedTokens(query);
    expect(tokens.filter((t) => t.preface).map((t) => t.word)).toEqual(
      expect.arrayContaining(['information', 'energy', 'supply', 'consumption']),
    );
    expect(tokens.find((t) => t.word === 'production')?.preface).toBe(false);
  });
});
