import { SourceError, parseJsonText, type SourceProblem } from '../catalog/sourceErrors';

/** JSON Lines read as an array: value i came from `texts[i]`, line `lines[i]` (1-based) of the file. */
export interface JsonLines {
  values: unknown[];
  lines: number[];
  texts: string[];
}

/** A problem found in one line, placed in the file: line shifted, path under `$[i]`. */
function inFile(p: SourceProblem, index: number, line: number): SourceProblem {
  return {
    ...p,
    path: `$[${index}]${p.path.slice(1)}`,
    line: line + (p.line ?? 1) - 1,
    ...(p.column === undefined ? {} : { column: p.column }),
  };
}

/**
 * Parses JSON Lines (one JSON value a line, blank lines skipped) into an array. A bad line
 * throws a SourceError at its line in the file, with the path `$[i]` of its value.
 */
export function parseJsonLines(text: string, file: string): JsonLines {
  const out: JsonLines = { values: [], lines: [], texts: [] };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let start = 0;
  for (let line = 1; start <= body.length; line++) {
    const newline = body.indexOf('\n', start);
    const end = newline < 0 ? body.length : newline;
    const lineText = body.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (lineText.trim().length === 0) continue;
    try {
      out.values.push(parseJsonText(lineText, file));
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      const index = out.values.length;
      throw new SourceError(e.problems.map((p) => inFile(p, index, line)));
    }
    out.lines.push(line);
    out.texts.push(lineText);
  }
  return out;
}
