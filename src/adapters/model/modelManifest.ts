import { featureFingerprintOfBuild, FEATURE_VERSION } from '../../core/index';

/** Why a model cannot be used: one readable line (file and reason). Callers fall back or exit. */
export class ModelLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelLoadError';
  }
}

/** The encoder's I/O names (models/manifest.json and the ONNX graph must agree with these). */
export const MODEL_INPUTS = ['nodes', 'relations'] as const;
export const MODEL_OUTPUTS = ['membership', 'roles', 'precedence'] as const;

/** The parts of models/manifest.json the runtime checks before it trusts encoder.onnx. */
export interface ModelManifest {
  /** Lower-case hex SHA-256 of encoder.onnx. */
  sha256: string;
  /** The feature contract the model was trained on (must equal the core's FEATURE_VERSION). */
  featureVersion: string;
  /**
   * Fingerprint of that contract with every constant the features read (must equal the core's
   * featureFingerprintOfBuild(); featureSpec.ts featureConstants). Undefined when the manifest records
   * none (a model exported before the contract covered the constants), which checkModel refuses.
   */
  featureFingerprint: string | undefined;
}

function names(value: unknown): string[] | null {
  if (Array.isArray(value))
    return value.map((v) =>
      typeof v === 'string' ? v : typeof v === 'object' && v !== null && 'name' in v ? String(v.name) : '?',
    );
  if (typeof value === 'object' && value !== null) return Object.keys(value);
  return null;
}

/** Parses a manifest; I/O lists are optional but, when present, must name the encoder's inputs and outputs. */
export function parseModelManifest(text: string, file: string): ModelManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ModelLoadError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ModelLoadError(`${file}: expected a JSON object`);
  const m = json as Record<string, unknown>;
  const sha256 = m.sha256;
  if (typeof sha256 !== 'string' || !/^[0-9a-fA-F]{64}$/.test(sha256))
    throw new ModelLoadError(`${file}: $.sha256 must be the model's SHA-256 as 64 hex digits`);
  const featureVersion = m.feature_version;
  if (typeof featureVersion !== 'string')
    throw new ModelLoadError(`${file}: $.feature_version must be a string like "${FEATURE_VERSION}"`);
  const featureFingerprint = m.feature_fingerprint;
  if (
    featureFingerprint !== undefined &&
    (typeof featureFingerprint !== 'string' || !/^fnv1a:[0-9a-f]{8}$/.test(featureFingerprint))
  )
    throw new ModelLoadError(`${file}: $.feature_fingerprint must be a string like "${featureFingerprintOfBuild()}"`);
  for (const [key, expected] of [
    ['inputs', MODEL_INPUTS],
    ['outputs', MODEL_OUTPUTS],
  ] as const) {
    if (m[key] === undefined) continue;
    const listed = names(m[key]);
    const missing = expected.filter((n) => !listed?.includes(n));
    if (missing.length > 0)
      throw new ModelLoadError(
        `${file}: $.${key} lacks ${missing.join(', ')} (the encoder's ${key} are ${expected.join(', ')})`,
      );
  }
  return { sha256: sha256.toLowerCase(), featureVersion, featureFingerprint };
}

/**
 * Checks a model's bytes and its manifest against this build: the checksum (a stale or
 * half-copied file), the feature version and the feature fingerprint (a model trained on other
 * features, or on features computed with other constants, is refused).
 */
export function checkModel(
  manifest: ModelManifest,
  actualSha256: string,
  modelFile: string,
  manifestFile: string,
): void {
  if (actualSha256.toLowerCase() !== manifest.sha256) {
    throw new ModelLoadError(
      `${modelFile}: checksum ${actualSha256.slice(0, 12)}… does not match ${manifestFile} (${manifest.sha256.slice(0, 12)}…); the model or its manifest is stale or damaged`,
    );
  }
  if (manifest.featureVersion !== FEATURE_VERSION) {
    throw new ModelLoadError(
      `${modelFile} was trained on features ${manifest.featureVersion}, this build computes ${FEATURE_VERSION}; retrain it (npm run train)`,
    );
  }
  if (manifest.featureFingerprint === undefined) {
    throw new ModelLoadError(
      `${manifestFile} records no feature_fingerprint: the model predates the feature contract's constants (src/core/encoder/featureSpec.ts), this build computes ${featureFingerprintOfBuild()}; retrain it (npm run train)`,
    );
  }
  if (manifest.featureFingerprint !== featureFingerprintOfBuild()) {
    throw new ModelLoadError(
      `${modelFile} was trained on features ${manifest.featureVersion} computed with other constants (fingerprint ${manifest.featureFingerprint}, this build ${featureFingerprintOfBuild()}: a constant in featureConstants, src/core/encoder/featureSpec.ts, changed since); retrain it (npm run train)`,
    );
  }
}
