import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Clock } from '../ports';
import { frozenClock } from '../ports';
import { matchedTerms } from '../relevance/rankByRelevance';
import type { Role } from '../state/roles';
import type { TransitionPrior } from '../state/transitionPrior';
import { buildCandidatePool, type CandidatePool } from './candidatePool';
import type { MembershipScorer } from './membership';
import { DEFAULT_MENU_PARAMS, type MenuParams } from './params';
import { rerankTop } from './reranker';
import { retrieveGreedy } from './retriever';
import { analyzeSet, type SetAnalysis } from './setAnalysis';
import { structuralScorer } from './structuralScorer';
import { createTaskContext, type TaskContext, type TaskInput } from './taskContext';

export type MenuMethod = 'relevance' | 'state-path';

/** One slot of a menu with the breakdown of the score that put it there. */
export interface MenuSlot {
  rank: number;
  /** Catalog index of the tool. */
  tool: number;
  toolId: string;
  role: Role;
  score: number;
  /** relevance: {relevance}; state-path: M, C, D, sR for every slot, plus m, phi, P, e, order, sO in the top L. */
  terms: Record<string, number>;
  /** 1-based BM25 rank over the whole catalog (0: no query term matched). */
  relevanceRank: number;
  matchedTerms: string[];
}

export interface Menu {
  method: MenuMethod;
  slots: MenuSlot[];
  timingsMs: Record<string, number>;
  /** The membership model behind a State-Path menu. */
  scorer?: string;
  /** The menu's own set analysis (chains, κ, roles), reused by diagnosis. */
  analysis: SetAnalysis;
}

export interface MenuPair {
  context: TaskContext;
  relevance: Menu;
  statePath: Menu;
  pool: CandidatePool;
  timingsMs: Record<string, number>;
}

export interface BuildOptions {
  params?: MenuParams;
  scorer?: MembershipScorer;
  clock?: Clock;
  prior?: TransitionPrior;
}

function slotsOf(ctx: TaskContext, analysis: SetAnalysis, order: readonly number[], scoreOf: (k: number) => { score: number; terms: Record<string, number> }): MenuSlot[] {
  return order.map((tool, k) => {
    const { score, terms } = scoreOf(k);
    return {
      rank: k + 1,
      tool,
      toolId: ctx.index.tools[tool]?.tool.id ?? '',
      role: analysis.roles.get(tool) ?? 'none',
      score,
      terms,
      relevanceRank: ctx.relevance.rank[tool] ?? 0,
      matchedTerms: matchedTerms(ctx.index, ctx.relevance, tool),
    };
  });
}

/** Relevance-only baseline: the top K tools by BM25. */
export function buildRelevanceMenu(ctx: TaskContext, params: MenuParams, clock: Clock = frozenClock): Menu {
  const t0 = clock.now();
  const order = Array.from(ctx.relevance.order.subarray(0, params.budget));
  const analysis = analyzeSet(ctx, order);
  const slots = slotsOf(ctx, analysis, order, (k) => {
    const score = ctx.relevance.scores[order[k] ?? 0] ?? 0;
    return { score, terms: { relevance: score } };
  });
  return { method: 'relevance', slots, timingsMs: { roles: clock.now() - t0 }, analysis };
}

/** State-Path: candidate pool → membership (pool pass) → greedy retriever → membership (menu pass) → reranker. */
export async function buildStatePathMenu(ctx: TaskContext, params: MenuParams, scorer: MembershipScorer = structuralScorer, clock: Clock = frozenClock): Promise<{ menu: Menu; pool: CandidatePool; poolAnalysis: SetAnalysis }> {
  const timings: Record<string, number> = {};
  let t = clock.now();
  const lap = (stage: string): void => {
    const now = clock.now();
    timings[stage] = (timings[stage] ?? 0) + now - t;
    t = now;
  };
  const pool = buildCandidatePool(ctx, params.pool);
  const poolAnalysis = analyzeSet(ctx, pool.tools, pool.reasons);
  lap('recall');
  const poolOut = await scorer.score(poolAnalysis, 'pool');
  lap('encoder');
  const retrieved = retrieveGreedy(poolAnalysis, poolOut, { budget: params.budget, lambda: params.lambda, eta: params.eta });
  lap('retriever');
  const menuTools = retrieved.picked.map((l) => pool.tools[l] ?? 0);
  const menuAnalysis = analyzeSet(ctx, menuTools, pool.reasons);
  lap('recall');
  const menuOut = await scorer.score(menuAnalysis, 'menu');
  lap('encoder');
  const reranked = rerankTop(menuAnalysis, menuOut, menuTools.map((_, k) => k), params.top, params.weights);
  const order = reranked.order.map((l) => menuTools[l] ?? 0);
  const slots = slotsOf(ctx, menuAnalysis, order, (k) => {
    const local = reranked.order[k] ?? 0;
    const rt = retrieved.terms[local];
    const terms: Record<string, number> = rt ? { M: rt.M, C: rt.C, D: rt.D, sR: rt.sR } : {};
    const ot = reranked.terms[k];
    if (ot) Object.assign(terms, { m: ot.m, phi: ot.phi, P: ot.P, e: ot.e, order: ot.order, sO: ot.sO });
    return { score: ot ? ot.sO : (rt?.sR ?? 0), terms };
  });
  lap('reranker');
  return { menu: { method: 'state-path', slots, timingsMs: timings, scorer: scorer.name, analysis: menuAnalysis }, pool, poolAnalysis };
}

/** Builds both menus for one task (the relevance baseline and State-Path), with per-stage timings. */
export async function buildMenus(index: CatalogIndex, task: TaskInput, options: BuildOptions = {}): Promise<MenuPair> {
  const clock = options.clock ?? frozenClock;
  const params = options.params ?? DEFAULT_MENU_PARAMS;
  const t0 = clock.now();
  const context = createTaskContext(index, task, options.prior);
  const tContext = clock.now();
  const relevance = buildRelevanceMenu(context, params, clock);
  const { menu: statePath, pool } = await buildStatePathMenu(context, params, options.scorer ?? structuralScorer, clock);
  const timingsMs = { context: tContext - t0, relevance: relevance.timingsMs.roles ?? 0, ...statePath.timingsMs, total: clock.now() - t0 };
  relevance.timingsMs = { relevance: tContext - t0, roles: relevance.timingsMs.roles ?? 0 };
  return { context, relevance, statePath, pool, timingsMs };
}
