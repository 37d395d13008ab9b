/**
 * The feature contract between the TypeScript core (which alone computes features, for
 * training and serving) and the learned encoder. Bump FEATURE_VERSION whenever a feature's
 * meaning, order or scaling changes, or the layout of the arrays the model reads: a model
 * trained on another version is refused.
 *
 * - `sp-features/1`: relations pair-major, [n × n × RELATION_FEATURE_COUNT].
 * - `sp-features/2`: the same features; relations channel-major, [RELATION_FEATURE_COUNT × n × n]
 *   (relationAt), so the model's first layer over them is one matrix product whose result is
 *   already laid out by channel: the pair-major graph spent ~4 ms of its ~11 ms N = 256 pass
 *   transposing that result (onnxruntime-web's wasm profile, models/README.md).
 */
export const FEATURE_VERSION = 'sp-features/2';

/** Per-tool features, in order. */
export const NODE_FEATURES = [
  'relevance', // BM25 / best, [0, 1]
  'relevance_sqrt',
  'relevance_inv_rank', // 1 / catalog rank (0 unranked)
  'likely_target_weight', // (score / best)² for the 6 likely targets, else 0
  'chi', // χ_i
  'start_fit', // e_i (SetAnalysis.startFit)
  'inputs', // required inputs / 5, ≤ 2
  'outputs', // outputs / 10, ≤ 2
  'set_supply', // share of required inputs some other tool in the set supplies (strength-weighted)
  'inferred_fit', // share of required inputs satisfied only by inferred state fields
  'path_weight', // structural: weight of the strongest target whose cheapest chain holds the tool
  'mention', // where the request names the tool, [0, 1]; −1 when not requested
  'mentioned', // 1 when requested (relevance ≥ 30% of best, named by unquoted words)
  'announced_share', // share of required inputs announced from an earlier step
  'rho_to_targets', // max tanh(ρ(i, t)/2) over likely targets t
  'rho_from_targets', // max tanh(ρ(t, i)/2)
  'effect_read',
  'effect_write',
  'effect_irreversible',
  'role_entry', // structural role, one-hot
  'role_bridge',
  'role_target',
  'role_terminal',
  'role_none',
  'pool_target', // why the tool entered the candidate pool, one-hot
  'pool_producer',
  'pool_relevance',
  'pool_entry',
  'kappa_out_max', // max_j κ_ij
  'kappa_in_max', // max_j κ_ji
  'menu_pass', // 1 on the second (menu) pass
  'set_size', // n / 256
] as const;

/** Pairwise features r_ij, in order (i = row, j = column). */
export const RELATION_FEATURES = [
  'kappa', // κ_ij: share of j's required input i produces
  'kappa_rev', // κ_ji
  'need', // κ̃_ij: the part j still needs (not from s0, or announced from i)
  'need_rev',
  'rho', // tanh(ρ(i, j)/2)
  'rho_support', // log1p(runs with both) / 3, ≤ 1
  'link_max', // strongest single field link i → j
  'text_out_in', // Jaccard of i's output words and j's input names + descriptions
  'redundancy', // signature + text overlap (rare words only)
  'text_order', // (position of j − position of i) by distinctive words, [−1, 1]; 0 when unknown
  'chain_before', // 1 when i precedes j on a structural chain
  'announced', // 1 when i is an announced producer of one of j's inputs
  'same_namespace',
  'self',
] as const;

export const NODE_FEATURE_COUNT = NODE_FEATURES.length;
export const RELATION_FEATURE_COUNT = RELATION_FEATURES.length;

/** Position of r_ij's feature `feature` in a set of n tools' relations (channel-major: one n × n plane per feature). */
export function relationAt(n: number, feature: number, i: number, j: number): number {
  return (feature * n + i) * n + j;
}

/** Role classes of the encoder's role head, in order (matches ROLE_ORDER). */
export const ROLE_CLASSES = ['entry', 'bridge', 'target', 'terminal', 'none'] as const;
