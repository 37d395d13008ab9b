/**
 * Interfaces to the platform. The core reaches time, storage and models only through these;
 * the adapters (src/adapters) implement them for the browser and Node, and tests use fakes.
 */

/** Milliseconds from an arbitrary origin (performance.now in the adapters). */
export interface Clock {
  now(): number;
}

/** A clock that never moves: deterministic timings (all 0) for tests and reproducible output. */
export const frozenClock: Clock = { now: () => 0 };

/** Encoder input: one set of n tools (see encoder/featureSpec.ts for the feature order). */
export interface EncoderInput {
  n: number;
  /** [n × NODE_FEATURE_COUNT] */
  nodes: Float32Array;
  /** [n × n × RELATION_FEATURE_COUNT] */
  relations: Float32Array;
}

/** Encoder output for the same set. */
export interface EncoderOutput {
  /** [n] path membership m_i in [0, 1]. */
  membership: Float32Array;
  /** [n × 5] role probabilities (entry, bridge, target, terminal, none). */
  roles: Float32Array;
  /** [n × n] precedence b_ij in [0, 1]. */
  precedence: Float32Array;
}

/** Which execution backend ran the model. */
export type ModelBackend = 'webgpu' | 'wasm' | 'node-wasm' | 'node-native';

/**
 * Runs the learned encoder (onnxruntime-web in the browser, onnxruntime in Node). The adapters
 * implement it; tests use a fake. `run` resolves with the outputs and the time the model took.
 */
export interface ModelRunner {
  readonly backend: ModelBackend;
  /** Feature version the loaded model was trained on (from models/manifest.json). */
  readonly featureVersion: string;
  run(input: EncoderInput): Promise<{ output: EncoderOutput; ms: number }>;
}
