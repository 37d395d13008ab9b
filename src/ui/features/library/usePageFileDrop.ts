import { useEffect, useState } from 'react';
import { droppedFiles, dropEntries } from './droppedFiles';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * Accepts files dropped anywhere on the page (the browser would otherwise open them) and
 * says whether files are being dragged over it, for the drop overlay. A dropped folder gives
 * its catalog files, read recursively (droppedFiles.ts), as a promise.
 */
export function usePageFileDrop(onFiles: (files: File[] | Promise<File[]>) => void): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (e: DragEvent): void => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth++;
      setOver(true);
    };
    const overPage = (e: DragEvent): void => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent): void => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (e: DragEvent): void => {
      if (!carriesFiles(e)) return;
      depth = 0;
      setOver(false);
      // A panel with its own drop target (the Runs tab's trace) already took these files.
      if (e.defaultPrevented) return;
      e.preventDefault();
      // Entries are read now: the browser empties the drop's item list once this handler returns.
      const entries = dropEntries(e.dataTransfer);
      if (entries?.some((entry) => entry.isDirectory)) {
        onFiles(droppedFiles(entries));
        return;
      }
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length > 0) onFiles(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overPage);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onFiles]);
  return over;
}
