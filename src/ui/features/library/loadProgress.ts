import { formatBytes } from '../../shared/formatBytes';
import type { LoadProgressView } from '../../../worker/views/workspaceViews';

const PHASE: Record<LoadProgressView['phase'], string> = {
  reading: 'Reading',
  parsing: 'Parsing',
  indexing: 'Indexing',
  saving: 'Saving',
};

/** The toast's line: the phase, the file (and which of several), and while reading the bytes read (or, for a body read in one piece, its size). */
export function progressLine(p: LoadProgressView): string {
  const of = p.fileCount > 1 ? ` (file ${p.fileIndex} of ${p.fileCount})` : '';
  if (p.phase !== 'reading') return `${PHASE[p.phase]} ${p.file}${of}`;
  const bytes =
    p.whole && p.total !== undefined
      ? formatBytes(p.total)
      : `${formatBytes(p.loaded)}${p.total !== undefined ? ` of ${formatBytes(p.total)}` : ''}`;
  return `${PHASE[p.phase]} ${p.file}${of} — ${bytes}`;
}

/** How far the read is (0–1), or undefined for an indeterminate bar: not reading, size unknown, or a body read in one piece. */
export function progressFraction(p: LoadProgressView | null): number | undefined {
  return p?.phase === 'reading' && p.total && !p.whole ? p.loaded / p.total : undefined;
}
