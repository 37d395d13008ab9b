import { describe, expect, it } from 'vitest';
import { FEATURE_VERSION, type Catalog, type Clock, type ModelRunner } from '../core/index';
import { menusView } from './views/menusView';
import { sessionOf } from './views/receiptSession';
import { startEncoder } from './workerEncoder';

const catalog: Catalog = {
  format: 'tool-catalog/v1',
  name: 'pets',
  tools: [
    {
      id: 'pets.list_pets',
      name: 'list_pets',
      description: 'List all pets.',
      inputs: [],
      outputs: [{ name: 'pet_id' }],
    },
    {
      id: 'pets.show_pet',
      name: 'show_pet',
      description: 'Info for a specific pet.',
      inputs: [{ name: 'pet_id', required: true }],
      outputs: [{ name: 'pet_name' }],
    },
  ],
};
const session = sessionOf(catalog, [{ id: 't1', query: 'show a pet' }]);

function tickingClock(): Clock {
  let t = 0;
  return { now: () => ++t };
}

/** Like the ONNX model: a set of zero tools fails in its reshape. */
const runner: ModelRunner = {
  backend: 'wasm',
  featureVersion: FEATURE_VERSION,
  run({ n }) {
    if (n === 0) return Promise.reject(new Error('ReshapeHelper: the dimension with value zero exceeds the input'));
    const output = {
      membership: new Float32Array(n).fill(0.5),
      roles: new Float32Array(n * 5).fill(0.2),
      precedence: new Float32Array(n * n).fill(0.5),
    };
    return Promise.resolve({ output, ms: 1 });
  },
};

describe('the worker on a request that matches no tool (issue 30)', () => {
  it('builds empty menus with the encoder, keeps the encoder on, and says no tool matches', async () => {
    const encoder = await startEncoder(async () => ({ runner }), tickingClock());
    const view = await menusView(
      session,
      { taskId: 't1', budget: 8, top: 4, task: { query: 'What is the weather in Paris tomorrow?' } },
      tickingClock(),
      encoder,
    );
    expect(view.scorer).toBe('encoder (wasm)');
    expect(encoder.runner).not.toBeNull();
    for (const menu of [view.relevance, view.statePath]) {
      expect(menu.slots).toEqual([]);
      expect(menu.diagnosis.verdict).toMatch(/has no target to reach: no tool of the catalog matches the request/);
    }
    expect(structuredClone(view)).toEqual(view);
  });
});
