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
 * - the committed known defects (src/core/testing/arbitraries/knownDefects/): each document's
 *   export and re-import still loses what the file's `defect` says, so a fix shows here (then
 *   drop the fuzz's allowance for it and turn the file into a regression test).
 */
interface FailureFile {
  property: 'catalogs' | 'documents';
  case: EngineCase | GeneratedDocument;
  /** Known defects: what is wrong, and the export that shows it (compared without the fuzz's allowances). */
  defect?: string;
  exportFormat?: ExportFormat;
  strict?: boolean;
}

const root = join(import.meta.dirname, '..', '..');
const failuresDir = join(root, 'bench', 'out', 'fuzz-failures');
const knownDir = join(import.meta.dirname, 'testing', 'arbitraries', 'knownDefects');

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

describe('known engine defects still reproduce (docs/reliability.md)', () => {
  for (const name of filesIn(knownDir)) {
    it(name, async () => {
      const file = JSON.parse(readFileSync(join(knownDir, name), 'utf8')) as FailureFile;
      const doc = file.case as GeneratedDocument;
      const { catalog } = importCatalog(doc.text, doc.file);
      const error = (() => {
        try {
          checkRoundTrip(catalog, file.exportFormat ?? 'mcp', file.strict ?? false, undefined, true);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(error, file.defect).toBeInstanceOf(Error);
    });
  }
});
