import { LineCounter, parseDocument, type Document } from 'yaml';
import { MAX_NESTING } from '../catalog/jsonNesting';
import { SourceError, jsonPath, parseJsonText, type PathSegment } from '../catalog/sourceErrors';
import { parseJsonLines, type JsonLines } from './parseJsonLines';

/** The syntaxes catalog text is read in; `jsonl` is JSON Lines (one value a line, read as an array). */
export type SourceSyntax = 'json' | 'jsonl' | 'yaml';

/** Parsed text with the syntax it was written in (YAML and JSON Lines keep what locates problems). */
export interface ParsedSource {
  value: unknown;
  syntax: SourceSyntax;
  yaml?: { document: Document; lines: LineCounter };
  jsonl?: JsonLines;
}

/** JSON unless the text clearly is not: YAML documents rarely start with `{` or `[`. */
function looksLikeJson(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '{' || first === '[' || first === undefined;
}

/**
 * Parses catalog text as JSON, JSON Lines or YAML (by `syntax`, else by its first character;
 * JSON that fails as one document but reads line by line is JSON Lines). Syntax errors become a
 * SourceError with line and column; JSON nesting deeper than MAX_NESTING is refused with its path. YAML aliases are capped (no "billion laughs")
 * and a YAML alias that contains itself is rejected, so the value is always a finite tree.
 */
export function parseSourceText(text: string, file: string, syntax?: SourceSyntax): ParsedSource {
  const read = syntax ?? (looksLikeJson(text) ? 'json' : 'yaml');
  if (read === 'jsonl') {
    const jsonl = parseJsonLines(text, file);
    return { value: jsonl.values, syntax: 'jsonl', jsonl };
  }
  if (read === 'json') {
    try {
      return { value: parseJsonText(text, file), syntax: 'json' };
    } catch (e) {
      // A `.json` file holding JSON Lines (BFCL's): one value a line reads as an array of them.
      const jsonl = e instanceof SourceError ? tryJsonLines(text, file) : undefined;
      if (jsonl === undefined) throw e;
      return { value: jsonl.values, syntax: 'jsonl', jsonl };
    }
  }
  const lines = new LineCounter();
  let document: Document;
  try {
    // logLevel 'error': the library would otherwise print its own warnings (e.g. a map used as a key) on stderr.
    document = parseDocument(text, {
      lineCounter: lines,
      prettyErrors: false,
      uniqueKeys: true,
      strict: true,
      logLevel: 'error',
    });
  } catch (cause) {
    throw new SourceError([{ file, path: '$', message: `invalid YAML: ${tooDeepOr(cause)}` }]);
  }
  const first = document.errors[0];
  if (first !== undefined) {
    throw new SourceError(
      document.errors.slice(0, 5).map((e) => {
        const at = lines.linePos(e.pos[0]);
        return { file, path: '$', line: at.line, column: at.col, message: `invalid YAML: ${tooDeepOr(e)}` };
      }),
    );
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 1000 });
  } catch (cause) {
    throw new SourceError([{ file, path: '$', message: `invalid YAML: ${tooDeepOr(cause)}` }]);
  }
  const cycle = findCycle(value, []);
  if (cycle !== undefined) {
    throw new SourceError([
      { file, path: cycle, message: `invalid YAML: an alias contains itself or nesting exceeds ${MAX_NESTING} levels` },
    ]);
  }
  return { value, syntax: 'yaml', yaml: { document, lines } };
}

/** A JSON text that fails as one document but reads line by line (two values or more), else undefined. */
function tryJsonLines(text: string, file: string): JsonLines | undefined {
  const first = text.replace(/^\uFEFF/, '').trimStart();
  const end = first.indexOf('\n');
  if (end < 0) return undefined;
  try {
    JSON.parse(first.slice(0, end));
  } catch {
    return undefined;
  }
  const jsonl = parseJsonLines(text, file);
  return jsonl.values.length >= 2 ? jsonl : undefined;
}

/** The parser's message, or what a stack overflow in it means (nesting the parser could not follow). */
function tooDeepOr(cause: unknown): string {
  // The YAML parser reports its own stack overflow as a document error with this message.
  if (cause instanceof RangeError || /maximum call stack/i.test((cause as Error).message))
    return `nested too deep to read (this app reads up to ${MAX_NESTING} levels)`;
  return firstLine((cause as Error).message);
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
}

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
