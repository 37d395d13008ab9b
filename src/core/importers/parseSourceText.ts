import { LineCounter, parseDocument, type Document } from 'yaml';
import { SourceError, jsonPath, parseJsonText, type PathSegment } from '../catalog/sourceErrors';

/** Parsed text with the syntax it was written in (YAML keeps its document to locate problems). */
export interface ParsedSource {
  value: unknown;
  syntax: 'json' | 'yaml';
  yaml?: { document: Document; lines: LineCounter };
}

/** JSON unless the text clearly is not: YAML documents rarely start with `{` or `[`. */
function looksLikeJson(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '{' || first === '[' || first === undefined;
}

/**
 * Parses catalog text as JSON or YAML (by its first character, or by `syntax`). Syntax errors
 * become a SourceError with line and column. YAML aliases are capped (no "billion laughs")
 * and a YAML alias that contains itself is rejected, so the value is always a finite tree.
 */
export function parseSourceText(text: string, file: string, syntax?: 'json' | 'yaml'): ParsedSource {
  if ((syntax ?? (looksLikeJson(text) ? 'json' : 'yaml')) === 'json') {
    return { value: parseJsonText(text, file), syntax: 'json' };
  }
  const lines = new LineCounter();
  // logLevel 'error': the library would otherwise print its own warnings (e.g. a map used as a key) on stderr.
  const document = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
    strict: true,
    logLevel: 'error',
  });
  const first = document.errors[0];
  if (first !== undefined) {
    throw new SourceError(
      document.errors.slice(0, 5).map((e) => {
        const at = lines.linePos(e.pos[0]);
        return { file, path: '$', line: at.line, column: at.col, message: `invalid YAML: ${firstLine(e.message)}` };
      }),
    );
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 1000 });
  } catch (cause) {
    throw new SourceError([{ file, path: '$', message: `invalid YAML: ${firstLine((cause as Error).message)}` }]);
  }
  const cycle = findCycle(value, []);
  if (cycle !== undefined) {
    throw new SourceError([
      { file, path: cycle, message: `invalid YAML: an alias contains itself or nesting exceeds ${MAX_NESTING} levels` },
    ]);
  }
  return { value, syntax: 'yaml', yaml: { document, lines } };
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
}

/** Deeper documents are rejected rather than risking the stack in later walks. */
const MAX_NESTING = 200;

/** The JSON path of the first value that contains itself (or nests too deep), if any. */
function findCycle(value: unknown, ancestors: unknown[], path: PathSegment[] = []): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (ancestors.includes(value) || ancestors.length > MAX_NESTING) return jsonPath(path);
  ancestors.push(value);
  const entries: [PathSegment, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const found = findCycle(v, ancestors, [...path, key]);
    if (found !== undefined) return found;
  }
  ancestors.pop();
  return undefined;
}
