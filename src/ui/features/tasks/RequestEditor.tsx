import { useEffect, useId, useState } from 'react';

const COMMIT_DELAY_MS = 350;

/** The request text, editable: commits shortly after typing stops (or on Ctrl/⌘+Enter), rebuilding both menus. */
export function RequestEditor({ value, onCommit }: { value: string; onCommit: (query: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Another task was opened, or the edit was reverted.
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="sr-only">
        Request
      </label>
      <textarea
        id={id}
        data-testid="task-query"
        data-committed={draft === value}
        rows={2}
        value={draft}
        placeholder="Type what the agent should do, e.g. “Email the receipt of order 84213 to the customer”"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onCommit(draft);
        }}
        className="max-h-28 w-full resize-none rounded-md field-sizing-content border border-transparent bg-transparent px-1.5 py-1 text-lg font-semibold leading-snug text-slate-900 hover:border-slate-300 focus-visible:border-slate-300 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-50 dark:hover:border-slate-600"
      />
    </div>
  );
}
