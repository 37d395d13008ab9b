import { useState } from 'react';
import type { CatalogEdit } from '../../../core/index';

/** One field's aliases as a comma-separated list, committed on Enter or when focus leaves. */
function AliasRow({
  field,
  aliases,
  onEdits,
}: {
  field: string;
  aliases: string[];
  onEdits: (edits: CatalogEdit[]) => void;
}) {
  const [text, setText] = useState(aliases.join(', '));
  const commit = (): void => {
    const next = text
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
    if (next.join('\u0000') === aliases.join('\u0000')) return;
    onEdits([{ op: 'set-aliases', canonical: field, aliases: next }]);
  };
  return (
    <li className="flex items-center gap-2">
      <span className="w-36 shrink-0 truncate font-mono text-xs text-slate-700 dark:text-slate-200" title={field}>
        {field}
      </span>
      <input
        aria-label={`Aliases of ${field}`}
        value={text}
        placeholder="other names, comma-separated"
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
        className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
      />
    </li>
  );
}

/** The catalog's field aliases for this tool's fields (`field_aliases`: other names that count as the same field). */
export function AliasEditor({
  fields,
  aliases,
  onEdits,
}: {
  fields: string[];
  aliases: Record<string, string[]>;
  onEdits: (edits: CatalogEdit[]) => void;
}) {
  return (
    <section aria-label="Field aliases" className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Field aliases
      </h3>
      <ul className="flex flex-col gap-1">
        {fields.map((field) => {
          const list = aliases[field] ?? [];
          return <AliasRow key={`${field}:${list.join(',')}`} field={field} aliases={list} onEdits={onEdits} />;
        })}
      </ul>
    </section>
  );
}
