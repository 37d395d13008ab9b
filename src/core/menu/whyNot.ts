import { supplyStrength, stateFit } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import { matchedTerms } from '../relevance/rankByRelevance';
import type { MenuPair } from './buildMenus';
import { forwardSeedOf, type PoolReason } from './candidatePool';
import {
  explainDisplacement,
  poolPassOf,
  type Displacement,
  type PoolPass,
  type RetrieverContributions,
} from './displacement';
import type { MembershipScorer } from './membership';
import { FITTED_MEMBERSHIP } from './membershipFeatures';
import type { MenuParams } from './params';
import { redundancy } from './redundancy';
import { retrieveGreedy } from './retriever';
import type { MenuStageCache } from './stageCache';
import { structuralScorer } from './structuralScorer';

/** Why a tool is not in the candidate pool, one reason each (several may hold). */
export type PoolMiss =
  /** Its relevance rank is past the pool's relevance top (or no word of the request matched it). */
  | { kind: 'below-relevance-top'; relevanceRank: number; relevanceTop: number }
  /** It is not one of the likely targets (the top relevance tools). */
  | { kind: 'not-a-target' }
  /**
   * It produces fields that tools in the pool need, but the backward expansion from the targets
   * kept other producers (`producersPerField` per field, by relevance + χ + link strength).
   */
  | { kind: 'other-producers'; fields: { field: string; consumer: string }[]; producersPerField: number }
  /** Nothing in the pool needs what it produces (or it produces nothing). */
  | { kind: 'feeds-nothing' }
  /**
   * It requires what a top relevance tool outputs (`field` from `seed`), but the forward expansion
   * kept `consumersPerSeed` better-ranked consumers (or an earlier seed considered it).
   */
  | { kind: 'other-consumers'; seed: string; field: string; consumersPerSeed: number }
  /** s0 could call it, but the pool's entries went to better-ranked tools. */
  | { kind: 'entry-cut'; entryCount: number }
  /** The pool was full before its turn came. */
  | { kind: 'pool-full'; poolCap: number };

/** Who produces one required input of the tool. */
export interface InputProducers {
  field: string;
  /** s0 already satisfies it. */
  inState: boolean;
  /** Producers in the catalog (all of them). */
  count: number;
  /** The best few: those on the State-Path menu first, then the relevance menu, then by relevance rank. */
  producers: {
    tool: number;
    toolId: string;
    relevanceRank: number;
    statePathRank?: number;
    relevanceMenuRank?: number;
  }[];
}

/** The last tool the greedy retriever admitted to the State-Path menu, and its s^R terms then. */
export interface LastAdmitted {
  tool: number;
  toolId: string;
  /** Its rank on the (reranked) State-Path menu. */
  rank: number;
  terms: RetrieverContributions;
}

/** Everything about one tool's place (or absence) for one task's menus. */
export interface ToolExplanation {
  tool: number;
  toolId: string;
  relevance: { rank: number; score: number; matched: string[]; ranked: number };
  /** 1-based rank among the likely targets, with its weight; absent when it is not one. */
  target?: { rank: number; weight: number; chosen: boolean };
  relevanceMenuRank?: number;
  statePathRank?: number;
  /** Why it entered the candidate pool, or why not. */
  pool: { inPool: true; reason: PoolReason; size: number } | { inPool: false; misses: PoolMiss[]; size: number };
  /** Its s^R terms: on the State-Path menu as picked, else at the last admitted tool's step (λC undefined: not recomputed). */
  terms?: RetrieverContributions;
  lastAdmitted?: LastAdmitted;
  /** displacement.ts's reading, for a relevance top-K tool missing from State-Path. */
  displacement?: Displacement;
  inputs: InputProducers[];
}

/** Producers listed per required input. */
export const PRODUCERS_SHOWN = 5;

/**
 * Where one tool stands for a built pair: its relevance rank and matched words, whether it is a
 * likely target, on either menu, in the candidate pool (or why not), its s^R = M + λC − ηD against
 * the last tool the greedy retriever admitted, the producers of each required input, and for a
 * relevance top-K tool that State-Path left out, displacement.ts's explanation (who took its place).
 * Per tool, on demand: one replay of the retriever over the pool pass (the stage cache's).
 */
export function explainToolWith(
  pair: MenuPair,
  pass: PoolPass,
  params: MenuParams,
  tool: number,
  modelIsScorer = true,
): ToolExplanation {
  const ctx = pair.context;
  const { index, relevance } = ctx;
  const toolId = index.tools[tool]?.tool.id ?? '';
  const spRank = new Map(pair.statePath.slots.map((s) => [s.tool, s.rank]));
  const relRank = new Map(pair.relevance.slots.map((s) => [s.tool, s.rank]));
  const out: ToolExplanation = {
    tool,
    toolId,
    relevance: {
      rank: relevance.rank[tool] ?? 0,
      score: relevance.scores[tool] ?? 0,
      matched: matchedTerms(index, relevance, tool),
      ranked: relevance.order.length,
    },
    pool: { inPool: false, misses: [], size: pair.pool.tools.length },
    inputs: inputProducers(pair, tool, spRank, relRank),
  };
  const targetAt = ctx.targets.findIndex((t) => t.tool === tool);
  if (targetAt >= 0)
    out.target = { rank: targetAt + 1, weight: ctx.targets[targetAt]?.weight ?? 0, chosen: ctx.chosenTarget === tool };
  const r = relRank.get(tool);
  if (r !== undefined) out.relevanceMenuRank = r;
  const s = spRank.get(tool);
  if (s !== undefined) out.statePathRank = s;

  const reason = pair.pool.reasons.get(tool);
  out.pool =
    reason === undefined
      ? { inPool: false, misses: poolMisses(pair, params, tool), size: pair.pool.tools.length }
      : { inPool: true, reason, size: pair.pool.tools.length };

  const { analysis, output } = pass;
  const retrieved = retrieveGreedy(analysis, output, params);
  const picks = retrieved.picked.map((l) => analysis.tools[l] ?? -1);
  const last = picks.length - 1;
  const lastTerms = retrieved.terms[last];
  if (last >= 0 && lastTerms) {
    const lastTool = picks[last] ?? -1;
    out.lastAdmitted = {
      tool: lastTool,
      toolId: index.tools[lastTool]?.tool.id ?? '',
      rank: spRank.get(lastTool) ?? 0,
      terms: {
        M: lastTerms.M,
        ...(lastTerms.link === undefined ? {} : { link: lastTerms.link }),
        lambdaC: params.lambda * lastTerms.C,
        etaD: -params.eta * lastTerms.D,
        sR: lastTerms.sR,
      },
    };
  }
  const step = picks.indexOf(tool);
  const picked = step >= 0 ? retrieved.terms[step] : undefined;
  const local = analysis.local.get(tool);
  if (picked) {
    out.terms = {
      M: picked.M,
      ...(picked.link === undefined ? {} : { link: picked.link }),
      lambdaC: params.lambda * picked.C,
      etaD: -params.eta * picked.D,
      sR: picked.sR,
    };
  } else if (local !== undefined) {
    // At the last admitted tool's step: D against the tools picked before it.
    let most = 0;
    for (let k = 0; k < last; k++) most = Math.max(most, redundancy(index, tool, picks[k] ?? -1));
    const M = output.membership[local] ?? 0;
    // Past the first L picks, M⁺ as the retriever read it there.
    const linked = last >= params.top ? retrieved.links?.membership : undefined;
    const link = linked ? (linked[local] ?? M) - M : undefined;
    const etaD = -params.eta * most * most;
    const lambdaC = params.lambda === 0 ? 0 : undefined;
    out.terms = {
      M,
      ...(link === undefined ? {} : { link }),
      lambdaC,
      etaD,
      sR: M + (link ?? 0) + (lambdaC ?? 0) + etaD,
    };
  }
  if (r !== undefined && s === undefined) {
    const d = explainDisplacement(pair, pass, params, FITTED_MEMBERSHIP, modelIsScorer).find((x) => x.tool === tool);
    if (d) out.displacement = d;
  }
  return out;
}

/** explainToolWith for a pair built with `scorer`: the pool pass from the stage cache (poolPassOf). */
export async function explainTool(
  pair: MenuPair,
  scorer: MembershipScorer,
  params: MenuParams,
  tool: number,
  stages?: MenuStageCache,
): Promise<ToolExplanation> {
  const pass = await poolPassOf(pair, scorer, params, stages);
  return explainToolWith(pair, pass, params, tool, scorer === structuralScorer);
}

/** Why a tool is not in the pool: each of candidatePool.ts's ways in that it missed. */
function poolMisses(pair: MenuPair, params: MenuParams, tool: number): PoolMiss[] {
  const ctx = pair.context;
  const { index, state } = ctx;
  const p = params.pool;
  const misses: PoolMiss[] = [];
  const rank = ctx.relevance.rank[tool] ?? 0;
  if (rank === 0 || rank > p.relevanceTop)
    misses.push({ kind: 'below-relevance-top', relevanceRank: rank, relevanceTop: p.relevanceTop });
  misses.push({ kind: 'not-a-target' });
  const producer = index.tools[tool];
  const fields: { field: string; consumer: string }[] = [];
  if (producer) {
    for (const c of pair.pool.tools) {
      const consumer = index.tools[c];
      if (!consumer || c === tool) continue;
      for (const r of consumer.requirements) {
        if ((state.sat[r.fieldId] ?? 0) >= 0.99) continue;
        if (supplyStrength(index, producer, consumer, r) <= 0) continue;
        const field = index.vocab.names[r.fieldId] ?? '?';
        if (!fields.some((f) => f.field === field)) fields.push({ field, consumer: consumer.tool.id });
      }
    }
  }
  misses.push(
    fields.length > 0
      ? { kind: 'other-producers', fields: fields.slice(0, 4), producersPerField: p.producersPerField }
      : { kind: 'feeds-nothing' },
  );
  const fed = forwardSeedOf(ctx, p, tool);
  if (fed)
    misses.push({
      kind: 'other-consumers',
      seed: index.tools[fed.seed]?.tool.id ?? '?',
      field: index.vocab.names[fed.field] ?? '?',
      consumersPerSeed: p.consumersPerSeed,
    });
  if (producer && stateFit(producer, state) >= 0.99 && takesStateField(pair, tool))
    misses.push({ kind: 'entry-cut', entryCount: p.entryCount });
  if (pair.pool.tools.length >= p.poolCap) misses.push({ kind: 'pool-full', poolCap: p.poolCap });
  return misses;
}

/** Whether the tool takes (requires or accepts) a field s0 links to. */
function takesStateField(pair: MenuPair, tool: number): boolean {
  const { index, state } = pair.context;
  return state.links.some(
    (l) => index.consumersOf[l.fieldId]?.includes(tool) || index.optionalConsumersOf[l.fieldId]?.includes(tool),
  );
}

/** Each required input of the tool and the catalog's producers of it, those on the menus first. */
function inputProducers(
  pair: MenuPair,
  tool: number,
  spRank: ReadonlyMap<number, number>,
  relRank: ReadonlyMap<number, number>,
): InputProducers[] {
  const { index, relevance, state } = pair.context;
  const consumer = index.tools[tool];
  if (!consumer) return [];
  return consumer.requirements.map((r) => {
    const set = new Set<number>();
    for (const link of [...(index.acceptedBy[r.fieldId] ?? []), ...r.extra])
      for (const p of index.producersOf[link.from] ?? []) if (p.tool !== tool) set.add(p.tool);
    const key = (t: number): number =>
      spRank.has(t)
        ? (spRank.get(t) ?? 0)
        : relRank.has(t)
          ? 1e4 + (relRank.get(t) ?? 0)
          : 1e6 + ((relevance.rank[t] ?? 0) || 1e6 + t);
    const best = [...set].sort((a, b) => key(a) - key(b)).slice(0, PRODUCERS_SHOWN);
    return {
      field: index.vocab.names[r.fieldId] ?? '?',
      inState: (state.sat[r.fieldId] ?? 0) >= SATISFIED,
      count: set.size,
      producers: best.map((t) => {
        const p: InputProducers['producers'][number] = {
          tool: t,
          toolId: index.tools[t]?.tool.id ?? '',
          relevanceRank: relevance.rank[t] ?? 0,
        };
        const sp = spRank.get(t);
        const rr = relRank.get(t);
        if (sp !== undefined) p.statePathRank = sp;
        if (rr !== undefined) p.relevanceMenuRank = rr;
        return p;
      }),
    };
  });
}
