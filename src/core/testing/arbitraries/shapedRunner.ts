import { FEATURE_VERSION, NODE_FEATURE_COUNT, RELATION_FEATURE_COUNT } from '../../encoder/featureSpec';
import type { EncoderInput, EncoderOutput, ModelRunner } from '../../ports';

/**
 * A fake ModelRunner shaped like the ONNX encoder: it rejects a set of zero tools (the model's
 * reshape fails) and answers others with outputs of the right shapes whose values follow the
 * features (membership from the node features, precedence from the relations), deterministic
 * for the same input. For the engine fuzz, which must not depend on the model's file.
 */
export function shapedRunner(): ModelRunner & { calls: number } {
  const runner = {
    backend: 'wasm' as const,
    featureVersion: FEATURE_VERSION,
    calls: 0,
    run(input: EncoderInput): Promise<{ output: EncoderOutput; ms: number }> {
      runner.calls++;
      const { n, nodes, relations } = input;
      if (n === 0) return Promise.reject(new Error('Reshape: the dimension with value zero exceeds the input'));
      if (nodes.length !== n * NODE_FEATURE_COUNT || relations.length !== RELATION_FEATURE_COUNT * n * n)
        return Promise.reject(new Error(`features of the wrong shape for n = ${n}`));
      const membership = new Float32Array(n);
      const roles = new Float32Array(n * 5);
      const precedence = new Float32Array(n * n);
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let f = 0; f < NODE_FEATURE_COUNT; f++)
          s += (nodes[i * NODE_FEATURE_COUNT + f] ?? 0) * (((f * 37) % 11) - 5) * 0.1;
        membership[i] = Number.isFinite(s) ? 1 / (1 + Math.exp(-s)) : 0.5;
        for (let r = 0; r < 5; r++) roles[i * 5 + r] = r === i % 5 ? 0.6 : 0.1;
      }
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const d = (relations[i * n + j] ?? 0) - (relations[j * n + i] ?? 0);
          precedence[i * n + j] = i === j ? 0.5 : 0.5 + 0.4 * Math.tanh(Number.isFinite(d) ? d : 0);
        }
      }
      return Promise.resolve({ output: { membership, roles, precedence }, ms: 0 });
    },
  };
  return runner;
}
