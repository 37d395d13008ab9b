import { useWorkspace } from '../../queries/useWorkspace';
import { useMenuBaselineStore, type MenuBaseline } from '../../stores/useMenuBaselineStore';

/**
 * The baseline kept for a task of the open catalog, and keeping or clearing it. Keyed by catalog
 * and task, so another catalog's task of the same id starts with none.
 */
export function useMenuBaseline(taskId: string): {
  baseline: MenuBaseline | undefined;
  keep: (baseline: MenuBaseline) => void;
  clear: () => void;
} {
  const catalog = useWorkspace().data?.activeId ?? '';
  const key = `${catalog}\u0000${taskId}`;
  const baseline = useMenuBaselineStore((s) => s.baselines[key]);
  const keepIn = useMenuBaselineStore((s) => s.keep);
  const clearIn = useMenuBaselineStore((s) => s.clear);
  return { baseline, keep: (b) => keepIn(key, b), clear: () => clearIn(key) };
}
