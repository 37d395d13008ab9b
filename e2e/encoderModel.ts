import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGoldenCase, type GoldenCase } from '../src/adapters/model/goldenCase';
import { NODE_FEATURE_COUNT, RELATION_FEATURE_COUNT } from '../src/core/index';

/** The model the built app serves (vite.config.ts copies it; ENCODER_MODEL_DIR overrides, as there). */
export const MODEL_DIR = process.env.ENCODER_MODEL_DIR ?? join(import.meta.dirname, '..', 'models');
export const GOLDEN_FILE = join(MODEL_DIR, 'golden.json');

/** True when there is a model to serve (else the app runs the structural fallback). */
export const haveModel = existsSync(join(MODEL_DIR, 'encoder.onnx'));

/** models/golden.json, or null before the encoder is trained. */
export function readGolden(): GoldenCase | null {
  return existsSync(GOLDEN_FILE)
    ? parseGoldenCase(readFileSync(GOLDEN_FILE, 'utf8'), NODE_FEATURE_COUNT, RELATION_FEATURE_COUNT)
    : null;
}
