import { useId, useRef, useState } from 'react';
import type { MenusView } from '../../../worker/views/inspectorViews';
import type { TargetView } from '../../../worker/views/targetsView';
import { formatCount, formatScore } from '../../shared/formatNumber';
import { useTargetStore } from '../../stores/useTargetStore';
import { ToolSearchBox } from '../whyNot/ToolSearchBox';

/** Why one predicted target was chosen: its weight, relevance rank, matched words and the request's verb. */
function TargetWhy({ t, inVerdict }: { t: TargetView; inVerdict: boolean }) {
  return (
    <span className="block text-[11px] text-slate-600 dark:text-slate-300">
      weight {formatScore(t.weight)} · relevance #{formatCount(t.relevanceRank)}
      {t.matched.length > 0 && <> · matches {t.matched.join(', ')}</>}
      {t.action && <> · does what the request’s verb asks</>}
      {inVerdict && (
        <span className="ml-1 rounded bg-sky-100 px-1 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
          the verdict’s target
        </span>
      )}
    </span>
  );
}

/** One target to choose, with why it was predicted. */
function TargetOption({
  t,
  name,
  checked,
  inVerdict,
  onPick,
}: {
  t: TargetView;
  name: string;
  checked: boolean;
  inVerdict: boolean;
  onPick: (toolId: string) => void;
}) {
  return (
    <label
      className="flex min-w-0 items-baseline gap-1.5 rounded px-1 py-0.5 hover:bg-white dark:hover:bg-slate-800"
      data-testid="target-option"
    >
      <input type="radio" name={name} value={t.toolId} checked={checked} onChange={() => onPick(t.toolId)} />
      <span className="min-w-0">
        <span className="font-mono break-all">{t.toolId}</span>
        <TargetWhy t={t} inVerdict={inVerdict} />
      </span>
    </label>
  );
}

/**
 * The task's target: which tool the menus and the diagnosis aim at, why each predicted target
 * was predicted (weight (score / best)², relevance rank, the request's words it matched, whether
 * it does what the request's verb asks), and a choice: a predicted target, or any tool of the
 * catalog (search). Choosing one rebuilds the menus and the diagnosis for it.
 */
export function TargetPicker({ taskId, menus }: { taskId: string; menus: MenusView }) {
  const chosenId = useTargetStore((s) => s.chosen[taskId]);
  const choose = useTargetStore((s) => s.choose);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { predicted, chosen } = menus.targets;
  // The targets the State-Path verdict reads (gold sinks when the task has gold and no target is chosen).
  const diagnosed = menus.statePath.diagnosis.targets;
  const source = diagnosed[0]?.source;
  const current = chosen
    ? `${chosen.toolId} (chosen)`
    : source === 'gold'
      ? `${diagnosed.map((t) => t.target.toolId).join(', ')} (gold)`
      : `${predicted[0]?.toolId ?? 'none'} (predicted)`;
  const verdictIds = new Set(diagnosed.map((t) => t.target.toolId));
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (toolId: string | null): void => {
    choose(taskId, toolId);
    close();
  };
  return (
    <div className="relative flex min-w-0 basis-full flex-col gap-1" data-testid="target-picker">
      <div className="flex min-w-0 items-center gap-1.5">
        <span className="shrink-0 font-semibold whitespace-nowrap">Target</span>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          title="Why these targets were predicted, and choose another"
          className="min-w-0 truncate rounded border border-slate-300 px-1.5 py-0.5 text-left font-mono text-[11px] hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:hover:bg-slate-900"
        >
          {current} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
        {chosen && (
          <button
            type="button"
            onClick={() => choose(taskId, null)}
            className="shrink-0 text-[11px] text-sky-700 underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300"
          >
            Use the prediction
          </button>
        )}
      </div>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label="Choose the target"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            close();
          }}
          className="absolute top-full right-0 left-0 z-30 mt-1 flex max-h-[26rem] flex-col gap-2 overflow-y-auto rounded border border-slate-200 bg-slate-50 p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="text-slate-600 dark:text-slate-300">
            Predicted from the request’s words (relevance), ×1.25 for a tool that does what its verb asks; weight =
            (score / best)². The verdict reads{' '}
            {menus.gold ? 'the gold path’s last tools' : 'those within half the best weight'} unless you choose a
            target: choosing one rebuilds the menus and the diagnosis for it.
          </p>
          <fieldset className="flex flex-col">
            <legend className="sr-only">Target</legend>
            <label className="flex items-baseline gap-1.5 rounded px-1 py-0.5 hover:bg-white dark:hover:bg-slate-800">
              <input type="radio" name={`${panelId}-target`} checked={!chosenId} onChange={() => pick(null)} />
              <span>{menus.gold ? 'The gold targets' : 'As predicted'}</span>
            </label>
            {chosen && !predicted.some((t) => t.toolId === chosen.toolId) && (
              <TargetOption t={chosen} name={`${panelId}-target`} checked inVerdict onPick={pick} />
            )}
            {predicted.map((t) => (
              <TargetOption
                key={t.toolId}
                t={t}
                name={`${panelId}-target`}
                checked={chosenId === t.toolId}
                inVerdict={verdictIds.has(t.toolId)}
                onPick={pick}
              />
            ))}
          </fieldset>
          <ToolSearchBox
            label="Any tool as the target"
            placeholder="Any tool as the target: id or name…"
            testId="target-search"
            onChoose={(hit) => pick(hit.toolId)}
          />
        </div>
      )}
    </div>
  );
}
