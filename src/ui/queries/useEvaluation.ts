import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EvaluationQuery } from '../../worker/views/evaluationView';
import { DEFAULT_SCORER, isDefaultTuning, useMenuParamsStore } from '../stores/useMenuParamsStore';
import { useTaskDraftsStore } from '../stores/useTaskDraftsStore';
import { useInspectorClient } from './inspectorClientContext';
import { useSessionRevision } from './useWorkspace';

/** An evaluation's progress: tasks scored of those with a gold path. */
export interface EvaluationProgress {
  done: number;
  total: number;
}

/**
 * The task set's scores (both menus of every task with gold, the tasks as the page holds them:
 * edits and new tasks included) at the K, L, weights, rules and scorer the menus on screen use;
 * `inferState` drops every task's state. Runs in the worker
 * while `enabled`, with its progress; a finished run is kept for the same settings and catalog
 * revision. Closing (enabled false) stops a run under way; a run for other settings replaces it.
 */
export function useEvaluation(enabled: boolean, inferState: boolean) {
  const client = useInspectorClient();
  const revision = useSessionRevision();
  const budget = useMenuParamsStore((s) => s.budget);
  const top = useMenuParamsStore((s) => s.top);
  const tuning = useMenuParamsStore((s) => s.tuning);
  const scorer = useMenuParamsStore((s) => s.scorer);
  const drafts = useTaskDraftsStore((s) => s.drafts);
  const query = useMemo((): EvaluationQuery => {
    const q: EvaluationQuery = { budget, top };
    if (!isDefaultTuning(tuning)) q.tuning = tuning;
    if (scorer !== DEFAULT_SCORER) q.scorer = scorer;
    if (inferState) q.inferState = true;
    // The tasks as the page holds them: edited requests, s0 and gold chains, and new tasks.
    const edits = Object.values(drafts);
    if (edits.length > 0) q.edits = edits;
    return q;
  }, [budget, top, tuning, scorer, inferState, drafts]);
  const [progress, setProgress] = useState<EvaluationProgress | null>(null);
  useEffect(
    () =>
      client.watchEvaluation((done, total) => {
        setProgress({ done, total });
      }),
    [client],
  );
  const result = useQuery({
    queryKey: ['inspector', 'evaluate', revision, query],
    queryFn: () => {
      setProgress(null);
      return client.request({ kind: 'evaluate', ...query });
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  // A run still going when the scores close is stopped in the worker: it would otherwise take the
  // worker's time from the menus on screen. (A run for other settings replaces it there anyway.)
  const running = useRef(false);
  const fetching = result.fetchStatus === 'fetching';
  useEffect(() => {
    running.current = fetching;
  }, [fetching]);
  useEffect(
    () => () => {
      if (running.current) void client.request({ kind: 'stopEvaluation' }).catch(() => undefined);
    },
    [client, enabled],
  );
  return { ...result, progress, query };
}
