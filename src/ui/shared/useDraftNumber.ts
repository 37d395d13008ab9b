import { useEffect, useState } from 'react';

/**
 * A number input's draft: what the user types, committed (`onCommit`) `delayMs` after typing
 * stops or at once by `commitNow` (Enter) when `isValid`, so typing "16" does not apply 1 first.
 * A committed value changed elsewhere (e.g. K lowering L) replaces the draft. An invalid draft is
 * refused, not reverted behind the user's back: it stays (with `refused` true, so the input shows
 * why) until it is corrected or `revert` (Escape) puts the committed value back; `revertEmpty`
 * (blur) only refills a field left empty.
 */
export function useDraftNumber(
  value: number,
  isValid: (x: number) => boolean,
  delayMs: number,
  onCommit: (value: number) => void,
) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const parsed = Number(draft);
  const valid = draft.trim() !== '' && Number.isFinite(parsed) && isValid(parsed);
  useEffect(() => {
    if (!valid || parsed === value) return;
    const timer = setTimeout(() => onCommit(parsed), delayMs);
    return () => clearTimeout(timer);
  }, [valid, parsed, value, delayMs, onCommit]);
  return {
    draft,
    valid,
    /** The draft is something typed that cannot apply (not merely empty): show the message. */
    refused: !valid && draft.trim() !== '',
    setDraft,
    commitNow: () => {
      if (valid) onCommit(parsed);
    },
    revert: () => {
      if (!valid) setDraft(String(value));
    },
    revertEmpty: () => {
      if (draft.trim() === '') setDraft(String(value));
    },
  };
}
