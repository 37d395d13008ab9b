import { describe, expect, it } from 'vitest';
import { NODE_FEATURE_COUNT, RELATION_FEATURE_COUNT, type EncoderInput, type ModelRunner } from '../../core/index';
import { warmUp } from './ortModelRunner';

function recordingRunner(seen: EncoderInput[]): ModelRunner {
  return {
    backend: 'wasm',
    featureVersion: 'any',
    run: async (input) => {
      seen.push(input);
      return {
        output: {
          membership: new Float32Array(input.n),
          roles: new Float32Array(input.n * 5),
          precedence: new Float32Array(input.n * input.n),
        },
        ms: 1,
      };
    },
  };
}

describe('warmUp', () => {
  it('runs one 2-tool set, then the given passes on full-size sets of the right shape', async () => {
    const seen: EncoderInput[] = [];
    await warmUp(recordingRunner(seen), 4, 256);
    expect(seen.map((s) => s.n)).toEqual([2, 256, 256, 256, 256]);
    for (const s of seen) {
      expect(s.nodes.length).toBe(s.n * NODE_FEATURE_COUNT);
      expect(s.relations.length).toBe(s.n * s.n * RELATION_FEATURE_COUNT);
    }
  });

  it('runs only the 2-tool set by default (Node and WebGPU)', async () => {
    const seen: EncoderInput[] = [];
    await warmUp(recordingRunner(seen));
    expect(seen.map((s) => s.n)).toEqual([2]);
  });
});
