import type { SimRunView, SimStepView } from '../../../worker/views/runs/runsViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { formatLatency, formatUsd } from './runsFormat';

const KIND_LABEL: Record<SimStepView['kind'], string> = {
  progress: 'ok',
  'tool-error': 'tool error',
  premature: 'premature',
  'wrong-tool': 'wrong tool',
  'off-path': 'off path',
};

function kindClass(step: SimStepView): string {
  if (step.ok) return 'text-emerald-700 dark:text-emerald-300';
  if (step.premature || step.wrongTool) return 'text-rose-700 dark:text-rose-300';
  return 'text-amber-800 dark:text-amber-300';
}

/** One menu's simulated run, played up to `shown` calls; the outcome once all its calls are shown. */
export function SimRunColumn({ run, shown, started }: { run: SimRunView; shown: number; started: boolean }) {
  const steps = run.steps.slice(0, shown);
  const finished = started && shown >= run.steps.length;
  const title = METHOD_TITLE[run.method];
  return (
    <section
      aria-label={`${title} run`}
      data-testid={`run-${run.method}`}
      className="min-w-0 rounded border border-slate-200 p-2 dark:border-slate-800"
    >
      <h3 className="mb-1 text-xs font-semibold">{title}</h3>
      <ol className="flex flex-col gap-0.5 text-[11px]">
        {steps.map((s, k) => (
          <li
            key={s.call}
            aria-current={k === steps.length - 1 ? 'step' : undefined}
            className="rounded px-1 aria-[current=step]:bg-sky-100 dark:aria-[current=step]:bg-sky-900/50"
          >
            <span className="tabular-nums text-slate-600 dark:text-slate-400">
              #{s.call} slot {s.slot}
            </span>{' '}
            <span className="font-mono break-all">{s.toolId}</span>{' '}
            <span className={kindClass(s)}>{KIND_LABEL[s.kind]}</span>
            {s.fieldsGained.length > 0 && (
              <span className="text-slate-600 dark:text-slate-400"> +{s.fieldsGained.join(', ')}</span>
            )}
          </li>
        ))}
        {shown === 0 && <li className="text-slate-600 dark:text-slate-400">Press Run to play the agent's calls.</li>}
      </ol>
      {finished && (
        <p
          data-testid="run-outcome"
          data-status={run.outcome.status}
          className={`mt-1 rounded px-1 text-[11px] font-semibold ${run.outcome.status === 'finished' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200' : 'bg-rose-50 text-rose-900 dark:bg-rose-950/60 dark:text-rose-200'}`}
        >
          {run.outcome.status === 'finished' ? 'Finished' : 'Stuck'}: {run.outcome.reason} ·{' '}
          {formatLatency(run.latencyMs)}, {formatUsd(run.costUsd)}
        </p>
      )}
    </section>
  );
}
