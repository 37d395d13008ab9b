import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { generateDemo } from '../../generator/index';
import { catalogOf, tool } from '../testing/fixtures';
import { analyzeSet } from './setAnalysis';
import { setProducers } from './setProducers';
import { suppliersOf } from './supplierLists';
import { createTaskContext } from './taskContext';

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
      const tools = [
        ...new Set(
          Array.from({ length: 40 + Math.floor(random() * 200) }, () => Math.floor(random() * index.tools.length)),
        ),
      ];
      const local = new Map(tools.map((t, l) => [t, l]));
      const fromSet = setProducers(index, tools);
      const fields = new Set<number>([...fromSet.slot.keys()]);
      for (const t of tools) for (const o of index.tools[t]?.outputs ?? []) fields.add(o.fieldId);
      for (const field of fields) {
        const expected = (index.producersOf[field] ?? []).flatMap((p) =>
          local.has(p.tool) ? [{ local: local.get(p.tool), strength: p.strength }] : [],
        );
        expect(fromSet.of(field)).toEqual(expected);
      }
    }
  });
});

describe('analyzeSet supplier lists', () => {
  it('keeps every supplier when a set has many more than its requirements (the lists grow past their first capacity)', () => {
    // 40 producers of one field, three consumers of it: 120 suppliers for 3 requirements (first capacity 16).
    const producers = Array.from({ length: 40 }, (_, k) => tool(`p.make_${k}`, `Make report ${k}.`, [], ['report']));
    const consumers = [0, 1, 2].map((k) => tool(`c.read_${k}`, `Read a report ${k}.`, ['report'], []));
    const index = buildCatalogIndex(catalogOf([...producers, ...consumers]));
    const tools = index.tools.map((_, t) => t);
    const a = analyzeSet(createTaskContext(index, { query: 'read a report', state: [] }), tools);
    for (let c = 40; c < 43; c++) {
      const suppliers = suppliersOf(a.suppliers, c, 0);
      expect(suppliers.map((s) => s.producer)).toEqual(Array.from({ length: 40 }, (_, k) => k));
      expect(suppliers.every((s) => s.strength === 1)).toBe(true);
      for (let p = 0; p < 40; p++) expect(a.kappa[p * tools.length + c]).toBe(1);
    }
  });
});
