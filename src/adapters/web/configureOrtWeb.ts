import * as ort from 'onnxruntime-web';
// The runtime's glue module and binary as build assets: the worker chunk then never imports
// the app entry for them (ENV.md), and the dev server and `vite build` resolve them alike.
// Two builds: JSEP (WebGPU kernels, 28 MB) only when an adapter exists; the plain wasm build
// (14 MB) otherwise, which compiles in half the time and keeps first menus fast.
import ortJsepGlueUrl from 'onnxruntime-web/ort-wasm-simd-threaded.jsep.mjs?url';
import ortJsepWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.jsep.wasm?url';
import ortGlueUrl from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';

/**
 * wasm threads for the encoder: half the cores, at most 4, so the UI thread and the browser keep
 * theirs (at N ≤ 256 the model is small: on 2 cores a second thread made a pass ~2.5× slower,
 * bench/encoderBench.ts); 1 without cross-origin isolation (no SharedArrayBuffer).
 */
export function wasmThreadCount(isolated: boolean, cores: number | undefined): number {
  return isolated ? Math.max(1, Math.min(4, Math.floor((cores ?? 1) / 2))) : 1;
}

let configured: number | null = null;

/**
 * Sets onnxruntime-web's wasm paths and thread count; they apply once per page, before the
 * first session. `webgpu`: load the JSEP build, which the WebGPU execution provider needs.
 */
export function configureOrtWeb(webgpu: boolean): { threads: number } {
  if (configured === null) {
    configured = wasmThreadCount(globalThis.crossOriginIsolated === true, globalThis.navigator?.hardwareConcurrency);
    ort.env.wasm.wasmPaths = webgpu
      ? { mjs: ortJsepGlueUrl, wasm: ortJsepWasmUrl }
      : { mjs: ortGlueUrl, wasm: ortWasmUrl };
    ort.env.wasm.numThreads = configured;
    ort.env.logLevel = 'error';
  }
  return { threads: configured };
}
