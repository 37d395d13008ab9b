import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalog } from './importers/importCatalog';
import type { ExportFormat } from './exporters/exportTypes';
import {
  checkRoundTrip,
  runDocumentCase,
  runEngineCase,
  type EngineCase,
  type GeneratedDocument,
} from './testing/arbitraries';

/**
 * Replays engine fuzz cases (docs/reliability.md, Fuzzing):
 * - every shrunk failure `npm run bench:fuzz` wrote to bench/out/fuzz-failures/ (when there are
 *   any): it must run clean once its defect is fixed;
 * - the defects it found and that were fixed (src/core/testing/arbitraries/regressions/): each
 *   document's export in the file's format and re-import keeps every input's path and required
 *   flag (what the file's `defect` says was lost), and the document runs clean through every stage.
 */
interface FailureFile {
  property: 'catalogs' | 'documents';
  case: EngineCase | GeneratedDocument;
  /** Fixed defects: what was wrong, and the export that showed it. */
  defect?: string;
  exportFormat?: ExportFormat;
  strict?: boolean;
}

const root = join(import.meta.dirname, '..', '..');
const failuresDir = join(root, 'bench', 'out', 'fuzz-failures');
const fixedDir = join(import.meta.dirname, 'testing', 'arbitraries', 'regressions');

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
}

function replay(file: FailureFile): Promise<unknown> {
  return file.property === 'catalogs'
    ? runEngineCase(file.case as EngineCase)
    : runDocumentCase(file.case as GeneratedDocument);
}

describe('engine fuzz failures written by bench:fuzz replay clean', () => {
  const files = filesIn(failuresDir);
  it.skipIf(files.length > 0)('(none in bench/out/fuzz-failures)', () => undefined);
  for (const name of files) {
    it(name, async () => {
      const file = JSON.parse(readFileSync(join(failuresDir, name), 'utf8')) as FailureFile;
      await expect(replay(file)).resolves.toBeDefined();
    });
  }
});

describe('engine defects the fuzz found stay fixed (docs/reliability.md)', () => {
  const files = filesIn(fixedDir);
  it('has the regression files', () => expect(files.length).toBeGreaterThan(0));
  for (const name of files) {
    it(name, async () => {
      const file = JSON.parse(readFileSync(join(fixedDir, name), 'utf8')) as FailureFile;
      const doc = file.case as GeneratedDocument;
      const { catalog } = importCatalog(doc.text, doc.file);
      expect(
        () => checkRoundTrip(catalog, file.exportFormat ?? 'mcp', file.strict ?? false),
        file.defect,
      ).not.toThrow();
      await expect(replay(file)).resolves.toMatchObject({ accepted: true });
    });
  }
});
