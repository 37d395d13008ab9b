import type { ModelRunner } from '../../core/index';
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
  if (!globalThis.crypto?.subtle) throw new ModelLoadError('cannot verify the model checksum: crypto.subtle needs a secure context (https or localhost)');
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
  const [bytes, manifestBytes] = await Promise.all([fetchModelFile(modelUrl), fetchModelFile(manifestUrl).catch((e: unknown) => e as Error)]);
  if (manifestBytes instanceof Error) throw manifestBytes;
  const manifest = parseModelManifest(new TextDecoder().decode(manifestBytes), manifestUrl.pathname);
  checkModel(manifest, await sha256Hex(bytes), modelUrl.pathname, manifestUrl.pathname);
  const webgpu = await adapter;
  const { threads } = configureOrtWeb(webgpu);
  let webgpuProblem: string | undefined;
  if (webgpu) {
    let runner: ReturnType<typeof ortModelRunner<'webgpu'>> | undefined;
    try {
      runner = ortModelRunner(await createEncoderSession(bytes, ['webgpu'], modelUrl.pathname), 'webgpu', manifest.featureVersion);
      await warmUp(runner);
      return { runner, threads };
    } catch (e) {
      await runner?.release().catch(() => undefined);
      webgpuProblem = `WebGPU session failed: ${errorLine(e)}`;
    }
  }
  const session = await createEncoderSession(bytes, ['wasm'], modelUrl.pathname);
  const runner = ortModelRunner(session, 'wasm', manifest.featureVersion);
  await warmUp(runner);
  return { runner, threads, ...(webgpuProblem ? { webgpuProblem } : {}) };
}
