import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { analyzeSet } from '../menu/setAnalysis';
import { createTaskContext } from '../menu/taskContext';
import type { EncoderInput, EncoderOutput, ModelRunner } from '../ports';
import { catalogOf, tool } from '../testing/fixtures';
import { encoderScorer } from './encoderScorer';
import { FEATURE_VERSION } from './featureSpec';
import { buildSetFeatures, type FeatureScratch } from './setFeatures';

const index = buildCatalogIndex(
  catalogOf([
    tool('geo.search_airport', 'Search airports of a city.', ['city'], ['airport_id']),
    tool('trip.search_flights', 'Search flights between airports.', ['airport_id', 'date'], ['flight_id']),
    tool('trip.book_flight', 'Book a flight.', ['flight_id', 'passenger'], ['booking_id']),
    tool('mail.send_receipt', 'Email the booking receipt.', ['booking_id', 'email'], []),
    tool('wx.forecast', 'Get the weather forecast of a city.', ['city'], ['forecast']),
  ]),
);
const ctx = createTaskContext(index, {
  query: 'Book a flight from Paris on 2026-12-24 and email me the receipt.',
  state: ['city', 'date', 'email'],
});
const large = analyzeSet(ctx, [0, 1, 2, 3, 4]);
const small = analyzeSet(ctx, [2, 3]);

function outputFor(n: number): EncoderOutput {
  return { membership: new Float32Array(n), roles: new Float32Array(n * 5), precedence: new Float32Array(n * n) };
}

describe('set features in lent memory', () => {
  it('equal the features in fresh memory, also for a smaller set after a larger one', () => {
    const scratch: FeatureScratch = {};
    const first = buildSetFeatures(large, 'pool', scratch);
    expect(Array.from(first.relations)).toEqual(Array.from(buildSetFeatures(large, 'pool').relations));
    const second = buildSetFeatures(small, 'menu', scratch);
    // The smaller set is a zeroed view of the same memory, of exactly its size.
    expect(second.relations.buffer).toBe(first.relations.buffer);
    expect(second.relations.length).toBe(buildSetFeatures(small, 'menu').relations.length);
    expect(Array.from(second.relations)).toEqual(Array.from(buildSetFeatures(small, 'menu').relations));
  });
});

describe('the encoder scorer', () => {
  it('reuses its features memory from pass to pass, and lends none to a pass that starts while another awaits the model', async () => {
    const seen: EncoderInput[] = [];
    const waiting: (() => void)[] = [];
    let hold = false;
    const runner: ModelRunner = {
      backend: 'wasm',
      featureVersion: FEATURE_VERSION,
      async run(input) {
        seen.push(input);
        // A copy, as a model would read the input before it returns.
        const relations = Float32Array.from(input.relations);
        if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
        expect(input.relations).toEqual(relations);
        return { output: outputFor(input.n), ms: 1 };
      },
    };
    const scorer = encoderScorer(runner);
    await scorer.score(large, 'pool');
    await scorer.score(small, 'menu');
    expect(seen[1]?.relations.buffer).toBe(seen[0]?.relations.buffer);

    hold = true;
    const a = scorer.score(large, 'pool');
    const b = scorer.score(large, 'pool');
    await Promise.resolve();
    expect(waiting).toHaveLength(2);
    // The first of the two holds the lent memory; the second has its own.
    expect(seen[2]?.relations.buffer).toBe(seen[0]?.relations.buffer);
    expect(seen[3]?.relations.buffer).not.toBe(seen[0]?.relations.buffer);
    waiting.forEach((resolve) => resolve());
    await Promise.all([a, b]);
    expect(Array.from(seen[3]?.relations ?? [])).toEqual(Array.from(buildSetFeatures(large, 'pool').relations));

    hold = false;
    await scorer.score(small, 'menu');
    expect(seen[4]?.relations.buffer).toBe(seen[0]?.relations.buffer);
  });
});
