import { useEffect } from 'react';
import { useLibraryActions } from '../../queries/useLibraryActions';

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)
  );
}

/** Ctrl+Z undoes the last schema edit, Ctrl+Shift+Z (or Ctrl+Y) redoes; text fields keep their own undo. */
export function useUndoShortcuts(): void {
  const { undo, redo } = useLibraryActions();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const action = key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' && !event.shiftKey ? redo : null;
      if (!action) return;
      event.preventDefault();
      // "Nothing to undo" is not worth a message: the buttons show it as disabled.
      action().catch(() => undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}
