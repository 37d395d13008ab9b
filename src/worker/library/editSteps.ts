import {
  applyEdit,
  applyEdits,
  pushEdit,
  redoEdit,
  undoEdit,
  type Catalog,
  type CatalogEdit,
  type EditHistory,
} from '../../core/index';
import type { OpenCatalog } from './catalogLibrary';

/** The catalog and edit history an edit, undo or redo leads to; null when the request was already carried out. */
export type EditStep = { catalog: Catalog; history: EditHistory } | null;

/**
 * Schema edits on the open catalog. With `expectedEdits` (the count the UI showed): the same
 * request sent again after a worker restart, when the first one was stored, is done (null); any
 * other count is a stale history. Every edit must apply before anything is stored or shown.
 */
export function editStep(open: OpenCatalog, edits: readonly CatalogEdit[], expectedEdits?: number): EditStep {
  if (edits.length === 0) throw new Error('no edit to apply');
  if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
    const tail = open.history.edits.slice(expectedEdits);
    if (tail.length === edits.length && JSON.stringify(tail) === JSON.stringify(edits)) return null;
    throw staleHistory(open.history.edits.length, expectedEdits);
  }
  let catalog = open.session.catalog;
  let history = open.history;
  for (const edit of edits) {
    catalog = applyEdit(catalog, edit);
    history = pushEdit(history, edit);
  }
  return { catalog, history };
}

/** Undoes the last edit; with `expectedEdits`, a repeated request is not undone twice (null). */
export function undoStep(open: OpenCatalog, expectedEdits?: number): EditStep {
  if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
    if (open.history.edits.length === expectedEdits - 1) return null;
    throw staleHistory(open.history.edits.length, expectedEdits);
  }
  const history = undoEdit(open.history);
  if (history === open.history) throw new Error('nothing to undo');
  return { catalog: applyEdits(open.inputs.base, history.edits), history };
}

/** Redoes the last undone edit; with `expectedEdits`, a repeated request is not redone twice (null). */
export function redoStep(open: OpenCatalog, expectedEdits?: number): EditStep {
  if (expectedEdits !== undefined && open.history.edits.length !== expectedEdits) {
    if (open.history.edits.length === expectedEdits + 1) return null;
    throw staleHistory(open.history.edits.length, expectedEdits);
  }
  const history = redoEdit(open.history);
  const next = history.edits[history.edits.length - 1];
  if (history === open.history || !next) throw new Error('nothing to redo');
  return { catalog: applyEdit(open.session.catalog, next), history };
}

/** The UI acted on an edit history that has changed since (another tab, or a request repeated after a restart). */
export function staleHistory(actual: number, expected: number): Error {
  return new Error(
    `the catalog now has ${actual} edit${actual === 1 ? '' : 's'}, not the ${expected} this change was made on; nothing changed (look again and retry)`,
  );
}
