import {
  explainMissingTools,
  exportMapping,
  exportTools,
  inspectText,
  menuResultJson,
  menusDocument,
  renameSummary,
  type Clock,
  type MenuMethod,
} from '../../core/index';
import type { InspectorSession } from '../demoSession';
import type { WorkerEncoder } from '../workerEncoder';
import { queryParams, type MenusQuery } from './menusQuery';
import { buildQueryMenus } from './menusView';

/**
 * What the UI can download: both menus as `tool-menus/v1`, one menu as an OpenAI Chat Completions
 * `tools` array, or the inspect report (the text `menu-inspector inspect` prints for the task).
 */
export type MenusExportFormat = 'tool-menus/v1' | 'openai-chat' | 'inspect-report';

export interface MenusExportRequest extends MenusQuery {
  format: MenusExportFormat;
  /** The menu exported as OpenAI tools (default: State-Path); `tool-menus/v1` holds both. */
  method?: MenuMethod;
}

/** A file to save: its name, JSON text, and for OpenAI tools the estimated prompt size. */
export interface MenusExportView {
  filename: string;
  text: string;
  toolCount: number;
  /** Estimated prompt tokens of the `tools` array (OpenAI only). */
  tokens?: number;
  /** Cut descriptions (each naming its tool) and, when tools were renamed, what changed. */
  warnings: string[];
  /**
   * When the export renamed a tool (OpenAI accepts `^[a-zA-Z0-9_-]{1,64}$` only): the
   * `tool-export-mapping/v1` file (exported name → tool id and original name) to save beside it.
   */
  mapping?: { filename: string; text: string };
}

const fileSafe = (id: string): string => id.replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * Rebuilds the menus of a query (deterministic: same task, K, L and weights as on screen) and
 * exports them with the core's writers: menusDocument/menuResultJson, or exportTools.
 */
export async function menusExport(
  session: InspectorSession,
  request: MenusExportRequest,
  clock: Clock,
  encoder?: WorkerEncoder,
): Promise<MenusExportView> {
  const params = queryParams(request);
  const { pair, task, input, scorer, stages } = await buildQueryMenus(session, request, clock, encoder);
  const id = fileSafe(request.taskId);
  if (request.format === 'inspect-report') {
    // The request on screen (edited or not) with the task's gold path, as `inspect` reads a task.
    const reported = { id: request.taskId, query: input.query, ...(task?.gold ? { gold: task.gold } : {}) };
    const displaced = await explainMissingTools(pair, scorer, params, stages);
    return {
      filename: `inspect-${id}.txt`,
      text: `${inspectText(session.index, reported, pair, params.top, params.lambda, params.eta, displaced)}\n`,
      toolCount: pair.relevance.slots.length + pair.statePath.slots.length,
      warnings: [],
    };
  }
  if (request.format === 'tool-menus/v1') {
    const results = [pair.relevance, pair.statePath].map((menu) => {
      const result = menuResultJson(request.taskId, pair, menu);
      // An edited or new request is not in any tasks file: keep its text with the menus.
      return request.task ? { ...result, query: request.task.query } : result;
    });
    const doc = menusDocument(params, results);
    return {
      filename: `menus-${id}.json`,
      text: `${JSON.stringify(doc, null, 2)}\n`,
      toolCount: pair.relevance.slots.length + pair.statePath.slots.length,
      warnings: [],
    };
  }
  const method = request.method ?? 'state-path';
  const menu = method === 'relevance' ? pair.relevance : pair.statePath;
  const exported = exportTools(session.catalog, 'openai-chat', { toolIds: menu.slots.map((s) => s.toolId) });
  const renamed = renameSummary(exported);
  const view: MenusExportView = {
    filename: `openai-tools-${method}-${id}.json`,
    text: exported.text,
    toolCount: exported.tools.length,
    tokens: exported.tokens.total,
    warnings: [...exported.warnings, ...(renamed === undefined ? [] : [renamed])],
  };
  if (renamed !== undefined)
    view.mapping = {
      filename: `openai-tools-${method}-${id}.mapping.json`,
      text: `${JSON.stringify(exportMapping(exported), null, 2)}\n`,
    };
  return view;
}
