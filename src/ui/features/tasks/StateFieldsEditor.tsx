import { useId, useState } from 'react';
import type { StateFieldView } from '../../../worker/views/inspectorViews';
import { StateFieldChip } from './StateFieldChip';

interface StateFieldsEditorProps {
  fields: readonly StateFieldView[];
  /** Fields the menus' tools need that s0 lacks (the add box suggests them). */
  suggestions: readonly string[];
  /** True when s0 is pinned (given or edited), false when inferred from the request. */
  pinned: boolean;
  /** Pins s0 to these fields. */
  onPin: (fields: string[]) => void;
  /** Drops the pinned fields: s0 is inferred from the request again. */
  onInfer: () => void;
}

/** s0 as chips (inferred ones marked): remove with ×, add a field by name, or go back to inferring. */
export function StateFieldsEditor({ fields, suggestions, pinned, onPin, onInfer }: StateFieldsEditorProps) {
  const id = useId();
  const [adding, setAdding] = useState('');
  const names = fields.map((f) => f.name);
  const add = (): void => {
    const name = adding.trim();
    if (name === '' || names.includes(name)) return;
    onPin([...names, name]);
    setAdding('');
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="shrink-0 font-semibold whitespace-nowrap">State s0</span>
      {fields.length === 0 ? (
        <span className="italic text-slate-600 dark:text-slate-400">none found in the request</span>
      ) : (
        <ul aria-label="State fields" className="flex flex-wrap gap-1">
          {fields.map((f) => (
            <StateFieldChip key={f.name} field={f} onRemove={() => onPin(names.filter((n) => n !== f.name))} />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        Add state field
      </label>
      <input
        id={id}
        list={`${id}-suggestions`}
        value={adding}
        placeholder="+ field"
        onChange={(e) => setAdding(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        className="h-6 w-28 rounded-full border border-dashed border-slate-400 bg-transparent px-2 font-mono text-xs text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-500 dark:text-slate-100"
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {pinned && (
        <button
          type="button"
          onClick={onInfer}
          title="Forget the pinned fields and infer s0 from the request text"
          className="rounded border border-slate-300 px-1.5 text-[11px] text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Infer from request
        </button>
      )}
    </div>
  );
}
