import { memo, type KeyboardEvent } from 'react';
import type { MenusView } from '../../worker/views/inspectorViews';
import { BreakdownPanel } from '../features/breakdown/BreakdownPanel';
import { DiagnosisPanel } from '../features/diagnosis/DiagnosisPanel';
import { MenuDiffPanel } from '../features/diff/MenuDiffPanel';
import { RunsPanel } from '../features/runs/RunsPanel';
import { WhyNotPanel } from '../features/whyNot/WhyNotPanel';
import { useViewStore, type DetailTab } from '../stores/useViewStore';

const TABS: readonly { id: DetailTab; title: string }[] = [
  { id: 'breakdown', title: 'Score breakdown' },
  { id: 'diagnosis', title: 'Diagnosis' },
  { id: 'diff', title: 'Diff' },
  { id: 'runs', title: 'Runs' },
  { id: 'whyNot', title: 'Why not?' },
];

/** Tabs for the selected slot's breakdown, both menus' diagnosis, their diff, runs and why-not (arrow keys switch). */
export const DetailTabs = memo(function DetailTabs({ menus }: { menus: MenusView }) {
  const tab = useViewStore((s) => s.detailTab);
  const setTab = useViewStore((s) => s.setDetailTab);
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + step) % TABS.length];
    if (!next) return;
    setTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <section aria-label="Details" className="flex min-h-0 flex-col [contain:size_layout]">
      <div
        role="tablist"
        aria-label="Details"
        className="flex shrink-0 gap-1 border-b border-slate-200 px-3 pt-2 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className="-mb-px rounded-t-md border border-transparent px-2 py-1 text-xs whitespace-nowrap 2xl:px-3 font-medium text-slate-600 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-400 dark:aria-selected:border-slate-800 dark:aria-selected:border-b-slate-950 dark:aria-selected:bg-slate-950 dark:aria-selected:text-slate-100"
          >
            {t.title}
          </button>
        ))}
      </div>
      <div
        id={`panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500"
      >
        {tab === 'breakdown' ? (
          <BreakdownPanel />
        ) : tab === 'diagnosis' ? (
          <DiagnosisPanel menus={menus} />
        ) : tab === 'runs' ? (
          <RunsPanel menus={menus} />
        ) : tab === 'whyNot' ? (
          <WhyNotPanel />
        ) : (
          <MenuDiffPanel menus={menus} />
        )}
      </div>
    </section>
  );
});
