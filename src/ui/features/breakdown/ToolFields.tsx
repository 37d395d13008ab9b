import type { SlotView, ToolFieldView } from '../../../worker/views/slotViews';
import { InputSupply } from './InputSupply';

function FieldName({ field }: { field: ToolFieldView }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5" title={field.description}>
      <span className="font-mono text-xs text-slate-900 dark:text-slate-100">{field.name}</span>
      {field.type && <span className="text-[11px] text-slate-600 dark:text-slate-400">{field.type}</span>}
      {field.canonical !== field.name && (
        <span className="font-mono text-[11px] text-slate-600 dark:text-slate-400">→ {field.canonical}</span>
      )}
    </span>
  );
}

/** The fields a tool consumes (required marked, with who supplies each) and produces. */
export function ToolFields({ slot }: { slot: SlotView }) {
  return (
    <div className="flex flex-col gap-3">
      <section aria-label="Consumes" className="flex flex-col gap-1">
        <h4 className="text-[11px] font-semibold text-slate-600 dark:text-slate-300">Consumes</h4>
        {slot.inputs.length === 0 && (
          <p className="text-xs italic text-slate-600 dark:text-slate-400">no inputs: callable from anywhere</p>
        )}
        <ul className="flex flex-col gap-1.5">
          {slot.inputs.map((f, k) => {
            const supply = f.required ? slot.supplies.find((s) => s.input === f.name) : undefined;
            return (
              <li key={`${f.name}-${k}`} data-testid="tool-input" className="flex flex-col gap-0.5">
                <span className="flex items-baseline gap-1.5">
                  <span
                    className={`rounded px-1 text-[10px] font-semibold uppercase ${f.required ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900' : 'text-slate-600 ring-1 ring-slate-300 dark:ring-slate-600'}`}
                  >
                    {f.required ? 'required' : 'optional'}
                  </span>
                  <FieldName field={f} />
                  {f.subject && (
                    <span
                      data-testid="input-subject"
                      className="text-[11px] italic text-slate-600 dark:text-slate-400"
                      title="The schema marks it optional; it names the object the tool acts on, so a call needs it."
                    >
                      optional in the schema · what the tool acts on
                    </span>
                  )}
                </span>
                {supply && (
                  <span className="pl-2">
                    <InputSupply supply={supply} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-label="Produces" className="flex flex-col gap-1">
        <h4 className="text-[11px] font-semibold text-slate-600 dark:text-slate-300">Produces</h4>
        {slot.outputs.length === 0 && (
          <p className="text-xs italic text-slate-600 dark:text-slate-400">no declared outputs</p>
        )}
        <ul className="flex flex-col gap-0.5">
          {slot.outputs.map((f, k) => (
            <li key={`${f.name}-${k}`}>
              <FieldName field={f} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
