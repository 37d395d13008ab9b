import {
  descriptionText,
  displacementLine,
  explainTool,
  searchTools,
  type CatalogIndex,
  type Clock,
  type PoolMiss,
  type PoolReason,
  type RetrieverContributions,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';
import type { WorkerEncoder } from '../workerEncoder';
import { buildQueryMenus } from './menusView';
import type { MenusQuery } from './menusQuery';
import { queryParams } from './menusQuery';
import type { DisplacementView } from './slotViews';

/** One tool found by the catalog search. */
export interface ToolHitView {
  toolId: string;
  name: string;
}

/** What the catalog search answers: the best matches of the query, best first. */
export interface ToolSearchView {
  query: string;
  hits: ToolHitView[];
}

/** A request for "why not this tool?": the menus on screen, and the tool. */
export interface WhyNotQuery {
  menus: MenusQuery;
  toolId: string;
}

/** s^R's terms as plain numbers; `lambdaC` null where it was not recomputed, `link` null within the first L picks. */
export interface SRTermsView {
  M: number;
  link: number | null;
  lambdaC: number | null;
  etaD: number;
  sR: number;
}

/** A tool a why-not answer names: id, name and where it sits on each menu. */
export interface NamedToolView {
  toolId: string;
  name: string;
  relevanceRank: number;
  statePathRank?: number;
  relevanceMenuRank?: number;
}

/** Where one tool stands for the menus on screen, and why it is not on State-Path when it is not. */
export interface WhyNotView {
  toolId: string;
  name: string;
  /** Its description's first sentence (≤ 200 characters). */
  description: string;
  /** One line: where it is, or the main reason it is not on State-Path. */
  headline: string;
  budget: number;
  relevance: { rank: number; score: number; matched: string[]; ranked: number; catalogSize: number };
  target?: { rank: number; weight: number; chosen: boolean };
  relevanceMenuRank?: number;
  statePathRank?: number;
  pool:
    | { inPool: true; reason: PoolReason; size: number; note: string }
    | { inPool: false; size: number; reasons: string[] };
  terms?: SRTermsView;
  lastAdmitted?: NamedToolView & { terms: SRTermsView };
  /** For a relevance top-K tool State-Path left out: who took its place (displacement.ts). */
  displacement?: DisplacementView;
  inputs: { field: string; inState: boolean; count: number; producers: NamedToolView[] }[];
}

const SEARCH_LIMIT = 50;

/** The catalog's tools whose id or name best match `query` (at most `limit`, ≤ 50). */
export function toolSearchView(session: InspectorSession, query: string, limit = 12): ToolSearchView {
  const index = session.index;
  const hits = searchTools(index, query, Math.min(Math.max(1, limit), SEARCH_LIMIT)).map((t) => ({
    toolId: index.tools[t]?.tool.id ?? '',
    name: index.tools[t]?.tool.name ?? '',
  }));
  return { query, hits };
}

const POOL_NOTE: Record<PoolReason, string> = {
  target: 'as a likely target',
  relevance: 'for its relevance',
  producer: 'as a producer of an input a likely target needs (backward expansion)',
  consumer: 'as a consumer of what a top relevance tool outputs (forward expansion)',
  entry: 's0 can call it (entry)',
};

/** One line of why a tool is not in the pool. */
export function missLine(m: PoolMiss): string {
  switch (m.kind) {
    case 'below-relevance-top':
      return m.relevanceRank === 0
        ? 'no word of the request matches it, so it is not in relevance’s top'
        : `relevance rank ${m.relevanceRank} is below the pool’s relevance top ${m.relevanceTop}`;
    case 'not-a-target':
      return 'it is not one of the likely targets';
    case 'other-producers': {
      const f = m.fields.map((x) => `${x.field} (for ${x.consumer})`).join(', ');
      return `it produces ${f}, but the backward expansion kept ${m.producersPerField} better producers per field`;
    }
    case 'feeds-nothing':
      return 'nothing in the pool needs what it produces';
    case 'other-consumers':
      return `it takes ${m.field} from ${m.seed}, but the forward expansion kept ${m.consumersPerSeed} better-ranked consumers per tool`;
    case 'entry-cut':
      return `s0 can call it, but ${m.entryCount} better-ranked entries were kept`;
    case 'pool-full':
      return `the pool was full (${m.poolCap} tools) before its turn`;
  }
}

const terms = (t: RetrieverContributions): SRTermsView => ({
  M: t.M,
  link: t.link ?? null,
  lambdaC: t.lambdaC ?? null,
  etaD: t.etaD,
  sR: t.sR,
});

const f2 = (x: number): string => x.toFixed(2).replace('-', '−');

/**
 * The first sentence of a tool's description, as text (HTML and markdown read first, so the
 * 200-character cut never lands inside a tag), cut at 200 characters.
 */
export function whyNotDescription(description: string): string {
  const s = (descriptionText(description).split(/(?<=[.!?])\s/)[0] ?? '').trim();
  return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}

/**
 * "Why not this tool?" for the menus on screen: the query's menus (their task context and pool
 * pass come from the stage cache, so this costs the retriever, the menu pass and the reranker of
 * one build), then explainTool for the one tool.
 */
export async function whyNotView(
  session: InspectorSession,
  query: WhyNotQuery,
  clock: Clock,
  encoder?: WorkerEncoder,
): Promise<WhyNotView> {
  const index: CatalogIndex = session.index;
  const tool = index.byId.get(query.toolId);
  if (tool === undefined) throw new Error(`no tool with id "${query.toolId}" in this catalog`);
  const params = queryParams(query.menus);
  const { pair, scorer, stages } = await buildQueryMenus(session, query.menus, clock, encoder);
  const e = await explainTool(pair, scorer, params, tool, stages);
  const named = (t: number, ranks: { statePathRank?: number; relevanceMenuRank?: number } = {}): NamedToolView => {
    const v: NamedToolView = {
      toolId: index.tools[t]?.tool.id ?? '',
      name: index.tools[t]?.tool.name ?? '',
      relevanceRank: pair.context.relevance.rank[t] ?? 0,
    };
    if (ranks.statePathRank !== undefined) v.statePathRank = ranks.statePathRank;
    if (ranks.relevanceMenuRank !== undefined) v.relevanceMenuRank = ranks.relevanceMenuRank;
    return v;
  };
  const spec = index.tools[tool]?.tool;
  const view: WhyNotView = {
    toolId: query.toolId,
    name: spec?.name ?? '',
    description: whyNotDescription(spec?.description ?? ''),
    headline: '',
    budget: params.budget,
    relevance: { ...e.relevance, catalogSize: index.tools.length },
    pool: e.pool.inPool
      ? { inPool: true, reason: e.pool.reason, size: e.pool.size, note: POOL_NOTE[e.pool.reason] }
      : { inPool: false, size: e.pool.size, reasons: e.pool.misses.map(missLine) },
    inputs: e.inputs.map((i) => ({
      field: i.field,
      inState: i.inState,
      count: i.count,
      producers: i.producers.map((p) => named(p.tool, p)),
    })),
  };
  if (e.target) view.target = e.target;
  if (e.relevanceMenuRank !== undefined) view.relevanceMenuRank = e.relevanceMenuRank;
  if (e.statePathRank !== undefined) view.statePathRank = e.statePathRank;
  if (e.terms) view.terms = terms(e.terms);
  if (e.lastAdmitted)
    view.lastAdmitted = {
      ...named(e.lastAdmitted.tool, { statePathRank: e.lastAdmitted.rank }),
      terms: terms(e.lastAdmitted.terms),
    };
  if (e.displacement) {
    const line = displacementLine(e.displacement, index);
    const d: DisplacementView = { kind: e.displacement.kind, reason: line.replace(/^not on State-Path: /, '') };
    if (e.displacement.kind === 'displaced') {
      d.by = {
        toolId: e.displacement.by.toolId,
        name: index.tools[e.displacement.by.tool]?.tool.name ?? '',
        rank: e.displacement.by.rank,
      };
      d.term = e.displacement.term;
    }
    view.displacement = d;
  }
  view.headline = headline(view);
  return view;
}

function headline(v: WhyNotView): string {
  if (v.statePathRank !== undefined)
    return `On State-Path at #${v.statePathRank}${v.relevanceMenuRank !== undefined ? ` and on relevance at #${v.relevanceMenuRank}` : ', not on relevance'}.`;
  const where =
    v.relevanceMenuRank !== undefined
      ? `On relevance at #${v.relevanceMenuRank}, not on State-Path`
      : 'On neither menu';
  const by = v.displacement?.by;
  if (by) return `${where}: displaced by ${by.toolId} (State-Path #${by.rank}).`;
  if (v.displacement) return `${where}: ${v.displacement.reason}.`;
  if (!v.pool.inPool) return `${where}: it never reached the candidate pool (${v.pool.reasons[0] ?? ''}).`;
  const last = v.lastAdmitted;
  if (v.terms && last) {
    const own =
      v.terms.lambdaC === null
        ? `M ${v.terms.link === null ? '' : '+ link '}− ηD ${f2(v.terms.sR)}`
        : `sᴿ ${f2(v.terms.sR)}`;
    const verb = v.terms.sR <= last.terms.sR ? 'is below' : 'against';
    return `${where}: in the candidate pool, but its ${own} ${verb} ${f2(last.terms.sR)}, the last admitted tool's (${last.toolId}, #${last.statePathRank ?? '?'}).`;
  }
  return `${where}: in the candidate pool, but not picked.`;
}
