import {
  featureConstants,
  featureFingerprintOfBuild,
  FEATURE_VERSION,
  NODE_FEATURES,
  RELATION_FEATURES,
  RELATION_FEATURE_COUNT,
  ROLE_CLASSES,
} from './featureSpec';
import type { SetFeatures } from './setFeatures';
import type { SetLabels } from './trainingLabels';
import { utf8Encode } from '../util/utf8';

/**
 * The training dump format (`SPF1`, little-endian), read by models/train/dataset.py:
 *   "SPF1" | u32 length | header JSON
 *   per sample: u32 length | sample JSON {task_id, pass, n, nnz, npairs}
 *     f32 nodes[n·NF] | i32 pair_index[nnz] (i·n + j) | f32 relations[nnz·RF]
 *     f32 member[n] | i32 role[n] | i32 prec_pairs[2·npairs] | f32 prec_labels[npairs]
 * Relations are stored sparsely, pair by pair: only pairs with a non-zero feature, each with its
 * RF values (SetFeatures holds them channel-major; the dump's layout is the same in every version).
 */
export const DUMP_MAGIC = 'SPF1';

function lengthPrefixed(json: unknown): Uint8Array {
  const body = utf8Encode(JSON.stringify(json));
  const out = new Uint8Array(4 + body.length);
  new DataView(out.buffer).setUint32(0, body.length, true);
  out.set(body, 4);
  return out;
}

/** The file header: magic and the feature contract. */
export function dumpHeader(meta: Record<string, unknown>): Uint8Array[] {
  return [
    utf8Encode(DUMP_MAGIC),
    lengthPrefixed({
      feature_version: FEATURE_VERSION,
      feature_fingerprint: featureFingerprintOfBuild(),
      feature_constants: featureConstants(),
      node_features: NODE_FEATURES,
      relation_features: RELATION_FEATURES,
      roles: ROLE_CLASSES,
      ...meta,
    }),
  ];
}

function bytes(view: Float32Array | Int32Array): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** One sample's chunks (feature arrays are little-endian on every platform we run). */
export function dumpSample(taskId: string, pass: string, f: SetFeatures, labels: SetLabels): Uint8Array[] {
  const R = RELATION_FEATURE_COUNT;
  const nn = f.n * f.n;
  // The features are channel-major (one n × n plane per relation feature); a dump stores each
  // non-zero pair's RF values together.
  const index: number[] = [];
  for (let p = 0; p < nn; p++) {
    for (let c = 0; c < R; c++) {
      if (f.relations[c * nn + p] !== 0) {
        index.push(p);
        break;
      }
    }
  }
  const values = new Float32Array(index.length * R);
  index.forEach((p, k) => {
    for (let c = 0; c < R; c++) values[k * R + c] = f.relations[c * nn + p] ?? 0;
  });
  const npairs = labels.pairLabels.length;
  return [
    lengthPrefixed({ task_id: taskId, pass, n: f.n, nnz: index.length, npairs }),
    bytes(f.nodes),
    bytes(Int32Array.from(index)),
    bytes(values),
    bytes(labels.member),
    bytes(labels.role),
    bytes(labels.pairs),
    bytes(labels.pairLabels),
  ];
}
