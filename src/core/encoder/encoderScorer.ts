import type { MembershipOutput, MembershipScorer, ScoringPass } from '../menu/membership';
import type { SetAnalysis } from '../menu/setAnalysis';
import type { ModelRunner } from '../ports';
import { FEATURE_VERSION } from './featureSpec';
import { buildSetFeatures } from './setFeatures';

/** Thrown when a model cannot serve these features (wrong version); callers fall back. */
export class EncoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncoderUnavailableError';
  }
}

/** Per-pass timings of the last menu, for the status bar. */
export interface EncoderTimings {
  features: number;
  model: number;
}

/**
 * The learned MembershipScorer: computes the set's features in the core and runs the model
 * through the ModelRunner port. Two passes per menu (pool, then menu), as in SPEC.md §1.
 */
export function encoderScorer(runner: ModelRunner, now: () => number = () => 0): MembershipScorer & { lastTimings: Partial<Record<ScoringPass, EncoderTimings>> } {
  if (runner.featureVersion !== FEATURE_VERSION) {
    throw new EncoderUnavailableError(`the model was trained on features ${runner.featureVersion}, this build computes ${FEATURE_VERSION}`);
  }
  const lastTimings: Partial<Record<ScoringPass, EncoderTimings>> = {};
  return {
    name: `encoder (${runner.backend})`,
    lastTimings,
    async score(analysis: SetAnalysis, pass: ScoringPass): Promise<MembershipOutput> {
      const t0 = now();
      const features = buildSetFeatures(analysis, pass);
      const t1 = now();
      const { output, ms } = await runner.run(features);
      lastTimings[pass] = { features: t1 - t0, model: ms };
      return { membership: output.membership, roles: output.roles, precedence: output.precedence };
    },
  };
}
