import { useState, type KeyboardEvent } from 'react';
import type { FieldSide, FieldSpec } from '../../../core/index';

export const FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
export const TYPES_LIST_ID = 'schema-field-types';

const input =
  'min-w-0 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900';
const small = 'rounded px-1.5 py-0.5 text-[11px] font-medium focus-visible:outline-2 focus-visible:outline-sky-500';

interface FieldRowProps {
  side: FieldSide;
  index: number;
  field: FieldSpec;
  onUpdate: (field: FieldSpec) => void;
  onRemove: () => void;
  onDecide: (decision: 'accept' | 'reject') => void;
}

function evidenceOf(field: FieldSpec): string | undefined {
  const evidence = field.evidence as { source?: unknown; text?: unknown } | undefined;
  if (!evidence || typeof evidence !== 'object') return undefined;
  return `inferred from the ${String(evidence.source ?? 'catalog')}: “${String(evidence.text ?? '')}”`;
}

const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>): void => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/**
 * One input or output, edited inline: name and type commit on Enter or when focus leaves,
 * required toggles at once. An inferred output is drawn dashed and italic, its evidence on
 * hover, with accept / reject.
 */
export function FieldRow({ side, index, field, onUpdate, onRemove, onDecide }: FieldRowProps) {
  const noun = side === 'inputs' ? 'Input' : 'Output';
  const [name, setName] = useState(field.name);
  const [type, setType] = useState(field.type ?? '');
  const inferred = field.inferred === true;
  const evidence = inferred ? evidenceOf(field) : undefined;
  const commit = (): void => {
    const nextType = type.trim();
    if (name.trim() === field.name && nextType === (field.type ?? '')) return;
    const next: FieldSpec = { ...field, name: name.trim() };
    if (nextType === '') delete next.type;
    else next.type = nextType;
    onUpdate(next);
  };
  return (
    <li
      data-testid={`${side === 'inputs' ? 'input' : 'output'}-row`}
      data-inferred={inferred}
      title={evidence}
      className={`flex flex-wrap items-center gap-1.5 rounded px-1.5 py-1 ${inferred ? 'border border-dashed border-violet-400 italic dark:border-violet-500' : 'border border-transparent'}`}
    >
      <input
        aria-label={`${noun} ${index + 1} name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
        className={`${input} flex-1 font-mono`}
      />
      <input
        aria-label={`${noun} ${index + 1} type`}
        value={type}
        list={TYPES_LIST_ID}
        onChange={(e) => setType(e.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
        placeholder="type"
        className={`${input} w-20`}
      />
      {side === 'inputs' && (
        <label className="flex items-center gap-1 text-[11px] text-slate-600 dark:text-slate-300">
          <input
            type="checkbox"
            aria-label={`${noun} ${index + 1} required`}
            checked={field.required === true}
            onChange={(e) => onUpdate({ ...field, required: e.target.checked })}
          />
          required
        </label>
      )}
      {inferred && (
        <>
          <span className="text-[10px] text-violet-700 not-italic dark:text-violet-300" data-testid="inferred-mark">
            inferred
          </span>
          <button
            type="button"
            aria-label={`Accept inferred output ${field.name}`}
            onClick={() => onDecide('accept')}
            className={`${small} bg-emerald-100 text-emerald-800 not-italic hover:bg-emerald-200 dark:bg-emerald-950 dark:text-emerald-200`}
          >
            Accept
          </button>
          <button
            type="button"
            aria-label={`Reject inferred output ${field.name}`}
            onClick={() => onDecide('reject')}
            className={`${small} bg-rose-100 text-rose-800 not-italic hover:bg-rose-200 dark:bg-rose-950 dark:text-rose-200`}
          >
            Reject
          </button>
        </>
      )}
      <button
        type="button"
        aria-label={`Remove ${noun.toLowerCase()} ${index + 1} (${field.name})`}
        onClick={onRemove}
        className={`${small} text-slate-600 not-italic hover:bg-slate-100 hover:text-rose-700 dark:hover:bg-slate-800 dark:hover:text-rose-300 dark:text-slate-400`}
      >
        Remove
      </button>
    </li>
  );
}
