import { useState } from 'react';
import type { MenuMethod } from '../../../core/index';
import type { MenusExportFormat, MenusExportView } from '../../../worker/views/menusExport';
import { useInspectorClient } from '../../queries/inspectorClientContext';
import { useMenusRequest } from '../../queries/useMenusRequest';
import { downloadText } from '../../shared/downloadFile';
import { useShareLink } from './useShareLink';
import { useTaskDraftsStore } from '../../stores/useTaskDraftsStore';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

/** Downloads of the menus on screen (tool-menus/v1, OpenAI tools of either menu, built in the worker) and the share link. */
export function MenusToolbar() {
  const client = useInspectorClient();
  const request = useMenusRequest();
  const link = useShareLink();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the last export changed or cut, and the name mapping to save beside it (issue 30).
  const [notes, setNotes] = useState<Pick<MenusExportView, 'warnings' | 'mapping'> | null>(null);
  const [showLink, setShowLink] = useState(false);
  const [copied, setCopied] = useState(false);
  const download = async (format: MenusExportFormat, method?: MenuMethod): Promise<void> => {
    if (!request) return;
    setBusy(true);
    setProblem(null);
    setNotes(null);
    try {
      const file = await client.request({ kind: 'exportMenus', ...request, format, ...(method ? { method } : {}) });
      downloadText(file.filename, file.text, format === 'inspect-report' ? 'text/plain' : 'application/json');
      if (file.warnings.length > 0 || file.mapping)
        setNotes({ warnings: file.warnings, ...(file.mapping ? { mapping: file.mapping } : {}) });
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  // The task set as the page holds it: every edit and created task, gold chains included.
  const downloadTasks = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    setNotes(null);
    try {
      const edits = Object.values(useTaskDraftsStore.getState().drafts);
      const file = await client.request({ kind: 'exportTasks', edits });
      downloadText(file.filename, file.text);
      if (file.warnings.length > 0) setNotes({ warnings: file.warnings });
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const copy = async (): Promise<void> => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable in the box.
      setCopied(false);
    }
  };
  const disabled = busy || !request;
  return (
    <div
      role="toolbar"
      aria-label="Export and share"
      className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300"
    >
      <span className="font-semibold">Export</span>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={disabled}
        onClick={() => void download('tool-menus/v1')}
        title="Both menus as tool-menus/v1 JSON"
      >
        tool-menus/v1
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={disabled}
        onClick={() => void download('openai-chat', 'state-path')}
        title="The State-Path menu as an OpenAI Chat Completions tools array"
      >
        OpenAI tools · State-Path
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={disabled}
        onClick={() => void download('openai-chat', 'relevance')}
        title="The relevance menu as an OpenAI Chat Completions tools array"
      >
        OpenAI tools · Relevance
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={disabled}
        onClick={() => void download('inspect-report')}
        title="The task's inspect report as text, as the CLI's inspect prints it: both menus side by side, the State-Path score breakdown, why relevance tools are missing, both diagnoses (to paste into an issue)"
      >
        Report (text)
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={busy}
        onClick={() => void downloadTasks()}
        title="Every task of the catalog as tool-tasks/v1, with your edits and new tasks (their requests, s0 and gold chains): menu-inspector eval --tasks reads it, and loading it brings the tasks back"
      >
        Tasks (tool-tasks/v1)
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={!link}
        aria-expanded={showLink}
        onClick={() => {
          setShowLink(!showLink);
          setCopied(false);
        }}
      >
        Share link
      </button>
      {showLink && link && (
        <span className="flex min-w-0 basis-full items-center gap-1">
          <label className="sr-only" htmlFor="share-link">
            Share link
          </label>
          <input
            id="share-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="h-6 min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-[11px] text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
          />
          <button type="button" className={SMALL_BUTTON} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </span>
      )}
      {notes && (
        <span
          role="status"
          aria-label="Export notes"
          className="flex min-w-0 basis-full flex-wrap items-center gap-1.5"
        >
          {notes.warnings.map((w) => (
            <span key={w} className="min-w-0 break-words text-amber-800 dark:text-amber-200">
              {w}
            </span>
          ))}
          {notes.mapping && (
            <button
              type="button"
              className={SMALL_BUTTON}
              onClick={() => notes.mapping && downloadText(notes.mapping.filename, notes.mapping.text)}
              title="tool-export-mapping/v1: each exported name with its tool id and original name, to route the model's calls back"
            >
              Name mapping
            </button>
          )}
        </span>
      )}
      {problem && (
        <span role="alert" className="text-rose-700 dark:text-rose-300">
          {problem}
        </span>
      )}
    </div>
  );
}
