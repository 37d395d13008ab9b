import { useEffect, useId, useRef } from 'react';
import type { ScorerChoice } from '../../../worker/views/menusQuery';
import {
  DEFAULT_SCORER,
  DEFAULT_TUNING,
  isDefaultTuning,
  useMenuParamsStore,
  type WeightKey,
} from '../../stores/useMenuParamsStore';
import { RulesParams } from './RulesParams';
import { WeightInput } from './WeightInput';
import { SMALL_BUTTON } from '../../shared/buttonStyles';

const SCORERS: readonly { value: ScorerChoice; label: string; note: string }[] = [
  {
    value: 'structural',
    label: 'Structural (fitted on the dev sets)',
    note: 'The default: its fitted membership transfers best to catalogs nobody tuned it on (docs/results.md).',
  },
  {
    value: 'encoder',
    label: 'Learned encoder (WebGPU/WASM)',
    note: 'models/encoder.onnx, loaded when chosen; the structural scorer stands in while it loads or if it cannot.',
  },
];

const WEIGHTS: readonly { key: WeightKey; symbol: string; label: string }[] = [
  { key: 'm', symbol: 'w_m', label: 'Membership' },
  { key: 'p', symbol: 'w_p', label: 'Role fit' },
  { key: 's', symbol: 'w_s', label: 'Inputs satisfied' },
  { key: 'e', symbol: 'w_e', label: 'Entry first' },
  { key: 'd', symbol: 'w_d', label: 'Precedence' },
];

/** The membership scorer behind M and m: structural (the default) or the learned encoder. */
function ScorerChoiceGroup() {
  const scorer = useMenuParamsStore((s) => s.scorer);
  const setScorer = useMenuParamsStore((s) => s.setScorer);
  const noteId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={noteId}>
      <legend className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        Membership scorer
      </legend>
      {SCORERS.map((option) => (
        <label
          key={option.value}
          className="flex items-center gap-2 text-xs text-slate-700 dark:text-slate-300"
          title={option.note}
        >
          <input
            type="radio"
            name="membership-scorer"
            value={option.value}
            checked={scorer === option.value}
            onChange={() => setScorer(option.value)}
            className="accent-sky-600 focus-visible:outline-2 focus-visible:outline-sky-500"
          />
          {option.label}
        </label>
      ))}
      <p id={noteId} className="text-[10px] leading-snug text-slate-600 dark:text-slate-400">
        {SCORERS.find((o) => o.value === scorer)?.note}
      </p>
    </fieldset>
  );
}

/**
 * The advanced panel: the membership scorer, the retriever's λ and η (s^R = M + λC − ηD) and the
 * reranker's weights (s^O = w_m·m + w_p·φ + w_s·P + w_e·e + order·w_d), and the hand rules (RulesParams);
 * every change rebuilds both menus.
 */
export function AdvancedParams() {
  const tuning = useMenuParamsStore((s) => s.tuning);
  const scorer = useMenuParamsStore((s) => s.scorer);
  const setLambda = useMenuParamsStore((s) => s.setLambda);
  const setEta = useMenuParamsStore((s) => s.setEta);
  const setWeight = useMenuParamsStore((s) => s.setWeight);
  const reset = useMenuParamsStore((s) => s.resetTuning);
  const details = useRef<HTMLDetailsElement>(null);
  const changed = !isDefaultTuning(tuning) || scorer !== DEFAULT_SCORER;
  useEffect(() => {
    // Escape closes the panel and gives focus back to its summary.
    const element = details.current;
    if (!element) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || !element.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);
  return (
    <details ref={details} className="relative">
      <summary className="flex h-8 cursor-pointer list-none items-center gap-1 rounded-md border border-slate-300 px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800">
        Advanced
        {changed && (
          <>
            <span aria-hidden="true" className="text-sky-700 dark:text-sky-300">
              •
            </span>
            <span className="sr-only">(changed)</span>
          </>
        )}
      </summary>
      <div
        role="group"
        aria-label="Advanced parameters"
        className="absolute right-0 z-20 mt-1 flex w-80 flex-col gap-1.5 rounded-md border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        <ScorerChoiceGroup />
        <p className="mt-1 text-[11px] font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Retriever sᴿ = M + λC − ηD
        </p>
        <WeightInput
          symbol="λ"
          label="Coverage"
          value={tuning.lambda}
          defaultValue={DEFAULT_TUNING.lambda}
          onCommit={setLambda}
        />
        <WeightInput
          symbol="η"
          label="Redundancy"
          value={tuning.eta}
          defaultValue={DEFAULT_TUNING.eta}
          onCommit={setEta}
        />
        <p className="mt-1 text-[11px] font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Reranker sᴼ (top L)
        </p>
        {WEIGHTS.map((w) => (
          <WeightInput
            key={w.key}
            symbol={w.symbol}
            label={w.label}
            value={tuning.weights[w.key]}
            defaultValue={DEFAULT_TUNING.weights[w.key]}
            onCommit={(v) => setWeight(w.key, v)}
          />
        ))}
        <RulesParams />
        <button type="button" onClick={reset} disabled={!changed} className={`mt-1 self-end ${SMALL_BUTTON}`}>
          Reset to defaults
        </button>
      </div>
    </details>
  );
}
