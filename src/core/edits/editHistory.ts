import type { CatalogEdit } from './catalogEdits';

/**
 * Undo / redo over an edit list: the applied edits are `edits`; undone ones wait in the redo
 * stack until a new edit discards them. Immutable: every operation returns a new history.
 */
export interface EditHistory {
  readonly edits: readonly CatalogEdit[];
  readonly redo: readonly CatalogEdit[];
}

export const emptyHistory: EditHistory = { edits: [], redo: [] };

export function pushEdit(h: EditHistory, edit: CatalogEdit): EditHistory {
  return { edits: [...h.edits, edit], redo: [] };
}

export function undoEdit(h: EditHistory): EditHistory {
  const last = h.edits[h.edits.length - 1];
  return last ? { edits: h.edits.slice(0, -1), redo: [last, ...h.redo] } : h;
}

export function redoEdit(h: EditHistory): EditHistory {
  const [next, ...rest] = h.redo;
  return next ? { edits: [...h.edits, next], redo: rest } : h;
}
