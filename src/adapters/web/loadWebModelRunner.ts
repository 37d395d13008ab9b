import { DEFAULT_MENU_PARAMS, type ModelRunner } from '../../core/index';
import { checkModel, ModelLoadError, parseModelManifest } from '../model/modelManifest';
import { errorLine } from '../model/errorLine';
import { createEncoderSession, ortModelRunner, warmUp } from '../model/ortModelRunner';
import { configureOrtWeb } from './configureOrtWeb';
import { fetchModelFile } from './fetchModelFile';

/** A loaded browser encoder and how it runs. */
export interface WebModel {
  runner: ModelRunner & { backend: 'webgpu' | 'wasm' };
  /** wasm threads (the WebGPU backend still runs some kernels on them). */
  threads: number;
  /** Why WebGPU was not used although an adapter exists (its session failed), if so. */
  webgpuProblem?: string;
}

type GpuNavigator = { gpu?: { requestAdapter(): Promise<unknown> } };

/**
 * Passes at the pool's cap after a WASM session loads (warmUp). With four, the wasm compiles
 * during 16 rebuilds of a 16,000-tool catalog fell from 208 / 234 to 54–65 ms of CPU, and the
 * long tasks from 1, 2, 1, 0, 3 (five runs) to 0, 0, 0, 0, 0, 2, 1, 0 (eight) in `npx tsx
 * bench/appBench.ts --dist … --only longtasks [--trace-cpu]`; the encoder's menus replace the
 * structural ones a little later after first open (the passes run in the model's load).
 */
const WASM_TIER_UP_PASSES = 4;

/** True when the browser gives a WebGPU adapter (a software one, e.g. SwiftShader, counts). */
export async function hasWebGpuAdapter(): Promise<boolean> {
  const gpu = (globalThis.navigator as GpuNavigator | undefined)?.gpu;
  if (!gpu) return false;
  try {
    return (await gpu.requestAdapter()) != null;
  } catch {
    return false;
  }
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  if (!globalThis.crypto?.subtle)
    throw new ModelLoadError(
      'cannot verify the model checksum: crypto.subtle needs a secure context (https or localhost)',
    );
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Loads the encoder in the browser: fetches `models/encoder.onnx` and `models/manifest.json`
 * from `base`, verifies checksum and feature version, then opens a session on WebGPU when an
 * adapter exists (falling back to wasm if that session fails), else on wasm, and warms it up.
 */
export async function loadWebModelRunner(base: URL): Promise<WebModel> {
  const modelUrl = new URL('models/encoder.onnx', base);
  const manifestUrl = new URL('models/manifest.json', base);
  // The adapter query (a GPU-process round trip) runs while the files download.
  const adapter = hasWebGpuAdapter();
  // Both at once; when both are missing, the model's problem is the one reported.
  const [bytes, manifestBytes] = await Promise.all([
    fetchModelFile(modelUrl),
    fetchModelFile(manifestUrl).catch((e: unknown) => e as Error),
  ]);
  if (manifestBytes instanceof Error) throw manifestBytes;
  const manifest = parseModelManifest(new TextDecoder().decode(manifestBytes), manifestUrl.pathname);
  checkModel(manifest, await sha256Hex(bytes), modelUrl.pathname, manifestUrl.pathname);
  const webgpu = await adapter;
  const { threads } = configureOrtWeb(webgpu);
  let webgpuProblem: string | undefined;
  if (webgpu) {
    let runner: ReturnType<typeof ortModelRunner<'webgpu'>> | undefined;
    try {
      runner = ortModelRunner(
        await createEncoderSession(bytes, ['webgpu'], modelUrl.pathname),
        'webgpu',
        manifest.featureVersion,
      );
      await warmUp(runner);
      return { runner, threads };
    } catch (e) {
      await runner?.release().catch(() => undefined);
      webgpuProblem = `WebGPU session failed: ${errorLine(e)}`;
    }
  }
  const session = await createEncoderSession(bytes, ['wasm'], modelUrl.pathname);
  const runner = ortModelRunner(session, 'wasm', manifest.featureVersion);
  // Passes at the pool's cap: V8 tiers the kernels of a full pool up now, not during the user's
  // first rebuilds (warmUp). Not on WebGPU, whose kernels are not wasm.
  await warmUp(runner, WASM_TIER_UP_PASSES, DEFAULT_MENU_PARAMS.pool.poolCap);
  return { runner, threads, ...(webgpuProblem ? { webgpuProblem } : {}) };
}
