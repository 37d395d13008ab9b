import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRunsStore } from '../stores/useRunsStore';
import { useInspectorClient } from './inspectorClientContext';
import { useMenusRequest } from './useMenusRequest';
import { useSessionRevision } from './useWorkspace';

/** Monte-Carlo runs per menu in the Runs tab (the CLI's `simulate` default). */
export const MONTE_CARLO_RUNS = 200;

/** The Runs tab for the menus on screen: simulated run, plans, costs and Monte Carlo (computed in the worker). */
export function useRuns(enabled: boolean) {
  const client = useInspectorClient();
  const menus = useMenusRequest();
  const preset = useRunsStore((s) => s.preset);
  const seed = useRunsStore((s) => s.seed);
  // The open catalog's revision: a schema edit or another catalog reruns the simulation.
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'runs', revision, menus, preset, seed],
    queryFn: () =>
      client.request({
        kind: 'runs',
        menus: menus ?? { taskId: '', budget: 1, top: 1 },
        preset,
        seed,
        runs: MONTE_CARLO_RUNS,
      }),
    enabled: enabled && menus !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The uploaded trace laid over the menus on screen (none until a file is uploaded). */
export function useTraceOverlay() {
  const client = useInspectorClient();
  const menus = useMenusRequest();
  const trace = useRunsStore((s) => s.trace);
  const revision = useSessionRevision();
  return useQuery({
    queryKey: ['inspector', 'traceOverlay', revision, menus, trace?.revision ?? 0],
    queryFn: () =>
      client.request({
        kind: 'traceOverlay',
        menus: menus ?? { taskId: '', budget: 1, top: 1 },
        text: trace?.text ?? '',
        file: trace?.file ?? '',
      }),
    enabled: trace !== null && menus !== null,
    staleTime: Infinity,
  });
}
