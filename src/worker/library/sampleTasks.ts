import { descriptionText, type Catalog, type TaskSet } from '../../core/index';

/** The tasks file name shown for a catalog loaded without tasks. */
export const SAMPLE_TASKS_FILE = '(sample tasks from the catalog)';

/**
 * Tasks for a catalog loaded without any, so its menus show at once: one request per tool
 * with the most required inputs (deep chains make the two menus differ), worded from its
 * description or name; s0 is inferred from the request. Up to `count`, in catalog order.
 */
export function sampleTasks(catalog: Catalog, count = 5): TaskSet {
  const ranked = catalog.tools
    .map((tool, order) => ({ tool, order, needs: tool.inputs.filter((f) => f.required).length }))
    .sort((a, b) => b.needs - a.needs || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order);
  return {
    format: 'tool-tasks/v1',
    catalog: catalog.name,
    tasks: ranked.map(({ tool }, i) => {
      const text =
        descriptionText(tool.description)
          .trim()
          .split(/(?<=[.!?])\s/)[0]
          ?.trim() ?? '';
      const words = tool.name
        .replace(/[_.-]+/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
      return { id: `sample-${i + 1}`, query: text.length >= 8 ? text.slice(0, 300) : `Call ${words}` };
    }),
  };
}
