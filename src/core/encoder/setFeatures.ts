import { fieldTokens } from '../catalog/fieldNames';
import type { CatalogIndex } from '../catalog/catalogIndex';
import type { ScoringPass } from '../menu/membership';
import { REQUESTED_RELEVANCE, type SetAnalysis } from '../menu/setAnalysis';
import { distinctMentions } from '../relevance/rankByRelevance';
import { NODE_FEATURES, NODE_FEATURE_COUNT, RELATION_FEATURES, RELATION_FEATURE_COUNT } from './featureSpec';

/** Features of one analyzed set: nodes [n × NODE_FEATURE_COUNT], relations [n × n × RELATION_FEATURE_COUNT]. */
export interface SetFeatures {
  n: number;
  nodes: Float32Array;
  relations: Float32Array;
}

const NODE = Object.fromEntries(NODE_FEATURES.map((f, k) => [f, k])) as Record<(typeof NODE_FEATURES)[number], number>;
const REL = Object.fromEntries(RELATION_FEATURES.map((f, k) => [f, k])) as Record<(typeof RELATION_FEATURES)[number], number>;
const ROLE_COLUMN = { entry: NODE.role_entry, bridge: NODE.role_bridge, target: NODE.role_target, terminal: NODE.role_terminal, none: NODE.role_none };
const REASON_COLUMN = { target: NODE.pool_target, producer: NODE.pool_producer, relevance: NODE.pool_relevance, entry: NODE.pool_entry };

/** Words present in more than this share of the set carry no pairwise signal and are skipped. */
const COMMON_WORD_SHARE = 0.1;
/** Word overlaps below this are dropped (noise). */
const MIN_OVERLAP = 0.1;

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

function fillNodes(a: SetAnalysis, pass: ScoringPass, out: Float32Array): void {
  const { ctx } = a;
  const { index, relevance, prior } = ctx;
  const n = a.tools.length;
  const inferred = inferredSatisfaction(a);
  const targetWeight = new Map(ctx.targets.map((t) => [t.tool, t.weight]));
  for (let i = 0; i < n; i++) {
    const tool = a.tools[i] ?? 0;
    const t = index.tools[tool];
    const row = i * NODE_FEATURE_COUNT;
    const set = (col: number, v: number): void => {
      out[row + col] = Number.isFinite(v) ? v : 0;
    };
    const rel = a.relevance[i] ?? 0;
    const rank = relevance.rank[tool] ?? 0;
    const reqs = t?.requirements ?? [];
    set(NODE.relevance, rel);
    set(NODE.relevance_sqrt, Math.sqrt(rel));
    set(NODE.relevance_inv_rank, rank > 0 ? 1 / rank : 0);
    set(NODE.likely_target_weight, targetWeight.get(tool) ?? 0);
    set(NODE.chi, a.chi[i] ?? 0);
    set(NODE.start_fit, a.startFit[i] ?? 0);
    set(NODE.inputs, Math.min(2, reqs.length / 5));
    set(NODE.outputs, Math.min(2, (t?.outputs.length ?? 0) / 10));
    let supply = 0;
    let inferredFit = 0;
    let announced = 0;
    reqs.forEach((r, k) => {
      supply += (a.suppliers[i]?.[k] ?? []).reduce((m, s) => Math.max(m, s.strength), 0);
      inferredFit += inferred.get(r.fieldId) ?? 0;
      if (a.announced.has(i * a.stride + k)) announced++;
    });
    const share = (x: number): number => (reqs.length === 0 ? 0 : x / reqs.length);
    set(NODE.set_supply, share(supply));
    set(NODE.inferred_fit, share(inferredFit));
    set(NODE.path_weight, a.pathWeight[i] ?? 0);
    const mention = a.mention[i] ?? NaN;
    set(NODE.mention, Number.isNaN(mention) ? -1 : mention);
    set(NODE.mentioned, Number.isNaN(mention) ? 0 : 1);
    set(NODE.announced_share, share(announced));
    if (!prior.isEmpty) {
      let to = 0;
      let from = 0;
      for (const target of ctx.targets) {
        if (target.tool === tool) continue;
        to = Math.max(to, Math.tanh(prior.rho(tool, target.tool) / 2));
        from = Math.max(from, Math.tanh(prior.rho(target.tool, tool) / 2));
      }
      set(NODE.rho_to_targets, to);
      set(NODE.rho_from_targets, from);
    }
    const effects = t?.tool.effects ?? 'read';
    set(effects === 'irreversible' ? NODE.effect_irreversible : effects === 'write' ? NODE.effect_write : NODE.effect_read, 1);
    set(ROLE_COLUMN[a.roles.get(tool) ?? 'none'], 1);
    const reason = a.reasons?.get(tool);
    if (reason) set(REASON_COLUMN[reason], 1);
    let kOut = 0;
    let kIn = 0;
    for (let j = 0; j < n; j++) {
      kOut = Math.max(kOut, a.kappa[i * n + j] ?? 0);
      kIn = Math.max(kIn, a.kappa[j * n + i] ?? 0);
    }
    set(NODE.kappa_out_max, kOut);
    set(NODE.kappa_in_max, kIn);
    set(NODE.menu_pass, pass === 'menu' ? 1 : 0);
    set(NODE.set_size, n / 256);
  }
}

/** consumer field id → the strongest satisfaction coming from inferred (not given) state fields. */
function inferredSatisfaction(a: SetAnalysis): Map<number, number> {
  const source = new Map(a.ctx.state.fields.map((f) => [f.name, f.source]));
  const out = new Map<number, number>();
  for (const link of a.ctx.state.links) {
    if (source.get(link.state) === 'inferred' && link.strength > (out.get(link.fieldId) ?? 0)) out.set(link.fieldId, link.strength);
  }
  return out;
}

function fillRelations(a: SetAnalysis, out: Float32Array): void {
  const { index, prior, relevance } = a.ctx;
  const n = a.tools.length;
  const R = RELATION_FEATURE_COUNT;
  const at = (i: number, j: number, col: number): number => (i * n + j) * R + col;
  const ns = index.namespaceOf;
  for (let i = 0; i < n; i++) {
    const nsI = ns[a.tools[i] ?? 0];
    for (let j = 0; j < n; j++) {
      const p = i * n + j;
      const kij = a.kappa[p] ?? 0;
      if (kij > 0) {
        out[p * R + REL.kappa] = kij;
        out[(j * n + i) * R + REL.kappa_rev] = kij;
      }
      const nij = a.need[p] ?? 0;
      if (nij > 0) {
        out[p * R + REL.need] = nij;
        out[(j * n + i) * R + REL.need_rev] = nij;
      }
      if (nsI === ns[a.tools[j] ?? 0]) out[p * R + REL.same_namespace] = 1;
    }
    out[(i * n + i) * R + REL.self] = 1;
  }
  // Strongest single link i → j, from the per-requirement suppliers.
  a.suppliers.forEach((perReq, j) => {
    for (const list of perReq) for (const s of list) {
      const k = at(s.producer, j, REL.link_max);
      if (s.strength > (out[k] ?? 0)) out[k] = s.strength;
    }
  });
  if (!prior.isEmpty) {
    for (let i = 0; i < n; i++) {
      const tool = a.tools[i] ?? 0;
      for (const partner of prior.partnersOf(tool)) {
        const j = a.local.get(partner);
        if (j === undefined) continue;
        out[at(i, j, REL.rho)] = Math.tanh(prior.rho(tool, partner) / 2);
        out[at(i, j, REL.rho_support)] = Math.min(1, Math.log1p(prior.count(tool, partner) + prior.count(partner, tool)) / 3);
      }
    }
  }
  for (const chain of a.chains) {
    for (const e of chain.edges) {
      const i = a.local.get(e.producer);
      const j = a.local.get(e.consumer);
      if (i !== undefined && j !== undefined) out[at(i, j, REL.chain_before)] = 1;
    }
  }
  for (const [key, producers] of a.announced) {
    const j = Math.floor(key / a.stride);
    for (const i of producers) out[at(i, j, REL.announced)] = 1;
  }
  const requested: number[] = [];
  for (let i = 0; i < n; i++) if ((a.relevance[i] ?? 0) >= REQUESTED_RELEVANCE && !Number.isNaN(a.mention[i] ?? NaN)) requested.push(i);
  for (const i of requested) {
    for (const j of requested) {
      if (i >= j) continue;
      const [pi, pj] = distinctMentions(relevance, a.termMasks[i] ?? 0, a.termMasks[j] ?? 0);
      if (Number.isNaN(pi) || Number.isNaN(pj)) continue;
      const d = Math.max(-1, Math.min(1, pj - pi));
      out[at(i, j, REL.text_order)] = d;
      out[at(j, i, REL.text_order)] = -d;
    }
  }
  fillWordOverlaps(a, out);
}

/** Redundancy and output→input word overlap through inverted lists, skipping words common in the set. */
function fillWordOverlaps(a: SetAnalysis, out: Float32Array): void {
  const index: CatalogIndex = a.ctx.index;
  const n = a.tools.length;
  const R = RELATION_FEATURE_COUNT;
  const limit = Math.max(2, Math.ceil(COMMON_WORD_SHARE * n));
  const docTerms = a.tools.map((t) => index.bm25.docTerms[t] ?? new Int32Array(0));
  const postings = new Map<number | string, number[]>();
  const push = (map: Map<number | string, number[]>, key: number | string, i: number): void => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  docTerms.forEach((terms, i) => terms.forEach((term) => push(postings, term, i)));
  const shared = new Uint16Array(n * n);
  for (const list of postings.values()) {
    if (list.length > limit) continue;
    for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) { const k = (list[x] ?? 0) * n + (list[y] ?? 0); shared[k] = (shared[k] ?? 0) + 1; }
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const count = shared[i * n + j] ?? 0;
      if (count === 0) continue;
      const union = (docTerms[i]?.length ?? 0) + (docTerms[j]?.length ?? 0) - count;
      const v = union > 0 ? count / union : 0;
      // Below this, word overlap is noise; keeping the matrix sparse keeps the dumps small.
      if (v < MIN_OVERLAP) continue;
      out[(i * n + j) * R + REL.redundancy] = v;
      out[(j * n + i) * R + REL.redundancy] = v;
    }
  }
  // i's output words against j's input names and descriptions.
  const outWords = new Map<number | string, number[]>();
  const inWords = new Map<number | string, number[]>();
  const sizesOut = new Int32Array(n);
  const sizesIn = new Int32Array(n);
  a.tools.forEach((tool, i) => {
    const words = toolWords(index, tool);
    sizesOut[i] = words.out.length;
    sizesIn[i] = words.in.length;
    for (const word of words.out) push(outWords, word, i);
    for (const word of words.in) push(inWords, word, i);
  });
  const overlap = new Uint16Array(n * n);
  for (const [word, producers] of outWords) {
    const consumers = inWords.get(word);
    if (!consumers || producers.length > limit || consumers.length > limit) continue;
    for (const i of producers) for (const j of consumers) if (i !== j) overlap[i * n + j] = (overlap[i * n + j] ?? 0) + 1;
  }
  for (let key = 0; key < n * n; key++) {
    const count = overlap[key] ?? 0;
    if (count === 0) continue;
    const i = Math.floor(key / n);
    const j = key % n;
    const v = count / Math.max(1, (sizesOut[i] ?? 0) + (sizesIn[j] ?? 0) - count);
    if (v >= MIN_OVERLAP) out[key * R + REL.text_out_in] = v;
  }
}

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
      in: [...new Set((t?.inputs ?? []).flatMap((f) => [...fieldTokens(f.canonical), ...wordsOf(f.spec.description ?? '')]))],
    };
    cache[tool] = words;
  }
  return words;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
}
