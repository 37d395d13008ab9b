import type { EncoderInput, EncoderOutput } from '../../core/index';

/** models/golden.json: a fixed input and the outputs PyTorch computed for it (flat arrays). */
export interface GoldenCase {
  input: EncoderInput;
  expected: EncoderOutput;
  /** SHA-256 of the model that produced `expected`, when the file records it. */
  modelSha256?: string;
}

function floats(doc: Record<string, unknown>, key: string, length: number): Float32Array {
  const v = doc[key];
  if (!Array.isArray(v) || v.length !== length || v.some((x) => typeof x !== 'number'))
    throw new Error(`golden.json: $.${key} must be ${length} numbers`);
  return Float32Array.from(v as number[]);
}

/** Parses the golden file; shapes follow the ModelRunner contract for its `n`. */
export function parseGoldenCase(text: string, nodeFeatures: number, relationFeatures: number): GoldenCase {
  const doc = JSON.parse(text) as Record<string, unknown>;
  const n = doc.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
    throw new Error('golden.json: $.n must be a positive integer');
  const golden: GoldenCase = {
    input: {
      n,
      nodes: floats(doc, 'nodes', n * nodeFeatures),
      relations: floats(doc, 'relations', n * n * relationFeatures),
    },
    expected: {
      membership: floats(doc, 'membership', n),
      roles: floats(doc, 'roles', n * 5),
      precedence: floats(doc, 'precedence', n * n),
    },
  };
  if (typeof doc.model_sha256 === 'string') golden.modelSha256 = doc.model_sha256.toLowerCase();
  return golden;
}

/** Largest absolute difference per output (Infinity when lengths differ). */
export function goldenDiffs(actual: EncoderOutput, expected: EncoderOutput): Record<keyof EncoderOutput, number> {
  const diff = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
    if (a.length !== b.length) return Infinity;
    let max = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs((a[i] ?? NaN) - (b[i] ?? NaN));
      if (!(d <= max)) max = Number.isNaN(d) ? Infinity : d;
    }
    return max;
  };
  return {
    membership: diff(actual.membership, expected.membership),
    roles: diff(actual.roles, expected.roles),
    precedence: diff(actual.precedence, expected.precedence),
  };
}
