import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { generateDemo } from '../generator/generateDemo';
import { setProducers } from './setAnalysis';

describe('setProducers', () => {
  it('is the catalog-wide producer lists restricted to the set, in the same order and strengths', () => {
    const index = buildCatalogIndex(generateDemo({ seed: 5, tools: 600, tasks: 0 }).catalog);
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 20; round++) {
      // A set in no particular order, as candidate pools are.
      const tools = [...new Set(Array.from({ length: 40 + Math.floor(random() * 200) }, () => Math.floor(random() * index.tools.length)))];
      const local = new Map(tools.map((t, l) => [t, l]));
      const fromSet = setProducers(index, tools);
      const fields = new Set<number>([...fromSet.keys()]);
      for (const t of tools) for (const o of index.tools[t]?.outputs ?? []) fields.add(o.fieldId);
      for (const field of fields) {
        const expected = (index.producersOf[field] ?? []).flatMap((p) => (local.has(p.tool) ? [{ local: local.get(p.tool), strength: p.strength }] : []));
        expect(fromSet.get(field) ?? []).toEqual(expected);
      }
    }
  });
});
