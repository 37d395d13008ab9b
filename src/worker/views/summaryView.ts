import { goldToolIds } from '../../core/index';
import type { InspectorSession } from '../demoSession';
import type { InspectorSummary } from './inspectorViews';

/** What the task list and the status bar need to know about the loaded session. */
export function summaryView(session: InspectorSession): InspectorSummary {
  return {
    catalogName: session.catalog.name,
    catalogFile: session.catalogFile,
    tasksFile: session.tasksFile,
    toolCount: session.catalog.tools.length,
    loadMs: session.loadMs,
    tasks: session.tasks.tasks.map((t) => ({
      id: t.id,
      query: t.query,
      ...(t.state ? { state: [...t.state] } : {}),
      goldSize: goldToolIds(t.gold).length,
    })),
  };
}
