import type { CatalogIndex } from '../catalog/catalogIndex';
import type { TransitionPrior } from '../state/transitionPrior';
import type { CandidatePool, PoolParams } from './candidatePool';
import type { MembershipOutput, MembershipScorer } from './membership';
import type { SetAnalysis } from './setAnalysis';
import { createTaskContext, type TaskContext, type TaskInput } from './taskContext';

/** The pool stage of a State-Path build: the candidate pool, its set analysis and its membership pass. */
export interface PoolStage {
  pool: CandidatePool;
  analysis: SetAnalysis;
  output: MembershipOutput;
}

/** Which stages a build took from the cache. */
export interface ReusedStages {
  /** The task context: s0, the BM25 ranking of the catalog, the likely targets. */
  context: boolean;
  /** The candidate pool, its analysis and its membership pass. */
  pool: boolean;
}

interface ContextEntry {
  index: CatalogIndex;
  prior: TransitionPrior | undefined;
  key: string;
  ctx: TaskContext;
}

interface PoolEntry {
  ctx: TaskContext;
  key: string;
  scorer: object;
  stage: Promise<PoolStage>;
}

/**
 * The task's stages of the last few builds, for rebuilding after a change that leaves them as
 * they were. K (while the pool's cap stays max(256, K)), L, λ, η and the w_* change neither the
 * task context nor the candidate pool and its membership pass, which at 16,000 tools are most
 * of a build (the BM25 ranking of the whole catalog, the pool's recall and set analysis, the
 * encoder's N = 256 pass); a changed parameter then costs the retriever, the menu's own pass, the
 * reranker and the diagnosis. A context is kept per index (a schema edit makes a new one), prior
 * and task (id, request, state and chosen target); a pool stage per context, pool parameters and scorer
 * (`MembershipScorer.reuseKey`: a scorer without one is never reused). The stages are read, never
 * written, by what follows them (the retriever and reranker copy what they change).
 */
export class MenuStageCache {
  private contexts: ContextEntry[] = [];
  private pools: PoolEntry[] = [];

  constructor(private readonly capacity = 4) {}

  /** The task context of `task` on `index` with `prior`: a kept one, else a new one (then kept). */
  context(
    index: CatalogIndex,
    task: TaskInput,
    prior: TransitionPrior | undefined,
  ): { ctx: TaskContext; reused: boolean } {
    const key = JSON.stringify([task.id ?? null, task.query, task.state ?? null, task.target ?? null]);
    const hit = this.contexts.find((e) => e.index === index && e.prior === prior && e.key === key);
    if (hit) return { ctx: hit.ctx, reused: true };
    const ctx = createTaskContext(index, task, prior);
    this.contexts = [{ index, prior, key, ctx }, ...this.contexts].slice(0, this.capacity);
    return { ctx, reused: false };
  }

  /**
   * The pool stage of `ctx` with these pool parameters and scorer: a kept one (finished or still
   * running), else `build`'s (kept unless it fails).
   */
  pool(
    ctx: TaskContext,
    params: PoolParams,
    scorer: MembershipScorer,
    build: () => Promise<PoolStage>,
  ): { stage: Promise<PoolStage>; reused: boolean } {
    const scorerKey = scorer.reuseKey;
    if (scorerKey === undefined) return { stage: build(), reused: false };
    const key = JSON.stringify(params);
    const hit = this.pools.find((e) => e.ctx === ctx && e.scorer === scorerKey && e.key === key);
    if (hit) return { stage: hit.stage, reused: true };
    const entry: PoolEntry = { ctx, key, scorer: scorerKey, stage: build() };
    entry.stage.catch(() => {
      this.pools = this.pools.filter((e) => e !== entry);
    });
    this.pools = [entry, ...this.pools].slice(0, this.capacity);
    return { stage: entry.stage, reused: false };
  }
}
