import { CROSS_NAMESPACE_ID_FACTOR } from '../catalog/linkScope';
import { DEFAULT_POOL_PARAMS, PRODUCER_SHORTLIST } from '../menu/candidatePool';
import { ANNOUNCERS_PER_INPUT } from '../menu/announcements';
import { RHO_PREDECESSOR } from '../menu/startFits';
import { DISTINCT_MENTION_MIN_IDF, MENTION_GAP, REQUESTED_CAP, REQUESTED_RELEVANCE } from '../menu/stepMentions';
import { ACTION_BOOST, LIKELY_TARGETS } from '../menu/taskContext';
import { BM25_B, BM25_K1, PREFIX_WEIGHT } from '../relevance/bm25';
import { CLAUSE_TOP, MAX_CLAUSES, MIN_CLAUSE_TERMS, MIN_STEP_CLAUSE_TERMS } from '../relevance/clauseRelevance';
import { OBJECT_WORDS } from '../relevance/requestActions';
import { PREFIX_MIN_LENGTH } from '../relevance/tokenize';
import { TOOL_DOCUMENT_PARTS } from '../relevance/toolDocument';
import { ANNOUNCED_STATE_PENALTY, LINK_PENALTY } from '../state/chainSearch';
import { SATISFIED } from '../state/stateFields';
import { RHO_SMOOTHING } from '../state/transitionPrior';
import { fnv1a } from '../util/prng';

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
 * - `sp-features/3`: same_namespace is 0 on every pair of a set whose tools all share one
 *   namespace (it was 1 on every pair there: NesTools', Seal-Tools' and single-API catalogs, which
 *   the encoder now trains on, made every pair non-zero and the dumps dense).
 * - `sp-features/4`: the words of a clause that presents what the user has ("I have an audio
 *   file example.wav containing a music piece") place no step, as quoted words did not
 *   (mention, mentioned, text_order, announced and what reads them); only the request's wording
 *   announces producers, not successful runs (announced_share, announced, need, start_fit).
 * - `sp-features/5`: the candidate pool also takes the consumers of what the relevance top
 *   outputs (PoolParams.consumerSeeds, consumersPerSeed); such a tool's reason column is
 *   `pool_linked`, `pool_producer` before: a tool either field-link expansion brought in.
 * - `sp-features/6`: a producer the request names in the clause its consumer is the best match
 *   of announces nothing (announcements.ts's sameStep, over the step clauses of
 *   MIN_STEP_CLAUSE_TERMS; announced_share, announced, need, start_fit and the chains).
 * - `sp-features/7`: need and need_rev leave out an input s0 satisfies (its fit ≥ SATISFIED): an
 *   inferred field at confidence 0.8 left every producer of it 0.2 of its link (needMatrix.ts).
 */
export const FEATURE_VERSION = 'sp-features/7';

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
  'mentioned', // 1 when requested (relevance ≥ 30% of best, named by words outside user data)
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
  'pool_linked', // the backward (producers) or forward (consumers) field-link expansion
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
  'same_namespace', // 1 when i and j share a namespace, in a set of more than one namespace
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

/** Words present in more than this share of the set carry no pairwise signal and are skipped (setFeatures: redundancy, text_out_in). */
export const COMMON_WORD_SHARE = 0.1;
/** Word overlaps below this are dropped as noise (setFeatures: redundancy, text_out_in). */
export const MIN_OVERLAP = 0.1;

/**
 * Every named constant the features read, directly or through the set analysis they are made
 * from, by the module that defines it (imported, never copied: retuning one changes the
 * fingerprint). A trained model records the fingerprint of the contract it was trained on
 * (models/manifest.json → feature_fingerprint) and the runtime refuses one whose fingerprint
 * differs from this build's, as it refuses another FEATURE_VERSION.
 * - relevance (relevance, relevance_sqrt, relevance_inv_rank, mention, text_order, the pool):
 *   BM25 and its tool documents, tokenization's prefixes, clause relevance, request actions;
 * - likely targets (likely_target_weight, path_weight, roles): LIKELY_TARGETS, ACTION_BOOST;
 * - requested steps and their order (mention, mentioned, text_order, announced, need, start_fit,
 *   roles): stepMentions;
 * - announced producers (announced_share, announced, need, start_fit): announcements;
 * - start fits, s0 and ρ (start_fit, inferred_fit, rho*): SATISFIED, RHO_SMOOTHING;
 * - chains (path_weight, chain_before, roles) and links (set_supply, κ, link_max): chainSearch,
 *   linkScope;
 * - the candidate pool the pool pass reads (pool_* reasons, set_size): its default parameters;
 * - this module's own word-overlap thresholds.
 * Constants written inline in those modules (not exported) are not covered; a change to one
 * must still bump FEATURE_VERSION.
 *
 * A function, read when called: as a module-level object it would capture the values at this
 * module's evaluation, and in the app's bundle (an import cycle through the core's index) some
 * of those modules were not evaluated yet, so the browser fingerprinted `undefined`s and refused
 * a model that Node accepted.
 */
export function featureConstants() {
  return {
    'catalog/linkScope': { CROSS_NAMESPACE_ID_FACTOR },
    'encoder/featureSpec': { COMMON_WORD_SHARE, MIN_OVERLAP },
    'menu/announcements': { ANNOUNCERS_PER_INPUT },
    'menu/candidatePool': { DEFAULT_POOL_PARAMS, PRODUCER_SHORTLIST },
    'menu/startFits': { RHO_PREDECESSOR },
    'menu/stepMentions': { DISTINCT_MENTION_MIN_IDF, MENTION_GAP, REQUESTED_CAP, REQUESTED_RELEVANCE },
    'menu/taskContext': { ACTION_BOOST, LIKELY_TARGETS },
    'relevance/bm25': { BM25_B, BM25_K1, PREFIX_WEIGHT },
    'relevance/clauseRelevance': { CLAUSE_TOP, MAX_CLAUSES, MIN_CLAUSE_TERMS, MIN_STEP_CLAUSE_TERMS },
    'relevance/requestActions': { OBJECT_WORDS },
    'relevance/tokenize': { PREFIX_MIN_LENGTH },
    'relevance/toolDocument': { TOOL_DOCUMENT_PARTS },
    'state/chainSearch': { ANNOUNCED_STATE_PENALTY, LINK_PENALTY },
    'state/stateFields': { SATISFIED },
    'state/transitionPrior': { RHO_SMOOTHING },
  } as const;
}

/** What a model is trained against: the version, the features' names and order, and the constants they read. */
export interface FeatureContract {
  version: string;
  nodeFeatures: readonly string[];
  relationFeatures: readonly string[];
  constants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** This build's contract (featureConstants read now). */
export function featureContract(): FeatureContract {
  return {
    version: FEATURE_VERSION,
    nodeFeatures: NODE_FEATURES,
    relationFeatures: RELATION_FEATURES,
    constants: featureConstants(),
  };
}

/**
 * JSON with object keys sorted at every level and numbers to 12 significant digits, so the text
 * depends on the values only; refuses what JSON cannot hold.
 */
function canonicalJson(value: unknown, path: string): string {
  if (Array.isArray(value)) return `[${value.map((v, k) => canonicalJson(v, `${path}[${k}]`)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, `${path}.${k}`)}`).join(',')}}`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`feature contract: ${path} is ${value}, not a finite number`);
    // 12 significant digits: engines differ in the last bit of some Math functions (Math.log(3)
    // is 1.0986122886681096 in Node 20 and 1.0986122886681098 in Chromium), and the fingerprint
    // must be the same wherever the same constants are compiled.
    return String(Number(value.toPrecision(12)));
  }
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean' && value !== null)
    throw new Error(`feature contract: ${path} is ${String(value)} (a constant read before its module initialized?)`);
  return JSON.stringify(value);
}

/** `fnv1a:` and 8 hex digits: FNV-1a (core/util/prng) of the contract's canonical JSON. */
export function featureFingerprint(contract: FeatureContract): string {
  return `fnv1a:${fnv1a(canonicalJson(contract, '$')).toString(16).padStart(8, '0')}`;
}

let buildFingerprint: string | undefined;

/** This build's fingerprint: recorded in every training dump and model manifest, checked when a model loads. */
export function featureFingerprintOfBuild(): string {
  buildFingerprint ??= featureFingerprint(featureContract());
  return buildFingerprint;
}
