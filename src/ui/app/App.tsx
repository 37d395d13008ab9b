import { useDeferredValue, useEffect } from 'react';
import { GraphPanel } from '../features/graph/GraphPanel';
import { FirstOpenGuide } from '../features/guide/FirstOpenGuide';
import { GlossaryPanel } from '../features/guide/GlossaryPanel';
import { LibraryLayer } from '../features/library/LibraryLayer';
import { MenusPanel } from '../features/menus/MenusPanel';
import { Notices } from '../features/notices/Notices';
import { StatusBar } from '../features/status/StatusBar';
import { TaskHeader } from '../features/tasks/TaskHeader';
import { TaskList } from '../features/tasks/TaskList';
import { useInspectorSummary } from '../queries/useInspectorSummary';
import { useLargeCatalog, useValueAfterPaint } from '../queries/largeCatalog';
import { useMenus } from '../queries/useMenus';
import { useRebuildWhenEncoderLoads } from '../queries/useRebuildWhenEncoderLoads';
import { AppHeader } from './AppHeader';
import { DetailTabs } from './DetailTabs';
import { LoadProblem } from './LoadProblem';
import { applyTheme, useResolvedTheme } from './useResolvedTheme';
import { useDefaultSelection } from './useDefaultSelection';

/** The app shell: header, task list | task and menus | graph and details, status bar. */
export function App() {
  const theme = useResolvedTheme();
  useEffect(() => applyTheme(theme), [theme]);
  const summary = useInspectorSummary();
  const menus = useMenus();
  useDefaultSelection(summary.data, menus.data);
  useRebuildWhenEncoderLoads(menus.data?.scorerStatus.loading === true);
  // New menus of a large catalog render as a deferred (time-sliced) update, so a 16k-tool rebuild
  // never blocks the main thread for long; a small catalog's render at once (one frame, not two).
  const large = useLargeCatalog();
  const deferred = useDeferredValue(menus.data);
  const data = large ? deferred : menus.data;
  // First the State-Path column, then the task header, the relevance column and the detail tabs
  // a frame later, and the graph a frame after them (GraphPanel): each frame lays out and paints
  // a part of the page, not all of it at once (the header's height moves both columns, so it
  // goes with the lighter second stage).
  const later = useValueAfterPaint(data, large);
  const busy = menus.isFetching || data !== menus.data || later !== data;
  return (
    <div className="flex h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <AppHeader />
      <Notices scorer={data?.scorerStatus} />
      <main className="grid min-h-0 flex-1 grid-cols-[13.5rem_minmax(0,1fr)_25rem] 2xl:grid-cols-[18rem_minmax(0,1fr)_36rem]">
        {summary.data ? (
          <TaskList tasks={summary.data.tasks} />
        ) : (
          <div className="border-r border-slate-200 dark:border-slate-800" />
        )}
        <div className="flex min-h-0 min-w-0 flex-col gap-3 p-4 [contain:size_layout]" aria-busy={busy}>
          {summary.error ? (
            <LoadProblem title="The demo catalog could not be loaded" error={summary.error} />
          ) : menus.error ? (
            <>
              {/* The task stays editable: a request or gold chain the menus refuse can be mended here. */}
              <TaskHeader menus={undefined} failed />
              <LoadProblem title="The menus could not be built" error={menus.error} />
            </>
          ) : data ? (
            <>
              <TaskHeader menus={later ?? data} />
              <MenusPanel menus={data} relevance={later ?? data} />
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Loading the demo catalog and building the first menus…
            </p>
          )}
        </div>
        <div className="grid min-h-0 grid-rows-[minmax(0,5fr)_minmax(0,6fr)] border-l border-slate-200 dark:border-slate-800">
          {later && <GraphPanel menus={later} />}
          {later && <DetailTabs menus={later} />}
        </div>
      </main>
      <StatusBar summary={summary.data} menus={data} computing={busy} loadFailed={summary.isError} />
      <LibraryLayer />
      <FirstOpenGuide />
      <GlossaryPanel />
    </div>
  );
}
