import type { MenuPair } from './buildMenus';
import type { MembershipOutput, MembershipScorer } from './membership';
import { FITTED_MEMBERSHIP, type MembershipModel } from './membershipFeatures';
import { membershipDrivers, type MembershipDriver } from './membershipDrivers';
import type { MenuParams } from './params';
import { redundancy } from './redundancy';
import { retrieveGreedy } from './retriever';
import { analyzeSet, type SetAnalysis } from './setAnalysis';
import type { MenuStageCache } from './stageCache';
import { structuralScorer } from './structuralScorer';

/** The pool pass a State-Path menu was retrieved from: the pool's set analysis and its membership output. */
export interface PoolPass {
  analysis: SetAnalysis;
  output: MembershipOutput;
}

/** A retriever term of s^R = M (+ link past the first L picks) + λC − ηD, as a contribution. */
export type RetrieverTerm = 'M' | 'link' | 'lambdaC' | 'etaD';

/** Contributions to s^R of one tool at one greedy step; `lambdaC` undefined where it was not recomputed. */
export interface RetrieverContributions {
  M: number;
  /** What chain links add to M past the first L picks (retriever.ts chainLinks); absent within them. */
  link?: number;
  lambdaC: number | undefined;
  etaD: number;
  sR: number;
}

interface MissingTool {
  tool: number;
  toolId: string;
  /** 1-based rank on the relevance menu (= BM25 rank). */
  relevanceRank: number;
}

/** Why a tool of relevance's top K is not on the State-Path menu. */
export type Displacement =
  | (MissingTool & {
      kind: 'not-in-pool';
      /** The pool's relevance top (PoolParams.relevanceTop) and cap, and its size. */
      relevanceTop: number;
      poolCap: number;
      poolSize: number;
    })
  | (MissingTool & {
      kind: 'displaced';
      /** Its s^R terms at the step the displacer was picked. */
      missing: RetrieverContributions;
      /** The State-Path tool that took its place: its menu rank and its s^R terms when picked. */
      by: { tool: number; toolId: string; rank: number; terms: RetrieverContributions };
      /** The term with the largest difference in the displacer's favour, and that difference. */
      term: RetrieverTerm;
      margin: number;
      /** For `term` = M: the fitted structural model's features that drive the difference. */
      drivers: MembershipDriver[];
      /** Whether `drivers` explain the scorer's own M (the structural scorer), or only how the fitted structural M reads the pair (another scorer, e.g. the encoder). */
      driversExplainScorer: boolean;
      /** For `term` = etaD: the picked tool the missing one repeats most. */
      redundantWith?: { tool: number; toolId: string };
    })
  | (MissingTool & {
      kind: 'not-picked';
      /** Its M in the pool pass and the last admitted tool's s^R. */
      M: number;
      bar: number;
    });

const idOf = (pair: MenuPair, tool: number): string => pair.context.index.tools[tool]?.tool.id ?? '';

/**
 * Why each relevance top-K tool missing from the State-Path menu is missing: (a) it never entered
 * the candidate pool, or (b) the greedy retriever preferred another tool. For (b) the missing
 * tools, by M (the pool pass's membership) best first, are paired with the State-Path tools that
 * relevance's menu lacks, lowest s^R first: the best missing tool would have replaced the last
 * one admitted, the next the one before. The pair's terms are compared at the displacer's greedy
 * step (M from the pool pass, D the redundancy² with the tools picked before it; C is only
 * recomputed where λ = 0, where λC is 0); the term of largest difference in the displacer's
 * favour is named, and for M under `model` (the fitted structural membership) the features
 * whose w_f·Δx_f drove it (`modelIsScorer` false: the pass came from another scorer, and the
 * features only say how the fitted M reads the pair). Pure: the pool pass is the one the menu was built from (poolPassOf).
 */
export function explainDisplacement(
  pair: MenuPair,
  pass: PoolPass,
  params: MenuParams,
  model?: MembershipModel,
  modelIsScorer = true,
): Displacement[] {
  const index = pair.context.index;
  const onStatePath = new Set(pair.statePath.slots.map((s) => s.tool));
  const onRelevance = new Set(pair.relevance.slots.map((s) => s.tool));
  const missing = pair.relevance.slots.filter((s) => !onStatePath.has(s.tool));
  if (missing.length === 0) return [];
  const { analysis, output } = pass;
  const retrieved = retrieveGreedy(analysis, output, params);
  const picks = retrieved.picked.map((l) => analysis.tools[l] ?? -1);
  const stepOf = new Map(picks.map((t, k) => [t, k]));
  const rankOnMenu = new Map(pair.statePath.slots.map((s) => [s.tool, s.rank]));
  // The State-Path tools relevance lacks, the last admitted (lowest s^R) first.
  const displacers = pair.statePath.slots
    .filter((s) => !onRelevance.has(s.tool))
    .map((s) => ({ tool: s.tool, step: stepOf.get(s.tool) ?? -1, sR: s.terms.sR ?? 0 }))
    .sort((x, y) => (x.sR < y.sR ? -1 : x.sR > y.sR ? 1 : y.step - x.step));
  const inPool = missing
    .filter((s) => analysis.local.has(s.tool))
    .sort((x, y) => {
      const mx = output.membership[analysis.local.get(x.tool) ?? 0] ?? 0;
      const my = output.membership[analysis.local.get(y.tool) ?? 0] ?? 0;
      return mx > my ? -1 : mx < my ? 1 : x.rank - y.rank;
    });
  const partner = new Map(inPool.map((s, k) => [s.tool, displacers[k]]));
  const lastSR = pair.statePath.slots.reduce((low, s) => Math.min(low, s.terms.sR ?? Infinity), Infinity);

  return missing.map((slot): Displacement => {
    const base: MissingTool = { tool: slot.tool, toolId: slot.toolId, relevanceRank: slot.rank };
    const l = analysis.local.get(slot.tool);
    if (l === undefined) {
      return {
        ...base,
        kind: 'not-in-pool',
        relevanceTop: params.pool.relevanceTop,
        poolCap: params.pool.poolCap,
        poolSize: analysis.tools.length,
      };
    }
    const M = output.membership[l] ?? 0;
    const d = partner.get(slot.tool);
    const dl = d ? analysis.local.get(d.tool) : undefined;
    if (!d || dl === undefined) return { ...base, kind: 'not-picked', M, bar: Number.isFinite(lastSR) ? lastSR : 0 };
    // D of the missing tool at the displacer's step: its redundancy² with the tools picked before.
    const before = d.step >= 0 ? picks.slice(0, d.step) : picks.filter((t) => t !== d.tool);
    let most = 0;
    let twin = -1;
    for (const t of before) {
      const r = redundancy(index, slot.tool, t);
      if (r > most) [most, twin] = [r, t];
    }
    const etaD = -params.eta * most * most;
    const lambdaC = params.lambda === 0 ? 0 : undefined;
    const dt = pair.statePath.slots.find((s) => s.tool === d.tool)?.terms ?? {};
    // Past the first L picks both read M⁺: the displacer's link is on its slot.
    const linked = dt.link === undefined ? undefined : retrieved.links?.membership;
    const link = linked ? (linked[l] ?? M) - M : undefined;
    const missingTerms: RetrieverContributions = {
      M,
      ...(link === undefined ? {} : { link }),
      lambdaC,
      etaD,
      sR: M + (link ?? 0) + (lambdaC ?? 0) + etaD,
    };
    const byTerms: RetrieverContributions = {
      M: dt.M ?? output.membership[dl] ?? 0,
      ...(dt.link === undefined ? {} : { link: dt.link }),
      lambdaC: params.lambda * (dt.C ?? 0),
      etaD: -params.eta * (dt.D ?? 0),
      sR: dt.sR ?? d.sR,
    };
    const { term, margin } = decisiveTerm(byTerms, missingTerms);
    const drivers = term === 'M' && model ? membershipDrivers(analysis, model, dl, l) : [];
    return {
      ...base,
      kind: 'displaced',
      missing: missingTerms,
      by: { tool: d.tool, toolId: idOf(pair, d.tool), rank: rankOnMenu.get(d.tool) ?? 0, terms: byTerms },
      term,
      margin,
      drivers,
      driversExplainScorer: modelIsScorer,
      ...(term === 'etaD' && twin >= 0 ? { redundantWith: { tool: twin, toolId: idOf(pair, twin) } } : {}),
    };
  });
}

/** The term of s^R with the largest difference in the displacer's favour (M when none favours it). */
function decisiveTerm(
  by: RetrieverContributions,
  missing: RetrieverContributions,
): { term: RetrieverTerm; margin: number } {
  let term: RetrieverTerm = 'M';
  let margin = by.M - missing.M;
  for (const t of ['link', 'lambdaC', 'etaD'] as const) {
    const a = by[t];
    const b = missing[t];
    if (a === undefined || b === undefined) continue;
    if (a - b > margin) [term, margin] = [t, a - b];
  }
  return { term, margin };
}

/**
 * The pool pass of a built pair: the stage cache's (the one the build used, when it kept it), else
 * a fresh set analysis of the pool and one more pool pass of `scorer` (cheap for the structural
 * scorer, a model run for the encoder).
 */
export function poolPassOf(
  pair: MenuPair,
  scorer: MembershipScorer,
  params: MenuParams,
  stages?: MenuStageCache,
): Promise<PoolPass> {
  const build = async (): Promise<{ pool: MenuPair['pool'] } & PoolPass> => {
    const analysis = analyzeSet(pair.context, pair.pool.tools, pair.pool.reasons);
    return { pool: pair.pool, analysis, output: await scorer.score(analysis, 'pool') };
  };
  return stages ? stages.pool(pair.context, params.pool, scorer, build).stage : build();
}

/**
 * explainDisplacement for a pair built with `scorer`: the pool pass from poolPassOf, and the fitted
 * structural membership's feature drivers (the scorer's own where it is the structural scorer).
 */
export async function explainMissingTools(
  pair: MenuPair,
  scorer: MembershipScorer,
  params: MenuParams,
  stages?: MenuStageCache,
): Promise<Displacement[]> {
  if (pair.relevance.slots.every((s) => pair.statePath.slots.some((t) => t.tool === s.tool))) return [];
  const pass = await poolPassOf(pair, scorer, params, stages);
  // Another scorer's M (the encoder's) is not a sum of these features: its drivers say how the
  // fitted structural M reads the pair, and the line says so.
  return explainDisplacement(pair, pass, params, FITTED_MEMBERSHIP, scorer === structuralScorer);
}
