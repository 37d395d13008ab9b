import { fileURLToPath } from 'node:url';
import { nodeClock } from '../adapters/node/nodeClock';
import { loadNodeModelRunner } from '../adapters/node/loadNodeModelRunner';
import { InputError } from '../adapters/node/readInputFile';
import { ModelLoadError } from '../adapters/model/modelManifest';
import {
  EncoderUnavailableError,
  encoderScorer,
  structuralScorer,
  type EncoderTimings,
  type MembershipScorer,
  type ScoringPass,
} from '../core/index';
import { optional, type ParsedArgs } from './args';

/** Options every menu-building command accepts. */
export const SCORER_OPTIONS = ['scorer', 'model'] as const;

const CHOICES = ['structural', 'encoder', 'auto'] as const;

/** models/encoder.onnx of this package (src/cli → ../../models). */
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../models/encoder.onnx', import.meta.url));

/** The scorer a command builds State-Path menus with; encoder pass timings when it is the encoder. */
export interface ChosenScorer {
  scorer: MembershipScorer;
  passTimings?: Partial<Record<ScoringPass, EncoderTimings>>;
}

/**
 * The default `--scorer`: the structural scorer, whose fitted membership transfers better to
 * catalogs nobody tuned on than the learned encoder does (docs/results.md, "Leave one family out").
 */
export const DEFAULT_SCORER: (typeof CHOICES)[number] = 'structural';

/**
 * `--scorer structural|encoder|auto` and `--model PATH`. structural (the default) never loads the
 * model; encoder loads it, and a model that cannot load is an input error (exit 2); auto uses the
 * encoder when the model loads and verifies, else the structural scorer with one stderr line saying why.
 */
export async function scorerFromArgs(args: ParsedArgs): Promise<ChosenScorer> {
  const choice = optional(args, 'scorer') ?? DEFAULT_SCORER;
  if (!(CHOICES as readonly string[]).includes(choice))
    throw new InputError(`--scorer must be structural, encoder or auto, got "${choice}"`);
  if (choice === 'structural') return { scorer: structuralScorer };
  const modelPath = optional(args, 'model') ?? DEFAULT_MODEL_PATH;
  try {
    const scorer = encoderScorer(await loadNodeModelRunner(modelPath), nodeClock.now);
    return { scorer, passTimings: scorer.lastTimings };
  } catch (e) {
    if (!(e instanceof ModelLoadError || e instanceof EncoderUnavailableError)) throw e;
    if (choice === 'encoder') throw new InputError(`--scorer encoder: ${e.message}`);
    process.stderr.write(`menu-inspector: encoder unavailable, using the structural scorer: ${e.message}\n`);
    return { scorer: structuralScorer };
  }
}
