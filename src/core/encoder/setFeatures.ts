import { fieldTokens } from '../catalog/fieldNames';
import type { CatalogIndex } from '../catalog/catalogIndex';
import type { ScoringPass } from '../menu/membership';
import type { SetAnalysis } from '../menu/setAnalysis';
import { distinctMentions, REQUESTED_RELEVANCE } from '../menu/stepMentions';
import {
  COMMON_WORD_SHARE,
  MIN_OVERLAP,
  NODE_FEATURES,
  NODE_FEATURE_COUNT,
  RELATION_FEATURES,
  RELATION_FEATURE_COUNT,
} from './featureSpec';

/** Features of one analyzed set: nodes [n × NODE_FEATURE_COUNT], relations [RELATION_FEATURE_COUNT × n × n] (channel-major, relationAt). */
export interface SetFeatures {
  n: number;
  nodes: Float32Array;
  relations: Float32Array;
}

const NODE = Object.fromEntries(NODE_FEATURES.map((f, k) => [f, k])) as Record<(typeof NODE_FEATURES)[number], number>;
const REL = Object.fromEntries(RELATION_FEATURES.map((f, k) => [f, k])) as Record<
  (typeof RELATION_FEATURES)[number],
  number
>;
const ROLE_COLUMN = {
  entry: NODE.role_entry,
  bridge: NODE.role_bridge,
  target: NODE.role_target,
  terminal: NODE.role_terminal,
  none: NODE.role_none,
};
const REASON_COLUMN = {
  target: NODE.pool_target,
  producer: NODE.pool_linked,
  consumer: NODE.pool_linked,
  relevance: NODE.pool_relevance,
  entry: NODE.pool_entry,
};

/**
 * Memory a caller lends buildSetFeatures for the relations, kept between calls. The relations
 * of a pool at the cap (256 tools) take 3.7 MB; in Chromium's worker a fresh array of that size
 * comes from new pages, each faulted in on first write, and filling it took 7–16 ms there (0.3 ms
 * in reused memory; bench/browserScale.ts at 16,000 tools, encoder_passes_ms). Node's allocator
 * reuses freed memory, so the Node benchmarks never showed it.
 */
export interface FeatureScratch {
  relations?: Float32Array;
  /** Set by a user of the memory while its features are in use (encoderScorer: until the model returns). */
  lent?: boolean;
}

/**
 * Computes the encoder's input for a set (pool or menu). The only place features are made:
 * the training dump and the runtime both call this. With `scratch`, the relations are a zeroed
 * view of its memory (grown as needed) and stay valid only until the next call with it.
 */
export function buildSetFeatures(a: SetAnalysis, pass: ScoringPass, scratch?: FeatureScratch): SetFeatures {
  const n = a.tools.length;
  const nodes = new Float32Array(n * NODE_FEATURE_COUNT);
  const size = n * n * RELATION_FEATURE_COUNT;
  let relations: Float32Array;
  if (scratch) {
    const memory = scratch.relations && scratch.relations.length >= size ? scratch.relations : new Float32Array(size);
    scratch.relations = memory;
    relations = memory.subarray(0, size);
    relations.fill(0);
  } else relations = new Float32Array(size);
  fillNodes(a, pass, nodes);
  fillRelations(a, relations);
  return { n, nodes, relations };
}

const SUPPLY = 0;
const INFERRED = 1;
const ANNOUNCED = 2;
const nodeSums = new Float64Array(3);

/** out[row + col] = v, 0 for a value that is not finite. */
function put(out: Float32Array, row: number, col: number, v: number): void {
  out[row + col] = Number.isFinite(v) ? v : 0;
}

function fillNodes(a: SetAnalysis, pass: ScoringPass, out: Float32Array): void {
  const inferred = inferredSatisfaction(a);
  const targetWeight = new Map(a.ctx.targets.map((t) => [t.tool, t.weight]));
  for (let i = 0; i < a.tools.length; i++) fillNode(a, pass, out, i, inferred, targetWeight);
}

/**
 * Tool i's row of the node features. A function of its own, called per tool: with the row's
 * work inside fillNodes' loop, V8 compiled fillNodes twice, once on stack while the first large
 * set's loop ran and once more for the next call (~100–200 ms of TurboFan each).
 */
function fillNode(
  a: SetAnalysis,
  pass: ScoringPass,
  out: Float32Array,
  i: number,
  inferred: ReadonlyMap<number, number>,
  targetWeight: ReadonlyMap<number, number>,
): void {
  const { ctx } = a;
  const { index, relevance, prior } = ctx;
  const n = a.tools.length;
  const tool = a.tools[i] ?? 0;
  const t = index.tools[tool];
  const row = i * NODE_FEATURE_COUNT;
  const rel = a.relevance[i] ?? 0;
  const rank = relevance.rank[tool] ?? 0;
  const reqs = t?.requirements ?? [];
  put(out, row, NODE.relevance, rel);
  put(out, row, NODE.relevance_sqrt, Math.sqrt(rel));
  put(out, row, NODE.relevance_inv_rank, rank > 0 ? 1 / rank : 0);
  put(out, row, NODE.likely_target_weight, targetWeight.get(tool) ?? 0);
  put(out, row, NODE.chi, a.chi[i] ?? 0);
  put(out, row, NODE.start_fit, a.startFit[i] ?? 0);
  put(out, row, NODE.inputs, Math.min(2, reqs.length / 5));
  put(out, row, NODE.outputs, Math.min(2, (t?.outputs.length ?? 0) / 10));
  // Sums over the required inputs in a Float64Array: as `let` numbers they start as small
  // integers, and V8's code, compiled while no set had a fractional inferred fit or an
  // announced input, was thrown away at the first one ("not a Smi"), then compiled again.
  const sums = nodeSums.fill(0);
  for (let k = 0; k < reqs.length; k++) {
    let best = 0;
    const node = (a.suppliers.reqStart[i] ?? 0) + k;
    for (let p = a.suppliers.start[node] ?? 0, end = a.suppliers.start[node + 1] ?? 0; p < end; p++)
      best = Math.max(best, a.suppliers.strength[p] ?? 0);
    sums[SUPPLY] = (sums[SUPPLY] ?? 0) + best;
    sums[INFERRED] = (sums[INFERRED] ?? 0) + (inferred.get(reqs[k]?.fieldId ?? -1) ?? 0);
    if (a.announced.has(i * a.stride + k)) sums[ANNOUNCED] = (sums[ANNOUNCED] ?? 0) + 1;
  }
  // Shares of the required inputs (0 for a tool without any).
  const count = Math.max(1, reqs.length);
  put(out, row, NODE.set_supply, (sums[SUPPLY] ?? 0) / count);
  put(out, row, NODE.inferred_fit, (sums[INFERRED] ?? 0) / count);
  put(out, row, NODE.path_weight, a.pathWeight[i] ?? 0);
  const mention = a.mention[i] ?? NaN;
  put(out, row, NODE.mention, Number.isNaN(mention) ? -1 : mention);
  put(out, row, NODE.mentioned, Number.isNaN(mention) ? 0 : 1);
  put(out, row, NODE.announced_share, (sums[ANNOUNCED] ?? 0) / count);
  if (!prior.isEmpty) {
    let to = 0;
    let from = 0;
    for (const target of ctx.targets) {
      if (target.tool === tool) continue;
      to = Math.max(to, Math.tanh(prior.rho(tool, target.tool) / 2));
      from = Math.max(from, Math.tanh(prior.rho(target.tool, tool) / 2));
    }
    put(out, row, NODE.rho_to_targets, to);
    put(out, row, NODE.rho_from_targets, from);
  }
  const effects = t?.tool.effects ?? 'read';
  put(
    out,
    row,
    effects === 'irreversible' ? NODE.effect_irreversible : effects === 'write' ? NODE.effect_write : NODE.effect_read,
    1,
  );
  put(out, row, ROLE_COLUMN[a.roles.get(tool) ?? 'none'], 1);
  const reason = a.reasons?.get(tool);
  if (reason) put(out, row, REASON_COLUMN[reason], 1);
  let kOut = 0;
  let kIn = 0;
  for (let j = 0; j < n; j++) {
    kOut = Math.max(kOut, a.kappa[i * n + j] ?? 0);
    kIn = Math.max(kIn, a.kappa[j * n + i] ?? 0);
  }
  put(out, row, NODE.kappa_out_max, kOut);
  put(out, row, NODE.kappa_in_max, kIn);
  put(out, row, NODE.menu_pass, pass === 'menu' ? 1 : 0);
  put(out, row, NODE.set_size, n / 256);
}

/** consumer field id → the strongest satisfaction coming from inferred (not given) state fields. */
function inferredSatisfaction(a: SetAnalysis): Map<number, number> {
  const source = new Map<string, string>();
  for (const f of a.ctx.state.fields) source.set(f.name, f.source);
  const out = new Map<number, number>();
  for (const link of a.ctx.state.links) {
    if (source.get(link.state) === 'inferred' && link.strength > (out.get(link.fieldId) ?? 0))
      out.set(link.fieldId, link.strength);
  }
  return out;
}

// The loops below index `out` directly and call only module-level functions: an arrow function
// made inside them is a new closure at every call, and code V8 optimized for one closure was
// thrown away ("wrong call target") at the next set, then compiled again (~150 ms of TurboFan
// per recompile of these functions on Chromium's worker, bench/deopts.ts).
// Relations are channel-major (featureSpec.ts: relationAt): feature c of pair (i, j) is at
// c·n² + i·n + j, so each loop writes one feature's plane at `plane + i·n + j`.
function fillRelations(a: SetAnalysis, out: Float32Array): void {
  fillLinkPairs(a, out);
  fillLinkMax(a, out);
  if (!a.ctx.prior.isEmpty) fillRho(a, out);
  fillChainBefore(a, out);
  fillAnnounced(a, out);
  fillTextOrder(a, out);
  fillWordOverlaps(a, out);
}

/** Strongest single link i → j, from the per-requirement suppliers (link_max). */
function fillLinkMax(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  const plane = REL.link_max * n * n;
  const { reqStart, start, producer, strength } = a.suppliers;
  for (let j = 0; j < n; j++) {
    for (let node = reqStart[j] ?? 0; node < (reqStart[j + 1] ?? 0); node++) {
      for (let p = start[node] ?? 0, end = start[node + 1] ?? 0; p < end; p++) {
        const k = plane + (producer[p] ?? 0) * n + j;
        if ((strength[p] ?? 0) > (out[k] ?? 0)) out[k] = strength[p] ?? 0;
      }
    }
  }
}

/** Producer → consumer edges of the set's cheapest chains to its likely targets (chain_before). */
function fillChainBefore(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  for (const chain of a.chains) {
    for (const e of chain.edges) {
      const i = a.local.get(e.producer);
      const j = a.local.get(e.consumer);
      if (i !== undefined && j !== undefined) out[REL.chain_before * n * n + i * n + j] = 1;
    }
  }
}

/**
 * κ, need (both directions), same namespace and self over all n² pairs. Each part of
 * fillRelations with a loop this long is a function of its own: V8 compiles such a function on
 * stack the first time and again for the next call, and two compiles of a small function cost
 * less than two of all of fillRelations.
 */
function fillLinkPairs(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  const nn = n * n;
  const ns = a.ctx.index.namespaceOf;
  const kappa = REL.kappa * nn;
  const kappaRev = REL.kappa_rev * nn;
  const need = REL.need * nn;
  const needRev = REL.need_rev * nn;
  // same_namespace only where it tells tools apart: in a set of one namespace (NesTools' and
  // Seal-Tools' catalogs, one imported API) it would be 1 on every pair, a constant the model
  // never saw in training on generated catalogs of many APIs (sp-features/3).
  const sameNamespace = mixedNamespaces(a) ? REL.same_namespace * nn : -1;
  const selfPlane = REL.self * nn;
  for (let i = 0; i < n; i++) {
    const nsI = ns[a.tools[i] ?? 0];
    for (let j = 0; j < n; j++) {
      const p = i * n + j;
      const kij = a.kappa[p] ?? 0;
      if (kij > 0) {
        out[kappa + p] = kij;
        out[kappaRev + j * n + i] = kij;
      }
      const nij = a.need[p] ?? 0;
      if (nij > 0) {
        out[need + p] = nij;
        out[needRev + j * n + i] = nij;
      }
      if (sameNamespace >= 0 && nsI === ns[a.tools[j] ?? 0]) out[sameNamespace + p] = 1;
    }
    out[selfPlane + i * n + i] = 1;
  }
}

/** Whether the set's tools come from more than one namespace (index.namespaceOf). */
function mixedNamespaces(a: SetAnalysis): boolean {
  const ns = a.ctx.index.namespaceOf;
  const first = ns[a.tools[0] ?? 0];
  for (let i = 1; i < a.tools.length; i++) if (ns[a.tools[i] ?? 0] !== first) return true;
  return false;
}

/** Where the request names each pair of requested tools, by their distinctive words (text_order). */
function fillTextOrder(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  const plane = REL.text_order * n * n;
  const relevance = a.ctx.relevance;
  const requested: number[] = [];
  for (let i = 0; i < n; i++)
    if ((a.relevance[i] ?? 0) >= REQUESTED_RELEVANCE && !Number.isNaN(a.mention[i] ?? NaN)) requested.push(i);
  for (const i of requested) {
    for (const j of requested) {
      if (i >= j) continue;
      const [pi, pj] = distinctMentions(relevance, a.termMasks[i] ?? 0, a.termMasks[j] ?? 0);
      if (Number.isNaN(pi) || Number.isNaN(pj)) continue;
      const d = Math.max(-1, Math.min(1, pj - pi));
      out[plane + i * n + j] = d;
      out[plane + j * n + i] = -d;
    }
  }
}

/** ρ and its support between the set's tools (successful runs). */
function fillRho(a: SetAnalysis, out: Float32Array): void {
  const { prior } = a.ctx;
  const n = a.tools.length;
  const rho = REL.rho * n * n;
  const support = REL.rho_support * n * n;
  for (let i = 0; i < n; i++) {
    const tool = a.tools[i] ?? 0;
    for (const partner of prior.partnersOf(tool)) {
      const j = a.local.get(partner);
      if (j === undefined) continue;
      out[rho + i * n + j] = Math.tanh(prior.rho(tool, partner) / 2);
      out[support + i * n + j] = Math.min(1, Math.log1p(prior.count(tool, partner) + prior.count(partner, tool)) / 3);
    }
  }
}

/**
 * Inputs the request announces from an earlier step. Its own function: most requests announce
 * nothing, so V8 optimizes the loop before it has run, and the first request that announces an
 * input throws that code away; here that costs a small function's compile, not fillRelations'.
 */
function fillAnnounced(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  const plane = REL.announced * n * n;
  for (const [key, producers] of a.announced) {
    const j = Math.floor(key / a.stride);
    for (const i of producers) out[plane + i * n + j] = 1;
  }
}

/** Appends `i` to the list of `key` (inverted lists of the word overlaps). */
function pushPosting<K>(map: Map<K, number[]>, key: K, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/**
 * Redundancy and output→input word overlap through inverted lists, skipping words common in the
 * set. In small functions, each optimized on its own: as one body V8's TurboFan spent ~170 ms per
 * compile on it (twice) on a background thread during the first 16,000-tool rebuilds
 * (bench/deopts.ts), taking a core from the page and the worker.
 */
function fillWordOverlaps(a: SetAnalysis, out: Float32Array): void {
  const n = a.tools.length;
  const limit = Math.max(2, Math.ceil(COMMON_WORD_SHARE * n));
  fillRedundancy(a, out, sharedTermCounts(a, limit));
  const sizesOut = new Int32Array(n);
  const sizesIn = new Int32Array(n);
  fillTextOutIn(out, n, outInOverlaps(a, limit, sizesOut, sizesIn), sizesOut, sizesIn);
}

/** For i < j, how many index terms (in at most `limit` tools of the set) tools i and j share, at [i * n + j]. */
function sharedTermCounts(a: SetAnalysis, limit: number): Uint16Array {
  const n = a.tools.length;
  const docTerms = a.ctx.index.bm25.docTerms;
  // The inverted lists as one sorted run of keys term · n + position (a term's positions in
  // increasing order), not a map of arrays: those were the largest allocation of a request.
  let total = 0;
  for (let i = 0; i < n; i++) total += docTerms[a.tools[i] ?? 0]?.length ?? 0;
  const keys = new Float64Array(total);
  let at = 0;
  for (let i = 0; i < n; i++) for (const term of docTerms[a.tools[i] ?? 0] ?? EMPTY_TERMS) keys[at++] = term * n + i;
  keys.sort();
  const shared = new Uint16Array(n * n);
  for (let from = 0; from < total;) {
    const term = Math.floor((keys[from] ?? 0) / n);
    let to = from + 1;
    while (to < total && Math.floor((keys[to] ?? 0) / n) === term) to++;
    if (to - from <= limit) countPairs(shared, n, keys, from, to, term * n);
    from = to;
  }
  return shared;
}

/** shared[x * n + y] += 1 for each pair x < y of the positions keys[from … to) − offset. */
function countPairs(
  shared: Uint16Array,
  n: number,
  keys: Float64Array,
  from: number,
  to: number,
  offset: number,
): void {
  for (let x = from; x < to; x++) {
    const row = ((keys[x] ?? 0) - offset) * n;
    for (let y = x + 1; y < to; y++) {
      const k = row + (keys[y] ?? 0) - offset;
      shared[k] = (shared[k] ?? 0) + 1;
    }
  }
}

/** The redundancy plane: Jaccard of two tools' index terms, where at least MIN_OVERLAP, both ways. */
function fillRedundancy(a: SetAnalysis, out: Float32Array, shared: Uint16Array): void {
  const n = a.tools.length;
  const plane = REL.redundancy * n * n;
  const docTerms = a.ctx.index.bm25.docTerms;
  for (let i = 0; i < n; i++) {
    const sizeI = docTerms[a.tools[i] ?? 0]?.length ?? 0;
    for (let j = i + 1; j < n; j++) {
      const count = shared[i * n + j] ?? 0;
      if (count === 0) continue;
      const union = sizeI + (docTerms[a.tools[j] ?? 0]?.length ?? 0) - count;
      const v = union > 0 ? count / union : 0;
      // Below this, word overlap is noise; keeping the matrix sparse keeps the dumps small.
      if (v < MIN_OVERLAP) continue;
      out[plane + i * n + j] = v;
      out[plane + j * n + i] = v;
    }
  }
}

/** i's output words against j's input names and descriptions: the count of shared words at [i * n + j] (and each tool's word counts). */
function outInOverlaps(a: SetAnalysis, limit: number, sizesOut: Int32Array, sizesIn: Int32Array): Uint16Array {
  const n = a.tools.length;
  const outWords = new Map<string, number[]>();
  const inWords = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const words = toolWords(a.ctx.index, a.tools[i] ?? 0);
    sizesOut[i] = words.out.length;
    sizesIn[i] = words.in.length;
    for (const word of words.out) pushPosting(outWords, word, i);
    for (const word of words.in) pushPosting(inWords, word, i);
  }
  const overlap = new Uint16Array(n * n);
  for (const [word, producers] of outWords) {
    const consumers = inWords.get(word);
    if (consumers && producers.length <= limit && consumers.length <= limit)
      countCrossPairs(overlap, n, producers, consumers);
  }
  return overlap;
}

/** overlap[i * n + j] += 1 for each producer i and consumer j ≠ i. */
function countCrossPairs(
  overlap: Uint16Array,
  n: number,
  producers: readonly number[],
  consumers: readonly number[],
): void {
  for (const i of producers) for (const j of consumers) if (i !== j) overlap[i * n + j] = (overlap[i * n + j] ?? 0) + 1;
}

/** The output→input text plane: shared words over the union of i's output and j's input words, where at least MIN_OVERLAP. */
function fillTextOutIn(
  out: Float32Array,
  n: number,
  overlap: Uint16Array,
  sizesOut: Int32Array,
  sizesIn: Int32Array,
): void {
  const plane = REL.text_out_in * n * n;
  for (let key = 0; key < n * n; key++) {
    const count = overlap[key] ?? 0;
    if (count === 0) continue;
    const i = Math.floor(key / n);
    const j = key % n;
    const v = count / Math.max(1, (sizesOut[i] ?? 0) + (sizesIn[j] ?? 0) - count);
    if (v >= MIN_OVERLAP) out[plane + key] = v;
  }
}

const EMPTY_TERMS = new Int32Array(0);

/** A tool's distinct output words, and input names' and descriptions' words. */
interface ToolWords {
  out: readonly string[];
  in: readonly string[];
}

/** Tool words by index (an index never changes; an edited catalog gets a new one), filled as tools are met. */
const toolWordsCache = new WeakMap<CatalogIndex, (ToolWords | undefined)[]>();

function toolWords(index: CatalogIndex, tool: number): ToolWords {
  let cache = toolWordsCache.get(index);
  if (!cache) toolWordsCache.set(index, (cache = []));
  let words = cache[tool];
  if (!words) {
    const t = index.tools[tool];
    words = {
      out: [...new Set((t?.outputs ?? []).flatMap((f) => fieldTokens(f.canonical)))],
      in: [
        ...new Set(
          (t?.inputs ?? []).flatMap((f) => [...fieldTokens(f.canonical), ...wordsOf(f.spec.description ?? '')]),
        ),
      ],
    };
    cache[tool] = words;
  }
  return words;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
}
