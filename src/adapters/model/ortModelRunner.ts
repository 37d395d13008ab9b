import * as ort from 'onnxruntime-web';
import {
  NODE_FEATURE_COUNT,
  RELATION_FEATURE_COUNT,
  ROLE_CLASSES,
  type EncoderInput,
  type EncoderOutput,
  type ModelBackend,
  type ModelRunner,
} from '../../core/index';
import { errorLine } from './errorLine';
import { MODEL_INPUTS, MODEL_OUTPUTS, ModelLoadError } from './modelManifest';

/**
 * Creates an onnxruntime session from the model's bytes (Node and browser share this: both run
 * onnxruntime-web) and checks the graph has the encoder's input and output names.
 */
export async function createEncoderSession(
  bytes: Uint8Array,
  executionProviders: ort.InferenceSession.SessionOptions['executionProviders'],
  file: string,
): Promise<ort.InferenceSession> {
  let session: ort.InferenceSession;
  try {
    // Severity 3 (errors only): onnxruntime warns that shape ops stay on the CPU under WebGPU, which is expected.
    session = await ort.InferenceSession.create(bytes, {
      executionProviders,
      graphOptimizationLevel: 'all',
      logSeverityLevel: 3,
    });
  } catch (e) {
    throw new ModelLoadError(`${file}: onnxruntime could not load the model (${errorLine(e)})`);
  }
  const missing = [
    ...MODEL_INPUTS.filter((n) => !session.inputNames.includes(n)),
    ...MODEL_OUTPUTS.filter((n) => !session.outputNames.includes(n)),
  ];
  if (missing.length > 0) {
    await session.release();
    throw new ModelLoadError(
      `${file}: the graph has inputs [${session.inputNames.join(', ')}] and outputs [${session.outputNames.join(', ')}]; missing ${missing.join(', ')}`,
    );
  }
  return session;
}

function outputOf(results: ort.InferenceSession.OnnxValueMapType, name: string, dims: readonly number[]): Float32Array {
  const tensor = results[name];
  if (!tensor || tensor.type !== 'float32') throw new Error(`the model returned no float32 "${name}"`);
  if (tensor.dims.length !== dims.length || tensor.dims.some((d, k) => d !== dims[k]))
    throw new Error(`"${name}" has shape [${tensor.dims.join(', ')}], expected [${dims.join(', ')}]`);
  return tensor.data as Float32Array;
}

/**
 * A ModelRunner over an onnxruntime session: [n × 32] nodes and [14 × n × n] relations (channel-major) in,
 * membership [n], roles [n × 5], precedence [n × n] out (batch dimension 1). Runs are queued:
 * one session serves one run at a time.
 */
export function ortModelRunner<B extends ModelBackend>(
  session: ort.InferenceSession,
  backend: B,
  featureVersion: string,
): ModelRunner & { readonly backend: B; release(): Promise<void> } {
  let queue: Promise<unknown> = Promise.resolve();
  const runOnce = async (input: EncoderInput): Promise<{ output: EncoderOutput; ms: number }> => {
    const { n } = input;
    if (input.nodes.length !== n * NODE_FEATURE_COUNT || input.relations.length !== n * n * RELATION_FEATURE_COUNT) {
      throw new Error(
        `encoder input of ${n} tools has ${input.nodes.length} node and ${input.relations.length} relation values`,
      );
    }
    const feeds = {
      nodes: new ort.Tensor('float32', input.nodes, [1, n, NODE_FEATURE_COUNT]),
      relations: new ort.Tensor('float32', input.relations, [1, RELATION_FEATURE_COUNT, n, n]),
    };
    const t0 = performance.now();
    const results = await session.run(feeds);
    const ms = performance.now() - t0;
    const output: EncoderOutput = {
      membership: outputOf(results, 'membership', [1, n]),
      roles: outputOf(results, 'roles', [1, n, ROLE_CLASSES.length]),
      precedence: outputOf(results, 'precedence', [1, n, n]),
    };
    return { output, ms };
  };
  return {
    backend,
    featureVersion,
    run(input) {
      const result = queue.then(() => runOnce(input));
      queue = result.catch(() => undefined);
      return result;
    },
    release: () => session.release(),
  };
}

/**
 * One throwaway run on a tiny input, so the first real pass does not pay kernel set-up
 * (a 2-tool set: the graph has dynamic N); then `passes` runs on a set of `n` tools.
 *
 * The passes are for the browser's WASM backend. V8 compiles onnxruntime's wasm module quickly
 * (Liftoff) and tiers each function up to TurboFan in the background once it has run enough
 * ("dynamic tiering"); the kernels of a full pool became hot during a user's first rebuilds at
 * 16,000 tools, and their compiles (~200 ms of CPU over 16 rebuilds, `npx tsx bench/appBench.ts
 * --only longtasks --trace-cpu`: thread_pool_cpu_ms.wasm_compile) took the two cores from the
 * page. A few passes at the pool's cap right after the session loads (the worker loads the
 * model after the first menus, while the page is idle) start those compiles then.
 */
export async function warmUp(runner: ModelRunner, passes = 0, n = 256): Promise<void> {
  await runner.run({
    n: 2,
    nodes: new Float32Array(2 * NODE_FEATURE_COUNT),
    relations: new Float32Array(2 * 2 * RELATION_FEATURE_COUNT),
  });
  if (passes === 0) return;
  const nodes = new Float32Array(n * NODE_FEATURE_COUNT);
  const relations = new Float32Array(n * n * RELATION_FEATURE_COUNT).fill(0.1);
  for (let k = 0; k < passes; k++) await runner.run({ n, nodes, relations });
}
