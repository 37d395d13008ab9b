import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Clock } from '../ports';
import { frozenClock } from '../ports';
import { matchedTerms } from '../relevance/rankByRelevance';
import type { Role } from '../state/roles';
import type { TransitionPrior } from '../state/transitionPrior';
import { buildCandidatePool, type CandidatePool } from './candidatePool';
import type { MembershipOutput, MembershipScorer } from './membership';
import { DEFAULT_MENU_PARAMS, type MenuParams } from './params';
import { rerankTop, type PlacementRule } from './reranker';
import { chainLinksOn, retrieveGreedy } from './retriever';
import { menuFill, type FillPick } from './menuFill';
import { analyzeSet, suppliersOf, type SetAnalysis } from './setAnalysis';
import { structuralScorer } from './structuralScorer';
import type { MenuStageCache, PoolStage, ReusedStages } from './stageCache';
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
  /**
   * relevance: {relevance}; state-path: M, C, D, sR for every retrieved slot, plus m, phi, P, e,
   * order, sO in the top L; a slot filled past the retriever (menuFill): api, supplied, similarity.
   */
  terms: Record<string, number>;
  /** 1-based BM25 rank over the whole catalog (0: no query term matched). */
  relevanceRank: number;
  matchedTerms: string[];
  /**
   * State-Path's top L: why the reranker put this tool here (reranker.ts PlacementRule), and the
   * tool with the better s^O that the rule kept out of the slot. Not part of tool-menus/v1.
   */
  placement?: { rule: PlacementRule; over?: string; after?: string };
  /**
   * State-Path past the top L, where chain links raised M (the `link` term): the likely tool
   * whose link raised it most (retriever.ts chainLinks), whether this slot's tool makes an input
   * that tool needs (`makes`) or takes its output, and the required input that carries the link
   * when one does. Not part of tool-menus/v1.
   */
  link?: { toolId: string; makes: boolean; field?: string };
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
  /** The stages taken from `BuildOptions.stages` (both false without it). */
  reused: ReusedStages;
}

export interface BuildOptions {
  params?: MenuParams;
  scorer?: MembershipScorer;
  clock?: Clock;
  prior?: TransitionPrior;
  /** Reuse the task context and pool stage of earlier builds of the same task (MenuStageCache). */
  stages?: MenuStageCache;
}

function slotsOf(
  ctx: TaskContext,
  analysis: SetAnalysis,
  order: readonly number[],
  scoreOf: (k: number) => {
    score: number;
    terms: Record<string, number>;
    placement?: MenuSlot['placement'];
    link?: MenuSlot['link'];
  },
): MenuSlot[] {
  return order.map((tool, k) => {
    const { score, terms, placement, link } = scoreOf(k);
    return {
      rank: k + 1,
      tool,
      toolId: ctx.index.tools[tool]?.tool.id ?? '',
      role: analysis.roles.get(tool) ?? 'none',
      score,
      terms,
      relevanceRank: ctx.relevance.rank[tool] ?? 0,
      matchedTerms: matchedTerms(ctx.index, ctx.relevance, tool),
      ...(placement ? { placement } : {}),
      ...(link ? { link } : {}),
    };
  });
}

/** A retriever's picks as a menu: the picked tools, their pool membership, and the fill for the slots they leave empty. */
function menuOf(
  ctx: TaskContext,
  params: MenuParams,
  pool: CandidatePool,
  poolOut: MembershipOutput,
  retrieved: { picked: number[] },
): { retrievedTools: number[]; poolMembership: Float32Array; fill: FillPick[]; tools: number[] } {
  const retrievedTools = retrieved.picked.map((l) => pool.tools[l] ?? 0);
  const poolMembership = Float32Array.from(retrieved.picked, (l) => poolOut.membership[l] ?? 0);
  // Slots the retriever leaves empty (a short pool) go to tools the request words otherwise (menuFill).
  const fill = menuFill(ctx, retrievedTools, poolMembership, params.budget - retrievedTools.length);
  return { retrievedTools, poolMembership, fill, tools: [...retrievedTools, ...fill.map((f) => f.tool)] };
}

/** The likely tool behind pick `k`'s chain link (retriever.ts chainLinks), and the required input that carries it. */
function linkOf(a: SetAnalysis, retrieved: ReturnType<typeof retrieveGreedy>, k: number): MenuSlot['link'] | undefined {
  const i = retrieved.picked[k];
  const partner = i === undefined ? -1 : (retrieved.links?.partner[i] ?? -1);
  if (i === undefined || partner < 0) return undefined;
  const makes = retrieved.links?.makes[i] === 1;
  const field = makes ? linkedField(a, i, partner) : linkedField(a, partner, i);
  const toolId = a.ctx.index.tools[a.tools[partner] ?? -1]?.tool.id ?? '';
  return field === undefined ? { toolId, makes } : { toolId, makes, field };
}

/** The required input of `consumer` that `producer` supplies most strongly in set `a` (local indices), if any. */
function linkedField(a: SetAnalysis, producer: number, consumer: number): string | undefined {
  const requirements = a.ctx.index.tools[a.tools[consumer] ?? -1]?.requirements ?? [];
  let best = 0;
  let field: string | undefined;
  requirements.forEach((r, k) => {
    for (const s of suppliersOf(a.suppliers, consumer, k)) {
      if (s.producer !== producer || s.strength <= best) continue;
      best = s.strength;
      field = a.ctx.index.vocab.names[r.fieldId];
    }
  });
  return field;
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
export async function buildStatePathMenu(
  ctx: TaskContext,
  params: MenuParams,
  scorer: MembershipScorer = structuralScorer,
  clock: Clock = frozenClock,
  stages?: MenuStageCache,
): Promise<{ menu: Menu; pool: CandidatePool; poolAnalysis: SetAnalysis; poolReused: boolean }> {
  const timings: Record<string, number> = {};
  let t = clock.now();
  const lap = (stage: string): void => {
    const now = clock.now();
    timings[stage] = (timings[stage] ?? 0) + now - t;
    t = now;
  };
  const buildPool = async (): Promise<PoolStage> => {
    const pool = buildCandidatePool(ctx, params.pool);
    const analysis = analyzeSet(ctx, pool.tools, pool.reasons);
    lap('recall');
    const output = await scorer.score(analysis, 'pool');
    lap('encoder');
    return { pool, analysis, output };
  };
  const kept = stages ? stages.pool(ctx, params.pool, scorer, buildPool) : { stage: buildPool(), reused: false };
  const { pool, analysis: poolAnalysis, output: poolOut } = await kept.stage;
  if (kept.reused) t = clock.now();
  const retrieved = retrieveGreedy(poolAnalysis, poolOut, params);
  // Chain links choose only the picks past the first L (retriever.ts). The reranker reads those L
  // in the context of the menu membership alone picks, so that the links move no slot of the
  // first L: the menu pass scores each tool within its set, and a tail that differs moved the
  // first L's order as ties do (Seal-Tools dev order@8 75.4 → 73.9 %, the demo's first1
  // 49.1 → 48.1 %, docs/results.md). Ordering them within the first L alone cost first1 on
  // every set: the tail is context the reranker needs.
  const plain =
    chainLinksOn(params.rules) && params.budget > params.top
      ? retrieveGreedy(poolAnalysis, poolOut, { ...params, rules: { ...params.rules, linkFeeds: 0, linkFedBy: 0 } })
      : retrieved;
  lap('retriever');
  const shown = menuOf(ctx, params, pool, poolOut, retrieved);
  const context = plain === retrieved ? shown : menuOf(ctx, params, pool, poolOut, plain);
  const { tools: menuTools, fill, retrievedTools } = shown;
  const contextAnalysis = analyzeSet(ctx, context.tools, pool.reasons);
  const menuAnalysis = context === shown ? contextAnalysis : analyzeSet(ctx, menuTools, pool.reasons);
  lap('recall');
  const menuOut = await scorer.score(contextAnalysis, 'menu');
  lap('encoder');
  // The reranker orders the retriever's first L picks (the same in both menus); the rest keep
  // their pick order, the fill last.
  const leading = Math.min(params.top, retrievedTools.length);
  const reranked = rerankTop(
    contextAnalysis,
    menuOut,
    menuTools.slice(0, leading).map((_, k) => k),
    params.top,
    params.weights,
    context.poolMembership,
    params.rules,
  );
  for (let k = leading; k < menuTools.length; k++) reranked.order.push(k);
  const order = reranked.order.map((l) => menuTools[l] ?? 0);
  const placementAt = (k: number): MenuSlot['placement'] => {
    const p = reranked.placements[k];
    if (!p) return undefined;
    const idOf = (local: number): string => ctx.index.tools[menuTools[local] ?? 0]?.tool.id ?? '';
    return {
      rule: p.rule,
      ...(p.over === undefined ? {} : { over: idOf(p.over) }),
      ...(p.after === undefined ? {} : { after: idOf(p.after) }),
    };
  };
  const slots = slotsOf(ctx, menuAnalysis, order, (k) => {
    const local = reranked.order[k] ?? 0;
    const rt = retrieved.terms[local];
    const filled = fill[local - retrievedTools.length];
    const terms: Record<string, number> = rt
      ? { M: rt.M, ...(rt.link === undefined ? {} : { link: rt.link }), C: rt.C, D: rt.D, sR: rt.sR }
      : filled
        ? { api: filled.api, supplied: filled.supplied, similarity: filled.similarity }
        : {};
    const ot = reranked.terms[k];
    if (ot) Object.assign(terms, { m: ot.m, phi: ot.phi, P: ot.P, e: ot.e, order: ot.order, sO: ot.sO });
    const placement = placementAt(k);
    const link = rt?.link ? linkOf(poolAnalysis, retrieved, local) : undefined;
    return {
      score: ot ? ot.sO : (rt?.sR ?? filled?.score ?? 0),
      terms,
      ...(placement ? { placement } : {}),
      ...(link ? { link } : {}),
    };
  });
  lap('reranker');
  return {
    menu: { method: 'state-path', slots, timingsMs: timings, scorer: scorer.name, analysis: menuAnalysis },
    pool,
    poolAnalysis,
    poolReused: kept.reused,
  };
}

/** Builds both menus for one task (the relevance baseline and State-Path), with per-stage timings. */
export async function buildMenus(index: CatalogIndex, task: TaskInput, options: BuildOptions = {}): Promise<MenuPair> {
  const clock = options.clock ?? frozenClock;
  const params = options.params ?? DEFAULT_MENU_PARAMS;
  const t0 = clock.now();
  const { ctx: context, reused } = options.stages
    ? options.stages.context(index, task, options.prior)
    : { ctx: createTaskContext(index, task, options.prior), reused: false };
  const tContext = clock.now();
  const relevance = buildRelevanceMenu(context, params, clock);
  const {
    menu: statePath,
    pool,
    poolReused,
  } = await buildStatePathMenu(context, params, options.scorer ?? structuralScorer, clock, options.stages);
  const timingsMs = {
    context: tContext - t0,
    relevance: relevance.timingsMs.roles ?? 0,
    ...statePath.timingsMs,
    total: clock.now() - t0,
  };
  relevance.timingsMs = { relevance: tContext - t0, roles: relevance.timingsMs.roles ?? 0 };
  return { context, relevance, statePath, pool, timingsMs, reused: { context: reused, pool: poolReused } };
}
