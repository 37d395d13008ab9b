import { useSyncExternalStore } from 'react';
import type { WorkerRestart } from '../../worker/client';
import { useInspectorClient } from './inspectorClientContext';

/** The worker client's latest restart after a crash or hang (null while the first worker runs). */
export function useWorkerRestart(): WorkerRestart | null {
  const client = useInspectorClient();
  return useSyncExternalStore(
    (onChange) => client.onRestart(onChange),
    () => client.lastRestart(),
  );
}
