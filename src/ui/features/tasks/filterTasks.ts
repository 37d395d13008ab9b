import type { TaskSummaryView } from '../../../worker/views/inspectorViews';

/** Tasks whose id or query contains every word of the search (case-insensitive). */
export function filterTasks(tasks: readonly TaskSummaryView[], search: string): TaskSummaryView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tasks];
  return tasks.filter((t) => {
    const text = `${t.id} ${t.query}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
