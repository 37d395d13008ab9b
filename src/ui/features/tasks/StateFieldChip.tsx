import type { StateFieldView } from '../../../worker/views/inspectorViews';

function evidenceText(f: StateFieldView): string {
  if (f.source === 'given') return `${f.name}: given by the task`;
  const from = f.evidence ? ` from “${f.evidence}”` : '';
  return `${f.name}: inferred${f.rule ? ` (${f.rule})` : ''}${from}, confidence ${f.confidence.toFixed(2)}`;
}

/** A field of s0: solid when the task gives it, dashed and marked when inferred from the query; × removes it. */
export function StateFieldChip({ field, onRemove }: { field: StateFieldView; onRemove?: () => void }) {
  const inferred = field.source === 'inferred';
  return (
    <li
      title={evidenceText(field)}
      aria-label={evidenceText(field)}
      data-source={field.source}
      data-field={field.name}
      className={`inline-flex items-center gap-1 rounded-full py-0.5 pl-2 font-mono text-xs ${onRemove ? 'pr-0.5' : 'pr-2'} ${
        inferred
          ? 'border border-dashed border-teal-500 text-teal-800 dark:text-teal-200'
          : 'border border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-700'
      }`}
    >
      {inferred && (
        <span aria-hidden="true" className="font-sans text-[10px] font-semibold uppercase">
          inferred
        </span>
      )}
      {field.name}
      {/* A long value (quoted text, a search's words) is cut by CSS; the title holds where it came from. */}
      {field.value !== undefined && <span className="max-w-[28ch] truncate text-[11px]">= {field.value}</span>}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${field.name} from s0`}
          title={`Remove ${field.name}`}
          className="ml-0.5 inline-flex h-4 w-4 items-center justify-center rounded-full font-sans text-[11px] leading-none hover:bg-black/15 focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          ×
        </button>
      )}
    </li>
  );
}
