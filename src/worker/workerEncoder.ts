import {
  encoderScorer,
  EncoderUnavailableError,
  structuralScorer,
  type Clock,
  type EncoderInput,
  type EncoderOutput,
  type EncoderTimings,
  type FeatureScratch,
  type MembershipScorer,
  type ModelRunner,
  type ScoringPass,
} from '../core/index';
import { errorLine } from '../adapters/model/errorLine';
import type { EncoderStatusView } from './views/inspectorViews';
import type { ScorerChoice } from './views/menusQuery';

/** The worker's encoder: a runner while it works, else why the structural scorer stands in. */
export interface WorkerEncoder {
  runner: ModelRunner | null;
  status: EncoderStatusView;
}

/** A run that failed inside the model (not in the menu code around it). */
class EncoderRunError extends Error {
  override name = 'EncoderRunError';
}

/** What a loader gives: a runner with its thread count, and a note when WebGPU was skipped. */
export interface LoadedModel {
  runner: ModelRunner;
  threads?: number;
  webgpuProblem?: string;
}

/** Stands in while the model loads: the structural scorer, marked as loading (not as a fallback). */
export const ENCODER_LOADING: WorkerEncoder = Object.freeze({
  runner: null,
  status: Object.freeze({
    backend: 'structural',
    loading: true,
    reason: 'the learned encoder is still loading; the menus rebuild with it once it is ready',
    loadMs: 0,
  }),
}) as WorkerEncoder;

/** The structural scorer by choice (the default): no model, nothing standing in, no reason to show. */
export const STRUCTURAL_CHOSEN: WorkerEncoder = Object.freeze({
  runner: null,
  status: Object.freeze({ backend: 'structural', loadMs: 0 }),
}) as WorkerEncoder;

/**
 * The worker's encoder, loaded on demand: `loaded()` starts loading (once) and waits for it;
 * `now()` never waits, giving ENCODER_LOADING until the model is ready. Nothing loads it while
 * requests choose the structural scorer (the default); for one that chooses the encoder, the
 * worker starts the load after serving its menus: onnxruntime's setup keeps the worker's thread
 * busy for about a second, which would otherwise hold those menus back.
 */
export class LazyEncoder {
  private loading: Promise<WorkerEncoder> | null = null;
  private settled: WorkerEncoder | null = null;

  constructor(private readonly load: () => Promise<WorkerEncoder>) {}

  /** Starts loading if it has not started, and resolves with the encoder (or its fallback). */
  loaded(): Promise<WorkerEncoder> {
    this.loading ??= this.load().then((e) => {
      this.settled = e;
      return e;
    });
    return this.loading;
  }

  /** The loaded encoder, or ENCODER_LOADING while it loads (or has not started). */
  now(): WorkerEncoder {
    return this.settled ?? ENCODER_LOADING;
  }

  /** What a request's choice builds with, without waiting: STRUCTURAL_CHOSEN, or `now()` for the encoder (starts no load). */
  chosenNow(choice: ScorerChoice | undefined): WorkerEncoder {
    return choice === 'encoder' ? this.now() : STRUCTURAL_CHOSEN;
  }

  /** What a request's choice builds with once the model is ready: STRUCTURAL_CHOSEN (nothing loads), or `loaded()`. */
  chosenLoaded(choice: ScorerChoice | undefined): Promise<WorkerEncoder> {
    return choice === 'encoder' ? this.loaded() : Promise.resolve(STRUCTURAL_CHOSEN);
  }

  /** Resolves at once when no load has started, else once it has settled (work that should not compete with it waits). */
  idle(): Promise<unknown> {
    return this.loading ?? Promise.resolve();
  }
}

/** Loads the model; any failure (missing, corrupt, mismatched, session) becomes the structural fallback with its reason. */
export async function startEncoder(load: () => Promise<LoadedModel>, clock: Clock): Promise<WorkerEncoder> {
  const t0 = clock.now();
  try {
    const model = await load();
    const backend = model.runner.backend === 'webgpu' ? 'webgpu' : 'wasm';
    const status: EncoderStatusView = { backend, loadMs: clock.now() - t0 };
    if (model.threads !== undefined) status.threads = model.threads;
    if (model.webgpuProblem) status.reason = model.webgpuProblem;
    return { runner: model.runner, status };
  } catch (e) {
    return { runner: null, status: { backend: 'structural', reason: errorLine(e), loadMs: clock.now() - t0 } };
  }
}

/** One tagging runner per runner: it is the encoder scorer's reuseKey, which must stay the same from build to build. */
const tagged = new WeakMap<ModelRunner, ModelRunner>();

function taggingFailures(runner: ModelRunner): ModelRunner {
  let wrapper = tagged.get(runner);
  if (!wrapper) {
    wrapper = {
      backend: runner.backend,
      featureVersion: runner.featureVersion,
      run: (input) => runner.run(input).catch((e: unknown) => Promise.reject(new EncoderRunError(errorLine(e)))),
    };
    tagged.set(runner, wrapper);
  }
  return wrapper;
}

/** Memory for the encoder's features per runner, kept from menu to menu (FeatureScratch). */
const featureScratch = new WeakMap<ModelRunner, FeatureScratch>();

/** The scorer behind one build and, for the encoder, the time of each forward pass. */
export interface UsedScorer {
  status: EncoderStatusView;
  passes?: Partial<Record<ScoringPass, EncoderTimings>>;
}

/**
 * Runs `build` with the encoder's scorer; if the model fails (wrong feature version, a session
 * error), the encoder is switched off for the session and `build` reruns with the structural scorer.
 */
export async function buildWithScorer<T>(
  encoder: WorkerEncoder,
  clock: Clock,
  build: (scorer: MembershipScorer) => Promise<T>,
): Promise<{ result: T; used: UsedScorer }> {
  const runner = encoder.runner;
  if (runner) {
    try {
      let scratch = featureScratch.get(runner);
      if (!scratch) featureScratch.set(runner, (scratch = {}));
      const scorer = encoderScorer(taggingFailures(runner), () => clock.now(), scratch);
      const result = await build(scorer);
      return { result, used: { status: encoder.status, passes: { ...scorer.lastTimings } } };
    } catch (e) {
      if (!(e instanceof EncoderRunError || e instanceof EncoderUnavailableError)) throw e;
      encoder.runner = null;
      encoder.status = {
        backend: 'structural',
        reason: `the ${runner.backend} encoder failed (${e.message})`,
        loadMs: encoder.status.loadMs,
      };
    }
  }
  return { result: await build(structuralScorer), used: { status: encoder.status } };
}

/** One forward pass on a given input (the golden check and benchmarks); fails when the encoder is off. */
export async function runEncoder(
  encoder: WorkerEncoder,
  input: EncoderInput,
): Promise<{ backend: string; ms: number; output: EncoderOutput }> {
  if (!encoder.runner) throw new Error(`the encoder is not loaded: ${encoder.status.reason ?? 'unknown reason'}`);
  const { output, ms } = await encoder.runner.run(input);
  return { backend: encoder.runner.backend, ms, output };
}

/** No model: the structural scorer, with the reason shown in the status bar. */
export function withoutEncoder(reason: string): WorkerEncoder {
  return { runner: null, status: { backend: 'structural', reason, loadMs: 0 } };
}
