import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { diagnoseMenu } from '../diagnose/diagnoseMenu';
import { encoderScorer } from '../encoder/encoderScorer';
import { FEATURE_VERSION } from '../encoder/featureSpec';
import type { ModelRunner } from '../ports';
import { catalogOf, tool } from '../testing/fixtures';
import { buildMenus, type MenuPair } from './buildMenus';
import type { MembershipScorer } from './membership';
import { menuParams } from './params';
import { structuralScorer } from './structuralScorer';

/** A runner that, like the ONNX model, cannot run a set of zero tools (its reshape fails). */
function modelLikeRunner(): ModelRunner & { sizes: number[] } {
  const sizes: number[] = [];
  return {
    backend: 'wasm',
    featureVersion: FEATURE_VERSION,
    sizes,
    run(input) {
      sizes.push(input.n);
      if (input.n === 0) return Promise.reject(new Error('Reshape: the dimension with value zero exceeds the input'));
      const n = input.n;
      const output = {
        membership: new Float32Array(n).fill(0.5),
        roles: new Float32Array(n * 5),
        precedence: new Float32Array(n * n).fill(0.5),
      };
      return Promise.resolve({ output, ms: 0 });
    },
  };
}

const pets = catalogOf([
  tool('pets.list_pets', 'List all pets.', [{ name: 'limit', type: 'integer', required: false }], ['pet_id']),
  tool('pets.create_pet', 'Create a pet.', ['pet_name'], ['pet_id']),
  tool('pets.show_pet_by_id', 'Info for a specific pet.', ['pet_id'], ['pet_name']),
]);

const scorers: [string, () => MembershipScorer & { runner?: ModelRunner & { sizes: number[] } }][] = [
  ['structural', () => structuralScorer],
  [
    'encoder',
    () => {
      const runner = modelLikeRunner();
      return Object.assign(encoderScorer(runner), { runner });
    },
  ],
];

function verdicts(pair: MenuPair): string[] {
  return [pair.relevance, pair.statePath].map(
    (menu) => diagnoseMenu(pair.context, menu, { top: 8, other: pair.relevance }).verdict,
  );
}

describe('a request that matches no tool builds menus (issue 30)', () => {
  for (const [label, make] of scorers) {
    it(`${label}: empty menus and a verdict saying nothing matches, for words of another domain, no words and stop words`, async () => {
      const index = buildCatalogIndex(pets);
      for (const query of ['What is the weather in Paris tomorrow?', '', 'the and of to']) {
        const scorer = make();
        const pair = await buildMenus(index, { query }, { scorer });
        expect(pair.context.relevance.order).toHaveLength(0);
        expect(pair.pool.tools, query).toEqual([]);
        expect(pair.relevance.slots).toEqual([]);
        expect(pair.statePath.slots).toEqual([]);
        for (const v of verdicts(pair)) expect(v).toMatch(/has no target to reach: no tool of the catalog matches/);
        // The model never sees an empty set.
        if (scorer.runner) expect(scorer.runner.sizes).toEqual([]);
      }
    });

    it(`${label}: a tool s0 can call still reaches the State-Path menu when no word matches`, async () => {
      const index = buildCatalogIndex(
        catalogOf([...pets.tools, tool('geo.lookup_city_code', 'Code lookup.', ['city'], ['city_code'])]),
      );
      const pair = await buildMenus(
        index,
        { query: 'What is the weather tomorrow?', state: ['city'] },
        { scorer: make() },
      );
      expect(pair.relevance.slots).toEqual([]);
      expect(pair.statePath.slots.map((s) => s.toolId)).toEqual(['geo.lookup_city_code']);
      expect(verdicts(pair)[1]).toMatch(/has no target to reach/);
    });

    it(`${label}: a catalog of one tool, and K larger than the catalog`, async () => {
      const one = buildCatalogIndex(catalogOf([pets.tools[0]!]));
      const params = menuParams({ budget: 50, top: 20 });
      const pair = await buildMenus(one, { query: 'list the pets' }, { scorer: make(), params });
      expect(pair.relevance.slots.map((s) => s.toolId)).toEqual(['pets.list_pets']);
      expect(pair.statePath.slots.map((s) => s.toolId)).toEqual(['pets.list_pets']);
      expect(verdicts(pair)[1]).toMatch(/reaches pets\.list_pets in 1 call/);
      const all = await buildMenus(buildCatalogIndex(pets), { query: 'pet' }, { scorer: make(), params });
      expect(all.statePath.slots.length).toBeLessThanOrEqual(3);
      expect(new Set(all.statePath.slots.map((s) => s.toolId)).size).toBe(all.statePath.slots.length);
    });
  }
});
