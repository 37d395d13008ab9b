import type { CatalogIndex } from '../catalog/catalogIndex';
import { DEFAULT_MENU_RULES, type MenuRules } from './menuRules';
import { ROLE_ORDER, type MembershipOutput } from './membership';
import { redundancy } from './redundancy';
import type { SetAnalysis } from './setAnalysis';

/** Retriever terms of a selected tool, as they were when it was picked. */
export interface RetrieverTerms {
  /** M_i: membership. */
  M: number;
  /** C_i: marginal coverage. */
  C: number;
  /** D_i: redundancy with the tools already chosen. */
  D: number;
  /**
   * Past the first `top` picks: M⁺_i − M_i, what chain links (chainLinks) add to M_i
   * there; s^R then reads M⁺_i. Absent for the first `top` picks.
   */
  link?: number;
  /** s^R_i = M_i (+ link) + λ·C_i − η·D_i. */
  sR: number;
}

/** MenuParams' retriever part (a MenuParams is one). */
export interface RetrieverParams {
  budget: number;
  /** L: the picks the reranker orders; chain links raise M only past them. */
  top: number;
  lambda: number;
  eta: number;
  /** The retriever's rules (MenuRules; DEFAULT_MENU_RULES when absent). */
  rules?: Pick<MenuRules, 'demandDecay' | 'roleFill' | 'coverageCap' | 'linkFeeds' | 'linkFedBy'>;
}

/**
 * Greedy marginal coverage: each step picks the tool with the best s^R_i = M_i + λ·C_i − η·D_i.
 * C_i sums, over the open demands (required fields of the likely targets and of chosen tools
 * that neither s0 nor a chosen tool provides yet), demand weight × the strength with which i
 * supplies it, plus a bonus for a missing role (rules.roleFill × M_i × the role's probability), capped at
 * rules.coverageCap; D_i = max over chosen j of redundancy(i, j)².
 * A likely target demands its inputs with its relevance weight × M_t: a target the scorer
 * holds off the path (a distractor vendor's look-alike) pulls little of its own chain in.
 * A chosen tool demands its own inputs with weight ν_i = max(its target weight, its path
 * weight, rules.demandDecay × the strongest demand it filled): demands follow the path back to s0
 * instead of spreading from every tool picked for its relevance.
 * Past the first `top` picks (the slots the reranker orders) M_i is M⁺_i (chainLinks):
 * the rest of the menu goes to the other steps of the chains the likely tools are on.
 * Returns local indices in pick order with their terms, and the chain links when they acted.
 */
export function retrieveGreedy(
  a: SetAnalysis,
  out: MembershipOutput,
  params: RetrieverParams,
  options: { lazyRedundancy?: boolean } = {},
): { picked: number[]; terms: RetrieverTerms[]; links?: ChainLinks } {
  const index: CatalogIndex = a.ctx.index;
  const n = a.tools.length;
  const chosen = new Uint8Array(n);
  const dMax = new Float32Array(n);
  // Demand weight of each requirement (consumer local j, requirement k): 0 when not demanded.
  const demand = new Map<number, number>();
  const covered = new Map<number, number>();
  let stride = 1;
  for (const t of a.tools) stride = Math.max(stride, index.tools[t]?.requirements.length ?? 0);
  const open: OpenDemands = { a, chosen, demand, covered, stride };
  const targetWeight = new Float32Array(n);
  for (const t of a.targets) {
    const l = a.local.get(t.tool) ?? 0;
    const tw = t.weight * (out.membership[l] ?? 0);
    targetWeight[l] = Math.max(targetWeight[l] ?? 0, tw);
    openDemandsOf(open, l, tw);
  }
  // Which of FILLED_ROLES the menu has.
  const rolesPresent = new Uint8Array(FILLED_ROLES.length);
  const picked: number[] = [];
  const terms: RetrieverTerms[] = [];
  const coverage = new Float32Array(n);
  // dMax[i] covers the first upTo[i] picks. D only grows as tools are picked, so with η ≥ 0 a
  // candidate whose score with its partial D is no better than the best so far cannot win, and
  // its redundancy with the newer picks is left uncomputed (most candidates at most steps:
  // redundancy compares two term lists, and a 256-tool pool × 32 steps made it the retriever's
  // main cost). Ties keep the first, as before, so the picks are the same (the test compares
  // both ways; `lazyRedundancy: false` computes every candidate's D at every step).
  const upTo = new Int32Array(n);
  const lazy = params.eta >= 0 && options.lazyRedundancy !== false;
  const rules = params.rules ?? DEFAULT_MENU_RULES;
  const links = params.budget > params.top && chainLinksOn(rules) ? chainLinks(a, out.membership, rules) : undefined;
  const linked = links?.membership;

  const greedy: Greedy = { a, out, params, rules, open, coverage, dMax, upTo, lazy, rolesPresent, picked, linked };
  for (let step = 0; step < Math.min(params.budget, n); step++) {
    openCoverage(open, coverage);
    const pick = bestCandidate(greedy);
    if (!pick) break;
    const best = pick.tool;
    chosen[best] = 1;
    picked.push(best);
    terms.push(pick.terms);
    const roleIdx = argmax(out.roles, best * ROLE_ORDER.length, ROLE_ORDER.length);
    const filled = FILLED_ROLES.indexOf(ROLE_ORDER[roleIdx] as (typeof FILLED_ROLES)[number]);
    if (filled >= 0) rolesPresent[filled] = 1;
    // The pick covers what it supplies and opens its own unmet requirements.
    const nu = coverBy(open, best, Math.max(targetWeight[best] ?? 0, a.pathWeight[best] ?? 0), rules.demandDecay);
    if (nu > 0) openDemandsOf(open, best, nu);
  }
  return links ? { picked, terms, links } : { picked, terms };
}

/**
 * One greedy step's state. The step's three loops (coverage, the candidates, the pick's cover)
 * are functions of their own: as one function, V8 compiled the greedy twice with TurboFan (on
 * stack, then whole) while a 16,000-tool catalog's menus rebuilt, 290–430 ms of a background
 * thread on the two cores the page needs; its parts now take ~100 ms (bench/deopts.ts).
 */
interface Greedy {
  a: SetAnalysis;
  out: MembershipOutput;
  params: RetrieverParams;
  rules: NonNullable<RetrieverParams['rules']>;
  open: OpenDemands;
  coverage: Float32Array;
  dMax: Float32Array;
  upTo: Int32Array;
  lazy: boolean;
  rolesPresent: Uint8Array;
  picked: number[];
  /** M⁺ (chainLinks), read past the first params.top picks; absent when the menu is no longer. */
  linked: Float32Array | undefined;
}

/** coverage[i]: Σ over open demands of their unmet weight × the strength with which i supplies them. */
function openCoverage(o: OpenDemands, coverage: Float32Array): void {
  const { a, demand, covered, stride } = o;
  coverage.fill(0);
  // forEach, not for…of over the entries: that made a [key, w] array per entry at each of the
  // greedy's steps (bench/allocations.ts).
  demand.forEach((w, key) => {
    const j = Math.floor(key / stride);
    const k = key % stride;
    const gap = w * (1 - (covered.get(key) ?? 0));
    if (gap <= 0) return;
    const { start, producer, strength } = a.suppliers;
    const node = (a.suppliers.reqStart[j] ?? 0) + k;
    for (let p = start[node] ?? 0, end = start[node + 1] ?? 0; p < end; p++) {
      const i = producer[p] ?? 0;
      coverage[i] = (coverage[i] ?? 0) + gap * (strength[p] ?? 0);
    }
  });
}

/** The unchosen tool with the best s^R (the first on ties), or undefined when none is left. */
function bestCandidate(g: Greedy): { tool: number; terms: RetrieverTerms } | undefined {
  const { a, out, params, rules, open, coverage, dMax, upTo, lazy, rolesPresent, picked } = g;
  const index = a.ctx.index;
  const n = a.tools.length;
  const linked = picked.length >= params.top ? g.linked : undefined;
  let best = -1;
  let bestScore = -Infinity;
  let bestTerms: RetrieverTerms | undefined;
  for (let i = 0; i < n; i++) {
    if (open.chosen[i]) continue;
    let roleFill = 0;
    for (let r = 0; r < FILLED_ROLE_COLUMNS.length; r++) {
      if (!rolesPresent[r]) roleFill += out.roles[i * ROLE_ORDER.length + (FILLED_ROLE_COLUMNS[r] ?? 0)] ?? 0;
    }
    const M0 = out.membership[i] ?? 0;
    const M = linked ? (linked[i] ?? 0) : M0;
    const C = Math.min(rules.coverageCap, (coverage[i] ?? 0) + rules.roleFill * roleFill * M);
    if (lazy && M + params.lambda * C - params.eta * (dMax[i] ?? 0) ** 2 <= bestScore) continue;
    if ((upTo[i] ?? 0) < picked.length) {
      dMax[i] = maxRedundancy(index, a.tools, i, picked, upTo[i] ?? 0, dMax[i] ?? 0);
      upTo[i] = picked.length;
    }
    const D = (dMax[i] ?? 0) ** 2;
    const sR = M + params.lambda * C - params.eta * D;
    if (sR > bestScore) {
      best = i;
      bestScore = sR;
      bestTerms = linked ? { M: M0, link: M - M0, C, D, sR } : { M, C, D, sR };
    }
  }
  return best < 0 || !bestTerms ? undefined : { tool: best, terms: bestTerms };
}

/**
 * Marks the open demands `best` supplies as covered at its strength and returns ν_best: `nu`
 * raised to `decay` (rules.demandDecay) × the strongest demand it filled.
 */
function coverBy(o: OpenDemands, best: number, nu: number, decay: number): number {
  const { a, demand, covered, stride } = o;
  let most = nu;
  demand.forEach((w, key) => {
    const j = Math.floor(key / stride);
    const k = key % stride;
    const node = (a.suppliers.reqStart[j] ?? 0) + k;
    for (let p = a.suppliers.start[node] ?? 0, end = a.suppliers.start[node + 1] ?? 0; p < end; p++) {
      if (a.suppliers.producer[p] !== best) continue;
      const s = a.suppliers.strength[p] ?? 0;
      most = Math.max(most, decay * w * s * (1 - (covered.get(key) ?? 0)));
      if (s > (covered.get(key) ?? 0)) covered.set(key, s);
    }
  });
  return most;
}

/** Whether chain links act (either weight above 0). */
export const chainLinksOn = (rules: Pick<MenuRules, 'linkFeeds' | 'linkFedBy'>): boolean =>
  rules.linkFeeds > 0 || rules.linkFedBy > 0;

/** M is clamped to [LOGIT_EDGE, 1 − LOGIT_EDGE] before its log-odds are taken (an encoder may give 0 or 1). */
const LOGIT_EDGE = 1e-6;

/** Chain links of a set (chainLinks): M⁺, and per tool the likely tool whose link raised it most. */
export interface ChainLinks {
  /** M⁺_i (M_i where no link raises it). */
  membership: Float32Array;
  /** The local index of the tool behind the larger of i's two terms; −1 where neither adds. */
  partner: Int32Array;
  /** 1 where that term is linkFeeds' (i makes an input the partner needs), 0 where linkFedBy's (the partner's output feeds i). */
  makes: Uint8Array;
}

/**
 * Chain links: M⁺_i = σ(logit M_i + linkFeeds · max_j need_ij · M_j + linkFedBy · max_j κ_ji · M_j),
 * over the set's other tools j. The first term: i produces an input that a likely tool j still
 * needs (need: κ over what s0 does not supply); the second: a likely tool's output feeds i, the
 * chain goes on from it. Membership features read the same links weighed by relevance
 * (membershipFeatures' feeds and fedBy), which a later step the request names in few words
 * lacks: NesTools' "… then carry out the planned sequence" puts `execute_robot_mission`
 * (relevance 15th, fed by the likely `plan_robot_mission`) 48th by M. Scorer-agnostic: it reads
 * M only. Both weights 0: M⁺ = M.
 */
export function chainLinks(
  a: SetAnalysis,
  membership: Float32Array,
  rules: Pick<MenuRules, 'linkFeeds' | 'linkFedBy'>,
): ChainLinks {
  const n = a.tools.length;
  const out: ChainLinks = {
    membership: Float32Array.from(membership.subarray(0, n)),
    partner: new Int32Array(n).fill(-1),
    makes: new Uint8Array(n),
  };
  if (!chainLinksOn(rules)) return out;
  for (let i = 0; i < n; i++) {
    let feeds = 0;
    let fedBy = 0;
    let feedsFrom = -1;
    let fedFrom = -1;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const mj = membership[j] ?? 0;
      const f = (a.need[i * n + j] ?? 0) * mj;
      if (f > feeds) {
        feeds = f;
        feedsFrom = j;
      }
      const b = (a.kappa[j * n + i] ?? 0) * mj;
      if (b > fedBy) {
        fedBy = b;
        fedFrom = j;
      }
    }
    const m = Math.min(1 - LOGIT_EDGE, Math.max(LOGIT_EDGE, membership[i] ?? 0));
    const viaFeeds = rules.linkFeeds * feeds;
    const viaFedBy = rules.linkFedBy * fedBy;
    out.membership[i] = 1 / (1 + Math.exp(-(Math.log(m / (1 - m)) + viaFeeds + viaFedBy)));
    if (viaFeeds > 0 || viaFedBy > 0) {
      out.partner[i] = viaFeeds >= viaFedBy ? feedsFrom : fedFrom;
      out.makes[i] = viaFeeds >= viaFedBy ? 1 : 0;
    }
  }
  return out;
}

/** The roles whose absence from the menu C_i rewards filling, and their columns in MembershipOutput.roles. */
const FILLED_ROLES = ['entry', 'bridge', 'target'] as const;
const FILLED_ROLE_COLUMNS = FILLED_ROLES.map((role) => ROLE_ORDER.indexOf(role));

/** max(current, redundancy of local tool i with each of picked[from…]). */
function maxRedundancy(
  index: CatalogIndex,
  tools: readonly number[],
  i: number,
  picked: readonly number[],
  from: number,
  current: number,
): number {
  let most = current;
  const tool = tools[i] ?? 0;
  for (let k = from; k < picked.length; k++) {
    const r = redundancy(index, tool, tools[picked[k] ?? 0] ?? 0);
    if (r > most) most = r;
  }
  return most;
}

/** What openDemandsOf reads and updates. */
interface OpenDemands {
  a: SetAnalysis;
  chosen: Uint8Array;
  /** Demand weight per requirement key (consumer local j × stride + requirement k). */
  demand: Map<number, number>;
  /** Best strength supplied per requirement key (s0 or a chosen tool). */
  covered: Map<number, number>;
  stride: number;
}

/**
 * Opens consumer j's requirements that s0 and the chosen tools leave unmet, at `weight`. A
 * module function, not a closure of retrieveGreedy: V8 optimized the greedy for the closure of
 * one call and threw that code away at the next ("wrong call target").
 */
function openDemandsOf(o: OpenDemands, j: number, weight: number): void {
  const { a, chosen, demand, covered, stride } = o;
  const reqs = a.ctx.index.tools[a.tools[j] ?? 0]?.requirements ?? [];
  const sat = a.ctx.state.sat;
  for (let k = 0; k < reqs.length; k++) {
    const key = j * stride + k;
    let have = sat[reqs[k]?.fieldId ?? -1] ?? 0;
    const node = (a.suppliers.reqStart[j] ?? 0) + k;
    for (let p = a.suppliers.start[node] ?? 0, end = a.suppliers.start[node + 1] ?? 0; p < end; p++) {
      if (chosen[a.suppliers.producer[p] ?? 0]) have = Math.max(have, a.suppliers.strength[p] ?? 0);
    }
    covered.set(key, have);
    if (have < 0.99) demand.set(key, Math.max(demand.get(key) ?? 0, weight));
  }
}

function argmax(values: Float32Array, offset: number, length: number): number {
  let best = 0;
  for (let k = 1; k < length; k++) if ((values[offset + k] ?? 0) > (values[offset + best] ?? 0)) best = k;
  return best;
}
