import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { analyzeSet } from '../menu/setAnalysis';
import { createTaskContext } from '../menu/taskContext';
import { catalogOf, tool } from '../testing/fixtures';
import { RELATION_FEATURES, RELATION_FEATURE_COUNT, relationAt } from './featureSpec';
import { dumpSample } from './sampleWriter';
import { buildSetFeatures } from './setFeatures';

const index = buildCatalogIndex(
  catalogOf([
    tool('trip.search_airport', 'Search airports of a city.', ['city'], ['airport_id']),
    tool('trip.search_flights', 'Search flights between airports.', ['airport_id', 'date'], ['flight_id']),
    tool('trip.book_flight', 'Book a flight.', ['flight_id', 'passenger'], ['booking_id']),
    tool('wx.forecast', 'Weather forecast.', ['latitude'], ['forecast']),
  ]),
);
const ctx = createTaskContext(index, { query: 'Book a flight from Paris on 2026-12-24.', state: ['city', 'date'] });
const analysis = analyzeSet(ctx, [0, 1, 2, 3]);
const n = 4;
const feature = (name: (typeof RELATION_FEATURES)[number]): number => RELATION_FEATURES.indexOf(name);

describe('relation features', () => {
  const f = buildSetFeatures(analysis, 'pool');
  const at = (name: (typeof RELATION_FEATURES)[number], i: number, j: number): number =>
    f.relations[relationAt(f.n, feature(name), i, j)] ?? NaN;

  it('are channel-major: one n × n plane per feature, row i = producer, column j = consumer', () => {
    expect(f.relations.length).toBe(RELATION_FEATURE_COUNT * n * n);
    // search_airport (0) yields the airport_id that search_flights (1) needs: half of its required inputs.
    expect(at('kappa', 0, 1)).toBeCloseTo(0.5);
    expect(at('kappa', 1, 0)).toBe(0);
    expect(at('kappa_rev', 1, 0)).toBeCloseTo(0.5);
    expect(at('kappa', 1, 2)).toBeCloseTo(0.5);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) expect(at('kappa', i, j)).toBe(analysis.kappa[i * n + j]);
    expect(at('link_max', 0, 1)).toBe(1);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) expect(at('self', i, j)).toBe(i === j ? 1 : 0);
    // The self plane is the last: its diagonal ends the array.
    expect(f.relations[f.relations.length - 1]).toBe(1);
  });

  it('same_namespace marks the pairs of one API in a set of several, and nothing in a set of one API', () => {
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) expect(at('same_namespace', i, j), `${i} ${j}`).toBe(i < 3 === j < 3 ? 1 : 0);
    const trip = buildSetFeatures(analyzeSet(ctx, [0, 1, 2]), 'menu');
    for (let p = 0; p < 9; p++) expect(trip.relations[relationAt(3, feature('same_namespace'), 0, 0) + p]).toBe(0);
    expect(trip.relations[relationAt(3, feature('self'), 1, 1)]).toBe(1);
  });

  it('go into a training dump pair by pair: every non-zero pair with its RF values in feature order', () => {
    const labels = {
      member: new Float32Array(n),
      role: new Int32Array(n),
      pairs: new Int32Array(0),
      pairLabels: new Float32Array(0),
    };
    const chunks = dumpSample('t', 'pool', f, labels);
    const meta = JSON.parse(new TextDecoder().decode(chunks[0]?.subarray(4))) as { n: number; nnz: number };
    const pairChunk = chunks[2] ?? new Uint8Array();
    const valueChunk = chunks[3] ?? new Uint8Array();
    const pairs = new Int32Array(
      pairChunk.buffer.slice(pairChunk.byteOffset, pairChunk.byteOffset + pairChunk.byteLength),
    );
    const values = new Float32Array(
      valueChunk.buffer.slice(valueChunk.byteOffset, valueChunk.byteOffset + valueChunk.byteLength),
    );
    expect(meta.n).toBe(n);
    expect(pairs.length).toBe(meta.nnz);
    expect(values.length).toBe(meta.nnz * RELATION_FEATURE_COUNT);
    // What the dump holds is exactly the pairs with a non-zero feature.
    const nonZero: number[] = [];
    for (let p = 0; p < n * n; p++)
      if (RELATION_FEATURES.some((_, c) => (f.relations[c * n * n + p] ?? 0) !== 0)) nonZero.push(p);
    expect(nonZero.length).toBeLessThan(n * n);
    expect(Array.from(pairs)).toEqual(nonZero);
    pairs.forEach((p, k) => {
      const i = Math.floor(p / n);
      const j = p % n;
      for (let c = 0; c < RELATION_FEATURE_COUNT; c++)
        expect(values[k * RELATION_FEATURE_COUNT + c]).toBe(f.relations[relationAt(n, c, i, j)]);
    });
    expect(values[pairs.indexOf(1) * RELATION_FEATURE_COUNT + feature('kappa')]).toBeCloseTo(0.5);
  });
});
