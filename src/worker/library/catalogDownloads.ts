import { EDITS_FORMAT, serializeCatalog, type Catalog, type CatalogEdit, type EditsDocument } from '../../core/index';
import type { DownloadView } from '../views/workspaceViews';

/** A file-name-safe form of a catalog name (`demo-commerce`, `my_api`). */
export function fileStem(name: string): string {
  const stem = name
    .trim()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return stem === '' ? 'catalog' : stem;
}

/** The (edited) catalog as a `tool-catalog/v1` file, unknown keys and inference marks included. */
export function catalogDownload(catalog: Catalog): DownloadView {
  return {
    fileName: `${fileStem(catalog.name)}.tool-catalog.json`,
    mimeType: 'application/json',
    text: serializeCatalog(catalog),
  };
}

/** A catalog's schema edits as a `tool-catalog-edits/v1` file, oldest first. */
export function editsDownload(catalogName: string, edits: readonly CatalogEdit[]): DownloadView {
  const doc: EditsDocument = { format: EDITS_FORMAT, catalog: catalogName, edits: [...edits] };
  return {
    fileName: `${fileStem(catalogName)}.edits.json`,
    mimeType: 'application/json',
    text: `${JSON.stringify(doc, null, 2)}\n`,
  };
}
