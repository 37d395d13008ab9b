import type { MembershipOutput, MembershipScorer, ScoringPass } from '../menu/membership';
import type { SetAnalysis } from '../menu/setAnalysis';
import type { ModelRunner } from '../ports';
import { FEATURE_VERSION } from './featureSpec';
import { buildSetFeatures, type FeatureScratch } from './setFeatures';

/** Thrown when a model cannot serve these features (wrong version); callers fall back. */
export class EncoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncoderUnavailableError';
  }
}

/** The output for a set of no tools: empty arrays, no model run. */
function emptyOutput(): MembershipOutput {
  return { membership: new Float32Array(0), roles: new Float32Array(0), precedence: new Float32Array(0) };
}

/** Per-pass timings of the last menu, for the status bar. */
export interface EncoderTimings {
  features: number;
  model: number;
}

/**
 * The learned MembershipScorer: computes the set's features in the core and runs the model
 * through the ModelRunner port. Two passes per menu (pool, then menu), as in SPEC.md §1.
 * `scratch`: memory for the features, to share between scorers of the same runner (the app's
 * worker makes a scorer per menu).
 */
export function encoderScorer(
  runner: ModelRunner,
  now: () => number = () => 0,
  scratch: FeatureScratch = {},
): MembershipScorer & { lastTimings: Partial<Record<ScoringPass, EncoderTimings>> } {
  if (runner.featureVersion !== FEATURE_VERSION) {
    throw new EncoderUnavailableError(
      `the model was trained on features ${runner.featureVersion}, this build computes ${FEATURE_VERSION}`,
    );
  }
  const lastTimings: Partial<Record<ScoringPass, EncoderTimings>> = {};
  // The features' memory, reused from one pass to the next (FeatureScratch); a pass that starts
  // while another awaits the model (two menus at once) gets fresh memory instead.
  return {
    name: `encoder (${runner.backend})`,
    // The same runner (the same model) gives the same outputs for the same features.
    reuseKey: runner,
    lastTimings,
    async score(analysis: SetAnalysis, pass: ScoringPass): Promise<MembershipOutput> {
      // An empty set (a request no tool matches and s0 opens nothing: an empty pool, then an
      // empty menu) has nothing to score; the model's graph cannot reshape a zero-tool input.
      if (analysis.tools.length === 0) {
        lastTimings[pass] = { features: 0, model: 0 };
        return emptyOutput();
      }
      const own = scratch.lent !== true;
      scratch.lent = true;
      try {
        const t0 = now();
        const features = buildSetFeatures(analysis, pass, own ? scratch : undefined);
        const t1 = now();
        const { output, ms } = await runner.run(features);
        lastTimings[pass] = { features: t1 - t0, model: ms };
        return { membership: output.membership, roles: output.roles, precedence: output.precedence };
      } finally {
        if (own) scratch.lent = false;
      }
    },
  };
}
