import { findNodeAtLocation, parse as parseLoose, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { MAX_NESTING, pathAtOffset, shortPath, tooDeepOffset } from './jsonNesting';

/** One problem in a user's file: which file, where (JSON path, line and column) and what. */
export interface SourceProblem {
  file: string;
  /** JSON path like `$.tools[3].inputs[0].name`; `$` for the whole document. */
  path: string;
  line?: number;
  column?: number;
  message: string;
}

/** Thrown by every loader. `message` is one readable line naming file, line and JSON path. */
export class SourceError extends Error {
  readonly problems: SourceProblem[];
  constructor(problems: SourceProblem[]) {
    super(
      formatProblem(problems[0] ?? { file: '?', path: '$', message: 'unknown problem' }) +
        (problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : ''),
    );
    this.name = 'SourceError';
    this.problems = problems;
  }
}

/** `file:line:column: $.path: message` (line and column when known). */
export function formatProblem(p: SourceProblem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
  return `${where}: ${p.path}: ${p.message}`;
}

export type PathSegment = string | number;

/** Renders path segments as `$.a[0].b` (keys that are not identifiers are quoted). */
export function jsonPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Parses JSON text; on a syntax error throws a SourceError with line and column. A document
 * nesting deeper than MAX_NESTING is refused first, with its path (jsonNesting.ts).
 * JSON.parse does the fast path; the tolerant parser only runs to locate an error.
 */
export function parseJsonText(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeepOffset(body);
  if (deep >= 0) throw new SourceError([tooDeepProblem(body, file, deep)]);
  try {
    return JSON.parse(body);
  } catch (cause) {
    const errors: ParseError[] = [];
    parseLoose(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (first === undefined) {
      throw new SourceError([{ file, path: '$', message: `invalid JSON (${(cause as Error).message})` }]);
    }
    const at = lineColumn(body, first.offset);
    throw new SourceError(
      errors
        .slice(0, 5)
        .map((e) => ({
          file,
          path: '$',
          ...lineColumn(body, e.offset),
          message: `invalid JSON: ${describeParseError(printParseErrorCode(e.error))}`,
        }))
        .map((p, i) => (i === 0 ? { ...p, ...at } : p)),
    );
  }
}

/** The one located line that refuses a document nesting deeper than MAX_NESTING (see jsonNesting.ts). */
function tooDeepProblem(body: string, file: string, offset: number): SourceProblem {
  return {
    file,
    path: shortPath(pathAtOffset(body, offset), jsonPath),
    ...lineColumn(body, offset),
    message: `nested deeper than ${MAX_NESTING} objects and arrays; the file is not read`,
  };
}

function describeParseError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Adds line and column to problems found by validating parsed JSON. Builds the syntax tree
 * only when there is something to locate, so valid files pay nothing.
 */
export function locateProblems(
  text: string,
  problems: SourceProblem[],
  segmentsOf: Map<SourceProblem, PathSegment[]>,
): SourceProblem[] {
  if (problems.length === 0) return problems;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tree = parseTree(body);
  if (tree === undefined) return problems;
  return problems.map((p) => {
    const segments = segmentsOf.get(p) ?? [];
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(tree, segments.slice(0, n));
      if (node !== undefined) {
        // Point at the key of a property when there is one: that is what the user looks for.
        const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
        return { ...p, ...lineColumn(body, (keyNode ?? node).offset) };
      }
    }
    return p;
  });
}
