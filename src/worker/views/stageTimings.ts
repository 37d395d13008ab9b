import type { ReusedStages } from '../../core/index';
import type { StageTimingView } from './inspectorViews';

/**
 * The stages of the current menus in pipeline order, named as a user reads them: the catalog's
 * index (built once per catalog), the relevance ranking (task context, BM25), the candidate
 * pool (and set analyses), the membership passes (encoder or structural), the retriever, the
 * reranker, the diagnosis, and the total.
 */
export function stageTimings(
  pairMs: Readonly<Record<string, number>>,
  indexMs: number,
  diagnosisMs: number,
  reused: ReusedStages,
): StageTimingView[] {
  const ms = (key: string): number => pairMs[key] ?? 0;
  const stages: StageTimingView[] = [
    { key: 'index', label: 'index', ms: indexMs, note: 'load and index the catalog (once per catalog, not per menu)' },
    {
      key: 'relevance',
      label: 'relevance',
      ms: ms('context') + ms('relevance'),
      note: 'task context and BM25 ranking of the catalog',
    },
    { key: 'pool', label: 'pool', ms: ms('recall'), note: 'candidate pool and set analyses of pool and menu' },
    { key: 'membership', label: 'membership', ms: ms('encoder'), note: 'membership passes over the pool and the menu' },
    { key: 'retriever', label: 'retriever', ms: ms('retriever'), note: 'greedy retriever sᴿ = M (+ link) + λC − ηD' },
    { key: 'reranker', label: 'reranker', ms: ms('reranker'), note: 'reranker of the top L' },
    { key: 'diagnosis', label: 'diagnosis', ms: diagnosisMs, note: 'diagnosis and view models of both menus' },
    {
      key: 'total',
      label: 'total',
      ms: ms('total') + diagnosisMs,
      note: 'both menus built and diagnosed (index excluded)',
    },
  ];
  // A rebuild of the same task after K (within the pool's cap), L, λ, η or w_* changed keeps its
  // context and pool pass (MenuStageCache): those stages then ran only their menu part, or nothing.
  const kept = (key: string, what: string): void => {
    const stage = stages.find((s) => s.key === key);
    if (stage)
      Object.assign(stage, {
        reused: true,
        note: `${stage.note}; ${what} reused from the previous build of this task`,
      });
  };
  if (reused.context) kept('relevance', 'task context and ranking');
  if (reused.pool) {
    kept('pool', 'the candidate pool and its analysis');
    kept('membership', 'the pool pass');
  }
  return stages;
}
