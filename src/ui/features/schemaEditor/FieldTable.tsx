import { useState, type FormEvent } from 'react';
import type { CatalogEdit, FieldSide, FieldSpec } from '../../../core/index';
import { FieldRow, TYPES_LIST_ID } from './FieldRow';

interface FieldTableProps {
  toolId: string;
  side: FieldSide;
  fields: FieldSpec[];
  onEdits: (edits: CatalogEdit[]) => void;
  onDecide: (index: number, decision: 'accept' | 'reject') => void;
}

/** A tool's inputs or outputs as editable rows, and a row to add one. */
export function FieldTable({ toolId, side, fields, onEdits, onDecide }: FieldTableProps) {
  const noun = side === 'inputs' ? 'input' : 'output';
  const [name, setName] = useState('');
  const [type, setType] = useState('string');
  const [required, setRequired] = useState(side === 'inputs');
  const add = (event: FormEvent): void => {
    event.preventDefault();
    if (name.trim() === '') return;
    const field: FieldSpec = { name: name.trim() };
    if (type.trim() !== '') field.type = type.trim();
    if (side === 'inputs') field.required = required;
    onEdits([{ op: 'add-field', tool: toolId, side, field }]);
    setName('');
  };
  return (
    <section aria-label={side === 'inputs' ? 'Inputs' : 'Outputs'} className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {side === 'inputs' ? 'Inputs' : 'Outputs'} <span className="font-normal normal-case">({fields.length})</span>
      </h3>
      {fields.length === 0 && <p className="text-xs text-slate-600 italic dark:text-slate-400">No {noun}s declared.</p>}
      <ul className="flex flex-col gap-0.5">
        {fields.map((field, index) => (
          <FieldRow
            key={`${index}:${field.name}:${field.type ?? ''}:${String(field.required)}:${String(field.inferred)}`}
            side={side}
            index={index}
            field={field}
            onUpdate={(next) => onEdits([{ op: 'update-field', tool: toolId, side, index, field: next }])}
            onRemove={() => onEdits([{ op: 'remove-field', tool: toolId, side, index }])}
            onDecide={(decision) => onDecide(index, decision)}
          />
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-center gap-1.5 px-1.5">
        <input
          aria-label={`New ${noun} name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={`new ${noun}`}
          className="min-w-0 flex-1 rounded border border-dashed border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
        />
        <input
          aria-label={`New ${noun} type`}
          value={type}
          list={TYPES_LIST_ID}
          onChange={(e) => setType(e.target.value)}
          className="w-20 rounded border border-dashed border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900"
        />
        {side === 'inputs' && (
          <label className="flex items-center gap-1 text-[11px] text-slate-600 dark:text-slate-300">
            <input
              type="checkbox"
              aria-label={`New ${noun} required`}
              checked={required}
              onChange={(e) => setRequired(e.target.checked)}
            />
            required
          </label>
        )}
        <button
          type="submit"
          className="rounded bg-sky-700 px-2 py-0.5 text-[11px] font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          Add {noun}
        </button>
      </form>
    </section>
  );
}
