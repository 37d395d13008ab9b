import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isCatalogFileName } from '../../core/index';

/**
 * The catalog files under a folder, recursively, in path order, hidden files and folders
 * skipped: what the CLI's --catalog reads of a folder (and the app of a dropped one).
 */
export function catalogFolderFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...catalogFolderFiles(path));
    else if (isCatalogFileName(entry.name)) out.push(path);
  }
  return out.sort();
}
