import { describe, expect, it } from 'vitest';
import { REQUESTED_RELEVANCE } from '../menu/stepMentions';
import { SATISFIED } from '../state/stateFields';
import {
  featureConstants,
  featureContract,
  featureFingerprint,
  featureFingerprintOfBuild,
  FEATURE_VERSION,
  type FeatureContract,
} from './featureSpec';

const FEATURE_CONSTANTS = featureConstants();
const FEATURE_CONTRACT = featureContract();
const FEATURE_FINGERPRINT = featureFingerprintOfBuild();

/** Every numeric leaf of the contract's constants, as a path (module, constant, key…). */
function numericLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'number') return [path];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => numericLeaves(v, [...path, k]));
  return [];
}

/** A deep copy of the contract's constants with the leaf at `path` changed by `delta`. */
function withConstant(path: readonly string[], delta: number): FeatureContract {
  const constants = structuredClone(FEATURE_CONSTANTS) as unknown as Record<string, unknown>;
  let node = constants;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? '';
  node[last] = (node[last] as number) + delta;
  return { ...FEATURE_CONTRACT, constants: constants as FeatureContract['constants'] };
}

describe('the feature contract and its fingerprint', () => {
  it('is FNV-1a of the contract: 8 hex digits, the same for the same contract', () => {
    expect(FEATURE_FINGERPRINT).toMatch(/^fnv1a:[0-9a-f]{8}$/);
    expect(featureFingerprint(structuredClone(FEATURE_CONTRACT))).toBe(FEATURE_FINGERPRINT);
    expect(FEATURE_CONTRACT.version).toBe(FEATURE_VERSION);
  });

  it('holds the live values of the constants it covers (imported from where they are defined)', () => {
    expect(FEATURE_CONSTANTS['menu/stepMentions'].REQUESTED_RELEVANCE).toBe(REQUESTED_RELEVANCE);
    expect(FEATURE_CONSTANTS['state/stateFields'].SATISFIED).toBe(SATISFIED);
    // The heuristics issue 31 names: start fits, announcements, roles, requested steps, targets.
    expect(Object.keys(FEATURE_CONSTANTS)).toEqual(
      expect.arrayContaining(['menu/announcements', 'menu/stepMentions', 'menu/taskContext', 'state/stateFields']),
    );
  });

  it('changes when any covered constant changes, up or down, however little', () => {
    const leaves = numericLeaves(FEATURE_CONSTANTS);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    const seen = new Set([FEATURE_FINGERPRINT]);
    for (const path of leaves) {
      for (const delta of [1, -0.001]) {
        const changed = featureFingerprint(withConstant(path, delta));
        expect(changed, `${path.join('.')} ${delta > 0 ? '+' : ''}${delta}`).not.toBe(FEATURE_FINGERPRINT);
        seen.add(changed);
      }
    }
    // Distinct changes give distinct fingerprints (no collisions among these 2 × leaves).
    expect(seen.size).toBe(1 + 2 * leaves.length);
  });

  it('is the same in every JavaScript engine: a last-bit difference in a constant does not change it', () => {
    const withRho = (rho: number): FeatureContract => ({
      ...FEATURE_CONTRACT,
      constants: { ...FEATURE_CONSTANTS, 'menu/startFits': { RHO_PREDECESSOR: rho } },
    });
    // Math.log(3) in Node 20's V8 and in Chromium's.
    expect(featureFingerprint(withRho(1.0986122886681096))).toBe(featureFingerprint(withRho(1.0986122886681098)));
    expect(featureFingerprint(withRho(Math.log(3)))).toBe(FEATURE_FINGERPRINT);
    expect(featureFingerprint(withRho(1.0986123))).not.toBe(FEATURE_FINGERPRINT);
  });

  it('changes with the version and with the features’ names or order, not with the order of keys', () => {
    expect(featureFingerprint({ ...FEATURE_CONTRACT, version: 'sp-features/0' })).not.toBe(FEATURE_FINGERPRINT);
    const swapped = [...FEATURE_CONTRACT.nodeFeatures];
    [swapped[0], swapped[1]] = [swapped[1] ?? '', swapped[0] ?? ''];
    expect(featureFingerprint({ ...FEATURE_CONTRACT, nodeFeatures: swapped })).not.toBe(FEATURE_FINGERPRINT);
    const reversed = Object.fromEntries(Object.entries(FEATURE_CONSTANTS).reverse());
    expect(featureFingerprint({ ...FEATURE_CONTRACT, constants: reversed })).toBe(FEATURE_FINGERPRINT);
  });

  it('refuses a constant that JSON cannot hold exactly, or one that is not there', () => {
    expect(() => featureFingerprint({ ...FEATURE_CONTRACT, constants: { x: { NOT_A_NUMBER: Number.NaN } } })).toThrow(
      'feature contract: $.constants.x.NOT_A_NUMBER is NaN, not a finite number',
    );
  });
});
